import Testing

@testable import WaterfallPictures

@Suite("ContentSniffer", .timeLimit(.minutes(3)))
struct ContentSnifferTests {
    static let pictures: [([UInt8], SniffedContent)] = [
        ([0xFF, 0xD8, 0xFF, 0xE0], .picture(.jpeg)),
        ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0], .picture(.png)),
        (Array("GIF87a".utf8), .picture(.gif)),
        (Array("GIF89a".utf8), .picture(.gif)),
        (Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8), .picture(.webp)),
        ([0, 0, 0, 0x1C] + Array("ftypavif".utf8), .picture(.avif)),
        ([0, 0, 0, 0x1C] + Array("ftypavis".utf8), .picture(.avif)),
        ([0, 0, 0, 0x18] + Array("ftypheic".utf8), .picture(.heif)),
        ([0, 0, 0, 0x18] + Array("ftypheix".utf8), .picture(.heif)),
        ([0, 0, 0, 0x18] + Array("ftyphevc".utf8), .picture(.heif)),
        ([0, 0, 0, 0x18] + Array("ftypheim".utf8), .picture(.heif)),
        ([0, 0, 0, 0x18] + Array("ftypheis".utf8), .picture(.heif)),
        ([0, 0, 0, 0x18] + Array("ftypmif1".utf8), .picture(.heif)),
        ([0, 0, 0, 0x18] + Array("ftypmsf1".utf8), .picture(.heif)),
        ([0, 0, 0, 0x18] + Array("ftypmif1\u{0}\u{0}\u{0}\u{0}mif1miaf".utf8), .picture(.heif)),
        ([0, 0, 0, 0x1C] + Array("ftypmif1\u{0}\u{0}\u{0}\u{0}mif1avifmiaf".utf8), .picture(.avif)),
        // A compatible brand beyond the ftyp box's own size does not count.
        ([0, 0, 0, 0x14] + Array("ftypmif1\u{0}\u{0}\u{0}\u{0}mif1avifmiaf".utf8), .picture(.heif)),
    ]

    static let unsupported: [([UInt8], SniffedContent)] = [
        ([0x49, 0x49, 0x2A, 0x00, 8, 0], .unsupported("TIFF")),
        ([0x42, 0x4D, 1, 2, 3, 4, 0, 0, 0, 0, 54], .unsupported("BMP")),
        (Array("<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\">".utf8), .unsupported("SVG")),
        (Array("<SVG width=\"4\">".utf8), .unsupported("SVG")),
    ]

    static let others: [([UInt8], SniffedContent)] = [
        ([0, 0, 0, 0x18] + Array("ftypisom".utf8), .notAnImage(.mp4Video)),
        ([0, 0, 0, 0x20] + Array("ftypmp42".utf8), .notAnImage(.mp4Video)),
        ([0, 0, 0, 0x1C] + Array("ftypM4V ".utf8), .notAnImage(.mp4Video)),
        ([0, 0, 0, 0x14] + Array("ftypqt  ".utf8), .notAnImage(.quickTimeVideo)),
        ([0, 0, 0x10, 0] + Array("moov".utf8), .notAnImage(.quickTimeVideo)),
        ([0, 0, 0, 0x08] + Array("wide".utf8), .notAnImage(.quickTimeVideo)),
        (Array("The wide river".utf8), .notAnImage(.text)),
        (Array("%PDF-1.7\n".utf8), .notAnImage(.pdf)),
        ([0x1A, 0x45, 0xDF, 0xA3, 0x9F, 0x42, 0x82, 0x84] + Array("webm".utf8), .notAnImage(.webmVideo)),
        ([0x1A, 0x45, 0xDF, 0xA3, 0x9F, 0x42, 0x82, 0x88] + Array("matroska".utf8), .notAnImage(.matroskaVideo)),
        (Array("RIFF".utf8) + [0x10, 0, 0, 0] + Array("AVI LIST".utf8), .notAnImage(.aviVideo)),
        (Array("RIFF".utf8) + [0x10, 0, 0, 0] + Array("WAVEfmt ".utf8), .notAnImage(.binary)),
        (Array(#"<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>"#.utf8), .notAnImage(.xml)),
        (Array(#"<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>"#.utf8), .notAnImage(.xml)),
        (Array("<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\"><plist/>".utf8), .notAnImage(.xml)),
        (Array("<gpx version=\"1.1\">".utf8), .notAnImage(.xml)),
        (Array("<!-- saved from url -->".utf8), .notAnImage(.html)),
        (Array("<HTML><BODY>".utf8), .notAnImage(.html)),
        (Array("<p>gone".utf8), .notAnImage(.html)),
        ([0, 0, 0, 1] + Array("Bud1".utf8) + [0, 0, 0x10, 0, 0, 0, 0x08, 0], .notAnImage(.binary)),
        ([0x89, 0x50, 0x4E, 0x47], .notAnImage(.binary)),
        ([0xFF, 0xD8], .notAnImage(.binary)),
        (Array("GIF86a".utf8), .notAnImage(.text)),
        (Array("BM is not a bitmap".utf8), .notAnImage(.text)),
        (Array("\u{FEFF}\n  <!DOCTYPE html><html>".utf8), .notAnImage(.html)),
        (Array("<div>404</div>".utf8), .notAnImage(.html)),
        (Array("<?xml version=\"1.0\"?><feed/>".utf8), .notAnImage(.xml)),
        (Array(" {\"error\": \"not found\"}".utf8), .notAnImage(.json)),
        (Array("[1, 2]".utf8), .notAnImage(.json)),
        (Array("root:*:20228:0:99999:7:::".utf8), .notAnImage(.text)),
        ([0x00, 0x01, 0xFE, 0x7F, 0x10], .notAnImage(.binary)),
    ]

    @Test("picture signatures are recognised from the first bytes", arguments: pictures)
    func pictureSignatures(bytes: [UInt8], expected: SniffedContent) {
        #expect(ContentSniffer.sniff(bytes) == expected)
    }

    @Test("formats the decoder does not read are named", arguments: unsupported)
    func unsupportedSignatures(bytes: [UInt8], expected: SniffedContent) {
        #expect(ContentSniffer.sniff(bytes) == expected)
    }

    @Test("other content is told by what it looks like", arguments: others)
    func otherContent(bytes: [UInt8], expected: SniffedContent) {
        #expect(ContentSniffer.sniff(bytes) == expected)
    }

    @Test("every ISO base media brand of a picture is a picture's format, never a video")
    func pictureBrandsAreNoVideos() {
        let brands = ["avif", "avis", "heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]
        for brand in brands {
            let bytes = [0, 0, 0, 0x18] + Array("ftyp".utf8) + Array(brand.utf8) + [0, 0, 0, 0]
            #expect([.picture(.heif), .picture(.avif)].contains(ContentSniffer.sniff(bytes)), "\(brand)")
        }
    }

    @Test("videos say they are videos; nothing else does")
    func videoContent() {
        #expect(NonImageContent.allCases.filter(\.isVideo) == [.mp4Video, .quickTimeVideo, .matroskaVideo, .webmVideo, .aviVideo])
        #expect(PictureError.notAnImage(.quickTimeVideo).description == "not an image: a QuickTime video")
        #expect(PictureError.notAnImage(.xml).description == "not an image: an XML document")
    }

    @Test("every prefix of a picture signature could still become a picture; other prefixes not")
    func prefixes() {
        for (bytes, _) in Self.pictures {
            for length in 0 ... min(bytes.count, ContentSniffer.signatureBytes - 1) {
                #expect(ContentSniffer.couldBecomePicture(bytes.prefix(length)), "\(bytes.prefix(length))")
            }
        }
        for bytes in [Array("GIX".utf8), [0xFF, 0xD9], Array("RIFF\u{0}\u{0}\u{0}\u{0}AVI".utf8), Array("<".utf8)] {
            #expect(!ContentSniffer.couldBecomePicture(bytes), "\(bytes)")
        }
    }
}
