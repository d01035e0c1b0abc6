/// Large pictures for the tests of the memory a decode needs, each encoded once per test run
/// (some take seconds): flat grey, so the encoders are quick and the decoded pixels known.
enum LargePictureFiles {
    /// The grey of every sample.
    static let grey: UInt8 = 128

    /// A 6,144 × 5,760 AVIF grid of 24 × 30 = 720 tiles of 256 × 192 (8-bit 4:4:4): libavif
    /// keeps a decoder and a picture for every tile.
    static let avifGrid = Result { try avif(width: 6144, height: 5760, grid: (24, 30)) }

    /// The same grid with 10-bit samples.
    static let avifGrid10Bit = Result { try avif(width: 6144, height: 5760, depth: 10, grid: (24, 30)) }

    /// A 4,032 × 3,024 AVIF grid of 8 × 6 tiles of 504 × 504, as phones tile their photos.
    static let avifGrid12Megapixels = Result { try avif(width: 4032, height: 3024, grid: (8, 6)) }

    /// A 7,680 × 5,200 AVIF (39.9 megapixels, just under the pixel limit), one coded image.
    static let avif40Megapixels = Result { try avif(width: 7680, height: 5200) }

    /// A 4,032 × 3,024 HEIC (HEVC 4:2:0), one coded image.
    static let heic12Megapixels = Result { try heic(width: 4032, height: 3024) }

    /// A 7,680 × 5,200 HEIC (HEVC 4:2:0), one coded image.
    static let heic40Megapixels = Result { try heic(width: 7680, height: 5200) }

    /// An animated WebP of two 16 × 16 frames on a 6,000 × 6,000 canvas: libwebp's animation
    /// decoder keeps two RGBA canvases whatever the frames' size.
    static let webpOnBigCanvas = Result { try webpAnimation(width: 6000, height: 6000, frameWidth: 16, frameHeight: 16) }

    /// An animated WebP of two lossless frames filling a 3,840 × 2,160 canvas (4K).
    static let webp4K = Result { try webpAnimation(width: 3840, height: 2160, frameWidth: 3840, frameHeight: 2160) }

    /// An AVIF of `width × height` grey pixels with `depth`-bit samples, a grid of `grid` tiles
    /// (columns, rows) when that is more than one.
    static func avif(width: Int, height: Int, depth: Int32 = 8, grid: (columns: UInt32, rows: UInt32) = (1, 1)) throws -> [UInt8] {
        let samples = [UInt8](repeating: grey, count: width * height * 3)
        return try TestImages.heif(samples, width: width, height: height, coding: .avif, depth: depth, quality: 50, grid: grid)
    }

    /// A HEIC of `width × height` grey pixels.
    static func heic(width: Int, height: Int) throws -> [UInt8] {
        let samples = [UInt8](repeating: grey, count: width * height * 3)
        return try TestImages.heif(samples, width: width, height: height, coding: .hevc, quality: 50)
    }

    /// An animated WebP on a `width × height` canvas of two lossless frames of `frameWidth ×
    /// frameHeight` at its top left, grey and half transparent.
    static func webpAnimation(width: Int, height: Int, frameWidth: Int, frameHeight: Int) throws -> [UInt8] {
        let rgba = [UInt8](repeating: grey, count: frameWidth * frameHeight * 4)
        let frame = TestImages.WebPFrame(rgba: rgba, width: frameWidth, height: frameHeight)
        return try TestImages.webpAnimation(width: width, height: height, frames: [frame, frame])
    }

    /// `avif` as a HEIF that libheif decodes: the brands of its file type box turned from `avif`
    /// to `mif1` (the AV1 images stay as they are; libheif decodes them with dav1d).
    static func asHEIF(_ avif: [UInt8]) throws -> [UInt8] {
        guard avif.count >= 8, avif[4 ..< 8].elementsEqual("ftyp".utf8) else { throw TestImages.EncodingFailed() }
        let end = Int(avif[0]) << 24 | Int(avif[1]) << 16 | Int(avif[2]) << 8 | Int(avif[3])
        var heif = avif
        for at in stride(from: 8, to: end, by: 4) where heif[at ..< at + 4].elementsEqual("avif".utf8) {
            heif.replaceSubrange(at ..< at + 4, with: "mif1".utf8)
        }
        return heif
    }

    /// `file` cut before its media data box (`mdat`): its boxes, without a byte of coded image.
    static func boxesOnly(_ file: [UInt8]) throws -> [UInt8] {
        guard let media = TestImages.boxOffset("mdat", in: file) else { throw TestImages.EncodingFailed() }
        return Array(file.prefix(media))
    }
}
