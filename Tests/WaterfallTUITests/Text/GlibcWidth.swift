#if canImport(Glibc)
import Glibc
#endif

/// glibc's `wcwidth` in the C.UTF-8 locale (set for the calling thread only, with `uselocale`),
/// and a model of how tmux 3.3 fills cells with it: the oracle the width tables are tested
/// against.
struct GlibcWidth {
    /// `int wcwidth(wchar_t)`, which the Glibc module does not export, looked up at run time.
    private typealias WidthFunction = @convention(c) (Int32) -> Int32

    private let locale: locale_t
    private let wcwidth: WidthFunction

    /// The oracle, or nil when the C.UTF-8 locale or `wcwidth` cannot be loaded.
    init?() {
        guard let locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil),
            let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "wcwidth")
        else { return nil }
        self.locale = locale
        self.wcwidth = unsafeBitCast(symbol, to: WidthFunction.self)
    }

    /// Whether `value` is a C0 or C1 control or DEL (drawn as a picture, never measured).
    static func isControl(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F ... 0x9F).contains(value)
    }

    /// `wcwidth(scalar)` in C.UTF-8: 0, 1, 2, or -1 when glibc has no width for it.
    func width(of scalar: Unicode.Scalar) -> Int {
        let previous = uselocale(locale)
        defer { uselocale(previous) }
        return Int(wcwidth(Int32(bitPattern: scalar.value)))
    }

    /// The widths of the cells tmux 3.3's `screen_write_cell` fills with `text` (a scalar glibc
    /// cannot measure counted as U+FFFD, which Waterfall draws instead): a scalar with a width
    /// starts a cell; ZWJ sets a flag and the next scalar, whatever its width, joins the last
    /// cell; a zero-width scalar joins the last cell; nothing joins before the first cell.
    func tmuxCells(_ text: String) -> [Int] {
        var cells: [Int] = []
        var joining = false
        for scalar in text.unicodeScalars {
            if scalar == "\u{200D}" {
                joining = true
                continue
            }
            var width = width(of: scalar)
            if width < 0 { width = 1 }
            if width == 0 || joining {
                joining = false
                continue
            }
            cells.append(width)
        }
        return cells
    }
}
