import Pixels

/// The kitty graphics protocol's commands as bytes: `ESC _ G keys ; payload ESC \`. Every
/// command carries `q=2`, so the terminal never answers (no reply can reach the screen or the
/// key stream). Images travel as 24-bit RGB, or 32-bit RGBA when the picture has alpha (so the
/// terminal shows its own background through it), compressed with zlib (`f=24` or `f=32`,
/// `o=z`, `Deflate`), base64-encoded, in chunks of at most 4096 bytes: the first chunk carries the keys and `m=1`,
/// the following ones only `m=1`, the last `m=0`.
public enum KittyGraphicsCommand {
    /// The largest base64 payload of one chunk, as the protocol requires.
    public static let chunkSize = 4096

    /// Transmits `picture` as image `id` and keeps it in the terminal, without showing it
    /// (`a=t`); nil when it cannot be compressed. O(pixels).
    public static func transmit(id: UInt32, picture: Picture) -> [UInt8]? {
        compressed(picture).map { chunked(keys: "a=t,\(format(of: picture)),o=z,s=\(picture.width),v=\(picture.height),t=d,i=\(id),q=2", payload: $0) }
    }

    /// Transmits `picture` as image `id` with a virtual placement of `columns × rows` cells for
    /// Unicode placeholders (`a=T,U=1`): the cells that name it show it; nil when it cannot be
    /// compressed. O(pixels).
    public static func transmitForPlaceholders(id: UInt32, picture: Picture, columns: Int, rows: Int) -> [UInt8]? {
        compressed(picture).map {
            chunked(keys: "a=T,U=1,\(format(of: picture)),o=z,s=\(picture.width),v=\(picture.height),t=d,i=\(id),c=\(columns),r=\(rows),q=2", payload: $0)
        }
    }

    /// The picture's pixels (RGBA when it has alpha: ``Picture/straightRGBA()``) compressed
    /// with zlib at its fastest level.
    static func compressed(_ picture: Picture) -> [UInt8]? {
        guard picture.width > 0, picture.height > 0 else { return nil }
        return try? Deflate.compress(picture.alpha == nil ? picture.pixels : picture.straightRGBA(), level: 1)
    }

    /// The pixel format key: `f=32` (RGBA) for a picture with alpha, else `f=24` (RGB).
    static func format(of picture: Picture) -> String {
        picture.alpha == nil ? "f=24" : "f=32"
    }

    /// Shows image `id` as placement `placement` at the cursor over `columns × rows` cells, the
    /// part of the image from pixel (`x`, `y`) of `width × height` pixels, without moving the
    /// cursor (`C=1`).
    public static func place(
        id: UInt32, placement: UInt32, x: Int, y: Int, width: Int, height: Int, columns: Int, rows: Int
    ) -> [UInt8] {
        command("a=p,i=\(id),p=\(placement),x=\(x),y=\(y),w=\(width),h=\(height),c=\(columns),r=\(rows),C=1,q=2")
    }

    /// Deletes placement `placement` of image `id`, keeping the image's data (`d=i`).
    public static func deletePlacement(id: UInt32, placement: UInt32) -> [UInt8] {
        command("a=d,d=i,i=\(id),p=\(placement),q=2")
    }

    /// Deletes every placement of image `id` and frees its data (`d=I`).
    public static func free(id: UInt32) -> [UInt8] {
        command("a=d,d=I,i=\(id),q=2")
    }

    /// One command without payload.
    static func command(_ keys: String) -> [UInt8] {
        [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")] + Array(keys.utf8) + [0x1B, UInt8(ascii: "\\")]
    }

    /// `payload` base64-encoded and split into chunks, the first with `keys`.
    static func chunked(keys: String, payload: [UInt8]) -> [UInt8] {
        let encoded = Base64.encode(payload)
        var output: [UInt8] = []
        output.reserveCapacity(encoded.count + (encoded.count / chunkSize + 1) * 16 + keys.utf8.count)
        var start = 0
        repeat {
            let end = min(encoded.count, start + chunkSize)
            let more = end < encoded.count
            output += [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")]
            output += Array(((start == 0 ? keys + "," : "") + "m=\(more ? 1 : 0)").utf8)
            output.append(UInt8(ascii: ";"))
            output += encoded[start ..< end]
            output += [0x1B, UInt8(ascii: "\\")]
            start = end
        } while start < encoded.count
        return output
    }
}
