import Foundation
import Pixels
import SeededRandom
import ShopCatalog
import Testing
import WaterfallPictures
import WaterfallTUI

@testable import ShopBrowser
@testable import ShopBrowserRuntime

@Suite("Card pictures: decoding, cutting, fitting", .timeLimit(.minutes(3)))
struct CardPictureMakerTests {
    let maker = CardPictureMaker(symbols: .halfBlocks, colorMode: .ansi256)

    @Test func aPhotoIsDecodedCutToTheCardAndFittedLikeTheParts() throws {
        let reference = PictureFixtures.photo("banner-forest-stream.jpg")
        let key = PictureKey(reference: reference, columns: 24, rows: 6)
        let raster = try maker.render(key).get()
        #expect(raster.columns == 24 && raster.rows == 6)
        // Oracle: the same steps done by hand — decode covering a square of eight times the card's
        // longer side in pixels, cut to the card's shape, scale, fit — give exactly the same cells.
        guard case .file(let path) = reference else { return }
        let decoded = try PictureDecoder(background: .black).decode(file: path, target: .covering(PictureSize(width: 192, height: 192)))
        #expect(min(decoded.width, decoded.height) >= 192)
        let cut = decoded.croppedToAspect(width: 24, height: 12)
        let scaled = try #require(cut.scaled(toWidth: 24, height: 12))
        let expected = try SymbolRaster(picture: scaled, columns: 24, rows: 6, symbols: .halfBlocks, colorMode: .ansi256)
        #expect(raster == expected)
    }

    @Test("every cell of a symbol card stands for at least 8 × 16 decoded pixels, or for the whole photo", arguments: SymbolSet.allCases)
    func symbolCardsAreDecodedEightTimesOver(symbols: SymbolSet) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: PictureFixtures.photos)
            .filter { ["jpg", "webp", "gif", "png"].contains(URL(fileURLWithPath: $0).pathExtension) }.sorted()
        var random = SplitMix64(seed: symbols == .halfBlocks ? 19 : 20)
        for _ in 0 ..< 12 {
            let name = try #require(names.randomElement(using: &random))
            let key = PictureKey(
                reference: PictureFixtures.photo(name), columns: Int.random(in: 1 ... 60, using: &random), rows: Int.random(in: 1 ... 30, using: &random))
            let maker = CardPictureMaker(symbols: symbols, colorMode: .ansi256)
            _ = try maker.render(key).get()
            let photo = try #require(maker.cachedPhoto(for: key))
            let cut = photo.picture.croppedToAspect(width: key.columns, height: 2 * key.rows)
            let whole = try PictureDecoder(background: .black).decode(file: PictureFixtures.photos + "/" + name)
            #expect(
                (cut.width >= 8 * key.columns && cut.height >= 16 * key.rows) || photo.picture.size == whole.size,
                "\(name) at \(key.columns)×\(key.rows) cells: cut \(cut.width)×\(cut.height) of \(photo.picture.width)×\(photo.picture.height)"
            )
        }
    }

    @Test func aDecodedPhotoIsReusedForAnotherSize() throws {
        let reference = PictureFixtures.photo("espresso-cup-red.jpg")
        _ = try maker.render(PictureKey(reference: reference, columns: 20, rows: 5)).get()
        #expect(maker.decodedPhotos.count == 1)
        _ = try maker.render(PictureKey(reference: reference, columns: 18, rows: 4)).get()
        #expect(maker.decodedPhotos.count == 1, "a smaller card reuses the decoded photo")
    }

    @Test func everyBadPictureGetsAShortReasonNamingNoPath() throws {
        let html = try PictureFixtures.file(named: "photo.jpg", contents: "<!DOCTYPE html><html><body>404</body></html>")
        let empty = try PictureFixtures.file(named: "empty.png", contents: "")
        let cases: [(ImageReference, String)] = [
            (.file(path: "/nonexistent/waterfall/photo.jpg"), "not found"),
            (html, "not an image"),
            (empty, "empty"),
            (.remote(url: "https://example.com/a.jpg"), "fetched only for catalogs read over http"),
        ]
        for (reference, words) in cases {
            let result = maker.render(PictureKey(reference: reference, columns: 10, rows: 4))
            guard case .failure(let failure) = result else {
                Issue.record("\(reference) should fail")
                continue
            }
            #expect(failure.reason.lowercased().contains(words), "\(failure)")
            #expect(failure.description.hasPrefix(reference.description), "the report names the file: \(failure)")
        }
    }

    @Test func aFileListedForADirectoryIsRefused() {
        let result = maker.render(PictureKey(reference: .file(path: PictureFixtures.photos), columns: 10, rows: 4))
        #expect((try? result.get()) == nil)
    }
}
