import Foundation
import TestSupport
import Testing

extension TerminalEndToEnd {
    /// Marks in `waterfall photos`, and what `-o` and `-0` print when the browser ends; files
    /// named on the command line.
    @Suite("MarksEndToEnd: marked pictures printed for the next command; files named as arguments (tmux)", .serialized, .timeLimit(.minutes(3)))
    struct MarksEndToEndTests {
        /// The names of the folder's pictures, in the order of their names (bytewise).
        static let names = ["a b.jpg", "new\nline.png", "plain.gif", "日本 ünï.webp"]

        /// A folder `album` of pictures called ``names``; returns its path.
        static func makeFolder(in directory: TemporaryDirectory) throws -> String {
            try directory.write("album/" + names[0], bytes: PictureFiles.bytes(.jpeg, width: 64, height: 48))
            try directory.write("album/" + names[1], bytes: PictureFiles.bytes(.png, width: 48, height: 64))
            try directory.write("album/" + names[2], bytes: PictureFiles.bytes(.gif, width: 40, height: 40))
            try directory.write("album/" + names[3], bytes: PictureFiles.bytes(.webp, width: 80, height: 30))
            return directory.path + "/album"
        }

        /// Starts `waterfall photos` with `arguments` in tmux, standard output to `output`,
        /// standard error to `errors`; the shell says `exit=N` when it ends.
        static func start(_ arguments: [String], output: String, errors: String) async throws -> TmuxSession {
            let binary = try EndToEnd.waterfallBinary()
            let command = ([binary, "photos", "--images", "symbols", "--no-thumbnail-cache"] + arguments).map(EndToEnd.shellQuoted).joined(separator: " ")
            return try await TmuxSession(
                width: 110, height: 40,
                command: ["/bin/sh", "-c", "\(command) >\(EndToEnd.shellQuoted(output)) 2>\(EndToEnd.shellQuoted(errors)); echo \"exit=$?\"; sleep 30"]
            )
        }

        /// Marks every picture with `M` once the folder is shown, deletes the picture `deleting`
        /// (if any) from the folder and waits for the browser to see it, then quits with
        /// `quitKey`; returns what standard output and standard error got.
        static func markAllAndQuit(_ arguments: [String], quitKey: String, deleting: String? = nil) async throws -> (
            output: [UInt8], errors: String, root: String
        ) {
            let directory = try TemporaryDirectory()
            let root = try makeFolder(in: directory)
            let (output, errors) = (directory.path + "/out", directory.path + "/err")
            let session = try await start(arguments + [root], output: output, errors: errors)
            defer { session.kill() }
            try await session.waitFor("4 pictures", "plain.gif", timeout: .seconds(20))
            try await session.sendKeys("M")
            try await session.waitFor("marked 4 pictures · 4 marked")
            try await session.sendKeys("Escape")
            try await session.waitFor("4 marked")
            if let deleting {
                try FileManager.default.removeItem(atPath: root + "/" + deleting)
                try await session.waitFor("1 picture removed")
                try await session.sendKeys("Escape")
                try await session.waitFor("3 marked")
            }
            try await session.sendKeys(quitKey)
            try await session.waitFor("exit=0")
            #expect(try await !session.isAlternateScreenOn(), "the terminal is restored")
            return (Array(try Data(contentsOf: URL(fileURLWithPath: output))), try String(contentsOfFile: errors, encoding: .utf8), root)
        }

        @Test("-o prints the marked paths one a line in the grid's order; the one with a line break is refused on stderr, named")
        func printMarkedLines() async throws {
            let (output, errors, root) = try await Self.markAllAndQuit(["-o"], quitKey: "q")
            let expected = [Self.names[0], Self.names[2], Self.names[3]].map { root + "/" + $0 + "\n" }.joined()
            #expect(output == Array(expected.utf8), "\(String(decoding: output, as: UTF8.self))")
            #expect(errors.contains("not printed (a line break or control character in it; -0 prints it exactly): \(root)/new␊line.png"), "\(errors)")
        }

