import Foundation
import PhotoFolder
import SeededRandom
import ShopCatalog
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite("FolderSource: folders of pictures as pages", .timeLimit(.minutes(3)))
struct FolderSourceTests {
    /// Every page of `source`: the items and the skipped reports, in order, the number of pages
    /// and of other files left out.
    static func everything(_ source: FolderSource) async throws -> (items: [CatalogItem], issues: [CatalogIssue], pages: Int, others: Int) {
        var items: [CatalogItem] = []
        var issues: [CatalogIssue] = []
        var others = 0
        var number = 1
        while case .page(let page) = try await source.page(number) {
            #expect(page.number == number)
            items += page.items
            issues += page.issues
            others += page.otherFiles
            number += 1
        }
        return (items, issues, number - 1, others)
    }

    /// The reason reported for `path` among `issues`.
    static func reason(_ path: String, _ issues: [CatalogIssue]) -> String? {
        issues.first { $0.file == path }.map { $0.message.text }
    }

    @Test("every format, turned JPEGs, hostile entries and a subfolder: pictures in order with their shown sizes, the rest skipped with reasons")
    func hostileFolder() async throws {
        let directory = try TemporaryDirectory()
        let root = directory.path + "/photos"
        try FolderFixtures.picture(root + "/a.jpg", .jpeg, width: 40, height: 30)
        try FolderFixtures.picture(root + "/b.png", .png, width: 30, height: 41)
        try FolderFixtures.picture(root + "/c.webp", .webp, width: 50, height: 20)
        try FolderFixtures.picture(root + "/d.gif", .gif, width: 20, height: 22)
        try FolderFixtures.picture(root + "/turned.jpg", .jpeg, width: 40, height: 30, orientation: 6)
        try FolderFixtures.picture(root + "/turned.png", .png, width: 40, height: 30, orientation: 8)
        try FolderFixtures.picture(root + "/no-extension", .jpeg, width: 16, height: 12)
        try FolderFixtures.picture(root + "/esc\u{1B}]2;pwned\u{07}.png", .png, width: 10, height: 10)
        try FolderFixtures.picture(root + "/sub/e.png", .png, width: 12, height: 34)
        try FolderFixtures.write(root + "/empty.jpg", [])
        let png = try PictureFiles.bytes(.png, width: 30, height: 30)
        try FolderFixtures.write(root + "/truncated.png", Array(png.prefix(40)))
        try FolderFixtures.write(root + "/notes.txt", Array("not a picture at all".utf8))
        try FolderFixtures.rawName(in: root, [0x62, 0xFF, 0xFE, 0x2E, 0x70, 0x6E, 0x67], bytes: png)
        try FolderFixtures.fifo(root + "/pipe.jpg")
        let socket = try FolderFixtures.socketFile(root + "/socket.png")
        defer { close(socket) }
        try FolderFixtures.link(root + "/device.gif", to: "/dev/null")
        try FolderFixtures.link(root + "/loop", to: ".")
        try FolderFixtures.link(root + "/ring-a.jpg", to: "ring-b.jpg")
        try FolderFixtures.link(root + "/ring-b.jpg", to: "ring-a.jpg")
        try FolderFixtures.link(root + "/broken.webp", to: "nowhere.jpg")
        try FolderFixtures.link(root + "/alias.gif", to: "d.gif")

        let (items, issues, _, others) = try await Self.everything(FolderSource(roots: [root], recursive: true))
        let top = ["a.jpg", "alias.gif", "b.png", "c.webp", "d.gif", "esc\u{1B}]2;pwned\u{07}.png", "no-extension", "turned.jpg", "turned.png"]
        #expect(items.map(\.id) == top.map { root + "/" + $0 } + [root + "/sub/e.png"])
        #expect(items.map(\.title.raw) == top + ["e.png"])
        #expect(items.map(\.origin.raw) == Array(repeating: root, count: top.count) + [root + "/sub"])
        let sizes = items.map { "\($0.imageWidth)x\($0.imageHeight)" }
        #expect(sizes == ["40x30", "20x22", "30x41", "50x20", "20x22", "10x10", "16x12", "30x40", "30x40", "12x34"])
        #expect(items.map { $0.file?.format } == ["JPEG", "GIF", "PNG", "WebP", "GIF", "PNG", "JPEG", "JPEG", "PNG", "PNG"])
        #expect(items.map { $0.file?.orientation } == [1, 1, 1, 1, 1, 1, 1, 6, 8, 1])
        #expect(items.allSatisfy { $0.image == .file(path: $0.id) && $0.file?.byteCount ?? 0 > 0 })
        #expect(items.first { $0.id.hasSuffix("turned.jpg") }?.file?.camera == CatalogText("Wfl"))
        #expect(items[5].title.hasControlCharacters && !items[5].title.sanitized.contains("\u{1B}"))

        #expect(Self.reason(root + "/empty.jpg", issues) == "empty file (zero bytes)")
        #expect(Self.reason(root + "/truncated.png", issues) == "truncated PNG: the file ends before the image does")
        #expect(Self.reason(root + "/notes.txt", issues) == nil, "text not named like a picture is another file")
        #expect(others == 1)
        #expect(Self.reason(root + "/pipe.jpg", issues) == "a named pipe (FIFO), not read")
        #expect(Self.reason(root + "/socket.png", issues) == "a socket, not read")
        #expect(Self.reason(root + "/device.gif", issues) == "a device file, not read")
        #expect(Self.reason(root + "/loop", issues) == "a folder already shown (links lead back to it): not read again")
        #expect(Self.reason(root + "/ring-a.jpg", issues) == "a loop of symbolic links")
        #expect(Self.reason(root + "/ring-b.jpg", issues) == "a loop of symbolic links")
        #expect(Self.reason(root + "/broken.webp", issues) == "a broken symbolic link (its target does not exist)")
        let invalid = root + "/b\u{FFFD}\u{FFFD}.png"
        #expect(Self.reason(invalid, issues) == "its name is not valid UTF-8, so it cannot be passed on to be decoded")
        #expect(issues.count == 10)
        #expect(issues.allSatisfy { $0.location == .wholeFile && $0.summary.text == "\($0.file): \($0.message)" })

        let flat = try await Self.everything(FolderSource(roots: [root], recursive: false))
        #expect(flat.items.map(\.id) == top.map { root + "/" + $0 })
        #expect(Self.reason(root + "/loop", flat.issues) == nil)
    }

