/// Text attributes a cell can have, combinable as a set (`[.bold, .underline]`).
public struct TextAttributes: OptionSet, Hashable, Sendable {
    /// The bit pattern of the set.
    public let rawValue: UInt8

    /// Creates the set from its bit pattern.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Bold (or bright) text.
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Dim (faint) text.
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Foreground and background swapped.
    public static let reverse = TextAttributes(rawValue: 1 << 2)
    /// Underlined text.
    public static let underline = TextAttributes(rawValue: 1 << 3)
    /// Italic text (where the terminal supports it).
    public static let italic = TextAttributes(rawValue: 1 << 4)
}

/// How a cell is drawn: foreground and background colours plus attributes.
public struct Style: Hashable, Sendable {
    /// Colour of the glyph.
    public var foreground: Color
    /// Colour behind the glyph.
    public var background: Color
    /// Bold, dim, reverse, underline, italic.
    public var attributes: TextAttributes

    /// Creates a style; the defaults are the terminal's own colours and no attributes.
    public init(foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// Terminal default colours, no attributes.
    public static let plain = Style()

    /// Whether the style is bold.
    public var isBold: Bool { attributes.contains(.bold) }
    /// Whether the style is dim.
    public var isDim: Bool { attributes.contains(.dim) }
    /// Whether the style is reversed.
    public var isReverse: Bool { attributes.contains(.reverse) }
    /// Whether the style is underlined.
    public var isUnderline: Bool { attributes.contains(.underline) }
    /// Whether the style is italic.
    public var isItalic: Bool { attributes.contains(.italic) }

    /// This style with `attributes` added.
    public func adding(_ attributes: TextAttributes) -> Style {
        var copy = self
        copy.attributes.formUnion(attributes)
        return copy
    }

    /// This style with the given foreground colour.
    public func foreground(_ color: Color) -> Style {
        var copy = self
        copy.foreground = color
        return copy
    }

    /// This style with the given background colour.
    public func background(_ color: Color) -> Style {
        var copy = self
        copy.background = color
        return copy
    }
}
