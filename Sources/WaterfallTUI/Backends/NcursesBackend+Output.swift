import CNcursesw

/// Drawing: cells into the curses window with the wide-character API, styles as cached
/// attributes and colour pairs recycled through ``ColorPairPool``.
extension NcursesBackend {
    /// Draws one run, clipped to the terminal; wide glyphs cut by the right edge become spaces.
    func draw(_ run: CellRun) {
        let rows = Int(wf_lines())
        let cols = Int(wf_cols())
        guard run.y < rows else { return }
        var column = run.x
        for cell in run.cells {
            defer { column += 1 }
            if cell.isContinuation || column >= cols {
                continue
            }
            if cell.width == 2, column + 1 >= cols {
                put(.blank(cell.style), y: run.y, x: column)
            } else {
                put(cell, y: run.y, x: column)
            }
        }
    }

    /// Stores one cell in the curses window: the grapheme's base scalar plus up to four
    /// following combining scalars (the cchar_t limit); a joined sequence keeps its first part.
    func put(_ cell: Cell, y: Int, x: Int) {
        let rendition = rendition(for: cell.style)
        colorPairs.place(rendition.pair, x: x, y: y)
        var glyph = cchar_t()
        var text: (wchar_t, wchar_t, wchar_t, wchar_t, wchar_t, wchar_t) = (0, 0, 0, 0, 0, 0)
        let status = withUnsafeMutableBytes(of: &text) { raw -> Int32 in
            let buffer = raw.bindMemory(to: wchar_t.self)
            var count = 0
            if cell.glyph.rawValue < Glyph.internedBase {
                buffer[0] = wchar_t(bitPattern: cell.glyph.rawValue)
                count = 1
            } else {
                for scalar in cell.character.unicodeScalars {
                    if count == 0 {
                        buffer[0] = wchar_t(bitPattern: scalar.value)
                        count = 1
                    } else if count < 5, scalar.value != 0x200D, DisplayWidth.of(scalar) == 0 {
                        buffer[count] = wchar_t(bitPattern: scalar.value)
                        count += 1
                    } else {
                        break
                    }
                }
            }
            buffer[count] = 0
            if wf_setcchar(&glyph, buffer.baseAddress, rendition.attributes, rendition.pair) == OK {
                return OK
            }
            buffer[1] = 0
            return wf_setcchar(&glyph, buffer.baseAddress, rendition.attributes, rendition.pair)
        }
        if status == OK {
            mvwadd_wch(window, Int32(y), Int32(x), &glyph)
        }
    }

    /// The curses attributes and colour pair for `style`, cached for runs of equal styles.
    func rendition(for style: Style) -> (attributes: attr_t, pair: Int32) {
        if let lastStyle, lastStyle == style {
            return lastRendition
        }
        var attributes = wf_attr_normal()
        if style.isBold { attributes |= wf_attr_bold() }
        if style.isDim { attributes |= wf_attr_dim() }
        if style.isReverse { attributes |= wf_attr_reverse() }
        if style.isUnderline { attributes |= wf_attr_underline() }
        if style.isItalic { attributes |= wf_attr_italic() }
        let result = (attributes, colorPair(for: style))
        lastStyle = style
        lastRendition = result
        return result
    }

    /// The colour pair for the style's colours: one already defined, or one defined now (a
    /// never-used pair, else one no visible cell uses any more); pair 0 (terminal defaults) when
    /// colours are off or every pair is in use on screen.
    func colorPair(for style: Style) -> Int32 {
        guard colorMode != .monochrome else { return 0 }
        let key = ColorPairKey(
            foreground: Int32(style.foreground.paletteIndex(in: colorMode) ?? -1),
            background: Int32(style.background.paletteIndex(in: colorMode) ?? -1))
        if key.foreground < 0, key.background < 0 {
            return 0
        }
        guard let (pair, isNew) = colorPairs.pair(for: key) else {
            return 0
        }
        if isNew, init_extended_pair(pair, key.foreground, key.background) != OK {
            return 0
        }
        return pair
    }
}

/// Foreground and background palette indices of a colour pair (-1 = terminal default).
struct ColorPairKey: Hashable {
    let foreground: Int32
    let background: Int32
}
