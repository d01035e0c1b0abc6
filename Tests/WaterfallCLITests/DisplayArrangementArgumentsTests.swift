import ShopBrowser
import Testing

@testable import WaterfallCLI

@Suite("waterfall: grouping, sorting and filter options", .timeLimit(.minutes(1)))
struct DisplayArrangementArgumentsTests {
    @Test(arguments: [
        ["--group-by", "colour"], ["--sort", "name"], ["--min-rating", "5.5"], ["--min-rating", "4.25"], ["--min-rating", "-1"],
        ["--min-rating", "four"], ["--price", "200-10"], ["--price", "10"], ["--price", "a-b"], ["--price", "-5-10"],
    ])
    func badValuesAreRefused(arguments: [String]) {
        #expect(throws: (any Error).self) { try DumpCommand.parse(arguments) }
        #expect(throws: (any Error).self) { try BrowseCommand.parse(arguments) }
    }

    @Test(arguments: [(["--price", "200-10"], "--price"), (["--min-rating", "7"], "--min-rating")])
    func theMessageNamesTheOptionAndTheValue(arguments: [String], option: String) {
        do {
            _ = try DumpCommand.parse(arguments)
            Issue.record("\(arguments) was accepted")
        } catch {
            let message = DumpCommand.message(for: error)
            #expect(message.contains(option), "\(message)")
            #expect(message.contains("'\(arguments[1])'"), "\(message)")
        }
    }

    @Test func choicesBecomeTheBrowsersRules() throws {
        let command = try DumpCommand.parse(["--group-by", "shop", "--sort=-price", "--min-rating", "4.5", "--price", "10-200", "--filter", "linen"])
        let rules = command.arrangement.rules()
        #expect(rules.grouping == .shop)
        #expect(rules.sort == SortOrder(key: .price, descending: true))
        #expect(rules.filter.minimumRatingTenths == 45)
        #expect(rules.filter.priceRange == 10 ... 200)
        #expect(rules.filter.text == "linen")
        let plain = try DumpCommand.parse([]).arrangement.rules()
        #expect(plain.isDefault)
        #expect(try DumpCommand.parse(["--sort", "rating"]).arrangement.rules().sort == SortOrder(key: .rating, descending: true))
    }
}
