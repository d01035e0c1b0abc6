import Foundation
import SeededRandom
import TestSupport
import Testing

@testable import WaterfallPictures

@Suite("MD5: the digest thumbnail names are made of", .timeLimit(.minutes(2)))
struct MD5Tests {
    @Test("the test suite of RFC 1321 (appendix A.5)")
    func rfcSuite() {
        let suite: [(String, String)] = [
            ("", "d41d8cd98f00b204e9800998ecf8427e"),
            ("a", "0cc175b9c0f1b6a831c399e269772661"),
            ("abc", "900150983cd24fb0d6963f7d28e17f72"),
            ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
            ("abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"),
            ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", "d174ab98d277d9f5a5611c2c9f419d9f"),
            ("12345678901234567890123456789012345678901234567890123456789012345678901234567890", "57edf4a22be3c955ac49da2e2107b67a"),
        ]
        for (text, digest) in suite {
            #expect(MD5.hexDigest(Array(text.utf8)) == digest, "\(text)")
        }
    }

    @Test("random inputs of every length around the 64-byte blocks agree with md5sum")
    func againstMd5sum() throws {
        let directory = try TemporaryDirectory()
        var rng = SplitMix64(seed: 0x3D5)
        var lengths = Array(0 ... 130)
        lengths += (0 ..< 20).map { _ in Int.random(in: 131 ... 5_000, using: &rng) }
        var expected: [String] = []
        var files: [String] = []
        for length in lengths {
            let bytes = (0 ..< length).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }
            files.append(try directory.write("input-\(length)", bytes: bytes))
            expected.append(MD5.hexDigest(bytes))
        }
        let result = try ProcessRunner.run("/usr/bin/md5sum", files)
        #expect(result.status == 0)
        let digests = result.output.split(separator: "\n").map { String($0.prefix(32)) }
        #expect(digests == expected)
    }
}
