import Foundation
import WaterfallPictures

// malloc tuned as the browser tunes it (its large blocks get mappings of their own), then the
// decoder zygote, while this process has one thread (the sandbox group's helpers are
// forked by it, as the browser's are); its helpers start here and never return.
ProcessMemory.giveLargeBlocksTheirOwnMappings()
DecoderZygote.startForThisProcess()

/// Runs the benchmark groups named on the command line (all of them when none is named) and prints
/// Markdown tables for docs/benchmarks.md. Build in release first (the start-up group runs the
/// release `waterfall` binary): `swift build -c release && swift run -c release waterfall-benchmarks`,
/// or `swift run -c release waterfall-benchmarks views frame` for some groups only.
let groups = [
    "layout", "spans", "gestalt", "views", "startup", "frame", "loop", "arrange", "memory", "pictures", "colours", "sandbox", "formats", "http", "remote",
    "photos", "retry", "viewer", "animation", "scaling",
]
let requested = Array(CommandLine.arguments.dropFirst())
let unknown = requested.filter { !groups.contains($0) }
guard unknown.isEmpty else {
    FileHandle.standardError.write(Data("unknown benchmark group \(unknown.joined(separator: ", ")); groups: \(groups.joined(separator: " "))\n".utf8))
    exit(2)
}
let selected = Set(requested.isEmpty ? groups : requested)

// Memory is measured as the growth of resident memory, in a child process of its own so that the
// timings' allocations do not blur it. With malloc's mmap threshold fixed (above) a large array
// the heaps cannot hold gets its own mapping rather than growing them, so its size shows in
// resident memory while it lives and leaves it when freed. The variable's value names
// what the child measures: "pictures" for the picture caches, "remote" for photos over HTTP,
// anything else for the layout and the browser.
let memoryProcessVariable = "WATERFALL_BENCHMARK_MEMORY_PROCESS"
let memoryProcessRole = ProcessInfo.processInfo.environment[memoryProcessVariable]
let isMemoryProcess = memoryProcessRole != nil

/// Runs this executable again as the memory child process measuring `role`, and waits for it.
func runMemoryProcess(_ role: String) {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var environment = ProcessInfo.processInfo.environment
    environment[memoryProcessVariable] = role
    child.environment = environment
    fflush(nil)
    do {
        try child.run()
        child.waitUntilExit()
    } catch {
        FileHandle.standardError.write(Data("\(role) memory benchmarks skipped: \(error)\n".utf8))
    }
}

if !isMemoryProcess {
    print("# Waterfall benchmarks (release build; ratios are against a baseline measured in the same run)")
}
if isMemoryProcess {
    if memoryProcessRole != "pictures", memoryProcessRole != "remote" {
        LayoutBenchmarks.runMemory()
    }
    do {
        let records = try await MemoryPageSource.bundled()
        if memoryProcessRole == "pictures" {
            await PictureMemoryBenchmarks.run(records)
        } else if memoryProcessRole == "remote" {
            await RemotePhotoMemoryBenchmarks.run(records)
        } else {
            await MemoryBenchmarks.run(records)
            await AppMemoryBenchmarks.run(records: records, directory: try MemoryPageSource.bundledDirectory())
        }
    } catch {
        FileHandle.standardError.write(Data("memory benchmarks skipped: \(error)\n".utf8))
    }
    exit(0)
}
if selected.contains("layout") { LayoutBenchmarks.run() }
if selected.contains("spans") { await SpanBenchmarks.run() }
if selected.contains("gestalt") { await GestaltComparison.run() }
if selected.contains("views") { ViewBenchmarks.run() }
if selected.contains("startup") { StartupBenchmarks.run() }
if selected.contains("frame") {
    do {
        await FrameBenchmarks.run(try await MemoryPageSource.bundled())
    } catch {
        FileHandle.standardError.write(Data("frame benchmarks skipped: \(error)\n".utf8))
    }
}
if selected.contains("loop") {
    do {
        LoopBenchmarks.run(try await MemoryPageSource.bundled())
    } catch {
        FileHandle.standardError.write(Data("loop benchmarks skipped: \(error)\n".utf8))
    }
}
if selected.contains("arrange") {
    do {
        ArrangementBenchmarks.run(try await MemoryPageSource.bundled())
    } catch {
        FileHandle.standardError.write(Data("arrangement benchmarks skipped: \(error)\n".utf8))
    }
}
if selected.contains("memory") {
    runMemoryProcess("layout")
}
if selected.contains("pictures") {
    await PictureBenchmarks.run()
    runMemoryProcess("pictures")
}
if selected.contains("colours") {
    await PictureBenchmarks.runColours()
}
if selected.contains("sandbox") {
    await PictureSandboxBenchmarks.run()
}
if selected.contains("formats") { PictureFormatBenchmarks.run() }
if selected.contains("viewer") {
    do {
        await ViewerBenchmarks.run(try await MemoryPageSource.bundled())
    } catch {
        FileHandle.standardError.write(Data("viewer benchmarks skipped: \(error)\n".utf8))
    }
}
if selected.contains("animation") { await AnimationBenchmarks.run() }
if selected.contains("scaling") { ScalingBenchmarks.run() }
if selected.contains("photos") { await PhotoFolderBenchmarks.run() }
if selected.contains("http") { await HTTPBenchmarks.run() }
if selected.contains("retry") { await RetryBenchmarks.run() }
if selected.contains("remote") {
    await RemotePhotoBenchmarks.run()
    runMemoryProcess("remote")
}
