import PhotoFolder
import ShopCatalog
import TestSupport
import Testing

@testable import PhotoFolder

/// Other files are not errors: what is no picture by its content nor by its name (videos,
/// sidecars, text, `.DS_Store`) is counted and left out quietly; a file that looks like a picture
/// by its name or its first bytes and fails is reported with its reason.
@Suite("Other files in a folder of pictures", .timeLimit(.minutes(3)))
struct OtherFilesTests {
    /// The first bytes of the other files a phone's or a camera's folder holds, by name.
    static let otherFiles: [(String, [UInt8])] = [
        ("IMG_0001.MOV", [0, 0, 0, 0x14] + Array("ftypqt  ".utf8) + [0, 0, 0, 0] + Array("qt  ".utf8)),
        ("IMG_0002.mp4", [0, 0, 0, 0x18] + Array("ftypisom".utf8) + [0, 0, 2, 0] + Array("isomiso2".utf8)),
        ("clip.webm", [0x1A, 0x45, 0xDF, 0xA3, 0x9F, 0x42, 0x82, 0x84] + Array("webm".utf8)),
        ("clip.mkv", [0x1A, 0x45, 0xDF, 0xA3, 0x9F, 0x42, 0x82, 0x88] + Array("matroska".utf8)),
        ("clip.avi", Array("RIFF".utf8) + [0x10, 0, 0, 0] + Array("AVI LIST".utf8)),
        ("IMG_0001.xmp", Array(#"<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/">"#.utf8)),
        ("IMG_0001.AAE", Array(#"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict/></plist>"#.utf8)),
        ("notes.txt", Array("a shopping list".utf8)),
        (".DS_Store", [0, 0, 0, 1] + Array("Bud1".utf8) + [0, 0, 0x10, 0, 0, 0, 0x08, 0, 0, 0x10]),
        ("Thumbs.db", [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]),
        ("empty", []),
        ("manual.pdf", Array("%PDF-1.7\n".utf8)),
    ]

    @Test("videos, sidecars, text and .DS_Store are counted, not reported; pictures shown; named pictures that fail reported")
    func otherFilesAreCountedQuietly() async throws {
        let directory = try TemporaryDirectory()
        let root = directory.path + "/DCIM"
        try FolderFixtures.picture(root + "/IMG_0001.JPG", .jpeg, width: 40, height: 30)
        try FolderFixtures.picture(root + "/no-extension", .png, width: 10, height: 12)
        for (name, bytes) in Self.otherFiles { try FolderFixtures.write(root + "/" + name, bytes) }
        try FolderFixtures.write(root + "/fake.jpg", Array("a shopping list named like a photo".utf8))
        try FolderFixtures.write(root + "/clip.png", Self.otherFiles[1].1)
        try FolderFixtures.write(root + "/empty.webp", [])
        try FolderFixtures.write(root + "/scan.png", Array("%PDF-1.4\n".utf8))
        try FolderFixtures.write(root + "/scan", [0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0])
        try FolderFixtures.write(root + "/phone.heic", [0, 0, 0, 0x18] + Array("ftypheic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8))

        let (items, issues, _, others) = try await FolderSourceTests.everything(FolderSource(roots: [root], recursive: false))
        #expect(items.map(\.title.raw) == ["IMG_0001.JPG", "no-extension"])
        #expect(others == Self.otherFiles.count)
        let reasons = Dictionary(uniqueKeysWithValues: issues.map { (String($0.file.dropFirst(root.count + 1)), $0.message.text) })
        #expect(
            reasons == [
                "fake.jpg": "not an image: text",
                "clip.png": "not an image: an MP4 video",
                "empty.webp": "empty file (zero bytes)",
                "scan.png": "not an image: a PDF document",
                "scan": "unsupported format: TIFF",
                "phone.heic": "truncated HEIF: the file ends before the image does",
            ])
    }

    @Test("a picture's extension, in any case, makes a name look like a picture; nothing else does")
    func pictureNames() {
        for name in ["a.jpg", "A.JPEG", "b.Png", "c.webp", "d.gif", "e.heic", "f.avif", "g.tif", "h.dng", ".jpg.png", "x.y.jxl"] {
            #expect(PictureNames.looksLikePicture(Array(name.utf8)), "\(name)")
        }
        for name in ["notes.txt", "clip.mp4", "a.xmp", ".DS_Store", "jpg", "a.jpg.txt", "a.", "a.jpgg", "photo"] {
            #expect(!PictureNames.looksLikePicture(Array(name.utf8)), "\(name)")
        }
        #expect(PictureNames.looksLikePicture([0x62, 0xFF, 0x2E, 0x6A, 0x70, 0x67]), "a name that is not UTF-8 still has an extension")
    }
}
