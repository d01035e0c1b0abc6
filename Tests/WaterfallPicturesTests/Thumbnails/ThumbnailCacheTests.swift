import Foundation
import Pixels
import SeededRandom
import TestSupport
import Testing

@testable import WaterfallPictures

@Suite("ThumbnailCache: the freedesktop thumbnail cache, read and written by its rules", .timeLimit(.minutes(2)))
struct ThumbnailCacheTests {
    /// `uri` with its `%XX` escapes decoded, as bytes.
    static func unescaped(_ uri: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var rest = Array(uri.utf8)[...]
        while let byte = rest.popFirst() {
            if byte == UInt8(ascii: "%"), rest.count >= 2, let value = UInt8(String(decoding: rest.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                rest = rest.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return bytes
    }

    @Test("names: the specification's example, GLib's escapes, and random paths that come back from their URIs")
    func names() {
        // The example of the Thumbnail Managing Standard.
        #expect(ThumbnailURI.uri(forPath: "/home/jens/photos/me.png") == "file:///home/jens/photos/me.png")
        #expect(ThumbnailCache.fileName(forURI: "file:///home/jens/photos/me.png") == "c6ee772d9e49320e97ec29a7eb5b1697.png")
        #expect(ThumbnailURI.uri(forPath: "/a b/c#d?e%f;g[h]é") == "file:///a%20b/c%23d%3Fe%25f%3Bg%5Bh%5D%C3%A9")
        #expect(ThumbnailURI.uri(forPath: "/keep/-._~!$&'()*+,=:@") == "file:///keep/-._~!$&'()*+,=:@")
        #expect(ThumbnailURI.uri(forPath: "photos/../x/./y.jpg", relativeTo: "/home/u") == "file:///home/u/x/y.jpg")
        #expect(ThumbnailURI.absolute("//a///b/", relativeTo: "/") == "/a/b")
        var rng = SplitMix64(seed: 0x7A6)
        let pieces = ["a", "Z", "9", " ", "%", "#", "?", "é", "日", "/", "-", "~", "'", "\"", "\\", "{", "|", "\u{1B}", ";"]
        for _ in 0 ..< 500 {
            let path = "/" + (0 ..< Int.random(in: 1 ... 12, using: &rng)).map { _ in pieces.randomElement(using: &rng) ?? "a" }.joined()
            let uri = ThumbnailURI.uri(forPath: path)
            #expect(uri.hasPrefix("file:///"))
            #expect(uri.utf8.dropFirst(7).allSatisfy { ThumbnailURI.isAllowed($0) || $0 == UInt8(ascii: "%") || ($0 >= 0x30 && $0 <= 0x46) })
            #expect(Self.unescaped(String(uri.dropFirst(7))) == Array(ThumbnailURI.absolute(path).utf8))
        }
    }

    /// A cache in a fresh folder, with an original picture `width × height` in `format`.
    static func fixture(_ format: PictureFiles.Format = .jpeg, width: Int = 600, height: Int = 400) throws -> (TemporaryDirectory, ThumbnailCache, String) {
        let directory = try TemporaryDirectory()
        let original = try directory.write("photos/original", bytes: PictureFiles.bytes(format, width: width, height: height))
        return (directory, ThumbnailCache(root: directory.path + "/cache/thumbnails"), original)
    }

    @Test("a written thumbnail: large, 0600 in 0700 folders, with URI, change time and size, renamed into place, then found and used")
    func writeThenRead() throws {
        let (directory, cache, original) = try Self.fixture()
        #expect(cache.lookup(original, covering: PictureSize(width: 60, height: 60)) == .missing)
        let picture = try PictureDecoder().decode(file: original)
        #expect(cache.store(picture, of: original, isWholePicture: true))
        let uri = ThumbnailURI.uri(forPath: original)
        let path = cache.thumbnailPath(forURI: uri, size: .large)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        for folder in [directory.path + "/cache", cache.root, cache.root + "/large"] {
            #expect((try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int) == 0o700, "\(folder)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.root + "/large") == [ThumbnailCache.fileName(forURI: uri)])
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let facts = try #require(PNGFacts(bytes))
        let status = try FileManager.default.attributesOfItem(atPath: original)
        let modified = Int((status[.modificationDate] as? Date)?.timeIntervalSince1970.rounded(.down) ?? 0)
        #expect(facts.texts["Thumb::URI"] == uri)
        #expect(facts.texts["Thumb::MTime"] == "\(modified)")
        #expect(facts.texts["Thumb::Size"] == "\((status[.size] as? Int) ?? 0)")
        #expect(try PictureDecoder().decode(bytes).size == PictureSize(width: 256, height: 171))
        #expect(cache.lookup(original, covering: PictureSize(width: 200, height: 100)) == .usable(path: path))
        // Too small for the need, and a valid large one is there: nothing to use, nothing to write.
        #expect(cache.lookup(original, covering: PictureSize(width: 300, height: 100)) == .unusable)
        // The original changes: the thumbnail is stale.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: original)
        #expect(cache.lookup(original, covering: PictureSize(width: 60, height: 60)) == .missing)
    }

    @Test("thumbnails of other programs: used when valid in any size folder; another URI, change time or size makes them invalid")
    func otherPrograms() throws {
        let (directory, cache, original) = try Self.fixture()
        defer { withExtendedLifetime(directory) {} }
        let uri = ThumbnailURI.uri(forPath: original)
        let status = try FileManager.default.attributesOfItem(atPath: original)
        let modified = "\(Int((status[.modificationDate] as? Date)?.timeIntervalSince1970.rounded(.down) ?? 0))"
        let size = "\((status[.size] as? Int) ?? 0)"
        let picture = Picture(width: 128, height: 85, red: 9, green: 9, blue: 9)
        let normal = cache.thumbnailPath(forURI: uri, size: .normal)
        try FileManager.default.createDirectory(atPath: cache.root + "/normal", withIntermediateDirectories: true)
        for (texts, valid) in [
            ([("Thumb::URI", uri), ("Thumb::MTime", modified)], true),
            ([("Thumb::URI", uri), ("Thumb::MTime", modified), ("Thumb::Size", size)], true),
            ([("Thumb::URI", uri + "x"), ("Thumb::MTime", modified)], false),
            ([("Thumb::URI", uri), ("Thumb::MTime", modified + "1")], false),
            ([("Thumb::URI", uri), ("Thumb::MTime", modified), ("Thumb::Size", "1")], false),
            ([("Thumb::MTime", modified)], false),
        ] {
            let png = try PNGWriter.encode(picture, texts: texts.map { (keyword: $0.0, text: $0.1) })
            try Data(png).write(to: URL(fileURLWithPath: normal))
            let found = cache.lookup(original, covering: PictureSize(width: 100, height: 50))
            #expect(found == (valid ? .usable(path: normal) : .missing), "\(texts)")
        }
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: URL(fileURLWithPath: normal))
        #expect(cache.lookup(original, covering: PictureSize(width: 100, height: 50)) == .missing)
    }

    @Test("no thumbnail is promised or written for transparent, small, or cached files, nor when writing is off")
    func refusals() throws {
        let (directory, cache, _) = try Self.fixture()
        let opaque = try directory.write("photos/opaque.png", bytes: PNGWriter.encode(Picture(width: 300, height: 300, red: 1, green: 2, blue: 3)))
        #expect(cache.lookup(opaque, covering: PictureSize(width: 10, height: 10)) == .missing)
        let rgba = [UInt8](repeating: 90, count: 300 * 300 * 4)
        let transparent = try directory.write("photos/alpha.png", bytes: TestImages.png(rows: rgba, width: 300, height: 300, colorType: .rgba))
        #expect(cache.lookup(transparent, covering: PictureSize(width: 10, height: 10)) == .unusable)
        let gif = try directory.write("photos/flag.gif", bytes: PictureFiles.bytes(.gif, width: 300, height: 300))
        #expect(cache.lookup(gif, covering: PictureSize(width: 10, height: 10)) == .unusable, "a GIF may be transparent")
        let small = Picture(width: 200, height: 100, red: 5, green: 5, blue: 5)
        #expect(!cache.store(small, of: opaque, isWholePicture: true))
        #expect(!cache.store(small, of: opaque, isWholePicture: false), "never enlarged")
        let inside = try directory.write("cache/thumbnails/large/x.jpg", bytes: PictureFiles.bytes(.jpeg, width: 400, height: 300))
        #expect(cache.lookup(inside, covering: PictureSize(width: 10, height: 10)) == .unusable)
        #expect(!cache.store(Picture(width: 400, height: 300, red: 1, green: 1, blue: 1), of: inside, isWholePicture: true))
        let readOnly = ThumbnailCache(root: cache.root, writes: false)
        #expect(readOnly.lookup(opaque, covering: PictureSize(width: 10, height: 10)) == .unusable)
        #expect(!readOnly.store(Picture(width: 400, height: 300, red: 1, green: 1, blue: 1), of: opaque, isWholePicture: true))
        #expect(cache.store(Picture(width: 400, height: 300, red: 1, green: 1, blue: 1), of: opaque, isWholePicture: true))
        #expect(ThumbnailCache.root(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"]) == "/c/thumbnails")
        #expect(ThumbnailCache.root(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"]) == "/h/.cache/thumbnails")
        #expect(ThumbnailCache.root(environment: [:]) == nil)
    }
}
