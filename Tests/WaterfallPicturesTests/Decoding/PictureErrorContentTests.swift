import SeededRandom
import TestSupport
import Testing

@testable import WaterfallPictures

/// No message quotes a file: whatever a file holds — a password line, a private key, a page
/// of a server's error, damaged pictures carrying text — the descriptions say what it looks
/// like and never repeat its bytes.
@Suite("PictureError: no file content in messages", .timeLimit(.minutes(3)))
struct PictureErrorContentTests {
    let decoder = PictureDecoder()
    let reader = PictureHeaderReader()

    static let secrets = [
        "root:*:20228:0:99999:7:::\ndaemon:*:20228:0:99999:7:::\n",
        "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\n",
        "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAzq5Xw9Tj\n",
        "<!DOCTYPE html><html><title>Secret Intranet QX7</title>",
        "{\"token\": \"sk-live-Zq81kWp0\"}",
        "AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG\n",
    ]

    /// Fails when `message` contains any run of `length` bytes of `content`.
    func expectNoQuote(_ message: String, of content: [UInt8], length: Int = 5, _ context: String) {
        let text = Array(message.utf8)
        guard content.count >= length, text.count >= length else { return }
        let runs = Set((0 ... content.count - length).map { Array(content[$0 ..< $0 + length]) })
        for start in 0 ... text.count - length where runs.contains(Array(text[start ..< start + length])) {
            Issue.record("\(context): \"\(message)\" quotes the file")
            return
        }
    }

    @Test("secrets in files of any name are described, not quoted, by the decoder and the header reader")
    func secretsAreNotQuoted() throws {
        let directory = try TemporaryDirectory()
        for (index, secret) in Self.secrets.enumerated() {
            let bytes = Array(secret.utf8)
            let path = try directory.write("photo\(index).jpg", bytes: bytes)
            let error = #expect(throws: PictureError.self) { try decoder.decode(file: path).size }
            expectNoQuote(error?.description ?? "", of: bytes, secret)
            #expect(error?.description.hasPrefix("not an image: ") == true, "\(String(describing: error))")
            if case .failure(let failure) = reader.read(file: path) {
                expectNoQuote(failure.description, of: bytes, secret)
            } else {
                Issue.record("the header reader accepted \(secret)")
            }
        }
    }

    @Test("random text and bytes never show up in a message")
    func randomContent() throws {
        var rng = SplitMix64(seed: 17)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789:/+=-_ \n<>{}\"".utf8)
        for round in 0 ..< 300 {
            let count = Int.random(in: 1 ... 200, using: &rng)
            let bytes: [UInt8] =
                round % 2 == 0
                ? (0 ..< count).map { _ in alphabet[Int.random(in: 0 ..< alphabet.count, using: &rng)] }
                : (0 ..< count).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }
            do {
                _ = try decoder.decode(bytes)
            } catch {
                expectNoQuote(error.description, of: bytes, length: 6, "\(bytes)")
            }
            if case .failure(let failure) = reader.read(bytes, isWholeFile: true) {
                expectNoQuote(failure.description, of: bytes, length: 6, "\(bytes)")
            }
        }
    }

    @Test("damaged pictures that carry text (comments, chunk names, metadata) do not quote it")
    func damagedPicturesCarryingText() throws {
        var rng = SplitMix64(seed: 5)
        let secret = Array("root:*:20228:0:99999".utf8)
        let samples = TestImages.blocks(width: 16, height: 16, channels: 3, using: &rng)
        // A PNG with a critical chunk of unknown name made of the secret's letters.
        var png = try TestImages.png(rows: samples, width: 16, height: 16, colorType: .rgb)
        png.insert(contentsOf: PNGBomb.chunk("ROOT", secret), at: 33)
        // A JPEG whose comment holds the secret and whose frame header is damaged.
        var jpeg = try TestImages.jpeg(samples, width: 16, height: 16)
        jpeg.insert(contentsOf: [0xFF, 0xFE, 0, UInt8(secret.count + 2)] + secret, at: 2)
        let frame = try #require(TestImages.frameHeaderOffset(jpeg))
        jpeg[frame + 4] = 7
        // A GIF with the secret as a comment, cut in its image data.
        let palette: [UInt8] = [0, 0, 0, 255, 255, 255]
        var gif = try TestImages.gif(
            width: 16, height: 16, palette: palette,
            frames: [TestImages.GIFFrame(indices: (0 ..< 256).map { UInt8($0 % 2) }, width: 16, height: 16)])
        gif.insert(contentsOf: [0x21, 0xFE, UInt8(secret.count)] + secret + [0], at: 19)
        gif.removeLast(8)
        // A WebP whose RIFF holds the secret after a damaged image chunk.
        var webp = try TestImages.webp(samples, width: 16, height: 16, lossless: true)
        webp[20] = 0  // the VP8L signature
        webp += secret
        for (name, bytes) in [("PNG", png), ("JPEG", jpeg), ("GIF", gif), ("WebP", webp)] {
            let error = #expect(throws: PictureError.self, "\(name)") { try decoder.decode(bytes).size }
            expectNoQuote(error?.description ?? "", of: secret, length: 4, name)
        }
        let pngError = #expect(throws: PictureError.self) { try decoder.decode(png).size }
        #expect(pngError == .corrupt(.png, message: "a chunk: unhandled critical chunk"))
    }
}
