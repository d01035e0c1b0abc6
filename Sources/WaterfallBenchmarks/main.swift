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

/// Runs every benchmark group and prints Markdown tables for docs/benchmarks.md.
/// Build in release: `swift run -c release waterfall-benchmarks`.
print("# Waterfall benchmarks (release build; ratios are against a baseline measured in the same run)")
LayoutBenchmarks.run()
