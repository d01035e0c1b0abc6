import Caching
import Pixels
import ShopCatalog
import WaterfallTUI

/// The browser's pictures, on the UI side: the one record of what each card's image area shows —
/// finished renditions as the workers reported them (kept within a byte budget, least recently
/// used dropped first; pixel renditions get the identifier the terminal knows them by), pictures
/// that could not be read (each tried once, never in a loop), the thumbnails drawn into image
/// areas, and the last set of wanted renditions (so the model asks the workers only when it
/// changes). Cards ask it by item and size whenever they are drawn. Drawing placeholders from
/// thumbnails is synchronous and cheap; photos are made by the runtime's workers.
package struct CardPictures {
    /// Draws thumbnails into image areas; nil when pictures are off.
    package let rasterizer: CardRasterizer?
    /// Finished photo renditions.
    private let renditions: ByteBudgetCache<PictureKey, CardRendition<PixelImage>>
    /// Thumbnails drawn into image areas, by thumbnail and area (cycled copies of an item, and
    /// cards scrolled away and back, reuse them).
    private let placeholders = PlaceholderRasters(budget: CardPictures.placeholderBytes)
    /// Identifiers for pixel renditions.
    private var pixelIdentifiers = PixelImageIdentifiers()
    /// Pictures that could not be read, by file or URL.
    package private(set) var failures: [ImageReference: PictureFailure] = [:]
    /// The failures in the order they first happened, one a file or URL: a file that fails
    /// again (after `r`, or a change on disk) keeps its place with its latest reason (for the
    /// exit report).
    package private(set) var failureLog: [PictureFailure] = []
    /// Where each file's entry is in ``failureLog``.
    private var failureLogIndex: [ImageReference: Int] = [:]
    /// The renditions asked for last, with their priorities.
    package private(set) var wanted: [PictureKey: Int] = [:]
    /// The renditions the budget keeps room for (``keepRoom(for:cellSize:)``), with their cell
    /// size.
    private var roomFor: (keys: Set<PictureKey>, cellSize: Size?) = ([], nil)
    /// Which moving pictures play and the frame each shows.
    package private(set) var playback: AnimationPlayback

    /// The default budget for finished renditions: 16 MiB (a 30 × 14-cell card takes ~7 KB).
    package static let defaultRenditionBytes = 16 << 20
    /// The default budget for finished renditions in pixels: 64 MiB (a 30 × 14-cell card in
    /// 7 × 15-pixel cells takes ~130 KB).
    package static let defaultPixelRenditionBytes = 64 << 20

    /// The budget for thumbnails drawn into image areas: 4 MiB.
    static let placeholderBytes = 4 << 20

    /// Pictures whose thumbnails `rasterizer` draws (nil: pictures off), keeping up to
    /// `renditionBytes` of renditions.
    /// Moving pictures send their frames within `frameBudget`.
    package init(
        rasterizer: CardRasterizer?, renditionBytes: Int = CardPictures.defaultRenditionBytes,
        frameBudget: FrameBudget = FrameBudget(bytesPerSecond: CardPictures.defaultFrameBytesPerSecond)
    ) {
        self.rasterizer = rasterizer
        self.renditions = ByteBudgetCache(budget: renditionBytes)
        self.playback = AnimationPlayback(budget: frameBudget)
    }

    /// The default budget for the frames of moving pictures: 1 MiB a second.
    package static let defaultFrameBytesPerSecond = 1 << 20

    /// The rendition key of `item`'s photo number `photo` (its first by default; see
    /// ``reference(of:photo:)``) in an area of `columns × rows` cells, framed as `framing` (a
    /// card's crop by default); nil without that photo or with pictures off.
    package func key(for item: CatalogItem, photo: Int = 0, columns: Int, rows: Int, framing: PictureFraming = .cover) -> PictureKey? {
        guard rasterizer != nil, let reference = Self.reference(of: item, photo: photo), columns > 0, rows > 0 else { return nil }
        return PictureKey(reference: reference, columns: columns, rows: rows, framing: framing)
    }

    /// Photo `photo` of `item` (0: ``CatalogItem/image``, then ``CatalogItem/morePhotos``); nil past
    /// its photos. O(1).
    static func reference(of item: CatalogItem, photo: Int) -> ImageReference? {
        guard photo > 0 else { return photo == 0 ? item.image : nil }
        return item.morePhotos.indices.contains(photo - 1) ? item.morePhotos[photo - 1] : nil
    }

    /// The rendition key of `item`'s photo on a card with `metrics`.
    package func key(for item: CatalogItem, metrics: CardMetrics) -> PictureKey? {
        key(for: item, columns: metrics.innerWidth, rows: metrics.imageRows)
    }

    /// What an area of `columns × rows` cells shows for `item`'s photo number `photo` (its first by
    /// default) now, framed as `framing`: the photo when ready (in symbols; or in pixels over the
    /// thumbnail), else the item's thumbnail for its first photo (no cells when it has
    /// neither: the card draws a tinted placeholder); and the photo's state. Reads only: the
    /// rendition is not marked as used and the thumbnail's cells are not kept (see
    /// ``prepare(_:photo:columns:rows:framing:)``), so drawing a frame changes nothing. O(1) when
    /// prepared, else O(area).
    package func picture(for item: CatalogItem, photo: Int = 0, columns: Int, rows: Int, framing: PictureFraming = .cover) -> CardPicture {
        let key = key(for: item, photo: photo, columns: columns, rows: rows, framing: framing)
        let (stored, badge) = key.map(shownStill(of:)) ?? (nil, false)
        if case .symbols(let photo) = stored {
            return CardPicture(raster: photo, state: .photo, showsPlayBadge: badge)
        }
        let placeholder = photo == 0 ? item.thumbnail.flatMap { self.placeholder(of: $0, columns: columns, rows: rows) } : nil
        if case .pixels(let image) = stored {
            return CardPicture(raster: placeholder, pixels: image, state: .photo, showsPlayBadge: badge)
        }
        guard let key else { return CardPicture(raster: placeholder, state: .none) }
        let failure = failures[key.reference]
        return CardPicture(raster: placeholder, state: failure == nil ? .loading : .failed, failureLabel: failure?.label)
    }

    /// The pixels an area of `columns × rows` cells shows now for `item`'s photo number `photo`,
    /// framed as `framing`, when they are made (the frame playing, for a moving one); nil
    /// otherwise. Reads the renditions only: no thumbnail is drawn. O(1).
    package func pixels(for item: CatalogItem, photo: Int = 0, columns: Int, rows: Int, framing: PictureFraming = .cover) -> PixelImage? {
        guard let key = key(for: item, photo: photo, columns: columns, rows: rows, framing: framing),
            case .pixels(let image)? = shownStill(of: key).still
        else { return nil }
        return image
    }

    /// The still rendition `key` shows now — a moving one's frame playing — and whether a moving
    /// one is held (its play badge); nil when none is made. Reads only. O(1).
    private func shownStill(of key: PictureKey) -> (still: CardRendition<PixelImage>?, held: Bool) {
        guard case .animation(let animation)? = renditions.peek(key) else { return (renditions.peek(key), false) }
        return (animation.frames[min(animation.frames.count - 1, playback.frame(of: key) ?? 0)].still, !playback.isPlaying(key))
    }

    /// What a card with `metrics` shows for `item` now (see ``picture(for:columns:rows:)``).
    package func picture(for item: CatalogItem, metrics: CardMetrics) -> CardPicture {
        picture(for: item, columns: metrics.innerWidth, rows: metrics.imageRows)
    }

    /// Where the photo of rendition `key` stands (``CardPictureState/none`` for no key: no photo,
    /// or pictures off), without drawing anything. O(1).
    package func state(for key: PictureKey?) -> CardPictureState {
        guard let key else { return .none }
        if failures[key.reference] != nil { return .failed }
        return renditions.peek(key) == nil ? .loading : .photo
    }

    /// `thumbnail` drawn into `columns × rows` cells, from the cache or made now (not kept).
    /// O(area) when made.
    private func placeholder(of thumbnail: Thumbnail, columns: Int, rows: Int) -> SymbolRaster? {
        placeholders.value(for: PlaceholderKey(thumbnail: thumbnail, columns: columns, rows: rows))
            ?? rasterizer?.raster(of: thumbnail, columns: columns, rows: rows)
    }

    /// Makes what ``picture(for:photo:columns:rows:framing:)`` will draw for the area ready, as a
    /// step does for the next frame: the rendition is marked as just used (the cache keeps what
    /// is shown), and the thumbnail's cells are made and kept. O(1) when done before, else
    /// O(area).
    package func prepare(_ item: CatalogItem, photo: Int = 0, columns: Int, rows: Int, framing: PictureFraming = .cover) {
        if let key = key(for: item, photo: photo, columns: columns, rows: rows, framing: framing) {
            _ = renditions.value(for: key)
        }
        guard photo == 0, let thumbnail = item.thumbnail else { return }
        let key = PlaceholderKey(thumbnail: thumbnail, columns: columns, rows: rows)
        guard placeholders.value(for: key) == nil, let raster = rasterizer?.raster(of: thumbnail, columns: columns, rows: rows) else { return }
        placeholders.store(raster, for: key)
    }

    /// How many times renditions were stored or marked as used: unchanged by drawing.
    package var renditionUses: UInt64 { renditions.useCount }

    /// Stores a finished rendition or failure. Returns the failure when it is a new one (to be
    /// announced).
    package mutating func store(_ result: Result<CardRendition<Picture>, PictureFailure>, for key: PictureKey) -> PictureFailure? {
        if case .success(let rendition) = result, roomFor.keys.contains(key) {
            raiseBudgetForRoom(storing: key, bytes: Self.bytes(of: rendition))
        }
        switch result {
        case .success(.symbols(let raster)):
            renditions.store(.symbols(raster), bytes: Self.bytes(of: .symbols(raster)), for: key)
            return nil
        case .success(.pixels(let picture)):
            renditions.store(.pixels(PixelImage(id: pixelIdentifiers.next(), picture: picture)), bytes: picture.byteCount, for: key)
            return nil
        case .success(.animation(let animation)):
            let images = animation.map { PixelImage(id: pixelIdentifiers.next(), picture: $0) }
            renditions.store(.animation(images), bytes: Self.bytes(of: .animation(animation)), for: key)
            guard let cutShort = animation.cutShort else { return nil }
            log(cutShort)
            return cutShort
        case .failure(let failure):
            guard failures[key.reference] == nil else { return nil }
            failures[key.reference] = failure
            log(failure)
            return failure
        }
    }

    /// Adds `failure` to the log, or puts it in place of its file's earlier entry. O(1).
    private mutating func log(_ failure: PictureFailure) {
        if let earlier = failureLogIndex[failure.reference] {
            failureLog[earlier] = failure
        } else {
            failureLogIndex[failure.reference] = failureLog.count
            failureLog.append(failure)
        }
    }

    /// The bytes `rendition` takes: its cells, or its pixels with their alpha, or every frame's.
    /// O(frames).
    static func bytes(of rendition: CardRendition<Picture>) -> Int {
        switch rendition {
        case .symbols(let raster): raster.cells.count * MemoryLayout<Cell>.stride
        case .pixels(let picture): picture.byteCount
        case .animation(let animation): animation.frames.reduce(0) { $0 + bytes(of: $1.still) }
        }
    }

    /// Plays the moving pictures among `keys` (those whose renditions are animations; the others
    /// have nothing to play), each at the cost of a frame as `settings` show pictures; every
    /// other stops. O(keys).
    package mutating func play(_ keys: some Sequence<PictureKey>, settings: PictureSettings) {
        var timings: [PictureKey: AnimationPlayback.Timing] = [:]
        for key in keys {
            guard case .animation(let animation)? = renditions.value(for: key) else { continue }
            timings[key] = AnimationPlayback.Timing(delays: animation.frames.map(\.delay), frameBytes: Self.frameBytes(of: key, settings: settings))
        }
        playback.play(timings)
    }

    /// Moves the moving pictures' clock to `now` (see ``AnimationPlayback/tick(_:)``); returns
    /// whether a frame shown changed.
    package mutating func tick(_ now: ContinuousClock.Instant) -> Bool {
        playback.tick(now)
    }

    /// Notes that a key or the mouse arrived: moving pictures hold their frame until keys stop.
    package mutating func holdAnimationsForInput() {
        playback.holdForInput()
    }

    /// What the terminal is sent, about, when `key`'s area shows a new frame as `settings` show
    /// pictures: in symbols a 24-bit cell's colours and glyph (64 bytes a cell: colours, glyph and cursor moves, as the animation benchmark measures them); in pixels, when
    /// the terminal keeps the images sent (kitty), a placement (64 bytes) and the placeholder
    /// cells naming the image, if any (12 bytes a cell); else (sixel) the picture's bands, half a
    /// byte a pixel. O(1).
    static func frameBytes(of key: PictureKey, settings: PictureSettings) -> Int {
        let cells = key.columns * key.rows
        switch settings.output {
        case .symbols: return cells * 64
        case .pixels(_, let placeholderCells) where settings.terminalKeepsImages: return 64 + (placeholderCells ? cells * 12 : 0)
        case .pixels(let cell, _): return cells * cell.width * cell.height / 2
        }
    }

    /// Forgets everything shown of `reference` — renditions, a failure — so the picture is made
    /// again (its file was replaced; the runtime drops the decoded photo,
    /// ``BrowserUpdate/forgottenPhotos``). O(renditions).
    package mutating func forget(_ reference: ImageReference) {
        renditions.removeValues { $0.reference == reference }
        failures[reference] = nil
    }

    /// Forgets every picture that could not be shown, so each is made again when its card next
    /// wants it (`r`); returns them, in order of their names (for the runtime to forget their
    /// failures to decode too). The exit report's log keeps them. O(f log f) for f failures.
    package mutating func forgetFailures() -> [ImageReference] {
        defer { failures.removeAll() }
        return failures.keys.sorted { $0.description < $1.description }
    }

    /// Forgets every finished rendition (after a resize or a column change no card has the old
    /// sizes any more; decoded photos stay cached by the runtime's maker, so re-rendering reads
    /// no file).
    package mutating func dropRenditions() {
        renditions.removeAll()
        playback.reset()
    }

    /// Makes room for the renditions of `keys` (the live cards' and the detail panel's) in
    /// pixels of `cellSize` (nil: block symbols): the budget grows to twice what they take
    /// when the default would not hold them — what each holds once made (every frame of a moving
    /// picture, the alpha of a see-through one), else an estimate of one frame with alpha — and
    /// again as each of them is stored (``store(_:for:)``). Cards derive what they show from
    /// these renditions, so a budget smaller than the live cards' would evict one live card's
    /// photo to store another's, and both would be wanted again without end (a very large screen
    /// in pixels, many moving cards). O(keys).
    package mutating func keepRoom(for keys: some Sequence<PictureKey>, cellSize: Size?) {
        roomFor = (Set(keys), cellSize)
        raiseBudgetForRoom()
    }

    /// Raises the budget to twice what the renditions it keeps room for take: each as held, or
    /// estimated when not made, `key` (being stored) as `bytes`. O(keys).
    private func raiseBudgetForRoom(storing key: PictureKey? = nil, bytes: Int = 0) {
        let needed = roomFor.keys.reduce(0) { total, shown in
            total + (shown == key ? bytes : renditions.bytes(for: shown) ?? shown.renditionBytes(cellSize: roomFor.cellSize))
        }
        renditions.raiseBudget(to: 2 * needed)
    }

    /// The number of thumbnails drawn into image areas and held.
    package var placeholderCount: Int { placeholders.count }

    /// The number of finished renditions held.
    package var renditionCount: Int { renditions.count }

    /// The bytes the finished renditions take, and their budget.
    package var renditionBytes: (held: Int, budget: Int) { (renditions.totalBytes, renditions.budget) }

    /// Records `wants` as the renditions asked for; returns whether they differ from the last.
    package mutating func replaceWanted(_ wants: [PictureKey: Int]) -> Bool {
        guard wants != wanted else { return false }
        wanted = wants
        return true
    }
}

/// Where a card's photo stands.
package enum CardPictureState: Hashable, Sendable {
    /// The item has no photo (or pictures are off).
    case none
    /// The photo is being made; the thumbnail stands in.
    case loading
    /// The photo is shown.
    case photo
    /// The photo could not be read; the thumbnail stands in, with a mark.
    case failed
}
