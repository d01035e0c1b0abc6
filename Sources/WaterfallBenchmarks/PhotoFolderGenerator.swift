import CImageTestEncoders
import Foundation
import SeededRandom

/// Makes the folder of the `photos` benchmark: `count` pictures of varied sizes (320 to 1,800
/// pixels a side), formats (about 70 % JPEG — a third of them turned by EXIF orientation 6 or
/// 8 —, 15 % PNG, 10 % WebP, 5 % GIF) and shapes, from a seeded generator: 200 distinct
/// pictures written under `count` names (`IMG_00001.jpg`, …). Made once; kept while it holds
/// `count` files.
enum PhotoFolderGenerator {
    /// Distinct pictures encoded (the rest of the names repeat them).
    static let distinct = 200

    /// The folder, made at `path` unless it holds `count` files already.
    static func make(at path: String, count: Int) throws -> String {
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: path))?.count ?? 0
        if existing == count { return path }
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        var rng = SplitMix64(seed: 0xF0_1DE2)
        var pictures: [(bytes: [UInt8], suffix: String)] = []
        for index in 0 ..< distinct {
            let width = Int.random(in: 320 ... 1_800, using: &rng)
            let height = Int.random(in: 320 ... 1_800, using: &rng)
            let kind = Int.random(in: 0 ..< 100, using: &rng)
            let rgb = gradient(width: width, height: height, seed: index)
            if kind < 70 {
                var jpeg = try encode { ite_encode_jpeg(rgb, UInt32(width), UInt32(height), ITE_JPEG_RGB, 85, Int32(ITE_JPEG_SUBSAMPLED), &$0) }
                if kind % 3 == 0 {
                    let orientation: Int32 = kind % 2 == 0 ? 6 : 8
                    jpeg = try encode { buffer in jpeg.withUnsafeBufferPointer { ite_add_jpeg_exif($0.baseAddress, $0.count, orientation, 0, &buffer) } }
                }
                pictures.append((jpeg, "jpg"))
            } else if kind < 85 {
                pictures.append((try encode { ite_encode_png(rgb, rgb.count, UInt32(width), UInt32(height), 8, 2, 0, nil, 0, nil, 0, nil, &$0) }, "png"))
            } else if kind < 95 {
                pictures.append((try encode { ite_encode_webp(rgb, UInt32(width), UInt32(height), 0, 0, 80, &$0) }, "webp"))
            } else {
                let indices = (0 ..< width * height).map { UInt8(($0 % width + $0 / width) % 256) }
                let palette = (0 ..< 256).flatMap { [UInt8($0), UInt8((index * 37) % 256), UInt8(255 - $0)] }
                pictures.append(
                    (
                        try encode { buffer in
                            indices.withUnsafeBufferPointer { indices in
                                var frame = ite_gif_frame(
                                    indices: indices.baseAddress, left: 0, top: 0, width: UInt32(width), height: UInt32(height),
                                    transparent_index: -1, interlaced: 0, palette: nil, palette_entries: 0
                                )
                                return ite_encode_gif(UInt32(width), UInt32(height), palette, 256, &frame, 1, &buffer)
                            }
                        }, "gif"
                    ))
            }
        }
        for number in 1 ... count {
            let picture = pictures[Int.random(in: 0 ..< pictures.count, using: &rng)]
            let name = String(format: "IMG_%05d.%@", number, picture.suffix)
            try Data(picture.bytes).write(to: URL(fileURLWithPath: path + "/" + name))
        }
        return path
    }

    /// A smooth picture with a tint of its own.
    static func gradient(width: Int, height: Int, seed: Int) -> [UInt8] {
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0 ..< height {
            for x in 0 ..< width {
                let at = (y * width + x) * 3
                rgb[at] = UInt8((x * 255 / width + seed * 13) % 256)
                rgb[at + 1] = UInt8((y * 255 / height + seed * 29) % 256)
                rgb[at + 2] = UInt8(((x + y) * 127 / (width + height) + seed * 7) % 256)
            }
        }
        return rgb
    }

    /// Bytes an encoder wrote into its buffer (released); throws when it refused.
    static func encode(_ body: (inout ite_buffer) -> Int32) throws -> [UInt8] {
        var buffer = ite_buffer()
        defer { ite_buffer_release(&buffer) }
        guard body(&buffer) == 0, let bytes = buffer.bytes else { throw PhotoFolderBenchmarks.Failure(description: "an encoder refused a picture") }
        return Array(UnsafeBufferPointer(start: bytes, count: buffer.size))
    }
}
