#if canImport(Glibc)
import Glibc
#endif

/// Timing and memory helpers for the benchmarks: medians of repeated runs, heap measurement, and a
/// sink that keeps the optimizer from deleting measured work.
enum Harness {
    /// Keeps `value` observable so the measured computation is not optimized away.
    @inline(never)
    static func blackHole<T>(_ value: T) {
        withExtendedLifetime(value) {}
    }

    /// The median over `rounds` rounds of the time one call of `body` takes, in nanoseconds, where
    /// each round runs `body` `iterations` times (after one warm-up round).
    static func nanoseconds(rounds: Int = 7, iterations: Int = 1, _ body: () -> Void) -> Double {
        var samples: [Double] = []
        for round in 0 ... rounds {
            let clock = ContinuousClock()
            let start = clock.now
            for _ in 0 ..< iterations { body() }
            let elapsed = clock.now - start
            if round > 0 {
                let (seconds, attoseconds) = elapsed.components
                samples.append((Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(iterations))
            }
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// The resident memory of this process in bytes (from `/proc/self/statm`), 0 when unknown.
    /// Large arrays are mapped and unmapped by malloc directly, so the difference of two readings
    /// around building a large structure is the memory that structure holds.
    static func residentBytes() -> Int {
        #if canImport(Glibc)
        let file = open("/proc/self/statm", O_RDONLY)
        guard file >= 0 else { return 0 }
        defer { close(file) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, 127) }
        guard count > 0 else { return 0 }
        let fields = String(decoding: buffer[0 ..< count], as: UTF8.self).split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #else
        return 0
        #endif
    }

    /// The growth of resident memory while `make` builds a value that is kept alive, in bytes.
    static func retainedBytes<T>(_ make: () -> T) -> Int {
        let before = residentBytes()
        let value = make()
        let after = residentBytes()
        blackHole(value)
        return after - before
    }
}

/// Formats a duration in nanoseconds with a unit that keeps it readable.
func formatNanoseconds(_ nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<1_000: return String(format3(nanoseconds)) + " ns"
    case ..<1_000_000: return String(format3(nanoseconds / 1_000)) + " µs"
    default: return String(format3(nanoseconds / 1_000_000)) + " ms"
    }
}

/// Formats a number with three significant digits.
func format3(_ value: Double) -> String {
    let digits = value >= 100 ? 0 : value >= 10 ? 1 : 2
    var scale = 1.0
    for _ in 0 ..< digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    let text = "\(rounded)"
    if digits == 0, text.hasSuffix(".0") { return String(text.dropLast(2)) }
    return text
}

/// How many times faster a duration `ours` is than `baseline`, or slower when it is not.
func speedup(baseline: Double, ours: Double) -> String {
    baseline >= ours ? "\(format3(baseline / ours))× faster" : "\(format3(ours / baseline))× slower"
}

/// `goal` followed by whether this run met it.
func goalVerdict(_ goal: String, _ met: Bool) -> String {
    "\(goal): " + (met ? "met" : "**not met**")
}

/// One row of a benchmark report: a measurement, its baseline in the same run, and the goal.
struct BenchmarkRow {
    var name: String
    var ours: String
    var baseline: String
    var ratio: String
    var goal: String
}

/// Prints rows as a Markdown table.
func printTable(title: String, baselineName: String, rows: [BenchmarkRow]) {
    print("\n### \(title)\n")
    print("| measurement | Waterfall | \(baselineName) | ratio | goal |")
    print("| --- | ---: | ---: | ---: | --- |")
    for row in rows {
        print("| \(row.name) | \(row.ours) | \(row.baseline) | \(row.ratio) | \(row.goal) |")
    }
}
