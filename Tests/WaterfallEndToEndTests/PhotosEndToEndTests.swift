import Foundation
import TestSupport
import Testing
import WaterfallPictures

#if canImport(Glibc)
import Glibc
#endif

extension TerminalEndToEnd {
    /// `waterfall photos` on a folder the test makes, in a real terminal (tmux).
    @Suite("PhotosEndToEnd: folders of pictures in a real terminal (tmux)", .serialized, .timeLimit(.minutes(3)))
    struct PhotosEndToEndTests {
        /// A folder of pictures in every format (JPEGs turned by EXIF among them), hostile files,
        /// other files (text, a sidecar, videos, `.DS_Store`), a subfolder and a loop of links;
        /// returns its path inside `directory`.
        static func makeFolder(in directory: TemporaryDirectory) throws -> String {
            let root = directory.path + "/album"
            try directory.write("album/beach.jpg", bytes: PictureFiles.bytes(.jpeg, width: 64, height: 48))
            try directory.write("album/chart.png", bytes: PictureFiles.bytes(.png, width: 48, height: 64))
            try directory.write("album/dunes.webp", bytes: PictureFiles.bytes(.webp, width: 80, height: 30))
            try directory.write("album/flag.gif", bytes: PictureFiles.bytes(.gif, width: 40, height: 40))
            try directory.write("album/portrait.jpg", bytes: PictureFiles.bytes(.jpeg, width: 64, height: 48, orientation: 6))
            try directory.write("album/turned.png", bytes: PictureFiles.bytes(.png, width: 64, height: 48, orientation: 8))
            try directory.write("album/no-name-extension", bytes: PictureFiles.bytes(.png, width: 30, height: 30))
            try directory.write("album/title\u{1B}]2;pwned\u{07}.png", bytes: PictureFiles.bytes(.png, width: 30, height: 20))
            try directory.write("album/trips/summit.jpg", bytes: PictureFiles.bytes(.jpeg, width: 50, height: 70))
            try directory.write("album/empty.jpg", bytes: [])
            try directory.write("album/cut.png", bytes: Array(PictureFiles.bytes(.png, width: 30, height: 30).prefix(40)))
            try directory.write("album/notes.txt", "a shopping list")
            try directory.write("album/fake.jpg", "a shopping list named like a photo")
            try directory.write("album/beach.xmp", #"<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"/>"#)
            try directory.write("album/clip.mp4", bytes: [0, 0, 0, 0x18] + Array("ftypmp42".utf8) + [0, 0, 0, 0] + Array("mp42isom".utf8))
            try directory.write("album/movie.mkv", bytes: [0x1A, 0x45, 0xDF, 0xA3, 0x9F, 0x42, 0x86, 0x81, 0x01] + Array("matroska".utf8))
            try directory.write("album/.DS_Store", bytes: [0, 0, 0, 1] + Array("Bud1".utf8) + [0, 0, 0x10, 0, 0, 0, 0x08])
            let invalid = Array(root.utf8) + [0x2F, 0x78, 0xFF, 0x2E, 0x6A, 0x70, 0x67, 0]
            let descriptor = invalid.withUnsafeBufferPointer { pointer in
                pointer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
            }
            close(descriptor)
            #expect(mkfifo(root + "/pipe.jpg", 0o644) == 0)
            try FileManager.default.createSymbolicLink(atPath: root + "/again", withDestinationPath: ".")
            return root
        }

        /// Starts `waterfall photos` with `arguments` in tmux, its standard error going to
        /// `report` (and its thumbnails to `cache` beside it, unless `environment` names another
        /// `XDG_CACHE_HOME`); the shell says `exit=N` when it ends.
        /// `before` is a shell line run first (a tmux option set from inside the pane).
        static func start(
            _ arguments: [String], report: String, width: Int = 110, height: Int = 45, environment: [String: String] = [:], before: String = "true"
        ) async throws -> TmuxSession {
            let binary = try EndToEnd.waterfallBinary()
            let command = ([binary, "photos", "--images", "symbols"] + arguments).map(EndToEnd.shellQuoted).joined(separator: " ")
            // Thumbnails go to a cache beside the report unless the test names one: never the user's.
            let cache = ["XDG_CACHE_HOME": (report as NSString).deletingLastPathComponent + "/cache"]
            return try await TmuxSession(
                width: width, height: height,
                command: ["/bin/sh", "-c", "\(before); \(command) 2>\(EndToEnd.shellQuoted(report)); echo \"exit=$?\"; sleep 30"],
                environment: cache.merging(environment) { $1 }
            )
        }

        @Test func aFolderOfEveryFormatWithHostileFilesAndASubfolder() async throws {
            let directory = try TemporaryDirectory()
            let root = try Self.makeFolder(in: directory)
            let report = directory.path + "/stderr.txt"
            let session = try await Self.start(["-r", root], report: report)
            defer { session.kill() }
            try await session.waitFor("9 pictures · 5 other files", "skipped 6 files", "── \(root) · 8", "beach.jpg", timeout: .seconds(20))
            // The next key clears the notice: the status line counts pictures, other files (left
            // out quietly: text, a sidecar, videos, .DS_Store) and skipped files.
            try await session.sendKeys("Escape")
            let screen = try await session.waitFor("name ↑ · 9 pictures · 5 other files · 6 skipped (! lists them)")
            #expect(screen.contains("64×48 · "), "the beach's size line:\n\(screen)")
            #expect(screen.contains("title␛]2;pwned␇.png"), "the hostile name shown sanitised:\n\(screen)")
            try await session.sendKeys("]")
            let sub = try await session.waitFor("── \(root)/trips · 1", "summit.jpg", "50×70")
            #expect(sub.contains("group 2 of 2"), "\(sub)")
            try await session.sendKeys("g", "/")
            try await session.type("portrait")
            try await session.sendKeys("Enter")
            try await session.waitFor("/portrait: match 1 of 1")
            // The turned JPEG is laid out and sized as shown: 48 wide, 64 tall.
            try await session.waitFor("48×64 · ")
            try await session.sendKeys("Escape", "!")
            // (Each report is wrapped under itself: the reasons' first words are on the path's line.)
            let reports = [
                ("empty.jpg", "empty file"), ("cut.png", "truncated PNG"), ("fake.jpg", "not an image: text"),
                ("pipe.jpg", "a named pipe (FIFO)"), ("again", "a folder already shown"), ("x�.jpg", "its name is not valid"),
            ]
            // Waits for every report: tmux can be read while the list is half drawn.
            let list = try await session.waitUntil("the skipped list", timeout: TmuxSession.defaultTimeout) { screen in
                screen.contains("Skipped: 6 files") && reports.allSatisfy { screen.contains($0.0) && screen.contains($0.1) }
            }
            for (name, reason) in reports {
                #expect(list.contains(name) && list.contains(reason), "\(name): \(reason)\n\(list)")
            }
            for other in ["notes.txt", "beach.xmp", "clip.mp4", "movie.mkv", ".DS_Store"] {
                #expect(!list.contains(other), "\(other) is not listed as skipped:\n\(list)")
            }
            try await session.sendKeys("Escape", "o")
            try await session.waitFor("date ↓")
            try await session.sendKeys("f")
            try await session.type("trips")
            try await session.sendKeys("Enter")
            try await session.waitFor("“trips” · 1 of 9")
            try await session.sendKeys("q")
            try await session.waitFor("exit=0")
            let text = try String(contentsOfFile: report, encoding: .utf8)
            #expect(text.contains("waterfall: skipped 6 files:"), "\(text)")
            #expect(text.contains("\(root)/pipe.jpg: a named pipe (FIFO), not read"), "\(text)")
            #expect(!text.contains("notes.txt") && !text.contains("clip.mp4") && !text.contains(".DS_Store"), "\(text)")
            #expect(!text.contains("\u{1B}"), "nothing raw on stderr: \(text)")
        }

        @Test func theFullScreenViewCopiesThePathAndOpensThePictureWithAProgram() async throws {
            let directory = try TemporaryDirectory()
            let root = try Self.makeFolder(in: directory)
            let opened = directory.path + "/opened.txt"
            // tmux keeps what OSC 52 sets in its paste buffer when set-clipboard is on.
            let session = try await Self.start(
                ["--open-with", "printf '%s' >\(EndToEnd.shellQuoted(opened))", root], report: directory.path + "/stderr.txt", width: 130,
                environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""], before: "tmux set -g set-clipboard on"
            )
            defer { session.kill() }
            try await session.waitFor("8 pictures", "portrait.jpg", timeout: .seconds(20))
            try await session.sendKeys("/")
            try await session.type("portrait")
            try await session.sendKeys("Enter", "Enter", "i")
            // (The path is long: it wraps under its label.)
            try await session.waitFor("portrait.jpg · fit", "pixels  48 × 64 JPEG, turned by", "camera  Wfl", "path    /")
            try await session.sendKeys("y")
            try await session.waitFor("asked the terminal to copy the path: \(root)/portrait.jpg")
            let buffer = try await session.tmuxCommand(["show-buffer"])
            #expect(buffer == root + "/portrait.jpg")
            try await session.sendKeys("Enter")
            let deadline = ContinuousClock.now + .seconds(10)
            while (try? String(contentsOfFile: opened, encoding: .utf8)) == nil, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(50))
            }
            #expect(try String(contentsOfFile: opened, encoding: .utf8) == root + "/portrait.jpg")
            // The browser takes the terminal back and draws the full-screen view again.
            try await session.waitFor("portrait.jpg · fit", "camera  Wfl")
            try await session.sendKeys("Escape", "q")
            try await session.waitFor("exit=0")
        }

        @Test func theFullScreenViewStepsThroughTheFolderInTheShownOrderAndLeavesOnTheLastShown() async throws {
            let directory = try TemporaryDirectory()
            let root = directory.path + "/steps"
            for (name, width, height) in [("a.png", 400, 300), ("b.jpg", 30, 90), ("c.webp", 120, 20), ("d.gif", 40, 40)] {
                let format: PictureFiles.Format = name.hasSuffix("png") ? .png : name.hasSuffix("jpg") ? .jpeg : name.hasSuffix("webp") ? .webp : .gif
                try directory.write("steps/" + name, bytes: PictureFiles.bytes(format, width: width, height: height))
            }
            let session = try await Self.start([root], report: directory.path + "/stderr.txt", width: 120, height: 40)
            defer { session.kill() }
            try await session.waitFor("4 pictures", "d.gif", timeout: .seconds(20))
            try await session.sendKeys("Enter")
            try await session.waitFor("1/4 · a.png · fit")
            for (key, shown) in [("n", "2/4 · b.jpg"), ("Space", "3/4 · c.webp"), ("BSpace", "2/4 · b.jpg"), ("Right", "3/4 · c.webp"), ("End", "4/4 · d.gif")]
            {
                try await session.sendKeys(key)
                try await session.waitFor(shown)
            }
            try await session.sendKeys("n")
            try await session.waitFor("the last picture")
            try await session.sendKeys("Home", "z")
            try await session.waitFor("1/4 · a.png · 1:1")
            try await session.sendKeys("+")
            try await session.waitFor("1/4 · a.png · 125% from ")
            try await session.sendKeys("0", "p", "p")
            try await session.waitFor("the first picture")
            // Reversed by name, the view steps the other way.
            try await session.sendKeys("Escape", "O", "g", "Enter")
            try await session.waitFor("1/4 · d.gif")
            try await session.sendKeys("n", "n")
            try await session.waitFor("3/4 · b.jpg")
            // Leaving focuses the card shown last (a heavy border around its name).
            try await session.sendKeys("q")
            let grid = try await session.waitFor("┃b.jpg")
            #expect(!grid.contains("┃a.png") && !grid.contains("┃c.webp") && !grid.contains("┃d.gif"), "\(grid)")
            try await session.sendKeys("q")
            try await session.waitFor("exit=0")
        }

        /// Every file under `folder`, relative to it, sorted.
        static func files(under folder: String) -> [String] {
            (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter { path in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder) && !isFolder.boolValue
            }.sorted()
        }

        /// Opens the full-screen view on the first card and steps through `names` (the pictures in
        /// the shown order), waiting at each until it is shown decoded: named in the status line,
        /// no longer "loading" in the picture's place; then closes the view.
        static func viewEachDecoded(_ session: TmuxSession, _ names: [String]) async throws {
            try await session.sendKeys("Enter")
            for (index, name) in names.enumerated() {
                if index > 0 { try await session.sendKeys("n") }
                _ = try await session.waitUntil("\(name) shown decoded", timeout: .seconds(30)) { screen in
                    screen.contains("\(index + 1)/\(names.count) · \(name)") && !screen.contains("loading \(name)…")
                }
            }
            try await session.sendKeys("Escape")
        }

        @Test func largeThumbnailsAreWrittenToTheCacheAndNothingElseAnywhere() async throws {
            let directory = try TemporaryDirectory()
            let root = directory.path + "/album"
            try directory.write("album/big.jpg", bytes: PictureFiles.bytes(.jpeg, width: 640, height: 480))
            try directory.write("album/wide.webp", bytes: PictureFiles.bytes(.webp, width: 800, height: 300))
            try directory.write("album/small.png", bytes: PictureFiles.bytes(.png, width: 100, height: 80))
            try directory.write("album/flag.gif", bytes: PictureFiles.bytes(.gif, width: 400, height: 400))
            let album = Self.files(under: root)
            let cache = directory.path + "/cache"
            try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
            let off = try await Self.start(["--no-thumbnail-cache", root], report: directory.path + "/off.txt", environment: ["XDG_CACHE_HOME": cache])
            defer { off.kill() }
            try await off.waitFor("4 pictures", "big.jpg", timeout: .seconds(20))
            // Every picture shown decoded in the full-screen view (its "loading …" gone): a
            // thumbnail is written as a picture is decoded, before it is shown, so with the cache
            // on they would all be written by now; then the browser ends, and writes nothing more.
            try await Self.viewEachDecoded(off, ["big.jpg", "flag.gif", "small.png", "wide.webp"])
            try await off.sendKeys("q")
            try await off.waitFor("exit=0")
            #expect(Self.files(under: cache).isEmpty, "--no-thumbnail-cache writes nothing")

            let session = try await Self.start([root], report: directory.path + "/stderr.txt", environment: ["XDG_CACHE_HOME": cache])
            defer { session.kill() }
            try await session.waitFor("4 pictures", "big.jpg", timeout: .seconds(20))
            // Opaque pictures larger than 256 pixels get a large thumbnail (the GIF may be
            // transparent, the PNG is small).
            let expected = ["big.jpg", "wide.webp"].map { "thumbnails/large/" + ThumbnailCache.fileName(forURI: ThumbnailURI.uri(forPath: root + "/" + $0)) }
                .sorted()
            // Every picture decoded (so every thumbnail written that would be), then the end.
            try await Self.viewEachDecoded(session, ["big.jpg", "flag.gif", "small.png", "wide.webp"])
            try await session.sendKeys("q")
            try await session.waitFor("exit=0")
            #expect(Self.files(under: cache) == expected)
            #expect(Self.files(under: root) == album, "the folder itself is left as it was")
            for file in expected {
                let attributes = try FileManager.default.attributesOfItem(atPath: cache + "/" + file)
                #expect((attributes[.posixPermissions] as? Int) == 0o600)
                let picture = try PictureDecoder().decode(file: cache + "/" + file)
                #expect(max(picture.width, picture.height) == 256)
            }
        }

        @Test func picturesAddedAndRemovedDuringTheRunAppearAndVanish() async throws {
            let directory = try TemporaryDirectory()
            let root = directory.path + "/album"
            for index in 0 ..< 6 {
                try directory.write("album/photo-\(index).jpg", bytes: PictureFiles.bytes(.jpeg, width: 60 + index * 7, height: 40))
            }
            let session = try await Self.start(["-r", root], report: directory.path + "/stderr.txt")
            defer { session.kill() }
            try await session.waitFor("6 pictures", "photo-5.jpg", timeout: .seconds(20))
            try directory.write("album/added.png", bytes: PictureFiles.bytes(.png, width: 50, height: 50))
            try await session.waitFor("7 pictures", "added.png", "50×50 · ", "1 picture added")
            try FileManager.default.removeItem(atPath: root + "/photo-2.jpg")
            try FileManager.default.removeItem(atPath: root + "/photo-3.jpg")
            // The whole frame: the count, the cards gone and the status line saying so (a screen
            // read while a frame is being written can show the new count above the old status).
            try await session.waitUntil("two pictures gone, and said so") { screen in
                screen.contains("5 pictures") && !screen.contains("photo-2.jpg") && !screen.contains("photo-3.jpg") && screen.contains("removed")
            }
            try directory.write("album/later/new.webp", bytes: PictureFiles.bytes(.webp, width: 80, height: 30))
            try await session.waitFor("6 pictures", "── \(root)/later · 1", "new.webp")
            try FileManager.default.removeItem(atPath: root + "/later")
            try await session.waitForAbsence(of: "new.webp")
            try await session.waitFor("5 pictures")
            try await session.sendKeys("q")
            try await session.waitFor("exit=0")
        }

        /// A folder of ordinary pictures with a 2.1:1 one and a 5:1 panorama among them.
        static func makeWideFolder(in directory: TemporaryDirectory) throws -> String {
            for index in 0 ..< 6 {
                try directory.write("wide/a\(index)-photo.png", bytes: PictureFiles.bytes(.png, width: 64, height: 48, tint: UInt8(index * 30)))
                try directory.write("wide/d\(index)-photo.png", bytes: PictureFiles.bytes(.png, width: 48, height: 64, tint: UInt8(index * 40)))
            }
            try directory.write("wide/b-wide-harbour.png", bytes: PictureFiles.bytes(.png, width: 128, height: 60))
            try directory.write("wide/c-panorama-of-the-whole-wide-bay.png", bytes: PictureFiles.bytes(.png, width: 320, height: 64))
            return directory.path + "/wide"
        }

        /// The rows from the line of `screen` that is the top border `width` cells wide to the line
        /// holding `name`: the card's picture rows and the border; nil without such lines.
        static func rows(above name: String, inCardOfWidth width: Int, on screen: String) -> Int? {
            let lines = screen.components(separatedBy: "\n")
            let border = "╭" + String(repeating: "─", count: width - 2) + "╮"
            guard let top = lines.firstIndex(where: { $0.contains(border) }), let label = lines.firstIndex(where: { $0.contains(name) }) else { return nil }
            return label - top
        }

        @Test func aPanoramaSpansEveryColumnAndAWidePictureTwo() async throws {
            let directory = try TemporaryDirectory()
            let root = try Self.makeWideFolder(in: directory)
            // 110 cells: four columns of 26 cells, two of them 53 wide, all four 107.
            let session = try await Self.start([root], report: directory.path + "/stderr.txt")
            defer { session.kill() }
            let screen = try await session.waitFor("14 pictures", "4 cols", "c-panorama-of-the-whole-wide-bay.png", "320×64", timeout: .seconds(20))
            #expect(screen.contains("╭" + String(repeating: "─", count: 51) + "╮"), "the 2.1:1 picture is two columns wide:\n\(screen)")
            // The panorama's whole picture at 105 cells: 105 × 64 / 320 / 2 = 10 rows (2 in one column).
            #expect(Self.rows(above: "c-panorama-of-the-whole-wide-bay.png", inCardOfWidth: 107, on: screen) == 11, "\(screen)")
            try await session.sendKeys("q")
            try await session.waitFor("exit=0")

            let narrow = try await Self.start(["--spans", "off", root], report: directory.path + "/stderr-off.txt")
            defer { narrow.kill() }
            let off = try await narrow.waitFor("14 pictures", "4 cols", "b-wide-harbour.png", timeout: .seconds(20))
            #expect(!off.contains("╭" + String(repeating: "─", count: 51) + "╮"), "every picture one column with --spans off:\n\(off)")
            try await narrow.sendKeys("q")
            try await narrow.waitFor("exit=0")
        }
    }
}
