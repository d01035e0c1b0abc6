/// What the terminal was found to do for pictures, and the one line the help shows about it.
public struct GraphicsCapabilities: Sendable, Equatable {
    /// The best pixel protocol usable here; nil: block symbols.
    public var pixelProtocol: PixelProtocol?
    /// The size of a cell in pixels, when known.
    public var cellSize: Size?
    /// Whether frames can be bracketed as synchronized updates.
    public var synchronizedOutput = false
    /// The sixel colour registers, when the terminal said.
    public var sixelColorRegisters: Int?
    /// The largest sixel picture the terminal shows, in pixels, when it said.
    public var maximumSixelSize: Size?
    /// Whether the program runs inside tmux (kitty commands then go through its passthrough).
    public var isInsideTmux = false
    /// The terminal's name: from XTVERSION, else the environment.
    public var terminalName: String
    /// Why pixels are not used and what would enable them, when that is worth saying.
    public var hint: String?

    /// Capabilities of a terminal called `terminalName` that can do nothing special.
    public init(terminalName: String) {
        self.terminalName = terminalName
    }

    /// One line: `kitty(0.26.5): kitty (direct placements), cells 8×19 px`.
    public var summary: String {
        var text = "\(terminalName): \(pixelProtocol?.name ?? "no pixel graphics, symbols")"
        if let cellSize, pixelProtocol != nil { text += ", cells \(cellSize.width)×\(cellSize.height) px" }
        if pixelProtocol == .sixel, let registers = sixelColorRegisters { text += ", \(registers) colour registers" }
        if pixelProtocol == .sixel, let size = maximumSixelSize { text += ", at most \(size.width)×\(size.height) px" }
        if synchronizedOutput { text += ", synchronized output" }
        if let hint { text += " — \(hint)" }
        return text
    }
}
