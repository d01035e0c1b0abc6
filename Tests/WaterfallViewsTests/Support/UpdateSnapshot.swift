import Testing
import WaterfallLayout
import WaterfallViews

/// The state of a collection view before an update, by the data source's stable identities, and
/// the checks of what the update must have done: surviving live views keep their object and are
/// not prepared for reuse, views that left (or were reloaded) were prepared exactly once and
/// enqueued, the anchor keeps its screen row, and the focus follows its item.
struct UpdateSnapshot {
    /// A live view before the update.
    private struct Entry {
        var view: TestCell
        var reuseCount: Int
        var content: TestCell.Content?

        init(_ view: TestCell) {
            self.view = view
            reuseCount = view.reuseCount
            content = view.content
        }
    }

    /// Item ids by flat index before the update.
    private let itemIDs: [Int]
    /// Live cells by item id.
    private var cells: [Int: Entry] = [:]
    /// Live header and footer views by what they showed.
    private var supplementaryViews: [TestCell.Content: Entry] = [:]
    private let cellsEnqueued: Int
    private let viewsEnqueued: Int
    private let focusedID: Int?
    private let scrollOffset: Int
    private let frames: [Rect]
    private let viewportRows: Range<Int>

    /// Takes the snapshot; call it before changing the data source.
    init(_ view: WaterfallCollectionView<TestCell>, _ source: TestDataSource) {
        let itemIDs = (0 ..< view.itemCount).map(source.itemID(at:))
        self.itemIDs = itemIDs
        for (index, cell) in view.liveCells {
            cells[itemIDs[index]] = Entry(cell)
        }
        for (element, view) in view.visibleSupplementaryViews {
            supplementaryViews[source.content(of: element)] = Entry(view)
        }
        cellsEnqueued = view.statistics.enqueued
        viewsEnqueued = view.supplementaryStatistics.enqueued
        focusedID = view.focusedIndex.map { itemIDs[$0] }
        scrollOffset = view.scrollOffset
        let layout = view.layout
        frames = (0 ..< layout.itemCount).map(layout.frame(ofItem:))
        viewportRows = view.viewportRows
    }

    /// The anchor by brute force, given the ids that survive: the focused item when on screen and
    /// surviving, else the surviving item intersecting the viewport that starts on screen (then not)
    /// with the smallest top, then left edge. Its id and screen row.
    private func anchor(surviving: Set<Int>) -> (id: Int, row: Int)? {
        if let focusedID, surviving.contains(focusedID), let index = itemIDs.firstIndex(of: focusedID),
            frames[index].intersects(rows: viewportRows)
        {
            return (focusedID, frames[index].y - scrollOffset)
        }
        let candidates = frames.indices.filter { frames[$0].intersects(rows: viewportRows) && surviving.contains(itemIDs[$0]) }
        let best = candidates.min { a, b in
            let keyA = (frames[a].y >= scrollOffset ? 0 : 1, frames[a].y, frames[a].x)
            let keyB = (frames[b].y >= scrollOffset ? 0 : 1, frames[b].y, frames[b].x)
            return keyA < keyB
        }
        return best.map { (itemIDs[$0], frames[$0].y - scrollOffset) }
    }

    /// Checks the view after the update against the source's new state.
    func expectUpdate(
        to view: WaterfallCollectionView<TestCell>, _ source: TestDataSource, _ context: @autoclosure () -> String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let newIDs = (0 ..< view.itemCount).map(source.itemID(at:))
        var newIndex: [Int: Int] = [:]
        for (index, id) in newIDs.enumerated() { newIndex[id] = index }
        let surviving = Set(newIDs)

        var departures = 0
        for (id, entry) in cells {
            let index = newIndex[id]
            let reloaded = index.map { source.content(ofItem: $0) != entry.content } ?? false
            let live = index.flatMap { view.liveCells[$0] }
            if let live, !reloaded {
                #expect(live === entry.view, "surviving item \(id) kept its cell, \(context())", sourceLocation: sourceLocation)
                #expect(entry.view.reuseCount == entry.reuseCount, "kept cell of item \(id) was not reused, \(context())", sourceLocation: sourceLocation)
            } else {
                departures += 1
                #expect(entry.view.reuseCount == entry.reuseCount + 1, "cell of item \(id) prepared once, \(context())", sourceLocation: sourceLocation)
                if reloaded, let live {
                    #expect(live === entry.view, "reloaded item \(id) got its own cell back, \(context())", sourceLocation: sourceLocation)
                }
            }
        }
        #expect(
            view.statistics.enqueued - cellsEnqueued == departures, "cells enqueued: exactly those that left or were reloaded, \(context())",
            sourceLocation: sourceLocation)

        var viewDepartures = 0
        var liveByContent: [TestCell.Content: TestCell] = [:]
        for (element, live) in view.visibleSupplementaryViews { liveByContent[source.content(of: element)] = live }
        for (content, entry) in supplementaryViews {
            if let live = liveByContent[content], live === entry.view {
                #expect(entry.view.reuseCount == entry.reuseCount, "kept \(content) view was reused, \(context())", sourceLocation: sourceLocation)
            } else {
                viewDepartures += 1
                #expect(entry.view.reuseCount == entry.reuseCount + 1, "\(content) view prepared once, \(context())", sourceLocation: sourceLocation)
            }
        }
        #expect(
            view.supplementaryStatistics.enqueued - viewsEnqueued == viewDepartures, "views enqueued: exactly those that left, \(context())",
            sourceLocation: sourceLocation)

        if let anchor = anchor(surviving: surviving), let index = newIndex[anchor.id] {
            let expected = min(max(0, view.frame(ofItem: index).y - anchor.row), view.maximumScrollOffset)
            #expect(view.scrollOffset == expected, "anchor item \(anchor.id) at row \(anchor.row), \(context())", sourceLocation: sourceLocation)
        } else {
            #expect(view.scrollOffset == min(scrollOffset, view.maximumScrollOffset), "no anchor: offset kept, \(context())", sourceLocation: sourceLocation)
        }
        let expectedFocus = focusedID.flatMap { newIndex[$0] }
        #expect(view.focusedIndex == expectedFocus, "focus follows item \(String(describing: focusedID)), \(context())", sourceLocation: sourceLocation)
    }
}
