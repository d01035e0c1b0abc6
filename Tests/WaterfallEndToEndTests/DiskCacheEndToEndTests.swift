import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `waterfall dump` against `waterfall serve` with a disk cache that holds files it did not write:
/// a budget of 1 MiB evicts photos all the time, and not one foreign file goes; a cache directory
/// that is a symbolic link is refused, and a `pages` that is a file is said, and the frame is
/// printed either way.
@Suite("Disk cache end to end: only its own files", .serialized, .timeLimit(.minutes(4)))
struct DiskCacheEndToEndTests {
    /// The frame: photos drawn in symbols, so that they are fetched and cached.
    private let frame = ["--width", "100", "--height", "40", "--columns", "3", "--images", "symbols"]

    /// The environment with its own cache home.
    private func environment(cacheHome: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = cacheHome
        environment.removeValue(forKey: "WATERFALL_DATA")
        return environment
    }

    /// Five files of another program in `folder`, one of them a 2 GiB sparse file and one named
    /// like an entry; their bytes (the big one's size and last bytes).
    private func plantForeignFiles(in folder: String) throws -> [String: [UInt8]] {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var planted: [String: [UInt8]] = [
            "holiday.jpg": (0 ..< 40_000).map { UInt8(truncatingIfNeeded: $0 &* 31) },
            "notes.txt": Array("mine\n".utf8),
            "0123456789abcdef": (0 ..< 9_000).map { UInt8(truncatingIfNeeded: $0) },
            ".settings": Array("x=1".utf8),
        ]
        for (name, bytes) in planted { try Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + name)) }
        let big = open(folder + "/big.iso", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard big >= 0, ftruncate(big, 2 << 30) == 0, pwrite(big, "end", 3, (2 << 30) - 3) == 3 else { throw EndToEndError("cannot make a sparse file") }
        close(big)
        planted["big.iso"] = Array("end".utf8)
        return planted
    }

    /// The files of `planted` still in `folder` with their bytes (the big one: its size and last bytes).
    private func unchanged(_ planted: [String: [UInt8]], in folder: String) -> [String] {
        planted.keys.sorted().filter { name in
            let path = folder + "/" + name
            guard name == "big.iso" else { return FileManager.default.contents(atPath: path).map(Array.init) == planted[name] }
            guard let handle = FileHandle(forReadingAtPath: path), let size = try? handle.seekToEnd(), size == 2 << 30 else { return false }
            try? handle.seek(toOffset: size - 3)
            return (try? handle.readToEnd()).map(Array.init) == planted[name]
        }
    }

    @Test func dumpWithATinyBudgetEvictsOnlyItsOwnPhotos() async throws {
        let binary = try EndToEnd.waterfallBinary()
        let home = try TemporaryDirectory()
        let environment = environment(cacheHome: home.path)
        let photos = home.path + "/waterfall/photos"
        let planted = try plantForeignFiles(in: photos)
        let serve = try await RunningServe.start(binary, environment: environment)
        defer { serve.stop() }
        for run in 0 ..< 2 {
            let output = try await EndToEnd.run(
                binary, ["dump", "--data", serve.address, "--disk-cache", "1"] + frame, environment: environment, timeout: .seconds(90))
            #expect(output.status == 0, "\(output.stderr)")
            #expect(unchanged(planted, in: photos) == planted.keys.sorted(), "run \(run): every foreign file is kept byte for byte")
            let named = output.stderr.split(separator: "\n").filter { $0.contains("leaves alone") }
            #expect(named.count == 1, "run \(run): the foreign files are named once: \(output.stderr)")
            for name in planted.keys { #expect(named.first?.contains(name) == true, "\(name): \(output.stderr)") }
        }
        let kept = try FileManager.default.contentsOfDirectory(atPath: photos).filter { !planted.keys.contains($0) }
        #expect(!kept.isEmpty, "photos were cached (and evicted) beside the foreign files")
    }

    @Test func aSymbolicLinkAsTheCacheIsRefusedAndTheFrameIsPrinted() async throws {
        let binary = try EndToEnd.waterfallBinary()
        let home = try TemporaryDirectory()
        let planted = try plantForeignFiles(in: home.path + "/elsewhere/photos")
        try FileManager.default.createSymbolicLink(atPath: home.path + "/waterfall", withDestinationPath: home.path + "/elsewhere")
        let serve = try await RunningServe.start(binary, environment: environment(cacheHome: home.path))
        defer { serve.stop() }
        let output = try await EndToEnd.run(
            binary, ["dump", "--data", serve.address, "--disk-cache", "1"] + frame, environment: environment(cacheHome: home.path),
            timeout: .seconds(90))
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.contains("cannot use the disk cache: \(home.path)/waterfall is a symbolic link"), "\(output.stderr)")
        #expect(output.stderr.contains("continuing without it"), "\(output.stderr)")
        #expect(unchanged(planted, in: home.path + "/elsewhere/photos") == planted.keys.sorted())
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path + "/elsewhere/photos").count == planted.count, "nothing was added")
    }

    @Test func pagesAsAFileIsSaidAndOfflineNamesIt() async throws {
        let binary = try EndToEnd.waterfallBinary()
        let home = try TemporaryDirectory()
        try home.write("waterfall/pages", "not a folder")
        let serve = try await RunningServe.start(binary, environment: environment(cacheHome: home.path))
        defer { serve.stop() }
        let online = try await EndToEnd.run(
            binary, ["dump", "--data", serve.address] + frame, environment: environment(cacheHome: home.path), timeout: .seconds(90))
        #expect(online.status == 0, "\(online.stderr)")
        let warning = "\(home.path)/waterfall/pages is not a folder (left as it is); catalog pages are not kept in the disk cache"
        #expect(online.stderr.components(separatedBy: warning).count == 2, "said once: \(online.stderr)")
        let offline = try await EndToEnd.run(
            binary, ["dump", "--data", serve.address, "--offline"] + frame, environment: environment(cacheHome: home.path), timeout: .seconds(90))
        #expect(offline.status == 65)
        #expect(offline.stderr.contains(warning), "the reason nothing is cached is given: \(offline.stderr)")
        #expect((try? String(contentsOfFile: home.path + "/waterfall/pages", encoding: .utf8)) == "not a folder")
    }
}
