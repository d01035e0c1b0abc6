import ShopCatalog
import WaterfallPictures
import WaterfallTUI

/// Turns pictures into what a card's image area shows: photos from files (decoded at the
/// smallest size that covers the area twice over, cut to the area's shape, scaled by area
/// averaging, then fitted to block symbols in the terminal's colours, or kept as pixels at the
/// area's size in pixels for a graphics protocol) and the catalog's tiny thumbnails (the instant
/// placeholder, always in block symbols). Value type, safe to use from the picture workers:
/// decoded photos are kept in a shared byte-budget cache, so a resize or a column change
/// re-renders without reading the file again.
package struct CardPictureMaker: Sendable {
    /// The glyphs cards are drawn with.
    package let symbols: SymbolSet
    /// The colours cards are drawn in.
    package let colorMode: SymbolColorMode
    /// Decodes files within the limits, compositing transparency onto the card background.
    package let decoder: PictureDecoder
    /// Where photos are decoded: in this process, or in sandboxed helper processes.
    package let decoding: PhotoDecoding
    /// Decoded photos by path, least recently used dropped first.
    package let decodedPhotos: ByteBudgetCache<String, DecodedPhoto>
    /// The size of a terminal cell in pixels when photos are made as pixels; nil for symbols.
    package let pixelCellSize: Size?
    /// The freedesktop thumbnail cache, read (and written) for files when in use.
    package let thumbnails: ThumbnailCache?

    /// The shorter side thumbnails are enlarged to before they are cut to a card's shape.
    static let thumbnailWorkingSide = 64

    /// The default budget for decoded photos: 64 MiB.
    package static let defaultCacheBytes = 64 << 20

    /// A maker drawing with `symbols` in `colorMode` (photos too, unless `pixelCellSize` asks for
    /// pixels in cells of that size), keeping up to `cacheBytes` of decoded photos, decoding them
    /// as `decoding` says, using the `thumbnails` cache when one is given.
    package init(
        symbols: SymbolSet, colorMode: SymbolColorMode, cacheBytes: Int = CardPictureMaker.defaultCacheBytes, pixelCellSize: Size? = nil,
        decoding: PhotoDecoding = .inProcess, thumbnails: ThumbnailCache? = nil
    ) {
        self.thumbnails = thumbnails
        self.symbols = symbols
        self.colorMode = colorMode
        self.pixelCellSize = pixelCellSize
        self.decoder = PictureDecoder(background: .black)
        self.decoding = decoding
        self.decodedPhotos = ByteBudgetCache(budget: cacheBytes)
    }

    /// The rendition `key` asks for in this maker's output: pixels when it has a
    /// ``pixelCellSize``, block symbols otherwise. O(file size + decoded pixels) on a cache miss,
    /// O(area) on a hit.
    package func rendition(_ key: PictureKey) -> Result<CardRendition<Picture>, PictureFailure> {
        pixelCellSize == nil ? render(key).map(CardRendition<Picture>.symbols) : renderPixels(key).map(CardRendition<Picture>.pixels)
    }

    /// The rendition `key` asks for in block symbols, from its file (or the cache), or why it
    /// cannot be made. O(file size + decoded pixels) on a cache miss, O(area) on a hit.
    package func render(_ key: PictureKey) -> Result<SymbolRaster, PictureFailure> {
        let size = SymbolRaster.pictureSize(columns: key.columns, rows: key.rows, symbols: symbols)
        return photo(for: key, needing: PictureSize(width: size.width, height: size.height)).flatMap { photo in
            raster(of: photo.picture, columns: key.columns, rows: key.rows).map(Result.success)
                ?? .failure(PictureFailure(reference: key.reference, reason: "cannot be drawn at \(key.columns)×\(key.rows) cells"))
        }
    }

    /// The rendition `key` asks for in pixels: the photo cut to the shape of the area's
    /// `columns × cellWidth` by `rows × cellHeight` pixels and scaled to exactly that size.
    /// Fails when the maker has no cell size.
    package func renderPixels(_ key: PictureKey) -> Result<Picture, PictureFailure> {
        guard let cell = pixelCellSize, cell.width > 0, cell.height > 0, key.columns > 0, key.rows > 0 else {
            return .failure(PictureFailure(reference: key.reference, reason: "no pixel size for \(key.columns)×\(key.rows) cells"))
        }
        let width = key.columns * cell.width
        let height = key.rows * cell.height
        return photo(for: key, needing: PictureSize(width: width, height: height)).flatMap { photo in
            photo.picture.croppedToAspect(width: width, height: height).scaled(toWidth: width, height: height).map(Result.success)
                ?? .failure(PictureFailure(reference: key.reference, reason: "cannot be drawn at \(width)×\(height) pixels"))
        }
    }

    /// The decoded photo of `key`'s file, big enough for `needed` pixels: from the cache when it
    /// covers them, else from a thumbnail of the freedesktop cache that covers them (not kept:
    /// it serves this size only), else decoded again (and cached; and its thumbnail written
    /// when the cache has none).
    private func photo(for key: PictureKey, needing needed: PictureSize) -> Result<DecodedPhoto, PictureFailure> {
        guard case .file(let path) = key.reference else {
            return .failure(PictureFailure(reference: key.reference, reason: "remote pictures are not fetched yet"))
        }
        if let cached = decodedPhotos.value(for: path), cached.covers(needed) {
            return .success(cached)
        }
        let thumbnail = thumbnails?.lookup(path, covering: needed)
        if case .usable(let stored) = thumbnail, let picture = try? decoding.decode(file: stored, with: decoder, covering: needed) {
            return .success(DecodedPhoto(picture, for: needed))
        }
        do {
            var request = DecodedPhoto.request(for: needed)
            if thumbnail == .missing {
                let side = max(request.width, ThumbnailCache.Size.large.rawValue)
                request = PictureSize(width: side, height: side)
            }
            let photo = DecodedPhoto(try decoding.decode(file: path, with: decoder, covering: request), for: needed)
            if thumbnail == .missing {
                thumbnails?.store(photo.picture, of: path, isWholePicture: photo.isFullSize)
            }
            decodedPhotos.store(photo, bytes: photo.picture.byteCount, for: path)
            return .success(photo)
        } catch {
            return .failure(PictureFailure(reference: key.reference, reason: error.description))
        }
    }

    /// The thumbnail drawn into `columns × rows` cells, as the placeholder of a card whose photo
    /// is not ready (or cannot be read). O(area).
    package func raster(of thumbnail: Thumbnail, columns: Int, rows: Int) -> SymbolRaster? {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(thumbnail.pixels.count * 3)
        for pixel in thumbnail.pixels {
            pixels += [pixel.red, pixel.green, pixel.blue]
        }
        guard let picture = Picture(width: thumbnail.width, height: thumbnail.height, pixels: pixels), picture.width > 0, picture.height > 0 else {
            return nil
        }
        // A dozen pixels cannot be cut to a card's shape to the pixel: enlarge them first (each
        // becomes a block of equal pixels), so the cut is as exact as for a photo.
        let factor = max(1, Self.thumbnailWorkingSide / min(picture.width, picture.height))
        guard let enlarged = picture.scaled(toWidth: picture.width * factor, height: picture.height * factor) else { return nil }
        return raster(of: enlarged, columns: columns, rows: rows)
    }

    /// `picture` cut to the shape of `columns × rows` cells (a cell is twice as tall as wide),
    /// scaled to the symbols' pixels and fitted. Nil for an empty area or picture.
    package func raster(of picture: Picture, columns: Int, rows: Int) -> SymbolRaster? {
        guard columns > 0, rows > 0, picture.width > 0, picture.height > 0 else { return nil }
        let size = SymbolRaster.pictureSize(columns: columns, rows: rows, symbols: symbols)
        guard let scaled = picture.croppedToAspect(width: columns, height: rows * 2).scaled(toWidth: size.width, height: size.height) else {
            return nil
        }
        return try? SymbolRaster(picture: scaled, columns: columns, rows: rows, symbols: symbols, colorMode: colorMode)
    }
}
