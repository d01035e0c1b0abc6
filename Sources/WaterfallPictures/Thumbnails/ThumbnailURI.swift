#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `file://` URI of a file as the freedesktop thumbnail specification names originals: the
/// absolute path (`.` and `..` and doubled slashes resolved, symbolic links not followed, as
/// GLib's `g_file_get_uri` does) with every byte outside GLib's set of characters allowed in a
/// path escaped as `%XX` (upper-case hexadecimal). Its MD5 names the thumbnail.
public enum ThumbnailURI {
    /// The bytes that stay as they are: letters, digits and `-._~!$&'()*+,=:@/`.
    static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a") ... UInt8(ascii: "z"), UInt8(ascii: "A") ... UInt8(ascii: "Z"), UInt8(ascii: "0") ... UInt8(ascii: "9"):
            return true
        default:
            return Array("-._~!$&'()*+,=:@/".utf8).contains(byte)
        }
    }

    /// The URI of the file at `path` (relative paths from `directory`, the current one when nil).
    public static func uri(forPath path: String, relativeTo directory: String? = nil) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var bytes = Array("file://".utf8)
        for byte in absolute(path, relativeTo: directory).utf8 {
            if isAllowed(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `path` made absolute (from `directory`, else the current directory) and normalised:
    /// no `.`, no `..` (above the root stays at the root), no doubled or trailing slash.
    public static func absolute(_ path: String, relativeTo directory: String? = nil) -> String {
        let base = path.hasPrefix("/") ? "" : (directory ?? currentDirectory())
        var parts: [Substring] = []
        for part in (base + "/" + path).split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                _ = parts.popLast()
            } else {
                parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The process's current directory ("/" when it cannot be found).
    static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
