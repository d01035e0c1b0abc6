import Foundation
import Pixels
import SeededRandom
import TestSupport

@testable import WaterfallPictures

/// What the sandbox tests share: helpers started from the built `waterfall`, test pictures, and
/// reading other processes' state in /proc.
enum SandboxFixtures {
    /// The decoder the browser's cards use (transparency onto black).
    static let decoder = PictureDecoder(background: .black)

    /// `waterfall decode-worker`, with the worker's fault injection on when `faults` is set.
    static func command(faults: Bool = false) throws -> HelperCommand {
        HelperCommand(
            path: try BuiltExecutable.path(named: "waterfall"),
            environment: faults ? [DecoderWorker.faultsVariable: "1"] : [:]
        )
    }

    /// A stand-in helper (a shell script) that reads `reading` bytes (the hello, and any
    /// request), writes `bytes`, then runs `ending` (a shell command: `exit 3`, `exec sleep 30`).
    static func scriptedHelper(reading: Int, writing bytes: [UInt8], then ending: String) -> HelperCommand {
        let escaped = bytes.map { "\\" + String($0, radix: 8).leftPadded(to: 3) }.joined()
        return HelperCommand(path: "/bin/sh", arguments: ["-c", "head -c \(reading) >/dev/null; printf '\(escaped)'; \(ending)"])
    }

    /// A pool of `helpers` helpers from the built `waterfall` within `limits`.
    static func sandbox(limits: SandboxLimits = .standard, faults: Bool = false, helpers: Int = 2) throws -> DecoderSandbox {
        DecoderSandbox(command: try command(faults: faults), limits: limits, helperCount: helpers)
    }

    /// Runs `work` on a thread of its own and returns its result: talking to helpers blocks
    /// (spawning, waiting for answers, deadlines), and a blocked thread of the shared executor
    /// would hold up every other test.
    static func offThePool<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { (done: CheckedContinuation<Value, Never>) in
            Thread { done.resume(returning: work()) }.start()
        }
    }

    /// Decodes `bytes` in `sandbox` covering `size`, off the shared executor.
    static func decode(_ bytes: [UInt8], in sandbox: DecoderSandbox, covering size: PictureSize) async -> Result<Picture, PhotoDecodingError> {
        await offThePool {
            Result { () throws(PhotoDecodingError) -> Picture in
                try PhotoDecoding.sandboxed(sandbox).decode(bytes, with: decoder, covering: size)
            }
        }
    }

    /// A JPEG of random 8×8 blocks, `width × height`.
    static func jpeg(width: Int, height: Int, seed: UInt64) throws -> [UInt8] {
        var rng = SplitMix64(seed: seed)
        return try TestImages.jpeg(TestImages.blocks(width: width, height: height, channels: 3, using: &rng), width: width, height: height, quality: 90)
    }

    /// A PNG of random RGB (or RGBA when `alpha`) pixels, `width × height`.
    static func png(width: Int, height: Int, alpha: Bool = false, using rng: inout SplitMix64) throws -> [UInt8] {
        let channels = alpha ? 4 : 3
        let rows = (0 ..< width * height * channels).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        return try TestImages.png(rows: rows, width: width, height: height, colorType: alpha ? .rgba : .rgb)
    }

    /// The fields of /proc/`pid`/status (`Seccomp`, `NoNewPrivs`, `SigBlk`, …), nil when the
    /// process is gone.
    static func status(of pid: pid_t) -> [String: String]? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return fields
    }

    /// The processor time `pid` has used, in clock ticks (user and system, from /proc/`pid`/stat),
    /// nil when it is gone.
    static func processorTicks(of pid: pid_t) -> Int? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    /// Whether `pid` is a child of this process, alive or a zombie not yet reaped.
    static func isChildOfThisProcess(_ pid: pid_t) -> Bool {
        guard let fields = status(of: pid), let parent = fields["PPid"] else { return false }
        return parent == "\(getpid())"
    }
}

extension String {
    /// This string with zeros in front up to `length` characters.
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
