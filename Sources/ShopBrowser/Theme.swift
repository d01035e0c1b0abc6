import WaterfallTUI

/// The styles the browser draws with, for one colour mode and background.
///
/// With colours, the theme keeps the terminal's default background everywhere and uses a few
/// accents: the price in orange-red, the rating in amber, secondary text in grey, bars in cyan
/// with true black text (palette 16, which terminals never brighten for bold). On a light
/// background the accents that would fade (amber, pale grey, light cyan) are darker: the focus
/// border in dark orange, the rating in burnt orange, text in deeper greys and teal. In 8
/// colours the nearest of the eight stands in, and grey becomes dim. In monochrome (`NO_COLOR`,
/// `--no-color` or a terminal without colours) only bold, dim, reverse and underline are used.
package struct Theme: Sendable {
    /// The colour mode the theme was made for.
    package let colorMode: ColorMode
    /// The background the theme was made for.
    package let background: ThemeBackground
    /// A card's border.
    package let border: Style
    /// The focused card's border, and accents in overlays.
    package let focusedBorder: Style
    /// A card's title.
    package let title: Style
    /// A card's price.
    package let price: Style
    /// A card's rating.
    package let rating: Style
    /// A card's shop name and other secondary text (labels in the detail panel).
    package let secondary: Style
    /// Search matches in a title.
    package let match: Style
    /// The header and status bars.
    package let bar: Style
    /// Key names in the status bar.
    package let key: Style
    /// The footer's text.
    package let footer: Style
    /// Errors (the footer after a failure).
    package let error: Style
    /// Warnings in the status line (bad items skipped).
    package let warning: Style
    /// A group's header band (its rule and its name).
    package let groupHeader: Style
    /// The background of overlays (help, detail panel).
    package let overlay: Style

    /// The theme for `colorMode` on a `background` (dark unless told otherwise).
    package init(colorMode: ColorMode, background: ThemeBackground = .dark) {
        self.colorMode = colorMode
        self.background = background
        let light = background == .light
        switch colorMode {
        case .monochrome:
            border = .plain
            focusedBorder = Style(attributes: [.bold])
            title = .plain
            price = Style(attributes: [.bold])
            rating = .plain
            secondary = Style(attributes: [.dim])
            match = Style(attributes: [.underline, .bold])
            bar = Style(attributes: [.reverse])
            key = Style(attributes: [.reverse, .bold])
            footer = Style(attributes: [.dim])
            error = Style(attributes: [.bold])
            warning = Style(attributes: [.reverse, .bold])
            groupHeader = Style(attributes: [.bold])
        case .ansi8, .ansi16:
            border = Style(attributes: [.dim])
            focusedBorder = Style(foreground: light ? .blue : .yellow, attributes: [.bold])
            title = .plain
            price = Style(foreground: .red, attributes: [.bold])
            rating = Style(foreground: light ? .magenta : .yellow)
            secondary = Style(attributes: [.dim])
            match = Style(foreground: .black, background: .yellow)
            bar = Style(foreground: .black, background: .cyan)
            key = Style(foreground: .black, background: .white)
            footer = Style(foreground: light ? .blue : .cyan)
            error = Style(foreground: .red, attributes: [.bold])
            warning = Style(foreground: .black, background: .yellow)
            groupHeader = Style(foreground: light ? .blue : .cyan, attributes: [.bold])
        case .ansi256, .truecolor:
            let black = Color.indexed(16)
            border = Style(foreground: .indexed(light ? 246 : 244))
            focusedBorder = Style(foreground: .indexed(light ? 166 : 220), attributes: [.bold])
            title = .plain
            price = Style(foreground: .indexed(light ? 160 : 203), attributes: [.bold])
            rating = Style(foreground: .indexed(light ? 130 : 214))
            secondary = Style(foreground: .indexed(light ? 241 : 245))
            match = Style(foreground: black, background: .indexed(220))
            bar = Style(foreground: black, background: .indexed(37))
            key = Style(foreground: black, background: .indexed(252), attributes: [.bold])
            footer = Style(foreground: .indexed(light ? 24 : 37))
            error = Style(foreground: .indexed(light ? 160 : 203), attributes: [.bold])
            warning = Style(foreground: black, background: .indexed(220))
            groupHeader = Style(foreground: .indexed(light ? 24 : 37), attributes: [.bold])
        }
        overlay = .plain
    }

    /// `color` as the terminal can show it, for a shade drawn over the default background: in 8
    /// colours a colour that comes out black becomes the terminal's default colour so the shade
    /// stays visible.
    package func visibleTint(_ color: Color) -> Color {
        let reduced = color.downgraded(to: colorMode)
        return reduced == .black && colorMode == .ansi8 ? .default : reduced
    }

    /// A dark version of `color` (three eighths of its brightness) for the background of an image
    /// placeholder, in 256 colours; nil where the palette has no dark tints to offer.
    package func darkTint(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Color? {
        guard colorMode >= .ansi256 else { return nil }
        return Color.rgb(UInt8(Int(red) * 3 / 8), UInt8(Int(green) * 3 / 8), UInt8(Int(blue) * 3 / 8)).downgraded(to: colorMode)
    }
}
