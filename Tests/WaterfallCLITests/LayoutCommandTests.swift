import Testing
import WaterfallLayout
@testable import WaterfallCLI

@Suite("waterfall layout: options and output")
struct LayoutCommandTests {
    @Test func printsOneJSONObjectPerItemInIndexOrder() throws {
        let command = try LayoutCommand.parse(["--width", "375", "--columns", "3", "--column-spacing", "10", "--row-spacing", "10", "--insets", "20,15,10,15"])
        let layout = command.makeLayout(for: LayoutInput(items: [.height(100, fullSpan: false), .height(50, fullSpan: false), .height(2, fullSpan: true)]))
        #expect((0 ..< layout.itemCount).map { LayoutCommand.line(for: $0, in: layout) } == [
            #"{"index":0,"column":0,"x":15,"y":20,"width":108,"height":100}"#,
            #"{"index":1,"column":1,"x":133,"y":20,"width":108,"height":50}"#,
            #"{"index":2,"column":null,"x":15,"y":130,"width":344,"height":2}"#,
        ])
    }

    @Test func directionsAreHonoured() throws {
        let command = try LayoutCommand.parse(["--width", "30", "--columns", "3", "--direction", "rtl"])
        let layout = command.makeLayout(for: LayoutInput(items: [.height(5, fullSpan: false), .height(5, fullSpan: false)]))
        #expect(layout.column(ofItem: 0) == 2)
        #expect(layout.column(ofItem: 1) == 1)
    }

    @Test(arguments: [
        ["--width", "0", "--columns", "3"],
        ["--width", "80", "--columns", "0"],
        ["--width", "80", "--columns", "2", "--insets", "1,2"],
        ["--width", "80", "--columns", "2", "--insets", "1,2,3,-4"],
        ["--width", "80", "--columns", "2", "--direction", "up"],
        ["--width", "80", "--columns", "2", "--row-spacing", "-1"],
        ["--columns", "2"],
    ])
    func invalidOptionsAreRejected(arguments: [String]) {
        #expect(throws: (any Error).self) { try LayoutCommand.parse(arguments) }
    }
}