        @Test("-0 prints every marked path exactly, each ended by a NUL byte; a marked picture deleted meanwhile is not printed")
        func printMarkedNul() async throws {
            let (output, errors, root) = try await Self.markAllAndQuit(["-0"], quitKey: "q", deleting: Self.names[2])
            let kept: [String] = Self.names.filter { $0 != Self.names[2] }
            let expected: [UInt8] = kept.flatMap { (name: String) -> [UInt8] in Array((root + "/" + name).utf8) + [0] }
            #expect(output == expected, "\(String(decoding: output, as: UTF8.self))")
            #expect(!errors.contains("not printed"), "\(errors)")
        }

        @Test("Q quits without printing")
        func quitWithoutPrinting() async throws {
            let (output, _, _) = try await Self.markAllAndQuit(["-o"], quitKey: "Q")
            #expect(output.isEmpty, "\(String(decoding: output, as: UTF8.self))")
        }

        @Test("files named on the command line: a section of their own, first, in the order given; m marks the focused one")
        func filesNamed() async throws {
            let directory = try TemporaryDirectory()
            let root = try Self.makeFolder(in: directory)
            let first = try directory.write("zebra.jpg", bytes: PictureFiles.bytes(.jpeg, width: 64, height: 48))
            let second = try directory.write("apple.png", bytes: PictureFiles.bytes(.png, width: 48, height: 48))
            let (output, errors) = (directory.path + "/out", directory.path + "/err")
            let session = try await Self.start(["-o", first, second, root], output: output, errors: errors)
            defer { session.kill() }
            let screen = try await session.waitFor("── files named on the command line · 2", "── \(root) · 4", "zebra.jpg", "apple.png", timeout: .seconds(20))
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            let zebra = try #require(lines.firstIndex { $0.contains("zebra.jpg") })
            let apple = try #require(lines.firstIndex { $0.contains("apple.png") })
            let album = try #require(lines.firstIndex { $0.contains("── \(root) · 4") })
            #expect(zebra <= apple && apple < album, "\(screen)")
            // Nothing focused: m focuses and marks the first card, the first file named.
            try await session.sendKeys("m")
            try await session.waitFor("1 marked")
            try await session.sendKeys("Tab", "Tab", "m")
            try await session.waitFor("2 marked")
            try await session.sendKeys("q")
            try await session.waitFor("exit=0")
            let printed = try String(contentsOfFile: output, encoding: .utf8)
            // Tab, Tab: past the second file to the folder's first picture.
            #expect(printed == "\(first)\n\(root)/a b.jpg\n", "\(printed)")
        }

        @Test("the shop browser prints the marked items' ids")
        func shopPrintsIDs() async throws {
            let directory = try TemporaryDirectory()
            let output = directory.path + "/out"
            let binary = try EndToEnd.waterfallBinary()
            let command = [binary, "--data", EndToEnd.catalogPath, "--latency", "0", "--images", "off", "-o"].map(EndToEnd.shellQuoted).joined(separator: " ")
            let session = try await TmuxSession(
                width: 110, height: 40, command: ["/bin/sh", "-c", "\(command) >\(EndToEnd.shellQuoted(output)) 2>/dev/null; echo \"exit=$?\"; sleep 30"])
            defer { session.kill() }
            try await session.waitFor("Palais des Papes", timeout: .seconds(20))
            // Nothing focused: m marks the first card, the catalog's first item; Tab and m the second.
            try await session.sendKeys("m", "Tab", "m")
            try await session.waitFor("2 marked")
            try await session.sendKeys("q")
            try await session.waitFor("exit=0")
            #expect(try String(contentsOfFile: output, encoding: .utf8) == "wf-0001\nwf-0002\n")
        }

        @Test("a missing path is named as missing, and nothing is shown")
        func missingPath() async throws {
            let directory = try TemporaryDirectory()
            let (output, errors) = (directory.path + "/out", directory.path + "/err")
            let session = try await Self.start([directory.path + "/gone.jpg"], output: output, errors: errors)
            defer { session.kill() }
            try await session.waitFor("exit=64")
            #expect(try String(contentsOfFile: errors, encoding: .utf8).contains("no such file or folder: \(directory.path)/gone.jpg"))
        }
    }
}
