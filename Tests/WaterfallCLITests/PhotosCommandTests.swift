import Foundation
import TestSupport
import Testing

@testable import WaterfallCLI

@Suite("waterfall photos: paths that are not readable folders are named as what they are")
struct PhotosCommandTests {
    @Test func aMissingPathAFileAndAnUnreadableFolderEachSayWhatTheyAre() throws {
        let scratch = try TemporaryDirectory()
        let file = scratch.path + "/a.jpg"
        try Data([0xFF, 0xD8]).write(to: URL(fileURLWithPath: file))
        let locked = scratch.path + "/locked"
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o000])
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked) }

        #expect(PhotosCommand.problem(with: scratch.path) == nil)
        #expect(PhotosCommand.problem(with: scratch.path + "/nothing")?.text == "no such file or folder: \(scratch.path)/nothing")
        #expect(PhotosCommand.problem(with: file)?.text == "a file, not a folder: \(file) (waterfall photos shows folders: name its folder, \(scratch.path))")
        if getuid() != 0 {
            #expect(PhotosCommand.problem(with: locked)?.text == "cannot read the folder \(locked): Permission denied")
        }
        #expect(throws: (any Error).self) { try PhotosCommand.parse([file]).validate() }
    }
}
