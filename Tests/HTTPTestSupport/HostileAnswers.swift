import CDeflate
import Foundation
import Hummingbird

/// The answers of hostile servers, each as a Hummingbird response.
public enum HostileAnswers {
    /// A body that never ends: 64 KiB chunks of `x`, without a length, until the client goes.
    public static func endless() -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/json"],
            body: ResponseBody { writer in
                let chunk = ByteBuffer(repeating: UInt8(ascii: "x"), count: 64 << 10)
                while true { try await writer.write(chunk) }
            })
    }

    /// Announces 10 GB and sends bytes slowly (it would never finish).
    public static func tenGigabytes() -> Response {
        Response(
            status: .ok, headers: [.contentType: "image/jpeg"],
            body: ResponseBody(contentLength: 10 << 30) { writer in
                while true {
                    try await writer.write(ByteBuffer(repeating: 0xFF, count: 1024))
                    try await Task.sleep(for: .milliseconds(50))
                }
            })
    }

    /// One byte a second, forever.
    public static func trickle() -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/json"],
            body: ResponseBody { writer in
                while true {
                    try await writer.write(ByteBuffer(string: " "))
                    try await Task.sleep(for: .seconds(1))
                }
            })
    }

    /// A head, then nothing at all.
    public static func silence() -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/json"],
            body: ResponseBody { _ in
                try await Task.sleep(for: .seconds(3600))
            })
    }

    /// `bytes` zero bytes, deflated (zlib) and sent as `encoding` (`gzip` or `deflate`; zlib's
    /// inflater reads both wrappers).
    public static func compressed(zeros bytes: Int, encoding: String) throws -> Response {
        let zeros = [UInt8](repeating: 0, count: bytes)
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        guard zeros.withUnsafeBufferPointer({ wf_deflate($0.baseAddress, $0.count, 9, &output, &size) }) == 0, let output else {
            throw TestServerError.didNotStart
        }
        defer { free(output) }
        let packed = Array(UnsafeBufferPointer(start: output, count: size))
        return Response(
            status: .ok, headers: [.contentType: "application/json", .contentEncoding: encoding],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: packed))
        )
    }

    /// Announces `announced` bytes, sends `sent`, then breaks the connection.
    public static func cutOff(announced: Int, sent: Int) -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/json"],
            body: ResponseBody(contentLength: announced) { writer in
                try await writer.write(ByteBuffer(repeating: UInt8(ascii: " "), count: sent))
                try await Task.sleep(for: .milliseconds(100))
                throw CancellationError()
            })
    }
}
