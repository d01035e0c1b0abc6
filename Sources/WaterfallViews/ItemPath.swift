/// An item addressed by its section and its position in that section, as a sectioned data source
/// thinks of it (`IndexPath` in UIKit). The update methods and ``WaterfallCollectionView/scrollToItem(_:position:)``
/// take item paths; everything that reads the live state uses the flat index over all sections
/// (the layout's numbering), and ``WaterfallCollectionView/index(of:)`` and
/// ``WaterfallCollectionView/itemPath(of:)`` convert between the two.
public struct ItemPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The section.
    public var section: Int
    /// The item's position in its section.
    public var item: Int

    /// Creates the path of item `item` of `section`.
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// Section order, then item order.
    public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// `item 3 of section 1`, for error messages.
    public var description: String { "item \(item) of section \(section)" }
}
