import Colors
import SeededRandom
import Testing

@testable import Pixels

@Suite("Picture framing: cropped or letterboxed", .timeLimit(.minutes(3)))
struct FramingRuleTests {
    /// The share of a picture that cropping to an area's shape keeps, counted in pixels of the
    /// picture enlarged so both shapes are whole: the brute-force version of the rule.
    static func keptShare(_ picture: PictureSize, in area: PictureSize) -> Double {
        // Scale the picture by the area's sides so that the kept part has whole sides.
        let width = picture.width * area.width * area.height
        let height = picture.height * area.width * area.height
        let keptWidth = min(width, height * area.width / area.height)
        let keptHeight = min(height, width * area.height / area.width)
        return Double(keptWidth * keptHeight) / Double(width * height)
    }

    @Test("letterboxed exactly when cropping would keep less than half, over random sizes")
    func ruleMatchesKeptShare() {
        var rng = SplitMix64(seed: 2811)
        for _ in 0 ..< 2000 {
            let picture = PictureSize(width: Int.random(in: 1 ... 400, using: &rng), height: Int.random(in: 1 ... 400, using: &rng))
            let area = PictureSize(width: Int.random(in: 1 ... 120, using: &rng), height: Int.random(in: 1 ... 120, using: &rng))
            let expected: FramingRule = Self.keptShare(picture, in: area) < 0.5 ? .letterboxed : .cropped
            #expect(FramingRule.of(picture, in: area) == expected, "\(picture) in \(area)")
            // Turning both by a quarter, or scaling either, changes nothing.
            let turned = FramingRule.of(PictureSize(width: picture.height, height: picture.width), in: PictureSize(width: area.height, height: area.width))
            #expect(turned == expected)
            #expect(FramingRule.of(PictureSize(width: picture.width * 3, height: picture.height * 3), in: area) == expected)
        }
    }

    @Test("examples: a very tall picture in a capped card, a phone photo, a panorama in a banner, the boundary")
    func examples() {
        #expect(FramingRule.of(PictureSize(width: 600, height: 4000), in: PictureSize(width: 30, height: 44)) == .letterboxed)
        #expect(FramingRule.of(PictureSize(width: 1080, height: 1920), in: PictureSize(width: 30, height: 44)) == .cropped)
        #expect(FramingRule.of(PictureSize(width: 4000, height: 600), in: PictureSize(width: 30, height: 4)) == .cropped)
        #expect(FramingRule.of(PictureSize(width: 4000, height: 600), in: PictureSize(width: 20, height: 8)) == .letterboxed)
        // Exactly half is kept: cropped.
        #expect(FramingRule.of(PictureSize(width: 100, height: 100), in: PictureSize(width: 2, height: 1)) == .cropped)
        #expect(FramingRule.of(PictureSize(width: 99, height: 100), in: PictureSize(width: 2, height: 1)) == .letterboxed)
        #expect(FramingRule.of(PictureSize(width: 0, height: 100), in: PictureSize(width: 2, height: 1)) == .cropped)
    }

    @Test("a cropped frame is the centre cut scaled; a letterboxed one the whole picture scaled, centred on bars of the background")
    func framedPictures() throws {
        var rng = SplitMix64(seed: 2812)
        let background = RGB(red: 250, green: 248, blue: 240)
        for _ in 0 ..< 200 {
            let source = RandomPictures.picture(
                width: RandomPictures.side(1 ... 60, using: &rng), height: RandomPictures.side(1 ... 60, using: &rng), using: &rng)
            let width = RandomPictures.side(1 ... 50, using: &rng)
            let height = RandomPictures.side(1 ... 50, using: &rng)
            let framed = try #require(source.framed(toWidth: width, height: height, background: background))
            #expect(framed.size == PictureSize(width: width, height: height))
            guard FramingRule.of(source.size, in: framed.size) == .letterboxed else {
                #expect(framed == source.croppedToAspect(width: width, height: height).scaled(toWidth: width, height: height))
                continue
            }
            // The picture's own rectangle: every row or column outside it is the background.
            var inside: [(x: Int, y: Int)] = []
            for y in 0 ..< height {
                for x in 0 ..< width {
                    let pixel = try #require(framed.pixel(x: x, y: y))
                    if pixel != (background.red, background.green, background.blue) { inside.append((x, y)) }
                }
            }
            let tall = source.width * height < source.height * width
            let contentWidth = tall ? min(width, max(1, Int((Double(width) * Double(source.width * height) / Double(source.height * width)).rounded()))) : width
            let contentHeight =
                tall ? height : min(height, max(1, Int((Double(height) * Double(source.height * width) / Double(source.width * height)).rounded())))
            let left = (width - contentWidth) / 2
            let top = (height - contentHeight) / 2
            #expect(inside.allSatisfy { $0.x >= left && $0.x < left + contentWidth && $0.y >= top && $0.y < top + contentHeight })
            let content = framed.cropped(x: left, y: top, width: contentWidth, height: contentHeight)
            #expect(content == source.scaled(toWidth: contentWidth, height: contentHeight), "\(source.size) in \(width) x \(height)")
        }
    }

    @Test("the shape decides for non-square target pixels: a tall picture in half blocks of a capped card is letterboxed across")
    func shapeOfSymbols() throws {
        let tall = Picture(width: 60, height: 400, red: 10, green: 200, blue: 30)
        // 30 columns × 22 rows of half blocks: 30 × 44 pixels of the shape 30 : 44.
        let framed = try #require(tall.framed(toWidth: 30, height: 44, shape: PictureSize(width: 30, height: 44), background: .white))
        let row = (0 ..< 30).map { framed.pixel(x: $0, y: 20)?.green }
        // 60 : 400 in 30 : 44 takes 30 · (60 · 44) / (400 · 30) = 6.6 → 7 columns, centred.
        #expect(row.filter { $0 == 200 }.count == 7)
        #expect(row.prefix(11).allSatisfy { $0 == 255 } && row.suffix(12).allSatisfy { $0 == 255 })
        // Quadrants: 60 × 44 pixels of the same 30 : 44 shape take twice the columns.
        let quadrants = try #require(tall.framed(toWidth: 60, height: 44, shape: PictureSize(width: 30, height: 44), background: .white))
        #expect((0 ..< 60).filter { quadrants.pixel(x: $0, y: 20)?.green == 200 }.count == 13)
    }
}
