import Foundation
import TestSupport
import Testing

/// The committed photos, licences and catalog are what `Data/make_photos.py` and
/// `Data/generate.py` make: both scripts' `--check` (standard library only, no network) pass on
/// the repository and fail, naming the file, on a copy with one photo or one page changed.
@Suite("Bundled data scripts: --check", .timeLimit(.minutes(3)))
struct BundledDataScriptsTests {
    /// The repository's Data/ directory.
    static let data = URL(fileURLWithPath: Fixtures.bundledCatalogPath).deletingLastPathComponent().path

    /// Runs `python3 script --check` in the Data/ directory `directory`; returns the exit status
    /// and the standard output and error, interleaved.
    static func check(_ script: String, in directory: String) throws -> (status: Int32, output: String) {
        try ProcessRunner.run("/usr/bin/env", ["python3", directory + "/" + script, "--check"])
    }

    @Test(arguments: ["make_photos.py", "generate.py"])
    func theCommittedFilesPassTheCheck(script: String) throws {
        let result = try Self.check(script, in: Self.data)
        #expect(result.status == 0, "\(script) --check: \(result.output)")
    }

    @Test func theChecksNameAChangedPhotoAndAChangedPage() throws {
        let copy = try TemporaryDirectory()
        let data = copy.path + "/Data"
        try FileManager.default.copyItem(atPath: Self.data, toPath: data)
        let photo = data + "/photos/espresso-cup-red.jpg"
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: photo)))
        bytes[bytes.count / 2] ^= 0xFF
        try Data(bytes).write(to: URL(fileURLWithPath: photo))
        let page = data + "/catalog/page-07.json"
        let text = try String(contentsOfFile: page, encoding: .utf8)
        try text.replacingOccurrences(of: "\"title\": \"", with: "\"title\": \"Changed ", options: [], range: text.range(of: "\"title\": \""))
            .write(toFile: page, atomically: true, encoding: .utf8)

        let photos = try Self.check("make_photos.py", in: data)
        #expect(photos.status == 1 && photos.output.contains("espresso-cup-red.jpg: SHA-256 differs"), "\(photos.output)")
        let catalog = try Self.check("generate.py", in: data)
        #expect(catalog.status == 1 && catalog.output.contains("catalog/page-07.json"), "\(catalog.output)")
        #expect(!catalog.output.contains("page-06.json"), "only the changed page is named: \(catalog.output)")
    }
}
