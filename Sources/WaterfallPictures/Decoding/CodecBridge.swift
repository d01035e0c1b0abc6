import CImageCodecs
import Colors
import Pixels

/// Calls the C decoders (libjpeg-turbo, libpng, libwebp, giflib, libheif, libavif) and turns their status into a
/// ``Picture`` or a ``PictureError``. Their setjmp/longjmp error handling never leaves the C
/// functions.
enum CodecBridge {
    /// Decodes `bytes` as `format`. `target` picks the JPEG's DCT scale or the WebP's decoded
    /// size; `background` is what alpha and transparency are composited onto. O(pixels).
    static func decode(
        _ bytes: UnsafeRawBufferPointer,
        as format: PictureFormat,
        target: PictureTarget,
        background: RGB,
        limits: PictureLimits
    ) throws(PictureError) -> Picture {
        var request = request(target: target, background: background, limits: limits)
        guard let data = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), !bytes.isEmpty else {
            throw .empty
        }
        var image = ic_image()
        defer { ic_image_release(&image) }
        let status =
            switch format {
            case .jpeg: ic_decode_jpeg(data, bytes.count, &request, &image)
            case .png: ic_decode_png(data, bytes.count, &request, &image)
            case .webp: ic_decode_webp(data, bytes.count, &request, &image)
            case .gif: ic_decode_gif(data, bytes.count, &request, &image)
            case .heif: ic_decode_heif(data, bytes.count, &request, &image)
            case .avif: ic_decode_avif(data, bytes.count, &request, &image)
            }
        switch status {
        case IC_OK:
            return picture(width: Int(image.width), height: Int(image.height), pixels: image.pixels, alpha: image.alpha, matte: background)
        default:
            throw error(status, of: &image, format: format, limits: limits)
        }
    }

    /// A copy of the C decoders' `width × height` RGB `pixels`, composited onto `matte` by the
    /// opacities `alpha` (kept as the picture's alpha; nil when every pixel is opaque). O(pixels).
    static func picture(width: Int, height: Int, pixels: UnsafePointer<UInt8>?, alpha: UnsafePointer<UInt8>?, matte: RGB) -> Picture {
        let count = width * height
        return Picture(
            trustedWidth: width, height: height, pixels: Array(UnsafeBufferPointer(start: pixels, count: count * 3)),
            alpha: alpha.map { PictureAlpha(values: Array(UnsafeBufferPointer(start: $0, count: count)), matte: matte) })
    }

    /// The C request for `target`, `background` and `limits`.
    static func request(target: PictureTarget, background: RGB, limits: PictureLimits) -> ic_request {
        var request = ic_request()
        request.max_pixels = UInt64(limits.maxPixels)
        request.max_side = UInt32(clamping: limits.maxSide)
        request.max_memory_bytes = UInt64(limits.maxDecodingBytes)
        switch target {
        case .fullSize:
            break
        case .covering(let size), .fitting(let size):
            request.target_width = UInt32(clamping: max(1, size.width))
            request.target_height = UInt32(clamping: max(1, size.height))
            if case .fitting = target { request.fit_target = 1 }
        }
        request.background = (background.red, background.green, background.blue)
        return request
    }

    /// The error a failed C call's `status` stands for, with the reason and sizes left in `image`.
    static func error(_ status: ic_status, of image: inout ic_image, format: PictureFormat, limits: PictureLimits) -> PictureError {
        switch status {
        case IC_TOO_MANY_PIXELS:
            return .tooManyPixels(width: Int(image.source_width), height: Int(image.source_height), limits: limits)
        case IC_DISPROPORTIONATE:
            let width = Int(image.source_width)
            let height = Int(image.source_height)
            return .outOfProportion(
                bytes: Int(clamping: image.data_bytes), width: width, height: height,
                limit: PictureLimits.allowedDataBytes(width: width, height: height)
            )
        case IC_TRUNCATED:
            return .truncated(format)
        case IC_UNSUPPORTED:
            return .unsupportedFormat(message(of: &image.message))
        case IC_OUT_OF_MEMORY:
            return .outOfMemory
        default:
            return .corrupt(format, message: message(of: &image.message))
        }
    }

    /// The NUL-terminated text the C code left in `message` (an ic_image's or ic_header's).
    static func message<Message>(of message: inout Message) -> String {
        withUnsafeBytes(of: &message) { raw in
            let text = raw.prefix { $0 != 0 }
            return PrintableText.sanitized(text, maxLength: 100)
        }
    }
}
