import Foundation
#if canImport(Glibc)
import Glibc

// Memory is measured as the growth of resident memory. glibc's malloc raises its mmap threshold
// as large blocks are freed and then serves later large arrays from the reused heap, which hides
// their size; a fixed threshold (set through the environment, read at start) keeps every large
// array in its own mapping. Re-run this process once with it set.
if getenv("MALLOC_MMAP_THRESHOLD_") == nil {
    setenv("MALLOC_MMAP_THRESHOLD_", "131072", 1)
    setenv("MALLOC_TRIM_THRESHOLD_", "131072", 1)
    let arguments = CommandLine.arguments.map { strdup($0) } + [nil]
    execv("/proc/self/exe", arguments)
}
#endif


/// Runs the benchmark groups named on the command line (all of them when none is named) and prints
/// Markdown tables for docs/benchmarks.md. Build in release first (the start-up group runs the
/// release `waterfall` binary): `swift build -c release && swift run -c release waterfall-benchmarks`,
/// or `swift run -c release waterfall-benchmarks views frame` for some groups only.
let groups = ["layout", "views", "startup", "frame", "memory"]
let requested = Array(CommandLine.arguments.dropFirst())
let unknown = requested.filter { !groups.contains($0) }
guard unknown.isEmpty else {
    FileHandle.standardError.write(Data("unknown benchmark group \(unknown.joined(separator: ", ")); groups: \(groups.joined(separator: " "))\n".utf8))
    exit(2)
}
let selected = Set(requested.isEmpty ? groups : requested)

print("# Waterfall benchmarks (release build; ratios are against a baseline measured in the same run)")
if selected.contains("layout") { LayoutBenchmarks.run() }
if selected.contains("views") { ViewBenchmarks.run() }
if selected.contains("startup") { StartupBenchmarks.run() }
if !selected.isDisjoint(with: ["frame", "memory"]) {
    do {
        let pages = try await MemoryPageSource.bundled()
        if selected.contains("frame") { await FrameBenchmarks.run(pages) }
        if selected.contains("memory") { await MemoryBenchmarks.run(pages) }
    } catch {
        FileHandle.standardError.write(Data("frame and memory benchmarks skipped: \(error)\n".utf8))
    }
}
