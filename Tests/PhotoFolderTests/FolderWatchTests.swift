import Foundation
import PhotoFolder
import ShopCatalog
import Synchronization
import TestSupport
import Testing

@Suite("FolderWatch: inotify changes as item changes", .timeLimit(.minutes(2)))
struct FolderWatchTests {
    /// Gathers the watch's changes until `done` holds of them (or 30 s pass: a bound for a loaded
    /// machine, never reached when the changes come); returns them.
    static func gather(_ watch: FolderWatch, until done: (ItemChanges) -> Bool) async throws -> ItemChanges {
        var gathered = ItemChanges()
        let deadline = ContinuousClock.now + .seconds(30)
        while !done(gathered), ContinuousClock.now < deadline {
            if let changes = watch.takeChanges() { gathered = gathered.followed(by: changes) }
            try await Task.sleep(for: .milliseconds(30))
        }
        return gathered
    }

    @Test("pictures written, replaced and deleted, a subfolder made and removed: each reported, with the wake-up called")
    func changes() async throws {
        let directory = try TemporaryDirectory()
        let root = directory.path + "/album"
        try FolderFixtures.picture(root + "/a.png", .png, width: 10, height: 10)
        let wakeUps = Mutex(0)
        let watch = try #require(FolderWatch(roots: [root], recursive: true) { wakeUps.withLock { $0 += 1 } })
        defer { watch.stop() }

        try FolderFixtures.picture(root + "/b.jpg", .jpeg, width: 30, height: 20)
        var changes = try await Self.gather(watch) { $0.arrived.contains { $0.id == root + "/b.jpg" } }
        #expect(changes.arrived.map(\.id) == [root + "/b.jpg"])
        #expect(changes.arrived.first?.imageWidth == 30)
        #expect(wakeUps.withLock { $0 } > 0)

        try FolderFixtures.picture(root + "/b.jpg", .jpeg, width: 44, height: 20)
        try FileManager.default.removeItem(atPath: root + "/a.png")
        changes = try await Self.gather(watch) { $0.removed.contains(root + "/a.png") && $0.arrived.contains { $0.imageWidth == 44 } }
        #expect(changes.removed == [root + "/a.png"])
        #expect(changes.arrived.map(\.id) == [root + "/b.jpg"])

        try FolderFixtures.picture(root + "/sub/c.gif", .gif, width: 12, height: 12)
        changes = try await Self.gather(watch) { $0.arrived.contains { $0.id == root + "/sub/c.gif" } }
        #expect(changes.arrived.map(\.id) == [root + "/sub/c.gif"])
        #expect(changes.arrived.first?.origin.raw == root + "/sub")
        try FolderFixtures.picture(root + "/sub/d.png", .png, width: 12, height: 12)
        changes = try await Self.gather(watch) { $0.arrived.contains { $0.id == root + "/sub/d.png" } }
        #expect(changes.arrived.map(\.id) == [root + "/sub/d.png"], "the new subfolder is watched")

        try FileManager.default.removeItem(atPath: root + "/sub")
        changes = try await Self.gather(watch) { $0.removedPrefixes.contains(root + "/sub/") }
        #expect(changes.removedPrefixes == [root + "/sub/"])
        #expect(changes.arrived.isEmpty)

        try FolderFixtures.write(root + "/notes.txt", Array("text".utf8))
        changes = try await Self.gather(watch) { $0.removed.contains(root + "/notes.txt") }
        #expect(changes.arrived.isEmpty, "a file that is no picture never arrives")

        // After stop, a picture is written; a second watch on the same folder, started after the
        // stop, reports it: by then the kernel has had the event and a running watch has looked at
        // it, so the stopped one would have too (its thread has ended: stop waits for it).
        watch.stop()
        let calls = wakeUps.withLock { $0 }
        let witness = try #require(FolderWatch(roots: [root], recursive: true) {})
        defer { witness.stop() }
        try FolderFixtures.picture(root + "/late.png", .png, width: 5, height: 5)
        changes = try await Self.gather(witness) { $0.arrived.contains { $0.id == root + "/late.png" } }
        #expect(changes.arrived.map(\.id) == [root + "/late.png"], "the running watch saw the late picture")
        #expect(watch.takeChanges() == nil && wakeUps.withLock { $0 } == calls, "nothing after stop")
    }

    @Test("changes that follow each other: a later removal drops an earlier arrival, a later arrival overrides a removal")
    func merging() {
        let item = { (id: String) in
            CatalogItem(id: id, title: CatalogText(id), price: Price(minorUnits: 0, currency: "CNY")!, imageWidth: 1, imageHeight: 1, shop: CatalogText("f"))
        }
        let first = ItemChanges(arrived: [item("a"), item("b")], removed: ["c"])
        let merged = first.followed(by: ItemChanges(arrived: [item("c")], removed: ["a"], removedPrefixes: ["b"]))
        #expect(merged.arrived.map(\.id) == ["c"])
        #expect(merged.removed == ["a"])
        #expect(merged.removedPrefixes == ["b"])
    }
}
