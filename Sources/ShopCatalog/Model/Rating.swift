/// A review score from 0.0 to 5.0 in steps of 0.1, stored exactly as tenths.
public struct Rating: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The highest rating, 5.0.
    public static let maximumTenths = 50

    /// The score in tenths, one byte (a product's facts stay small).
    private let storedTenths: UInt8

    /// The score in tenths: 48 means 4.8.
    public var tenths: Int { Int(storedTenths) }

    /// Creates a rating from tenths; returns `nil` outside `0...50`.
    public init?(tenths: Int) {
        guard (0 ... Rating.maximumTenths).contains(tenths) else { return nil }
        self.storedTenths = UInt8(tenths)
    }

    /// The score with one decimal, e.g. `4.8`.
    public var description: String { "\(tenths / 10).\(tenths % 10)" }

    /// Orders ratings by score.
    public static func < (lhs: Rating, rhs: Rating) -> Bool { lhs.tenths < rhs.tenths }
}
