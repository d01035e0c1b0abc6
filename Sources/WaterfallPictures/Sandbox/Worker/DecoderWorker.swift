import CDecoderSandbox
import Pixels

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The helper process's side of ``DecoderSandbox``: what `waterfall decode-worker` runs (any
/// executable can host it by calling ``serve()``).
///
/// It reads the hello on its standard input (a socket from the browser), shuts itself in
/// (`ds_enter`: no other descriptors, the root directory, memory and processor-time limits, death
/// with its parent, no new privileges, the seccomp filter), says it is ready, then answers
/// requests one at a time until the browser closes the socket (each held to the memory a decode
/// may need within its own limit: ``PictureLimits/maxDecodingBytes``, seven eighths of it): decode with
/// ``PictureDecoder/decodePhoto(_:covering:)`` (or, asked for frames,
/// ``PictureDecoder/decodeAnimation(_:covering:limits:)``), answer with the picture or the error. After an
/// answer that finds half its processor time used, it says so in the answer and ends, and the
/// browser starts another.
public enum DecoderWorker {
    /// The argument that makes `waterfall` a decoder helper (checked before argument parsing).
    public static let argument = "decode-worker"
    /// The argument after ``argument`` that runs ``selfTest()`` instead.
    public static let selfTestArgument = "--self-test"
    /// With this variable in its environment, a helper misbehaves on purpose for requests whose
    /// bytes are exactly `crash` (SIGSEGV) or `spin` (an endless loop): for the tests of the
    /// browser's side. ``DecoderSandbox`` builds its helpers' environment from scratch, so only
    /// a ``HelperCommand`` that sets it on purpose turns this on.
    public static let faultsVariable = "WATERFALL_DECODER_FAULTS"

    /// Exit status: the hello or a request broke the protocol.
    static let protocolStatus: Int32 = 2
    /// Exit status: the sandbox could not be entered (after saying why).
    static let sandboxStatus: Int32 = 3

    /// Serves requests on standard input and output until the browser closes them; never returns.
    public static func serve() -> Never {
        let faults = getenv(faultsVariable) != nil
        var channel = WireChannel(input: 0, output: 1, side: .helper)
        guard let hello = try? HelperHello.read(from: &channel) else { _exit(protocolStatus) }
        var limits = ds_limits(memory_bytes: hello.memoryBytes, cpu_seconds: hello.cpuSeconds, parent_pid: hello.parentPID)
        if let (failure, isUnsupported) = enterSandbox(&limits) {
            try? channel.send(HelperReady(failure: failure, isUnsupported: isUnsupported).bytes)
            _exit(sandboxStatus)
        }
        do {
            try channel.send(HelperReady(failure: nil).bytes)
            while true {
                var request = try DecodeRequest.read(from: &channel)
                if hello.memoryBytes > 0 {
                    // What a decode may need is held to this helper's own memory limit.
                    request.decoder.limits.maxDecodingBytes = Int(clamping: hello.memoryBytes / 8 * 7)
                }
                if faults, let fault = fault(for: request.bytes) {
                    ds_fault(fault)
                }
                let result = Result { () throws(PictureError) -> DecodedContent in try request.decoded() }
                let retiring = hello.cpuSeconds > 0 && ds_cpu_nanoseconds() > UInt64(hello.cpuSeconds) * 500_000_000
                try channel.send(DecodeAnswer(result: result, isRetiring: retiring).message)
                if retiring { _exit(0) }
            }
        } catch .closed {
            _exit(0)
        } catch {
            _exit(protocolStatus)
        }
    }

    /// Enters the sandbox with `limits`; nil, or why it could not and whether that is the
    /// system's lack (no helper ever can: `ds_enter` returned -2).
    static func enterSandbox(_ limits: inout ds_limits) -> (reason: String, isUnsupported: Bool)? {
        var message = [CChar](repeating: 0, count: 200)
        let status = message.withUnsafeMutableBufferPointer { buffer in
            ds_enter(&limits, buffer.baseAddress, buffer.count)
        }
        guard status != 0 else { return nil }
        return (String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self), status == -2)
    }

    /// The misbehaviour `bytes` ask for, when faults are on.
    private static func fault(for bytes: [UInt8]) -> ds_fault_kind? {
        switch bytes {
        case Array("crash".utf8): return DS_FAULT_CRASH
        case Array("spin".utf8): return DS_FAULT_SPIN
        default: return nil
        }
    }
}
