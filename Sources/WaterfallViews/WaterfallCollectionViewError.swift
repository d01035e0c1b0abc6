/// Why a ``WaterfallCollectionView`` refused an update or a scroll to an item. A refused call
/// changes nothing; a refused call inside ``WaterfallCollectionView/performBatchUpdates(_:)`` makes
/// the whole batch change nothing once the error leaves it.
public enum WaterfallCollectionViewError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A section index outside `0 ..< sectionCount` (`0 ... sectionCount` for an insertion).
    case sectionOutOfRange(section: Int, sectionCount: Int)
    /// An item path outside its section (`0 ..< itemCount`; `0 ... itemCount` for an insertion).
    case itemOutOfRange(ItemPath, itemCount: Int)
    /// The same item named twice in one call.
    case duplicateItem(ItemPath)
    /// The same section named twice in one call.
    case duplicateSection(Int)
    /// An item change in a section that the same batch inserts or reloads: such a section's items
    /// are all read from the data source when the batch ends.
    case itemInReplacedSection(ItemPath)
    /// Deleting every section: a collection view keeps at least one.
    case deletingEverySection

    /// What went wrong, naming the section or item.
    public var description: String {
        switch self {
        case .sectionOutOfRange(let section, let count):
            "section \(section) is out of range: the collection view has \(count) section\(count == 1 ? "" : "s")"
        case .itemOutOfRange(let path, let count):
            "\(path) is out of range: the section has \(count) item\(count == 1 ? "" : "s")"
        case .duplicateItem(let path):
            "\(path) is named twice in one update"
        case .duplicateSection(let section):
            "section \(section) is named twice in one update"
        case .itemInReplacedSection(let path):
            "\(path) cannot change in the batch that inserts or reloads its section: its items come from the data source"
        case .deletingEverySection:
            "the update deletes every section; a collection view keeps at least one"
        }
    }
}
