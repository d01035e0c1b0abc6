import CNcursesw
import CTerminalSupport

/// Reading input: keys and mouse events from curses, the terminal's late answers to the probe
/// kept out by the ``TerminalReplyFilter``, double clicks told from single ones.
extension NcursesBackend {
    /// The next key or mouse event ncurses has already read or can read without waiting; nil
    /// when there is none (or the bytes made no event). Characters go through the
    /// ``TerminalReplyFilter``, so an answer the terminal sent after the probe stopped waiting
    /// never becomes keys.
    func readInput() -> InputEvent? {
        setTimeout(0)
        while readEvents.isEmpty {
            var input: wint_t = 0
            let status = wget_wch(window, &input)
            if status == KEY_CODE_YES {
                queueKeys(replyFilter.interrupted())
                if let event = event(forKeyCode: Int32(input)) { readEvents.append(event) }
            } else if status == OK {
                guard let scalar = Unicode.Scalar(UInt32(input)) else { continue }
                queueKeys(replyFilter.feed(scalar, atMilliseconds: elapsedMilliseconds()))
            } else {
                queueKeys(replyFilter.interrupted())
                if readEvents.isEmpty { return nil }
            }
        }
        return readEvents.removeFirst()
    }

    /// Adds the keys `scalars` make to the events read.
    func queueKeys(_ scalars: [Unicode.Scalar]) {
        readEvents += scalars.compactMap(Key.fromCharacter).map(InputEvent.key)
    }

    /// Sets curses' read timeout, unless it is already that.
    func setTimeout(_ milliseconds: Int32) {
        if milliseconds != currentTimeout {
            wtimeout(window, milliseconds)
            currentTimeout = milliseconds
        }
    }

    /// Milliseconds since the backend started, on a monotonic clock.
    func elapsedMilliseconds() -> UInt64 {
        let elapsed = (ContinuousClock.now - startTime).components
        return UInt64(max(0, elapsed.seconds)) * 1000 + UInt64(max(0, elapsed.attoseconds) / 1_000_000_000_000_000)
    }

    /// The event of a curses key code (a resize adopts the new size); nil for keys not used.
    func event(forKeyCode code: Int32) -> InputEvent? {
        switch code {
        case KEY_UP: return .key(.up)
        case KEY_DOWN: return .key(.down)
        case KEY_LEFT: return .key(.left)
        case KEY_RIGHT: return .key(.right)
        case KEY_PPAGE: return .key(.pageUp)
        case KEY_NPAGE: return .key(.pageDown)
        case KEY_HOME: return .key(.home)
        case KEY_END: return .key(.end)
        case KEY_BACKSPACE: return .key(.backspace)
        case KEY_DC: return .key(.delete)
        case KEY_IC: return .key(.insert)
        case KEY_ENTER: return .key(.enter)
        case KEY_BTAB: return .key(.backTab)
        case KEY_RESIZE:
            size = Size(width: Int(wf_cols()), height: Int(wf_lines()))
            return .resize(cols: size.width, rows: size.height)
        case KEY_MOUSE:
            return mouseEvent()
        case wf_key_f(1) ... wf_key_f(63):
            return .key(.function(Int(code - wf_key_f(0))))
        default:
            return nil
        }
    }

    /// The mouse event curses holds: wheel, click or double click; nil for other buttons.
    func mouseEvent() -> InputEvent? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        let x = Int(event.x)
        let y = Int(event.y)
        if event.bstate & wf_button4_pressed() != 0 {
            return .mouse(MouseEvent(kind: .wheelUp, x: x, y: y))
        }
        if event.bstate & wf_button5_pressed() != 0 {
            return .mouse(MouseEvent(kind: .wheelDown, x: x, y: y))
        }
        if event.bstate & (wf_button1_pressed() | wf_button1_clicked()) != 0 {
            let kind = clicks.press(x: x, y: y, milliseconds: elapsedMilliseconds())
            return .mouse(MouseEvent(kind: kind, x: x, y: y))
        }
        if event.bstate & wf_button1_double_clicked() != 0 {
            return .mouse(MouseEvent(kind: .leftDoubleClick, x: x, y: y))
        }
        return nil
    }
}
