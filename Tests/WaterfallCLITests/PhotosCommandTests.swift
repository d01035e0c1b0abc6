import Foundation
import ShopBrowser
import TestSupport
import Testing

@testable import WaterfallCLI

@Suite("waterfall photos: files and folders as arguments, each problem named as what it is")
struct PhotosCommandTests {
    @Test func aMissingPathAnUnreadableFileAndAnUnreadableFolderEachSayWhatTheyAre() throws {
        let scratch = try TemporaryDirectory()
        let file = scratch.path + "/a.jpg"
        try Data([0xFF, 0xD8]).write(to: URL(fileURLWithPath: file))
        let locked = scratch.path + "/locked"
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o000])
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked) }

        #expect(PhotosCommand.problem(with: scratch.path) == nil)
        #expect(PhotosCommand.problem(with: scratch.path + "/nothing")?.text == "no such file or folder: \(scratch.path)/nothing")
        #expect(PhotosCommand.problem(with: file) == nil)
        let lockedFile = scratch.path + "/locked.jpg"
        try Data([0xFF, 0xD8]).write(to: URL(fileURLWithPath: lockedFile))
        chmod(lockedFile, 0)
        if getuid() != 0 {
            #expect(PhotosCommand.problem(with: locked)?.text == "cannot read the folder \(locked): Permission denied")
            #expect(PhotosCommand.problem(with: lockedFile)?.text == "cannot read the file \(lockedFile): Permission denied")
        }
        try PhotosCommand.parse([file, scratch.path]).validate()
        #expect(throws: (any Error).self) { try PhotosCommand.parse([file, scratch.path + "/nothing.jpg"]).validate() }
    }

    @Test func filesComeFirstInTheOrderGivenAsASectionTheFoldersAfter() throws {
        let scratch = try TemporaryDirectory()
        let folders = [scratch.path + "/one", scratch.path + "/two"]
        for folder in folders { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        let files = [scratch.path + "/z.jpg", scratch.path + "/a.webp"]
        for file in files { try Data([0xFF, 0xD8]).write(to: URL(fileURLWithPath: file)) }
        let command = try PhotosCommand.parse([files[0], folders[0], files[1], folders[1]])
        #expect(command.files == files)
        #expect(command.roots == folders)
        let options = command.browserOptions(environment: [:])
        #expect(options.arrangement.grouping == .folder)
        #expect(options.arrangement.sort == .catalog, "as given: the files in their order, the folders' pictures by name as scanned")
        #expect(try PhotosCommand.parse([files[0], "--sort", "size"]).browserOptions(environment: [:]).arrangement.sort.key == .fileSize)
        // Folders alone: by name, grouped only when recursive, as before.
        let plain = try PhotosCommand.parse(folders).browserOptions(environment: [:])
        #expect(plain.arrangement.grouping == .none)
        #expect(plain.arrangement.sort == SortOrder(key: .name))
        #expect(try PhotosCommand.parse([]).roots == ["."])
        #expect(try PhotosCommand.parse([]).files.isEmpty)
    }

    @Test func printMarkedAndNulOnBothBrowsers() throws {
        #expect(try PhotosCommand.parse([]).marks.format == nil)
        #expect(try PhotosCommand.parse(["-o"]).marks.format == .lines)
        #expect(try PhotosCommand.parse(["--print-marked"]).marks.format == .lines)
        #expect(try PhotosCommand.parse(["-0"]).marks.format == .nulSeparated)
        #expect(try PhotosCommand.parse(["-o", "-0"]).marks.format == .nulSeparated)
        #expect(try BrowseCommand.parse(["-o"]).marks.format == .lines)
        #expect(try BrowseCommand.parse(["-0"]).marks.format == .nulSeparated)
        #expect(try BrowseCommand.parse([]).marks.format == nil)
    }
}
