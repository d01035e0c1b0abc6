import Foundation
import TestSupport

#if canImport(Glibc)
import Glibc
#endif

/// Making folders of pictures and hostile entries for the scanner's tests.
enum FolderFixtures {
    /// Writes a picture of `format` at `path` (folders made on the way).
    static func picture(_ path: String, _ format: PictureFiles.Format, width: Int, height: Int, orientation: Int? = nil) throws {
        let bytes = try PictureFiles.bytes(format, width: width, height: height, orientation: orientation)
        try write(path, bytes)
    }

    /// Writes `bytes` at `path` (folders made on the way), through a descriptor closed on exec:
    /// a process another test starts meanwhile (a decoder helper) must not inherit it, or the
    /// file's last close — an inotify event a watch reports as the picture arriving — would come
    /// whenever that process ends, long after the write.
    static func write(_ path: String, _ bytes: [UInt8]) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try write(bytes, to: open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644))
    }

    /// Writes all of `bytes` to `descriptor` (from `open`, -1 when it failed) and closes it.
    private static func write(_ bytes: [UInt8], to descriptor: Int32) throws {
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            written += count
        }
    }

    /// Makes a file whose name is `nameBytes` (any bytes but `/` and NUL) in `folder`, holding
    /// `bytes`.
    static func rawName(in folder: String, _ nameBytes: [UInt8], bytes: [UInt8]) throws {
        let path = Array(folder.utf8) + [0x2F] + nameBytes + [0]
        let descriptor = path.withUnsafeBufferPointer { pointer in
            pointer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: path.count) { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) }
        }
        try write(bytes, to: descriptor)
    }

    /// Makes a FIFO at `path`.
    static func fifo(_ path: String) throws {
        guard mkfifo(path, 0o644) == 0 else { throw POSIXError(.EIO) }
    }

    /// Makes a listening Unix socket's file at `path`; returns its descriptor (close it after).
    static func socketFile(_ path: String) throws -> Int32 {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.prefix(raw.count - 1).enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard descriptor >= 0, bound == 0 else { throw POSIXError(.EIO) }
        return descriptor
    }

    /// Makes a symbolic link at `path` to `target`.
    static func link(_ path: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    }
}
