import Caching
import Colors
import Pixels
import ShopBrowser
import ShopCatalog
import WaterfallPictures
import WaterfallTUI

/// Turns pictures into what a card's image area shows: photos from files or fetched bytes
/// (decoded at the smallest size that covers the area several times over, framed to the area's
/// shape — cut, or letterboxed as ``PictureFraming`` decides —, scaled, then fitted to block symbols in the terminal's colours, or kept as
/// pixels at the area's size in pixels for a graphics protocol). Built and owned by the
/// ``BrowserRuntime`` (it reads files and holds decoded photos); value type, safe to use from the
/// picture workers:
/// decoded photos are kept in a shared byte-budget cache, so a resize or a column change
/// re-renders without reading the file or fetching the URL again.
package struct CardPictureMaker: Sendable {
    /// Fits photos into block symbols.
    package let rasterizer: CardRasterizer
    /// Decodes files within the limits, compositing transparency onto the terminal's background.
    package let decoder: PictureDecoder
    /// Where photos are decoded: in this process, or in sandboxed helper processes.
    package let decoding: PhotoDecoding
    /// Decoded photos by path or URL, least recently used dropped first.
    package let decodedPhotos: ByteBudgetCache<String, DecodedPhoto>
    /// The pictures that failed to decode: each is decoded once, not again for another size.
    package let failedDecodes = FailedDecodes()
    /// The headers read and the decodes done so far.
    package let counts = PictureMakerCounts()
    /// The size of a terminal cell in pixels when photos are made as pixels; nil for symbols.
    package let pixelCellSize: Size?
    /// The freedesktop thumbnail cache, read (and written) for files when in use.
    package let thumbnails: ThumbnailCache?
    /// Whether GIFs and animated WebPs are made with their frames (`--animate` not `off`).
    package let animates: Bool
    /// What an animation may hold.
    package let animationLimits: AnimationLimits

    /// The most bytes one moving rendition's frames take: 8 MiB. Longer animations keep every
    /// k-th frame (``CardAnimation/thinned(toAtMost:)``).
    package static let maxAnimationBytes = 8 << 20

    /// A maker drawing with `symbols` in `colorMode` (unless `pixelCellSize` asks for
    /// pixels in cells of that size) on a terminal whose background is `background` (transparent
    /// pixels are blended onto it, letterbox bars drawn in it), keeping up to `cacheBytes` of
    /// decoded photos, decoding them as `decoding` says, using the `thumbnails` cache when one is
    /// given; with `animates`, moving pictures are made with their frames within `animationLimits`.
    package init(
        symbols: SymbolSet, colorMode: SymbolColorMode, background: RGB = .black, cacheBytes: Int = PictureSettings.defaultCacheBytes,
        pixelCellSize: Size? = nil, decoding: PhotoDecoding = .inProcess, thumbnails: ThumbnailCache? = nil, animates: Bool = false,
        animationLimits: AnimationLimits = .standard
    ) {
        self.thumbnails = thumbnails
        self.animates = animates
        self.animationLimits = animationLimits
        self.rasterizer = CardRasterizer(symbols: symbols, colorMode: colorMode, background: background)
        self.pixelCellSize = pixelCellSize
        self.decoder = PictureDecoder(background: background)
        self.decoding = decoding
        self.decodedPhotos = ByteBudgetCache(budget: cacheBytes)
    }

    /// The rendition `key` asks for in this maker's output: pixels when it has a
    /// ``pixelCellSize``, block symbols otherwise; from the photo's file, or from `photo` when
    /// given (a photo named by URL: its fetched bytes, or its decoded pixels); the frames of a
    /// moving picture when the maker ``animates``. Each file is decoded once for all the sizes
    /// its decoded pixels cover, a still and a moving picture alike (``decodedPhotos``), and its
    /// header is read only when nothing of it is decoded. O(file size + decoded pixels) on a
    /// cache miss, O(area) (times the frames) on a hit.
    package func rendition(_ key: PictureKey, from photo: PhotoInput? = nil) -> Result<CardRendition<Picture>, PictureFailure> {
        if let failure = failedDecodes.failure(of: key.reference) { return .failure(failure) }
        if animates, let made = animatedRendition(key, from: photo) { return made }
        return pixelCellSize == nil
            ? render(key, from: photo).map(CardRendition<Picture>.symbols)
            : renderPixels(key, from: photo).map(CardRendition<Picture>.pixels)
    }

    /// The rendition `key` asks for in block symbols, from its file, `photo` or the cache, or why
    /// it cannot be made. O(file size + decoded pixels) on a cache miss, O(area) on a hit.
    package func render(_ key: PictureKey, from input: PhotoInput? = nil) -> Result<SymbolRaster, PictureFailure> {
        photo(for: key, needing: key.framing.sourcePixels(covering: symbolSourcePixels(for: key)), from: input).flatMap { raster(of: $0.picture, for: key) }
    }

    /// `picture` in block symbols in `key`'s area, framed as `key` says.
    private func raster(of picture: Picture, for key: PictureKey) -> Result<SymbolRaster, PictureFailure> {
        symbolPicture(of: picture, for: key).flatMap { rasterizer.raster(of: $0, columns: key.columns, rows: key.rows) }.map(Result.success)
            ?? .failure(PictureFailure(reference: key.reference, reason: "cannot be drawn at \(key.columns)×\(key.rows) cells"))
    }

    /// What the rasterizer gets for `key`: the photo itself for a card (the rasterizer cuts it to
    /// the area's shape); for a region shown whole, the region letterboxed into the area's shape
    /// (a cell twice as tall as wide) at twice the symbols' pixels, its transparent parts on a
    /// checkerboard of squares two cells wide, which the rasterizer then leaves uncut.
    /// O(picture pixels + area).
    private func symbolPicture(of picture: Picture, for key: PictureKey) -> Picture? {
        guard key.framing != .cover else { return picture }
        let size = symbolSourcePixels(for: key)
        let scale = max(1, (size.width + key.columns - 1) / key.columns, (size.height + 2 * key.rows - 1) / (2 * key.rows))
        return key.framing.framed(
            picture, width: key.columns * scale, height: 2 * key.rows * scale, background: rasterizer.background, checkerSquare: 2 * scale)
    }

    /// The rendition `key` asks for in pixels: the photo framed as `key` says (for a card, cut to
    /// the shape of the area's `columns × cellWidth` by `rows × cellHeight` pixels, or letterboxed
    /// on the background when cutting would keep less than half of it; in the full-screen view,
    /// its region letterboxed, its transparent parts on a checkerboard of squares a cell wide)
    /// and scaled to exactly that size.
    /// Fails when the maker has no cell size.
    package func renderPixels(_ key: PictureKey, from input: PhotoInput? = nil) -> Result<Picture, PictureFailure> {
        guard let needed = pixelSize(of: key) else {
            return .failure(PictureFailure(reference: key.reference, reason: "no pixel size for \(key.columns)×\(key.rows) cells"))
        }
        return photo(for: key, needing: key.framing.sourcePixels(covering: needed), from: input).flatMap { pixels(of: $0.picture, size: needed, for: key) }
    }

    /// `picture` framed as `key` says and scaled to exactly `size`.
    private func pixels(of picture: Picture, size: PictureSize, for key: PictureKey) -> Result<Picture, PictureFailure> {
        key.framing.framed(picture, width: size.width, height: size.height, background: rasterizer.background, checkerSquare: size.width / key.columns)
            .map(Result.success)
            ?? .failure(PictureFailure(reference: key.reference, reason: "cannot be drawn at \(size.width)×\(size.height) pixels"))
    }

    /// The rendition of `key` when its picture moves or its decoding as one showed it still: the
    /// frames made for its area (from decoded frames that cover it, else decoded again and
    /// kept), or the still frame's rendition; nil when the picture is known to be still or its
    /// header announces no animation (a GIF, or a WebP whose header announces one, may move),
    /// to be made as a still. The header is read only when nothing of the picture is decoded.
    /// O(header) for a still; O(bytes + frames × (canvas + area)) when decoded.
    private func animatedRendition(_ key: PictureKey, from input: PhotoInput?) -> Result<CardRendition<Picture>, PictureFailure>? {
        guard let needed = neededPixels(for: key) else { return nil }
        let source = key.framing.sourcePixels(covering: needed)
        let known: DecodedPhoto? =
            switch input {
            case .decoded(let photo)?: photo
            case .bytes?: nil
            case nil: decodedPhotos.value(for: key.reference.description)
            }
        if let known {
            guard let animation = known.animation else { return nil }
            if known.framesCover(source) { return frames(of: animation, for: key, needing: needed) }
        }
        guard let header = movingHeader(of: key, input: input) else { return nil }
        let decoded: PictureAnimation
        do {
            switch (key.reference, input) {
            case (_, .bytes(let bytes)?):
                counts.countDecode()
                decoded = try decoding.decodeAnimation(bytes, with: decoder, covering: source, limits: animationLimits)
            case (.file(let path), _):
                counts.countDecode()
                decoded = try decoding.decodeAnimation(file: path, with: decoder, covering: source, limits: animationLimits)
            case (.remote, _): return nil
            }
        } catch {
            return .failure(failedToDecode(key, error))
        }
        guard decoded.isMoving else {
            // A still GIF or WebP: its one frame is the decoded photo, not decoded again.
            let still = DecodedPhoto(still: decoded.frames[0].still, canvas: header.size)
            decodedPhotos.store(still, bytes: still.byteCount, for: key.reference.description)
            return pixelCellSize == nil
                ? raster(of: still.picture, for: key).map(CardRendition.symbols)
                : pixels(of: still.picture, size: needed, for: key).map(CardRendition.pixels)
        }
        let photo = DecodedPhoto(animation: decoded, covering: source, canvas: header.size)
        // Frames that would take more than a quarter of the cache are not kept: they would push
        // out the stills of every other card.
        if photo.byteCount <= decodedPhotos.budget / 4 {
            decodedPhotos.store(photo, bytes: photo.byteCount, for: key.reference.description)
        }
        return frames(of: decoded, for: key, needing: needed)
    }

    /// The header of `key`'s picture when it may move — a GIF, or a WebP whose header announces
    /// an animation — by the fetched bytes or the file's first bytes; nil otherwise. O(header).
    private func movingHeader(of key: PictureKey, input: PhotoInput?) -> PictureHeader? {
        let reader = PictureHeaderReader(limits: decoder.limits)
        let result: PictureHeaderResult
        switch (key.reference, input) {
        case (_, .bytes(let bytes)?): result = reader.read(bytes, isWholeFile: true)
        case (.file(let path), nil): result = reader.read(file: path)
        default: return nil
        }
        counts.countHeaderRead()
        guard case .header(let header) = result, header.format == .gif || (header.format == .webp && header.isAnimated) else { return nil }
        return header
    }

    /// The frames of `decoded` made for `key`'s area of `needed` pixels (at most
    /// ``maxAnimationBytes`` of them). A file whose frames break off after some plays those
    /// (``CardAnimation/cutShort`` says why). O(frames × area).
    private func frames(of decoded: PictureAnimation, for key: PictureKey, needing needed: PictureSize) -> Result<CardRendition<Picture>, PictureFailure> {
        let frameBytes = pixelCellSize == nil ? key.columns * key.rows * MemoryLayout<Cell>.stride : needed.width * needed.height * 4
        let sources = CardAnimation<Picture>(frames: decoded.frames.map { CardAnimation.Frame(still: .pixels($0.still), delay: $0.delay) })
            .thinned(toAtMost: max(2, Self.maxAnimationBytes / max(1, frameBytes)))
        var frames: [CardAnimation<Picture>.Frame] = []
        for source in sources.frames {
            guard case .pixels(let picture) = source.still else { continue }
            let still: Result<CardRendition<Picture>, PictureFailure> =
                pixelCellSize == nil
                ? raster(of: picture, for: key).map(CardRendition.symbols) : pixels(of: picture, size: needed, for: key).map(CardRendition.pixels)
            switch still {
            case .success(let made): frames.append(CardAnimation.Frame(still: made, delay: source.delay))
            case .failure(let failure): return .failure(failure)
            }
        }
        let cutShort = decoded.cutShort.map { error in
            PictureFailure(
                reference: key.reference, reason: "\(error) (the \(decoded.frames.count) frames before it play)", label: PictureFailure.cutShortLabel)
        }
        return .success(.animation(CardAnimation(frames: frames, cutShort: cutShort)))
    }

    /// The decoded photo of `key`'s picture when the cache holds one that covers the rendition
    /// (so no file needs reading and no URL fetching); marks it as just used. O(1).
    package func cachedPhoto(for key: PictureKey) -> DecodedPhoto? {
        guard let needed = neededPixels(for: key).map(key.framing.sourcePixels(covering:)),
            let cached = decodedPhotos.value(for: key.reference.description), cached.covers(needed) || cached.framesCover(needed)
        else { return nil }
        return cached
    }

    /// The pixels a rendition of `key` needs in its area: the area in pixels, or
    /// ``symbolSourcePixels(for:)`` (its framing may need more of the photo:
    /// ``PictureFraming/sourcePixels(covering:)``).
    private func neededPixels(for key: PictureKey) -> PictureSize? {
        RenditionSizes.neededPixels(for: key, cellSize: pixelCellSize, symbols: rasterizer.symbols)
    }

    /// The pixels a block-symbol rendition of `key` is made from: ``RenditionSizes/symbolSourcePixels(columns:rows:symbols:)``.
    private func symbolSourcePixels(for key: PictureKey) -> PictureSize {
        RenditionSizes.symbolSourcePixels(columns: key.columns, rows: key.rows, symbols: rasterizer.symbols)
    }

    /// `key`'s area in pixels; nil without a cell size or for an empty area.
    private func pixelSize(of key: PictureKey) -> PictureSize? {
        pixelCellSize.flatMap { RenditionSizes.pixelSize(of: key, cellSize: $0) }
    }

    /// The decoded photo of `key`'s picture, big enough for `needed` pixels: `input`'s decoded
    /// pixels, else the cache's when they cover them, else (for a file) a thumbnail of the
    /// freedesktop cache that covers them (not kept: it serves this size only), else decoded
    /// again (and cached; for a file whose thumbnail is missing, at least a thumbnail's size,
    /// and its thumbnail written) from `input`'s bytes or the file. A photo named by URL without
    /// bytes fails: only the network can give them.
    private func photo(for key: PictureKey, needing needed: PictureSize, from input: PhotoInput?) -> Result<DecodedPhoto, PictureFailure> {
        if case .decoded(let photo)? = input { return .success(photo) }
        let name = key.reference.description
        if let cached = decodedPhotos.value(for: name), cached.covers(needed) {
            return .success(cached)
        }
        var thumbnail: ThumbnailCache.Lookup?
        if case .file(let path) = key.reference, input == nil {
            thumbnail = thumbnails?.lookup(path, covering: needed)
        }
        if case .usable(let stored) = thumbnail, let picture = try? decoding.decode(file: stored, with: decoder, covering: needed) {
            counts.countDecode()
            return .success(DecodedPhoto(picture, for: needed))
        }
        do {
            var request = RenditionSizes.decodeRequest(for: needed)
            if thumbnail == .missing {
                let side = max(request.width, ThumbnailCache.Size.large.rawValue)
                request = PictureSize(width: side, height: side)
            }
            let picture: Picture
            switch (key.reference, input) {
            case (_, .bytes(let bytes)?):
                counts.countDecode()
                picture = try decoding.decode(bytes, with: decoder, covering: request)
            case (.file(let path), _):
                counts.countDecode()
                picture = try decoding.decode(file: path, with: decoder, covering: request)
            case (.remote, _):
                return .failure(
                    PictureFailure(
                        reference: key.reference, reason: "photos named by URL are fetched only for catalogs read over HTTP (--data http(s)://…)",
                        label: "not fetched"
                    ))
            }
            let photo = DecodedPhoto(picture, for: needed)
            if thumbnail == .missing, case .file(let path) = key.reference {
                thumbnails?.store(photo.picture, of: path, isWholePicture: photo.isFullSize)
            }
            decodedPhotos.store(photo, bytes: photo.byteCount, for: name)
            return .success(photo)
        } catch {
            return .failure(failedToDecode(key, error))
        }
    }

    /// The failure of `key`'s picture to decode with `error`, recorded so that the file is not
    /// decoded again at another size (``failedDecodes``).
    private func failedToDecode(_ key: PictureKey, _ error: PhotoDecodingError) -> PictureFailure {
        let failure = PictureFailure(reference: key.reference, reason: error.description)
        failedDecodes.record(failure)
        return failure
    }
}
