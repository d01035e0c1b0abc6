import Foundation

/// A fresh directory under the system's temporary directory for a test's files, removed with
/// everything in it when the last reference goes.
public final class TemporaryDirectory: Sendable {
    /// The directory's absolute path.
    public let path: String

    /// Creates an empty directory with a unique name; throws the file system's error when it cannot.
    public init() throws {
        path = NSTemporaryDirectory() + "waterfall-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `bytes` to `name` (a path relative to the directory; missing folders on the way
    /// are created) and returns the file's path.
    @discardableResult
    public func write(_ name: String, bytes: [UInt8]) throws -> String {
        let file = path + "/" + name
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true
        )
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// Writes UTF-8 `text` to `name` (as ``write(_:bytes:)``) and returns the file's path.
    @discardableResult
    public func write(_ name: String, _ text: String) throws -> String {
        try write(name, bytes: Array(text.utf8))
    }
}
