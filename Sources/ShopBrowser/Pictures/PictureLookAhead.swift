import WaterfallTUI
import WaterfallViews

/// The grid's look-ahead: while the live cards have every photo they can (the workers are idle
/// for the screen), the photos of the next screen in the direction of travel and of the screen
/// behind the viewport are made too, so that a page either way finds them ready. It asks only
/// for cards that are not live (the live ones are ``PictureWants``'), each at its distance in
/// rows from the viewport as priority, the screen behind a screen's height further, so every
/// look-ahead rendition comes after every live one and the screen ahead before the one behind.
/// It stops at the picture budgets: the live cards' renditions and the look-ahead's together take
/// at most half the renditions' cache (so preparing ahead never pushes out what the screen and
/// its neighbours show), and the photos it has decoded at most half the decoded photos' cache.
/// Values only; asked again after every step, so a key that moves the screen replaces it (the
/// live cards' wants come first again and the workers drop what is no longer wanted).
struct PictureLookAhead: Equatable {
    /// The direction the waterfall last moved in.
    var direction: ScrollDirection
    /// The most bytes of decoded photos the look-ahead has made.
    var decodedBytes: Int
    /// The size of a cell in pixels when photos are pixels; nil for block symbols.
    var cellSize: Size?
    /// The glyphs block-symbol photos are drawn with.
    var symbols: SymbolSet

    /// The rows of the screen after `viewport` in `direction` (`ahead`) and of the screen
    /// before it (`behind`), each as tall as `viewport`. O(1).
    static func screens(around viewport: Range<Int>, direction: ScrollDirection) -> (ahead: Range<Int>, behind: Range<Int>) {
        let below = viewport.upperBound ..< viewport.upperBound + viewport.count
        let above = viewport.lowerBound - viewport.count ..< viewport.lowerBound
        return direction == .down ? (below, above) : (above, below)
    }

    /// The renditions of the cards in the screens around `view`'s viewport that are not live,
    /// each with its priority (see the type), nearest first (ties by flat index). A card in both
    /// screens (taller than the viewport) counts once, at its nearer place. O(C log N + k log k)
    /// for the k cards of the two screens.
    func candidates(view: WaterfallCollectionView<CardCell>, cards: CardDataSource) -> [(key: PictureKey, priority: Int)] {
        let viewport = view.viewportRows
        let (ahead, behind) = Self.screens(around: viewport, direction: direction)
        var found: [Int: Int] = [:]
        for (rows, extra) in [(ahead, 0), (behind, viewport.count)] {
            for index in view.layout.items(intersecting: rows) where view.liveCells[index] == nil {
                let priority = PictureWants.distance(of: view.frame(ofItem: index), from: viewport) + extra
                found[index] = min(found[index] ?? .max, priority)
            }
        }
        return found.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.compactMap { index, priority in
            cards.pictureKey(ofFlat: index, in: view).map { (key: $0, priority: priority) }
        }
    }

    /// The look-ahead's renditions still to be made, with their priorities: ``candidates(view:cards:)``
    /// in order, up to the first that would pass a budget — the renditions of `shown` and of the
    /// candidates so far (made or not; failed ones take nothing) beyond half of `cards`' renditions
    /// budget, or the decoded photos of those still to be made beyond ``decodedBytes``.
    /// O(candidates + shown).
    func wanted(view: WaterfallCollectionView<CardCell>, cards: CardDataSource, shown: [PictureKey: Int]) -> [PictureKey: Int] {
        let pictures = cards.pictures
        let renditionLimit = pictures.renditionBytes.budget / 2
        var renditions = shown.keys.reduce(0) { $0 + $1.renditionBytes(cellSize: cellSize) }
        var decoded = 0
        var wants: [PictureKey: Int] = [:]
        var counted: Set<PictureKey> = []
        for (key, priority) in candidates(view: view, cards: cards) where shown[key] == nil && counted.insert(key).inserted {
            let state = pictures.state(for: key)
            if state == .failed { continue }
            renditions += key.renditionBytes(cellSize: cellSize)
            if state == .loading { decoded += key.decodedBytes(cellSize: cellSize, symbols: symbols) }
            guard renditions <= renditionLimit, decoded <= decodedBytes else { break }
            if state == .loading { wants[key] = priority }
        }
        return wants
    }
}
