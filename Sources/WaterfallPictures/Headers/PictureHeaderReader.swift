import CImageCodecs
import Pixels

/// Finds a picture's format and shown size from the first bytes of its file, without decoding
/// it — for laying out remote photos before they arrive and for scanning folders. Reads JPEG's
/// frame header (SOF) after any APP1 EXIF block (whose orientation it applies, and whose date,
/// camera and lens it reads: ``PictureMetadata``), PNG's IHDR and an eXIf chunk before the
/// first IDAT, WebP's VP8, VP8L or VP8X header, GIF's logical screen, HEIF's and AVIF's
/// primary image (its size, clean aperture, rotation and mirror in the meta box).
///
/// Bounded: it never looks at a byte beyond ``maxScanBytes`` (JPEG and PNG skip their segments
/// and chunks by their lengths), and a prefix cut anywhere gives ``PictureHeaderResult/needMoreBytes(atLeast:)``
/// or an error, never a wrong size. The size is the one ``PictureDecoder`` decodes.
///
/// A value type without shared state; use one from many threads at once.
public struct PictureHeaderReader: Sendable {
    /// The pixel limits headers are checked against (the byte limits play no part).
    public var limits: PictureLimits
    /// The bytes from the start of the file within which the size must be found. JPEG
    /// segments before the frame header (EXIF, colour profiles, XMP) usually take a few
    /// kilobytes. A PNG's size is in its first chunk, so it is read however much metadata
    /// follows; only what its chunks say within these bytes (an eXIf orientation, a tRNS
    /// chunk) is seen, and one whose chunks run further counts as ``PictureHeader/mayHaveAlpha``.
    public var maxScanBytes: Int

    /// The default ``maxScanBytes``: 1 MiB.
    public static let defaultMaxScanBytes = 1 << 20

    /// The fewest bytes any format's size can be read from (a GIF's 10).
    static let smallestHeaderBytes = 10

    /// The bytes ``read(file:)`` reads first.
    static let firstReadBytes = 4096

    /// A reader checking `limits`, looking at most `maxScanBytes` (at least 64) into a file.
    public init(limits: PictureLimits = .standard, maxScanBytes: Int = PictureHeaderReader.defaultMaxScanBytes) {
        self.limits = limits
        self.maxScanBytes = max(64, maxScanBytes)
    }

    /// The header in `prefix`, the first bytes of a file; `isWholeFile` says the file ends
    /// there (then a header cut short is ``PictureError/truncated(_:)``, not a request for
    /// more). O(segments and chunks before the size), at most O(``maxScanBytes``).
    public func read(_ prefix: [UInt8], isWholeFile: Bool = false) -> PictureHeaderResult {
        if prefix.isEmpty, isWholeFile { return .failure(.empty) }
        let stillShort = !isWholeFile && prefix.count < ContentSniffer.signatureBytes
        switch ContentSniffer.sniff(prefix) {
        case .picture(let format):
            return read(prefix, as: format, isWholeFile: isWholeFile)
        case .unsupported where stillShort && ContentSniffer.couldBecomePicture(prefix),
            .notAnImage where stillShort && ContentSniffer.couldBecomePicture(prefix):
            return .needMoreBytes(atLeast: max(prefix.count + 1, Self.smallestHeaderBytes))
        case .unsupported(let name):
            return .failure(.unsupportedFormat(name))
        case .notAnImage(let content):
            return .failure(.notAnImage(content))
        }
    }

    /// The header of the file at `path`, reading only the bytes it needs: 4 KiB first, then
    /// as many as the format asks for, at most ``maxScanBytes``. O(bytes read).
    public func read(file path: String) -> PictureHeaderResult {
        var wanted = min(Self.firstReadBytes, maxScanBytes)
        while true {
            let prefix: (bytes: [UInt8], isWholeFile: Bool)
            do {
                prefix = try PictureFile.readPrefix(path: path, count: wanted)
            } catch {
                return .failure(error)
            }
            let result = read(prefix.bytes, isWholeFile: prefix.isWholeFile)
            guard case .needMoreBytes(let needed) = result, needed <= maxScanBytes, needed > prefix.bytes.count else {
                return result
            }
            wanted = min(maxScanBytes, max(needed, 2 * wanted))
        }
    }

    /// The header of a prefix sniffed as `format`.
    private func read(_ prefix: [UInt8], as format: PictureFormat, isWholeFile: Bool) -> PictureHeaderResult {
        var header = ic_header()
        let status = prefix.withUnsafeBufferPointer { bytes in
            ic_read_header(Self.codecFormat(format), bytes.baseAddress, bytes.count, maxScanBytes, &header)
        }
        switch status {
        case IC_HEADER_OK:
            let width = Int(header.width)
            let height = Int(header.height)
            guard limits.admits(width: width, height: height) else {
                return .failure(.tooManyPixels(width: width, height: height, limits: limits))
            }
            return .header(
                PictureHeader(
                    format: format, size: PictureSize(width: width, height: height),
                    orientation: PictureOrientation(rawValue: Int(header.orientation)) ?? .up,
                    isAnimated: header.animated != 0, mayHaveAlpha: header.may_have_alpha != 0,
                    metadata: PictureMetadata(header.exif)
                ))
        case IC_HEADER_NEED_MORE:
            return isWholeFile ? .failure(.truncated(format)) : .needMoreBytes(atLeast: Int(clamping: header.needed_bytes))
        case IC_HEADER_UNSUPPORTED:
            return .failure(.unsupportedFormat(CodecBridge.message(of: &header.message)))
        case IC_HEADER_TOO_FAR:
            return .failure(.headerTooFar(format, limit: maxScanBytes))
        default:
            return .failure(.corrupt(format, message: CodecBridge.message(of: &header.message)))
        }
    }

    private static func codecFormat(_ format: PictureFormat) -> ic_format {
        switch format {
        case .jpeg: IC_FORMAT_JPEG
        case .png: IC_FORMAT_PNG
        case .webp: IC_FORMAT_WEBP
        case .gif: IC_FORMAT_GIF
        case .heif: IC_FORMAT_HEIF
        case .avif: IC_FORMAT_AVIF
        }
    }
}
