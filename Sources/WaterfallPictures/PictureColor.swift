/// An 8-bit sRGB colour, e.g. the background that transparent pixels are composited onto.
public struct PictureColor: Sendable, Hashable {
    /// Red, 0…255.
    public var red: UInt8
    /// Green, 0…255.
    public var green: UInt8
    /// Blue, 0…255.
    public var blue: UInt8

    /// The colour with these components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Black (0, 0, 0).
    public static let black = PictureColor(red: 0, green: 0, blue: 0)
    /// White (255, 255, 255).
    public static let white = PictureColor(red: 255, green: 255, blue: 255)
}
