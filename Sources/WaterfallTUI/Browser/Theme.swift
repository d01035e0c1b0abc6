/// The styles the browser draws with, for one colour mode.
///
/// With colours, the theme uses the terminal's default background everywhere and a few accents;
/// in monochrome (`NO_COLOR`, `--no-color` or a terminal without colours) it uses only bold, dim,
/// reverse and underline, and thumbnails are drawn with shade characters instead of colours.
public struct Theme: Sendable {
    /// The colour mode the theme was made for.
    public let colorMode: ColorMode
    /// A card's border.
    public let border: Style
    /// The focused card's border.
    public let focusedBorder: Style
    /// A card's title.
    public let title: Style
    /// A card's price.
    public let price: Style
    /// A card's shop name and other secondary text.
    public let secondary: Style
    /// Search matches in a title.
    public let match: Style
    /// The header and status bars.
    public let bar: Style
    /// Key names in the status bar and help.
    public let key: Style
    /// The footer's text.
    public let footer: Style
    /// Errors (the footer after a failure, bad-input notices).
    public let error: Style
    /// The background of overlays (help, detail panel).
    public let overlay: Style

    /// The theme for `colorMode`.
    public init(colorMode: ColorMode) {
        self.colorMode = colorMode
        if colorMode == .monochrome {
            border = .plain
            focusedBorder = Style(attributes: [.bold])
            title = .plain
            price = Style(attributes: [.bold])
            secondary = Style(attributes: [.dim])
            match = Style(attributes: [.underline, .bold])
            bar = Style(attributes: [.reverse])
            key = Style(attributes: [.reverse, .bold])
            footer = Style(attributes: [.dim])
            error = Style(attributes: [.bold])
            overlay = .plain
        } else {
            // Grey where there are 256 colours; with 8 the nearest is black, invisible on a dark
            // terminal, so the terminal's own colour, dimmed.
            border = colorMode == .ansi256 ? Style(foreground: .indexed(244)) : Style(attributes: [.dim])
            focusedBorder = Style(foreground: .yellow, attributes: [.bold])
            title = .plain
            price = Style(foreground: .red, attributes: [.bold])
            secondary = Style(foreground: .cyan)
            match = Style(foreground: .black, background: .yellow)
            bar = Style(foreground: .black, background: .cyan)
            key = Style(foreground: .black, background: .white, attributes: [.bold])
            footer = Style(foreground: .cyan)
            error = Style(foreground: .red, attributes: [.bold])
            overlay = .plain
        }
    }

    /// `color` as the terminal can show it, for a shade drawn over the default background: in 8
    /// colours a colour that comes out black becomes the terminal's default colour so the shade
    /// stays visible.
    public func visibleTint(_ color: Color) -> Color {
        let reduced = color.downgraded(to: colorMode)
        return reduced == .black && colorMode == .ansi8 ? .default : reduced
    }

    /// Whether thumbnails are drawn in colour (half blocks) rather than in shades.
    public var drawsColorImages: Bool { colorMode != .monochrome }
}
