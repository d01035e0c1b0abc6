import Foundation
import Pixels

@testable import WaterfallTUI

/// Reads kitty graphics commands back for the tests: splits a byte stream into APC commands
/// (`ESC _ G keys ; payload ESC \`), parses their keys, and joins chunked transmissions.
struct KittyCommandDecoder {
    struct Command: Equatable {
        var keys: [String: String]
        var payload: [UInt8]
    }

    /// The commands in `bytes`, in order, with the bytes between them dropped.
    static func commands(in bytes: [UInt8]) -> [Command] {
        var result: [Command] = []
        var index = 0
        while index + 2 < bytes.count {
            guard bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "_"), bytes[index + 2] == UInt8(ascii: "G") else {
                index += 1
                continue
            }
            var end = index + 3
            while end + 1 < bytes.count, !(bytes[end] == 0x1B && bytes[end + 1] == UInt8(ascii: "\\")) { end += 1 }
            let body = Array(bytes[(index + 3) ..< end])
            let split = body.firstIndex(of: UInt8(ascii: ";")) ?? body.count
            var keys: [String: String] = [:]
            for pair in String(decoding: body[..<split], as: UTF8.self).split(separator: ",") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                if parts.count == 2 { keys[String(parts[0])] = String(parts[1]) }
            }
            let payload = split < body.count ? Array(body[(split + 1)...]) : []
            result.append(Command(keys: keys, payload: payload))
            index = end + 2
        }
        return result
    }

    /// The picture a transmission carries: zlib-compressed RGB (`f=24,o=z`) of `s × v` pixels;
    /// nil when anything does not fit.
    static func picture(keys: [String: String], data: [UInt8]?) -> Picture? {
        guard keys["f"] == "24", keys["o"] == "z", let data, let width = Int(keys["s"] ?? ""), let height = Int(keys["v"] ?? ""),
            let pixels = try? Deflate.decompress(data, expectedSize: width * height * 3)
        else { return nil }
        return Picture(width: width, height: height, pixels: pixels)
    }

    /// Chunked transmissions joined: each first chunk's keys with the whole payload decoded
    /// from base64 (nil payload when it is not valid base64).
    static func transmissions(in bytes: [UInt8]) -> [(keys: [String: String], data: [UInt8]?)] {
        var result: [(keys: [String: String], data: [UInt8]?)] = []
        var current: (keys: [String: String], payload: [UInt8])?
        for command in commands(in: bytes) {
            if var open = current {
                open.payload += command.payload
                current = open
            } else if command.keys["a"] == "t" || command.keys["a"] == "T" {
                current = (command.keys, command.payload)
            } else {
                continue
            }
            if command.keys["m"] == "0", let done = current {
                result.append((done.keys, Data(base64Encoded: Data(done.payload)).map { Array($0) }))
                current = nil
            }
        }
        return result
    }
}