    @Test("a folder that cannot be read, a root that is not a folder, a folder given twice: each reported, the rest shown")
    func badRoots() async throws {
        let directory = try TemporaryDirectory()
        try FolderFixtures.picture(directory.path + "/one/a.png", .png, width: 8, height: 8)
        try FolderFixtures.picture(directory.path + "/file.png", .png, width: 8, height: 8)
        let roots = [directory.path + "/one", directory.path + "/missing", directory.path + "/file.png", directory.path + "/one"]
        let (items, issues, _, _) = try await Self.everything(FolderSource(roots: roots, recursive: true))
        #expect(items.map(\.id) == [directory.path + "/one/a.png"])
        #expect(Self.reason(directory.path + "/missing", issues) == "vanished while the folder was read")
        #expect(Self.reason(directory.path + "/file.png", issues) == "not a folder")
        #expect(issues.last?.message.text == "a folder already shown (links lead back to it): not read again")
        if geteuid() != 0 {
            let locked = directory.path + "/locked"
            try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: true)
            chmod(locked, 0)
            defer { chmod(locked, 0o755) }
            let result = try await Self.everything(FolderSource(roots: [locked], recursive: true))
            #expect(Self.reason(locked, result.issues) == "the folder cannot be read: Permission denied")
        }
    }

    @Test("files named on their own come first, in the order given, as a group of their own; then the folders; what is no picture is skipped with why")
    func namedFiles() async throws {
        let directory = try TemporaryDirectory()
        let root = directory.path
        try FolderFixtures.picture(root + "/pics/b.png", .png, width: 8, height: 4)
        try FolderFixtures.picture(root + "/pics/a.png", .png, width: 8, height: 8)
        try FolderFixtures.picture(root + "/z first.jpg", .jpeg, width: 16, height: 8)
        try FolderFixtures.write(root + "/notes.txt", Array("hello".utf8))
        let files = [root + "/z first.jpg", root + "/pics/b.png", root + "/notes.txt", root + "/pics"]
        let (items, issues, _, others) = try await Self.everything(FolderSource(files: files, roots: [root + "/pics"], recursive: false))
        #expect(items.map(\.id) == [root + "/z first.jpg", root + "/pics/b.png", root + "/pics/a.png"], "b.png is shown once, with the files named")
        #expect(items.map(\.origin.raw) == ["files named on the command line", "files named on the command line", root + "/pics"])
        #expect(Self.reason(root + "/pics/b.png", issues) == nil)
        #expect(items.first?.file?.folder.raw == root, "the card's facts name the folder the file is in")
        #expect(items.first?.file?.name.raw == "z first.jpg")
        #expect(Self.reason(root + "/notes.txt", issues) == "not an image: text", "a file named is said, even when it is no picture")
        #expect(others == 0)
        #expect(Self.reason(root + "/pics", issues) == "a folder, named as a file")
    }

    /// The pictures (`.pic`: pictures by content alone) and the other files (text) of a random
    /// tree, by brute force: every folder's
    /// names sorted bytewise, its files first, then its subfolders depth first.
    static func oracle(_ folder: String, recursive: Bool) throws -> (pictures: [String], others: [String]) {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        var pictures: [String] = []
        var others: [String] = []
        var folders: [String] = []
        for name in names {
            let path = folder + "/" + name
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            if isFolder.boolValue {
                folders.append(path)
            } else if name.hasSuffix(".pic") {
                pictures.append(path)
            } else {
                others.append(path)
            }
        }
        guard recursive else { return (pictures, others) }
        for sub in folders {
            let inner = try oracle(sub, recursive: true)
            pictures += inner.pictures
            others += inner.others
        }
        return (pictures, others)
    }

    @Test("random trees, cut into pages of every size: the pages together are the brute-force walk")
    func randomTrees() async throws {
        var rng = SplitMix64(seed: 0xF01D)
        let formats = PictureFiles.Format.allCases
        var pictures: [[UInt8]] = []
        for format in formats { pictures.append(try PictureFiles.bytes(format, width: 9, height: 7)) }
        for round in 0 ..< 6 {
            let directory = try TemporaryDirectory()
            let root = directory.path + "/tree"
            var folders = [root]
            for _ in 0 ..< Int.random(in: 0 ... 6, using: &rng) {
                let parent = folders.randomElement(using: &rng) ?? root
                folders.append(parent + "/" + ["Zed", "alpha", "b b", "日本", "x-1", "x10"].randomElement(using: &rng)! + "\(folders.count)")
            }
            for folder in folders { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
            for index in 0 ..< Int.random(in: 0 ... 60, using: &rng) {
                let folder = folders.randomElement(using: &rng) ?? root
                let stem = ["IMG_", "img", "Photo ", "z", "é", "_"].randomElement(using: &rng)! + "\(Int.random(in: 0 ... 999, using: &rng))-\(index)"
                if Int.random(in: 0 ..< 4, using: &rng) == 0 {
                    try FolderFixtures.write(folder + "/" + stem + ".txt", Array("text \(index)".utf8))
                } else {
                    try FolderFixtures.write(folder + "/" + stem + ".pic", pictures.randomElement(using: &rng)!)
                }
            }
            for recursive in [true, false] {
                let expected = try Self.oracle(root, recursive: recursive)
                let pacing = FolderSource.Pacing(
                    firstPagePictures: Int.random(in: 1 ... 5, using: &rng), pagePictures: Int.random(in: 1 ... 20, using: &rng),
                    pageEntries: Int.random(in: 1 ... 30, using: &rng), pageTime: .seconds(60)
                )
                let (items, issues, pages, others) = try await Self.everything(FolderSource(roots: [root], recursive: recursive, pacing: pacing))
                #expect(items.map(\.id) == expected.pictures, "round \(round), recursive \(recursive)")
                #expect(issues.isEmpty && others == expected.others.count, "round \(round), recursive \(recursive)")
                #expect(items.map(\.origin.raw) == expected.pictures.map { ($0 as NSString).deletingLastPathComponent })
                #expect(pages >= (items.count + others) / max(1, pacing.pageEntries))
            }
        }
    }

    @Test("page 1 starts the scan again and sees what changed; a cancelled task stops")
    func restartAndCancel() async throws {
        let directory = try TemporaryDirectory()
        for index in 0 ..< 5 { try FolderFixtures.picture(directory.path + "/p\(index).png", .png, width: 5, height: 5) }
        let source = FolderSource(roots: [directory.path], recursive: false, pacing: FolderSource.Pacing(firstPagePictures: 2, pagePictures: 2))
        guard case .page(let first) = try await source.page(1), case .page(let second) = try await source.page(2) else {
            Issue.record("no pages")
            return
        }
        #expect((first.items + second.items).map(\.title.raw) == ["p0.png", "p1.png", "p2.png", "p3.png"])
        try FileManager.default.removeItem(atPath: directory.path + "/p0.png")
        guard case .page(let again) = try await source.page(1) else {
            Issue.record("no page after the restart")
            return
        }
        #expect(again.items.map(\.title.raw) == ["p1.png", "p2.png"])
        // The task asks only once it is cancelled: a task that ran to its end before `cancel`
        // (a loaded machine) would test nothing.
        let task = Task {
            try? await Task.sleep(for: .seconds(60))
            return try await source.page(2)
        }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test("a folder of 100,000 files is read page by page, each page bounded, and ends")
    func hugeFolder() async throws {
        let directory = try TemporaryDirectory()
        for index in 0 ..< 100_000 {
            let descriptor = open(directory.path + "/f\(index)", O_WRONLY | O_CREAT, 0o644)
            #expect(descriptor >= 0)
            close(descriptor)
        }
        try FolderFixtures.picture(directory.path + "/zz.png", .png, width: 6, height: 4)
        let source = FolderSource(roots: [directory.path], recursive: false)
        var number = 1
        var others = 0
        var pictures = 0
        while case .page(let page) = try await source.page(number) {
            #expect(page.items.count + page.otherFiles <= source.pacing.pageEntries && page.issues.isEmpty)
            others += page.otherFiles
            pictures += page.items.count
            number += 1
        }
        #expect(others == 100_000 && pictures == 1, "empty files not named like pictures are other files")
        #expect(number - 1 >= 100_000 / source.pacing.pageEntries)
    }
}
