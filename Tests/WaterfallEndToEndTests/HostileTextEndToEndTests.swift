import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Every message path of the built binary — catalog errors of each kind, item issues, the exit
/// report, command-line errors, `waterfall layout` errors, the frame on standard output — fed
/// every C0 and C1 control, DEL and every bidi control (in file names, arguments, the
/// environment and the data), checked byte by byte: nothing that could drive the terminal gets
/// out, and no message repeats the data's content.
@Suite("Hostile text never reaches the terminal", .serialized, .timeLimit(.minutes(5)))
struct HostileTextEndToEndTests {
    /// Runs `waterfall arguments` and checks both streams; returns what it printed.
    @discardableResult
    private func runChecked(
        _ arguments: [String], environment: [String: String]? = nil, stdinPath: String = "/dev/null",
        status expected: Int32? = nil, _ context: String
    ) async throws -> ProcessOutput {
        let output = try await EndToEnd.run(try EndToEnd.waterfallBinary(), arguments, environment: environment, stdinPath: stdinPath)
        Self.check(output, expected: expected, context)
        return output
    }

    /// Both streams are safe, carry no marker, and the status is the expected one.
    private static func check(_ output: ProcessOutput, expected: Int32?, _ context: String) {
        #expect(HostileText.violations(in: output.stderrBytes) == [], "\(context): stderr \(output.stderrBytes.count) bytes")
        #expect(HostileText.violations(in: output.stdoutBytes) == [], "\(context): stdout \(output.stdoutBytes.count) bytes")
        #expect(!output.stderr.contains(HostileText.marker) && !output.stdout.contains(HostileText.marker), "\(context): \(output.stderr)")
        if let expected { #expect(output.status == expected, "\(context): \(output.stderr)") }
    }

    /// The case the issue reported: a broken member name in a .jsonl set the terminal's title.
    @Test func aJSONLinesSyntaxErrorQuotesNoMemberName() async throws {
        let scratch = try TemporaryDirectory()
        let issueExample = try scratch.write("title.jsonl", #"{"a\u001b]2;PWNED\u0007\u001b[31m" 1}"# + "\n")
        let output = try await runChecked(["dump", "--data", issueExample, "--width", "60", "--height", "8"], status: 0, "issue example")
        #expect(output.stderr.contains("title.jsonl: line 1: invalid JSON at column 36: expected ':' after a member name"), "\(output.stderr)")
        let every = try scratch.write("every.jsonl", "{\"a" + HostileText.jsonEscaped() + "\" 1}\n")
        try await runChecked(["dump", "--data", every], status: 0, "every control in a member name")
        let raw = try scratch.write("raw.jsonl", bytes: Array("{\"a".utf8) + [0x9B, 0x90, 0x85, 0x1B] + Array("]2;\(HostileText.marker)\u{07}\" 1}\n".utf8))
        try await runChecked(["dump", "--data", raw], status: 0, "raw C1 bytes in a member name")
    }

    /// Each kind of catalog error, with every control in the file or directory name.
    @Test func everyKindOfCatalogErrorIsSafe() async throws {
        let scratch = try TemporaryDirectory()
        let hostile = scratch.path + "/" + HostileText.fileName
        try FileManager.default.createDirectory(atPath: hostile, withIntermediateDirectories: true)
        let notJSON = try scratch.write(HostileText.fileName + "/page.json", "<html>\(HostileText.marker)</html>")
        let broken = try scratch.write(HostileText.fileName + "/broken.json", "[{\"id\": 1},")
        let object = try scratch.write(HostileText.fileName + "/object.json", "{}")
        let large = try scratch.write(HostileText.fileName + "/large.json", "[")
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: large))
        try handle.truncate(atOffset: 65 << 20)
        try handle.close()
        let fifo = hostile + "/pipe.jsonl"
        #expect(mkfifo(fifo, 0o600) == 0)
        try scratch.write(
            HostileText.fileName + "/cat/catalog.json",
            #"{"format": "waterfall-catalog", "version": 1, "name": "n\u001b]2;named\u0007", "pageSize": 30, "pages": ["p\u001b]2;named\u0007.json"]}"#)
        try scratch.write(HostileText.fileName + "/manifest/catalog.json", #"{"format": "waterfall-catalog", "version": 2}"#)
        let cases: [([String], Int32, String)] = [
            (["dump", "--data", hostile + "/missing.json"], 65, "no such file"),
            (["dump", "--data", hostile], 65, "a directory without a catalog"),
            (["dump", "--data", fifo], 65, "a FIFO"),
            (["dump", "--data", notJSON + "/child.json"], 65, "a path through a file"),
            (["dump", "--data", notJSON], 0, "not JSON"),
            (["dump", "--data", broken], 0, "invalid JSON"),
            (["dump", "--data", object], 0, "not an array"),
            (["dump", "--data", large], 0, "too large"),
            (["dump", "--data", hostile + "/cat"], 0, "a page file that is missing"),
            (["dump", "--data", hostile + "/manifest"], 65, "a bad manifest"),
        ]
        for (arguments, status, context) in cases {
            let output = try await runChecked(arguments + ["--width", "80", "--height", "10"], status: status, context)
            #expect(!output.stderr.isEmpty, "\(context): nothing on stderr")
        }
        var environment = ProcessInfo.processInfo.environment
        environment["WATERFALL_DATA"] = hostile + "/nowhere"
        try await runChecked(["dump"], environment: environment, status: 65, "WATERFALL_DATA")
    }

    /// Items with every control in every text field, and in the file name: the bad ones are
    /// reported (naming the field, never the value), the good ones drawn, nothing raw printed.
    @Test func itemIssuesTheExitReportAndTheFrameAreSafe() async throws {
        let scratch = try TemporaryDirectory()
        let h = HostileText.jsonEscaped()
        let shown = HostileText.jsonEscaped(title: "shown")
        func item(_ id: String, _ fields: String) -> String {
            #"{"id": "\#(id)", "title": "t\#(shown)", "price": {"amount": 100}, "width": 40, "height": 30, "shop": "s\#(shown)"\#(fields)}"#
        }
        let lines = [
            item("ok-1", #", "image": "missing.jpg""#),
            item("x\(h)", ""),
            item("b1", #", "price": {"amount": "\#(h)", "currency": "\#(h)"}"#),
            item("b2", #", "color": "\#(h)""#),
            item("b3", #", "span": "\#(h)""#),
            item("b4", #", "image": "\#(h)""#),
            item("b5", #", "image": "gopher\#(h):x""#),
            item("b6", #", "image": "file://h\#(h)/a.jpg""#),
            item("b7", #", "rating": "\#(h)", "sales": -1"#),
            item("ok-2", ""),
        ]
        let file = try scratch.write(HostileText.fileName + "/items.jsonl", lines.joined(separator: "\n") + "\n")
        let output = try await runChecked(["dump", "--data", file, "--width", "100", "--height", "30", "--images", "symbols"], status: 0, "items")
        #expect(output.stderr.contains("skipped 8 bad items"), "\(output.stderr)")
        #expect(output.stderr.contains("could not show 1 picture"), "\(output.stderr)")
        #expect(output.stdout.contains("t␀␛]2;shown␇␛[31m␁␂␃"), "the good items are drawn with stand-ins")
        let ansi = try await EndToEnd.run(try EndToEnd.waterfallBinary(), ["dump", "--data", file, "--ansi"])
        #expect(!ansi.stdout.contains(HostileText.marker) && HostileText.violations(in: ansi.stderrBytes) == [])
    }

    /// Command-line errors quote the argument that is wrong: every control in it is shown as a
    /// stand-in, with and without the usage text.
    @Test func commandLineErrorsAreSafe() async throws {
        let h = HostileText.text()
        let cases: [([String], Int32, String)] = [
            (["dump", "--min-rating", h], 64, "--min-rating"),
            (["dump", "--price", h], 64, "--price"),
            (["dump", "--columns", h], 64, "--columns"),
            (["dump", "--" + h], 64, "an unknown option"),
            (["dump", h], 64, "an unexpected argument"),
            (["layout", "--width", "10", "--columns", "2", "--insets", h], 64, "--insets"),
            (["layout", "--width", h, "--columns", "2"], 64, "--width"),
            ([h], 64, "an unknown command"),
        ]
        for (arguments, status, context) in cases {
            let output = try await runChecked(arguments, status: status, context)
            #expect(output.stderr.contains("␛]2;"), "\(context): the argument is shown with stand-ins: \(output.stderr)")
        }
    }

    /// `waterfall layout`: a hostile file name, a hostile member name, the same on standard
    /// input, a special file.
    @Test func layoutErrorsAreSafe() async throws {
        let scratch = try TemporaryDirectory()
        let broken = try scratch.write(HostileText.fileName + "/items.json", "[1, {\"h" + HostileText.jsonEscaped() + "\" 2}]")
        let notJSON = try scratch.write(HostileText.fileName + "/secret.json", "root:\(HostileText.marker):20228:0:99999:7:::\n")
        let fifo = scratch.path + "/" + HostileText.fileName + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        for file in [broken, notJSON, fifo, scratch.path + "/" + HostileText.fileName + "/missing.json"] {
            try await runChecked(["layout", "--width", "10", "--columns", "2", file], status: 65, "layout \(file.suffix(12))")
        }
        try await runChecked(["layout", "--width", "10", "--columns", "2"], stdinPath: broken, status: 65, "layout from standard input")
    }

    /// File names with raw bytes that are not UTF-8 (C1 controls as single bytes), given
    /// through a shell so that the bytes reach the program as they are.
    @Test func rawC1BytesInAFileNameAreSafe() async throws {
        let scratch = try TemporaryDirectory()
        let script = #"""
            d="$1"; name=$(printf 'x\233\220\205\033]2;named\007.jsonl')
            printf '{"id": 1}\n' > "$d/$name"
            "$2" dump --data "$d/$name" --width 60 --height 8
            "$2" dump --data "$d/missing-$name"
            "$2" layout --width 4 --columns 2 "$d/$name"
            """#
        let output = try await EndToEnd.run("/bin/sh", ["-c", script, "sh", scratch.path, try EndToEnd.waterfallBinary()])
        Self.check(output, expected: nil, "raw bytes in a file name")
        #expect(output.stderr.contains("�"), "\(output.stderr)")
    }

    /// A secret file given as a catalog: the messages say what it looks like, never a byte of it.
    @Test func aSecretFileIsDescribedNotQuoted() async throws {
        let scratch = try TemporaryDirectory()
        let secret = "root:\(HostileText.marker)hash:20228:0:99999:7:::\ndaemon:\(HostileText.marker):1\n"
        let lines = try scratch.write("shadow", secret)
        let output = try await runChecked(["dump", "--data", lines], status: 0, "a password file")
        #expect(output.stderr.contains("shadow: line 1: not JSON: it looks like text"), "\(output.stderr)")
        #expect(!output.stderr.contains("root") && !output.stderr.contains("daemon"), "\(output.stderr)")
        let array = try scratch.write("key.json", "-----BEGIN \(HostileText.marker) KEY-----\nMIIEvQ\n")
        let key = try await runChecked(["dump", "--data", array], status: 0, "a key")
        #expect(!key.stderr.contains("BEGIN") && !key.stderr.contains("MIIE"), "\(key.stderr)")
    }
}
