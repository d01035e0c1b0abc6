import Foundation
import TestSupport
import Testing

extension TerminalEndToEnd {
    /// The full-screen view in a real terminal (tmux): stepping through a filtered, sorted
    /// catalog in the order the waterfall shows, a product's photos first, and back to the grid.
    @Suite("ViewerEndToEnd: stepping through a filtered, sorted catalog full screen (tmux)", .serialized, .timeLimit(.minutes(3)))
    struct ViewerEndToEndTests {
        /// Four mugs (the second with three photos) and two plates, at prices that sort the mugs
        /// 3, 1, 4, 2 from the dearest.
        static let catalog = """
            [
            {"id": "m1", "title": "Mug one", "price": {"amount": 300, "currency": "CNY"}, "width": 400, "height": 300, "shop": "Shop", "image": "m1.jpg"},
            {"id": "m2", "title": "Mug two", "price": {"amount": 100, "currency": "CNY"}, "width": 400, "height": 320, "shop": "Shop", "image": "m2.jpg", "images": ["m2.jpg", "m2-side.jpg", "m2-box.jpg"]},
            {"id": "p5", "title": "Plate five", "price": {"amount": 900, "currency": "CNY"}, "width": 400, "height": 280, "shop": "Shop", "image": "p5.jpg"},
            {"id": "m3", "title": "Mug three", "price": {"amount": 400, "currency": "CNY"}, "width": 400, "height": 340, "shop": "Shop", "image": "m3.jpg"},
            {"id": "m4", "title": "Mug four", "price": {"amount": 200, "currency": "CNY"}, "width": 400, "height": 260, "shop": "Shop", "image": "m4.jpg"},
            {"id": "p6", "title": "Plate six", "price": {"amount": 800, "currency": "CNY"}, "width": 400, "height": 300, "shop": "Shop", "image": "p6.jpg"}
            ]

            """

        /// The full-screen view's status line (the screen's last line).
        static func statusLine(_ screen: String) -> String {
            String(screen.split(separator: "\n", omittingEmptySubsequences: false).last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? "")
        }

        @Test func stepsFollowTheFilteredSortedOrderAndAProductsPhotos() async throws {
            let scratch = try TemporaryDirectory()
            // Every photo a real one, so that none fails while it is made ahead.
            let photo = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Repository.path("Data/photos/acacia-deck-tiles.jpg"))))
            for name in ["m1", "m2", "m2-side", "m2-box", "m3", "m4", "p5", "p6"] { _ = try scratch.write("\(name).jpg", bytes: photo) }
            let file = try scratch.write("mugs.json", Self.catalog)
            let binary = try EndToEnd.waterfallBinary()
            let session = try await TmuxSession(width: 120, height: 40, command: [binary, "--data", file, "--latency", "0", "--images", "symbols"])
            defer { session.kill() }
            _ = try await session.waitFor("6 items", "Mug one")
            // Price, dearest first; then only the mugs.
            try await session.sendKeys("o", "o")
            _ = try await session.waitFor("price ↓")
            try await session.sendKeys("f", "M", "u", "g", "Enter")
            _ = try await session.waitUntil("the plates to be filtered out") { !$0.contains("Plate") && $0.contains("Mug three") }
            try await session.sendKeys("g", "Enter")
            let expected = [
                "1/4 · Mug three", "2/4 · Mug one", "3/4 · Mug four", "4/4 · photo 1/3 · Mug two", "4/4 · photo 2/3 · Mug two",
                "4/4 · photo 3/3 · Mug two",
            ]
            for (step, status) in expected.enumerated() {
                if step > 0 { try await session.sendKeys("n") }
                let screen = try await session.waitUntil("the view to show \(status)") { Self.statusLine($0).contains(status) }
                #expect(Self.statusLine(screen).contains(status))
            }
            try await session.sendKeys("n")
            _ = try await session.waitFor("the last item")
            // Back: the previous product's last photo comes before it.
            try await session.sendKeys("Home", "p")
            _ = try await session.waitFor("the first item")
            try await session.sendKeys("End", "p")
            _ = try await session.waitUntil("photo 2/3") { Self.statusLine($0).contains("4/4 · photo 2/3 · Mug two") }
            try await session.sendKeys("m", "Escape")
            let grid = try await session.waitUntil("the grid again") { !$0.contains("photo 2/3") && $0.contains("1 marked") }
            #expect(grid.contains("Mug two"), "the grid shows the product last shown:\n\(grid)")
            try await session.sendKeys("q")
        }
    }
}
