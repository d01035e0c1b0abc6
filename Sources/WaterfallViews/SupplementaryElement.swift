/// A section's header or footer, shown by a supplementary view of a ``WaterfallCollectionView``.
public struct SupplementaryElement: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Which band of the section.
    public enum Kind: Hashable, Sendable, CaseIterable {
        /// The band above the section's items.
        case header
        /// The band below the section's tallest column.
        case footer
    }

    /// Header or footer.
    public var kind: Kind
    /// The section it belongs to.
    public var section: Int

    /// Creates the element of `kind` of `section`.
    public init(kind: Kind, section: Int) {
        self.kind = kind
        self.section = section
    }

    /// Section order, the header before the footer.
    public static func < (lhs: SupplementaryElement, rhs: SupplementaryElement) -> Bool {
        (lhs.section, lhs.kind == .footer ? 1 : 0) < (rhs.section, rhs.kind == .footer ? 1 : 0)
    }

    /// `header of section 2`, for messages.
    public var description: String { "\(kind) of section \(section)" }
}
