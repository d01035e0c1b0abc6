import ArgumentParser
import Foundation
import SeededRandom
import Testing
import WaterfallLayout

@testable import WaterfallCLI

@Suite("waterfall layout: options and output", .timeLimit(.minutes(3)))
struct LayoutCommandTests {
    @Test func printsOneJSONObjectPerItemInIndexOrder() throws {
        let command = try LayoutCommand.parse(["--width", "375", "--columns", "3", "--column-spacing", "10", "--row-spacing", "10", "--insets", "20,15,10,15"])
        let layout = command.makeLayout(for: LayoutInput(items: [.height(100, span: .single), .height(50, span: .single), .height(2, span: .full)]))
        #expect(
            (0 ..< layout.itemCount).map { LayoutCommand.line(for: $0, in: layout) } == [
                #"{"index":0,"column":0,"x":15,"y":20,"width":108,"height":100}"#,
                #"{"index":1,"column":1,"x":133,"y":20,"width":108,"height":50}"#,
                #"{"index":2,"column":null,"x":15,"y":130,"width":344,"height":2}"#,
            ])
    }

    @Test func directionsAreHonoured() throws {
        let command = try LayoutCommand.parse(["--width", "30", "--columns", "3", "--direction", "rtl"])
        let layout = command.makeLayout(for: LayoutInput(items: [.height(5, span: .single), .height(5, span: .single)]))
        #expect(layout.column(ofItem: 0) == 2)
        #expect(layout.column(ofItem: 1) == 1)
    }

    @Test(arguments: [
        ["--width", "0", "--columns", "3"],
        ["--width", "80", "--columns", "0"],
        ["--width", "80", "--columns", "2", "--insets", "1,2"],
        ["--width", "80", "--columns", "2", "--insets", "1,2,3,-4"],
        ["--width", "80", "--columns", "2", "--direction", "up"],
        ["--width", "80", "--columns", "2", "--row-spacing=-1"],
        ["--columns", "2"],
    ])
    func invalidOptionsAreRejected(arguments: [String]) {
        #expect(throws: (any Error).self) { try LayoutCommand.parse(arguments) }
    }

    @Test(arguments: [
        (["--width", "2", "--columns", "5"], "5 columns with column spacing 1 and left and right insets 0+0 need at least 9 cells; --width is 2."),
        (
            ["--width", "10", "--columns", "3", "--column-spacing", "2", "--insets", "0,3,0,2"],
            "3 columns with column spacing 2 and left and right insets 3+2 need at least 12 cells; --width is 10."
        ),
        (["--width", "4", "--columns", "1", "--insets", "9,2,9,2"], "1 column with left and right insets 2+2 needs at least 5 cells; --width is 4."),
        (["--width", "80", "--columns", "2", "--row-spacing", "1000001"], "--row-spacing must be from 0 to 1000000 cells, got 1000001."),
        (["--width", "80", "--columns", "2", "--column-spacing=-1"], "--column-spacing must be from 0 to 1000000 cells, got -1."),
        (
            ["--width", "80", "--columns", "2", "--insets", "9223372036854775807,0,0,0"],
            "--insets must be four distances from 0 to 1000000 cells, got 9223372036854775807,0,0,0."
        ),
    ])
    func optionsThatDoNotFitAreUsageErrorsThatSayWhy(arguments: [String], message: String) {
        do {
            _ = try LayoutCommand.parse(arguments)
            Issue.record("\(arguments) were accepted")
        } catch {
            #expect(LayoutCommand.message(for: error) == message)
            #expect(LayoutCommand.exitCode(for: error) == .validationFailure)
        }
    }

    @Test func theNarrowestWidthThatFitsIsAccepted() throws {
        let command = try LayoutCommand.parse(["--width", "12", "--columns", "3", "--column-spacing", "2", "--insets", "0,3,0,2"])
        let layout = command.makeLayout(
            for: LayoutInput(items: [.height(1, span: .single), .height(1, span: .single), .height(1, span: .single), .height(1, span: .full)]))
        #expect((0 ..< layout.itemCount).map { layout.frame(ofItem: $0).x } == [3, 6, 9, 3])
        #expect(layout.frame(ofItem: 3).width == 7)
    }

    /// The width that `columns` columns of one cell, their spacing and the side insets take,
    /// counted cell by cell.
    static func cellsTaken(columns: Int, spacing: Int, left: Int, right: Int) -> Int {
        var x = 0
        for _ in 0 ..< left { x += 1 }
        for column in 0 ..< columns {
            if column > 0 { for _ in 0 ..< spacing { x += 1 } }
            x += 1
        }
        for _ in 0 ..< right { x += 1 }
        return x
    }

    @Test func eitherTheCommandRefusesOrEveryPrintedFrameLiesInsideTheWidth() throws {
        var rng = SplitMix64(seed: 42)
        var refused = 0
        var accepted = 0
        for _ in 0 ..< 500 {
            let width = Int(rng.next() % 80) + 1
            let columns = Int(rng.next() % 24) + 1
            let spacing = Int(rng.next() % 7)
            let insets = (0 ..< 4).map { _ in Int(rng.next() % 13) }
            let direction = ["shortest", "ltr", "rtl"][Int(rng.next() % 3)]
            let arguments = [
                "--width", "\(width)", "--columns", "\(columns)", "--column-spacing", "\(spacing)",
                "--row-spacing", "\(rng.next() % 4)", "--insets", insets.map(String.init).joined(separator: ","),
                "--direction", direction,
            ]
            let needed = Self.cellsTaken(columns: columns, spacing: spacing, left: insets[1], right: insets[3])
            let command: LayoutCommand
            do {
                command = try LayoutCommand.parse(arguments)
            } catch {
                refused += 1
                #expect(needed > width, "\(arguments) refused though \(needed) cells fit: \(LayoutCommand.message(for: error))")
                #expect(LayoutCommand.message(for: error).hasSuffix("at least \(needed) cells; --width is \(width)."), "\(arguments)")
                #expect(LayoutCommand.exitCode(for: error) == .validationFailure)
                continue
            }
            accepted += 1
            #expect(needed <= width, "\(arguments) accepted though \(needed) cells are needed")
            let items: [LayoutInput.Item] = (0 ..< Int(rng.next() % 16)).map { _ in
                let span: ItemSpan = rng.next() % 5 == 0 ? .full : rng.next() % 5 == 0 ? .columns(Int(rng.next() % 6) - 1) : .single
                if rng.next() % 2 == 0 { return .height(Int(rng.next() % 30), span: span) }
                return .image(width: Int(rng.next() % 2_000) + 1, height: Int(rng.next() % 2_000) + 1, span: span)
            }
            let layout = command.makeLayout(for: LayoutInput(items: items))
            #expect(layout.itemCount == items.count)
            for index in 0 ..< layout.itemCount {
                let line = LayoutCommand.line(for: index, in: layout)
                let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                let x = try #require(object["x"] as? Int)
                let frameWidth = try #require(object["width"] as? Int)
                #expect(x >= 0 && frameWidth >= 1 && x + frameWidth <= width, "\(arguments): \(line)")
            }
        }
        #expect(refused > 50 && accepted > 50, "refused \(refused), accepted \(accepted): the random options should exercise both")
    }

    @Test func spansArePlacedAndTheirClampIsSaid() throws {
        let command = try LayoutCommand.parse(["--width", "40", "--columns", "4", "--column-spacing", "0"])
        let input = LayoutInput(items: [
            .height(9, span: .single), .height(2, span: .single), .height(3, span: .single), .height(8, span: .single),
            .height(4, span: .columns(2)), .height(1, span: .columns(0)), .height(1, span: .columns(-3)), .height(1, span: .columns(9)),
        ])
        let layout = command.makeLayout(for: input)
        #expect(LayoutCommand.line(for: 4, in: layout) == #"{"index":4,"column":1,"span":2,"x":10,"y":3,"width":20,"height":4}"#)
        #expect(LayoutCommand.line(for: 7, in: layout) == #"{"index":7,"column":0,"span":4,"x":0,"y":9,"width":40,"height":1}"#)
        #expect(
            command.clampedSpans(in: input).map(\.text) == [
                "item 5: span 0 is not a number of columns; placed across 1",
                "item 6: span -3 is not a number of columns; placed across 1",
                "item 7: span 9 is more than the 4 columns; placed across 4",
            ])
        let single = try LayoutCommand.parse(["--width", "40", "--columns", "1"])
        let clamped = single.clampedSpans(in: LayoutInput(items: [.height(2, span: .columns(3))])).map(\.text)
        #expect(clamped == ["item 0: span 3 is more than the one column; placed across 1"])
    }

    @Test func fillingTheGapsNamesTheSpanAnItemWasPlacedBefore() throws {
        let command = try LayoutCommand.parse(["--width", "20", "--columns", "2", "--column-spacing", "0", "--placement", "fill-gaps", "--lookahead", "3"])
        let layout = command.makeLayout(
            for: LayoutInput(items: [.height(6, span: .single), .height(2, span: .single), .height(2, span: .columns(2)), .height(4, span: .single)]))
        #expect(layout.waitingItems.isEmpty, "the input is all there is: nothing waits")
        #expect(layout.placementMoves(inSection: 0) == [PlacementMove(item: 3, placedBefore: 2)])
        #expect(LayoutCommand.line(for: 3, in: layout, placedBefore: 2) == #"{"index":3,"column":1,"x":10,"y":2,"width":10,"height":4,"placedBefore":2}"#)
        #expect(throws: (any Error).self) { try LayoutCommand.parse(["--width", "20", "--columns", "2", "--lookahead", "0"]) }
        #expect(throws: (any Error).self) { try LayoutCommand.parse(["--width", "20", "--columns", "2", "--placement", "best"]) }
    }
}
