import SeededRandom
import Testing

@testable import WaterfallPictures

@Suite("PictureMetadata: EXIF date, camera and lens from the header", .timeLimit(.minutes(3)))
struct PictureMetadataTests {
    let reader = PictureHeaderReader()

    /// A small JPEG or PNG carrying `tiff` as its EXIF block.
    func file(with tiff: [UInt8], png: Bool, using rng: inout SplitMix64) throws -> [UInt8] {
        let width = Int.random(in: 1 ... 24, using: &rng)
        let height = Int.random(in: 1 ... 24, using: &rng)
        let rgb = (0 ..< width * height * 3).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }
        if png {
            return ExifBlock.png(try TestImages.png(rows: rgb, width: width, height: height, colorType: .rgb), tiff: tiff)
        }
        return ExifBlock.jpeg(try TestImages.jpeg(rgb, width: width, height: height, quality: 70), tiff: tiff)
    }

    /// What the reader must make of an ASCII value: the bytes up to the first NUL, at most 63,
    /// without trailing spaces, as UTF-8; nil when nothing is left.
    static func expectedText(_ bytes: [UInt8]) -> String? {
        var kept = Array(bytes.prefix { $0 != 0 }.prefix(63))
        while kept.last == UInt8(ascii: " ") { kept.removeLast() }
        return kept.isEmpty ? nil : String(decoding: kept, as: UTF8.self)
    }

    /// A random ASCII-ish value: printable text, sometimes accented, sometimes short enough to
    /// be stored inline, sometimes with trailing spaces, a NUL inside, or longer than 63 bytes.
    static func randomText(using rng: inout SplitMix64) -> [UInt8] {
        let length = [1, 3, 8, 20, 70].randomElement(using: &rng) ?? 8
        var bytes = (0 ..< length).map { _ in UInt8.random(in: 0x20 ... 0x7E, using: &rng) }
        if Bool.random(using: &rng) { bytes += Array("é".utf8) }
        if Int.random(in: 0 ..< 4, using: &rng) == 0 { bytes += [0x20, 0x20] }
        if Int.random(in: 0 ..< 6, using: &rng) == 0 { bytes.insert(0, at: Int.random(in: 0 ... bytes.count, using: &rng)) }
        if Bool.random(using: &rng) { bytes.append(0) }
        return bytes
    }

    /// Whether the fields make a real calendar date and time.
    static func isValid(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) -> Bool {
        guard year >= 1, (1 ... 12).contains(month), hour < 24, minute < 60, second < 60 else { return false }
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return (1 ... days).contains(day)
    }

    /// A random date text (often invalid: month 13, the 31st of a short month, February 29th,
    /// the zeros of unset clocks, hour 24) and the date it must read as.
    static func randomDate(using rng: inout SplitMix64) -> (bytes: [UInt8], expected: ExifDateTime?) {
        let year = [0, 1999, 2000, 2023, 2024, 1900].randomElement(using: &rng) ?? 2023
        let month = Int.random(in: 0 ... 13, using: &rng)
        let day = Int.random(in: 0 ... 31, using: &rng)
        let hour = Int.random(in: 0 ... 24, using: &rng)
        let minute = Int.random(in: 0 ... 59, using: &rng)
        let second = Int.random(in: 0 ... 60, using: &rng)
        let two = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        let yearText = String(repeating: "0", count: 4 - String(year).count) + String(year)
        let text = "\(yearText):\(two(month)):\(two(day)) \(two(hour)):\(two(minute)):\(two(second))"
        let valid = isValid(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        let date = valid ? ExifDateTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second) : nil
        return (Array(text.utf8) + [0], date)
    }

    @Test("random blocks in JPEG and PNG files, both byte orders: each field as the rules say")
    func randomBlocks() throws {
        var rng = SplitMix64(seed: 0xE71F)
        for round in 0 ..< 150 {
            var expected = PictureMetadata()
            var first: [ExifBlock.Entry] = []
            var exif: [ExifBlock.Entry] = []
            if Bool.random(using: &rng) {
                let make = Self.randomText(using: &rng)
                first.append(.ascii(0x010F, make))
                expected.cameraMake = Self.expectedText(make)
            }
            if Bool.random(using: &rng) {
                let model = Self.randomText(using: &rng)
                first.append(.ascii(0x0110, model))
                expected.cameraModel = Self.expectedText(model)
            }
            first.append(ExifBlock.Entry(tag: 0x0112, type: 3, count: 1, value: [0, 1]))
            let original = Int.random(in: 0 ..< 3, using: &rng) > 0 ? Self.randomDate(using: &rng) : nil
            let digitized = Bool.random(using: &rng) ? Self.randomDate(using: &rng) : nil
            if let original { exif.append(.ascii(0x9003, original.bytes)) }
            if let digitized { exif.append(.ascii(0x9004, digitized.bytes)) }
            expected.dateTaken = original?.expected ?? digitized?.expected
            if Bool.random(using: &rng) {
                let lens = Self.randomText(using: &rng)
                exif.append(.ascii(0xA434, lens))
                expected.lensModel = Self.expectedText(lens)
            }
            if Bool.random(using: &rng) {
                let lensMake = Self.randomText(using: &rng)
                exif.append(.ascii(0xA433, lensMake))
                expected.lensMake = Self.expectedText(lensMake)
            }
            first.shuffle(using: &rng)
            exif.shuffle(using: &rng)
            let block = ExifBlock(
                bigEndian: Bool.random(using: &rng), first: first, exif: exif.isEmpty && Bool.random(using: &rng) ? nil : exif,
                pointerPosition: Int.random(in: 0 ... first.count, using: &rng), gap: 2 * Int.random(in: 0 ... 3, using: &rng)
            )
            let png = round % 2 == 1
            let bytes = try file(with: block.bytes(), png: png, using: &rng)
            guard case .header(let header) = reader.read(bytes, isWholeFile: true) else {
                Issue.record("round \(round): no header")
                continue
            }
            if block.exif == nil {
                expected.dateTaken = nil
                expected.lensMake = nil
                expected.lensModel = nil
            }
            #expect(header.metadata == expected, "round \(round), \(png ? "PNG" : "JPEG")")
        }
    }

    @Test("a typical camera block: the date taken, the camera and the lens")
    func typicalCamera() throws {
        var rng = SplitMix64(seed: 7)
        for bigEndian in [false, true] {
            let block = ExifBlock(
                bigEndian: bigEndian,
                first: [.ascii(0x010F, "Canon"), .ascii(0x0110, "Canon EOS 5D Mark IV"), .ascii(0x0132, "2024:01:02 03:04:05")],
                exif: [.ascii(0x9003, "2023:07:14 18:02:11"), .ascii(0x9004, "2023:07:15 09:00:00"), .ascii(0xA434, "EF24-105mm f/4L IS USM")]
            )
            let bytes = try file(with: block.bytes(), png: false, using: &rng)
            guard case .header(let header) = reader.read(bytes) else {
                Issue.record("no header")
                continue
            }
            #expect(header.metadata.dateTaken == ExifDateTime(year: 2023, month: 7, day: 14, hour: 18, minute: 2, second: 11))
            #expect(header.metadata.camera == "Canon EOS 5D Mark IV")
            #expect(header.metadata.lens == "EF24-105mm f/4L IS USM")
        }
    }

    @Test("dates that are no dates are left out; the digitized date stands in for a missing or bad original")
    func badDates() throws {
        var rng = SplitMix64(seed: 8)
        let digitized = "2020:02:29 23:59:59"
        for bad in [
            "0000:00:00 00:00:00", "2023:02:29 10:00:00", "2023:04:31 10:00:00", "2023:13:01 10:00:00",
            "2023:01:01 24:00:00", "2023-01-01 10:00:00", "    :  :     :  :  ", "2023:01:01 10:00:00x", "2023:01:01",
        ] {
            let alone = ExifBlock(bigEndian: false, first: [], exif: [.ascii(0x9003, bad)])
            let header = reader.read(try file(with: alone.bytes(), png: false, using: &rng), isWholeFile: true)
            guard case .header(let plain) = header else {
                Issue.record("no header for \(bad)")
                continue
            }
            #expect(plain.metadata.dateTaken == nil, "\(bad)")
            let withDigitized = ExifBlock(bigEndian: true, first: [], exif: [.ascii(0x9003, bad), .ascii(0x9004, digitized)])
            guard case .header(let fallback) = reader.read(try file(with: withDigitized.bytes(), png: true, using: &rng), isWholeFile: true) else {
                Issue.record("no header for \(bad) with a digitized date")
                continue
            }
            #expect(fallback.metadata.dateTaken == ExifDateTime(year: 2020, month: 2, day: 29, hour: 23, minute: 59, second: 59), "\(bad)")
        }
    }

    @Test("damaged blocks (random bytes changed, offsets and counts past the end): no crash, valid dates only, the size still read")
    func damagedBlocks() throws {
        var rng = SplitMix64(seed: 0xDA3A)
        for round in 0 ..< 300 {
            let block = ExifBlock(
                bigEndian: Bool.random(using: &rng),
                first: [.ascii(0x010F, "Maker of things"), .ascii(0x0110, "Model of things")],
                exif: [.ascii(0x9003, "2022:12:31 23:59:59"), .ascii(0xA434, "A lens with a long name")]
            )
            var tiff = block.bytes()
            for _ in 0 ..< Int.random(in: 1 ... 6, using: &rng) {
                tiff[Int.random(in: 0 ..< tiff.count, using: &rng)] =
                    [0xFF, 0x00, 0x80, UInt8.random(in: 0 ... 255, using: &rng)].randomElement(using: &rng) ?? 0
            }
            if Int.random(in: 0 ..< 4, using: &rng) == 0 { tiff.removeLast(Int.random(in: 1 ... tiff.count - 1, using: &rng)) }
            let bytes = try file(with: tiff, png: round % 2 == 0, using: &rng)
            guard case .header(let header) = reader.read(bytes, isWholeFile: true) else {
                Issue.record("round \(round): the damaged EXIF block cost the header")
                continue
            }
            if let date = header.metadata.dateTaken {
                #expect(Self.isValid(year: date.year, month: date.month, day: date.day, hour: date.hour, minute: date.minute, second: date.second))
            }
            for text in [header.metadata.cameraMake, header.metadata.cameraModel, header.metadata.lensMake, header.metadata.lensModel] {
                #expect((text?.utf8.count ?? 0) <= 63 * 3)
            }
        }
    }

    @Test("the camera and the lens named as people name them")
    func joinedNames() {
        #expect(PictureMetadata(cameraMake: "NIKON CORPORATION", cameraModel: "NIKON D750").camera == "NIKON D750")
        #expect(PictureMetadata(cameraMake: "Apple", cameraModel: "iPhone 12").camera == "Apple iPhone 12")
        #expect(PictureMetadata(cameraMake: "FUJIFILM").camera == "FUJIFILM")
        #expect(PictureMetadata(cameraModel: "X100V").camera == "X100V")
        #expect(PictureMetadata().camera == nil)
        #expect(PictureMetadata(lensMake: "Canon", lensModel: "EF50mm f/1.8").lens == "Canon EF50mm f/1.8")
    }

    @Test("which headers say the picture may be transparent")
    func transparency() throws {
        let rgb = [UInt8](repeating: 90, count: 4 * 4 * 3)
        let rgba = [UInt8](repeating: 90, count: 4 * 4 * 4)
        let cases: [([UInt8], Bool)] = [
            (try TestImages.jpeg(rgb, width: 4, height: 4), false),
            (try TestImages.png(rows: rgb, width: 4, height: 4, colorType: .rgb), false),
            (try TestImages.png(rows: rgba, width: 4, height: 4, colorType: .rgba), true),
            (try TestImages.png(rows: rgb, width: 4, height: 4, colorType: .rgb, key: [90, 90, 90]), true),
            (try TestImages.webp(rgb, width: 4, height: 4, lossless: false, quality: 70), false),
            (try TestImages.webp(rgba.enumerated().map { $0.offset % 4 == 3 ? 10 : $0.element }, width: 4, height: 4, alpha: true, lossless: true), true),
            (
                try TestImages.gif(
                    width: 4, height: 4, palette: Array(0 ..< 12), frames: [TestImages.GIFFrame(indices: [UInt8](repeating: 1, count: 16), width: 4, height: 4)]
                ), true
            ),
        ]
        for (index, (bytes, alpha)) in cases.enumerated() {
            guard case .header(let header) = reader.read(bytes, isWholeFile: true) else {
                Issue.record("case \(index): no header")
                continue
            }
            #expect(header.mayHaveAlpha == alpha, "case \(index)")
        }
    }
}
