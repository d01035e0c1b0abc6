import SeededRandom
import Testing

@testable import ShopCatalog

@Suite(.timeLimit(.minutes(3))) struct PagerMachineTests {
    private func page(_ number: Int, _ ids: [String], issues: [CatalogIssue] = []) -> PageResult {
        .page(CatalogPage(number: number, source: "p\(number).json", items: ids.map(Fixtures.item), issues: issues))
    }

    @Test func walksIdleLoadingIdleExhausted() throws {
        var machine = PagerMachine()
        #expect(machine.phase == .idle)
        let firstTicket = machine.requestNextPage()
        let first = try #require(firstTicket)
        #expect(first.page == 1 && machine.phase == .loading(page: 1))
        #expect(machine.requestNextPage() == nil)
        #expect(machine.retry() == nil)
        #expect(machine.complete(first, with: page(1, ["a", "b"])) == true)
        #expect(machine.phase == .idle && machine.nextPage == 2)
        #expect(machine.takeArrivals().map(\.id) == ["a", "b"])
        #expect(machine.takeArrivals().isEmpty)
        let secondTicket = machine.requestNextPage()
        let second = try #require(secondTicket)
        #expect(machine.complete(second, with: .end) == true)
        #expect(machine.phase == .exhausted && machine.phase.description == "end of catalog")
        #expect(machine.requestNextPage() == nil)
        #expect(machine.pagesLoaded == 1 && machine.itemsLoaded == 2)
    }

    @Test func otherFilesAreCountedAcrossPagesAndNotSkipped() throws {
        var machine = PagerMachine()
        for (number, others) in [(1, 3), (2, 0), (3, 9)] {
            let requested = machine.requestNextPage()
            let ticket = try #require(requested)
            let result = PageResult.page(CatalogPage(number: number, source: "photos", items: [Fixtures.item("i\(number)")], otherFiles: others))
            let accepted = machine.complete(ticket, with: result)
            #expect(accepted)
        }
        #expect(machine.otherFiles == 12 && machine.itemsSkipped == 0 && machine.itemsLoaded == 3)
        let requested = machine.requestNextPage()
        let late = try #require(requested)
        machine.cancel()
        let accepted = machine.complete(late, with: .page(CatalogPage(number: 4, source: "photos", items: [], otherFiles: 5)))
        #expect(!accepted)
        #expect(machine.otherFiles == 12, "a late answer counts nothing")
    }

    @Test func aSourceThatStopsExhaustsTheMachineAndKeepsItsReason() throws {
        var machine = PagerMachine()
        let firstTicket = machine.requestNextPage()
        machine.complete(try #require(firstTicket), with: page(1, ["a"]))
        #expect(machine.stopReason == nil)
        let secondTicket = machine.requestNextPage()
        let completed = machine.complete(try #require(secondTicket), with: .stopped("page 1 links to itself (http://x/1): stopping here"))
        #expect(completed)
        let again = machine.requestNextPage()
        let retried = machine.retry()
        #expect(machine.phase == .exhausted && again == nil && retried == nil)
        #expect(machine.stopReason == "page 1 links to itself (http://x/1): stopping here")
        #expect(machine.pagesLoaded == 1 && machine.itemsLoaded == 1)
    }

    @Test func failureThenRetryLoadsTheSamePage() throws {
        var machine = PagerMachine()
        let firstTicket = machine.requestNextPage()
        let first = try #require(firstTicket)
        #expect(machine.fail(first, reason: "timeout") == true)
        #expect(machine.phase == .failed(page: 1, reason: "timeout"))
        #expect(machine.phase.description == "page 1 failed: timeout")
        #expect(machine.requestNextPage() == nil)
        let retryTicket = machine.retry()
        let retry = try #require(retryTicket)
        #expect(retry.page == 1 && retry != first)
        #expect(machine.complete(first, with: page(1, ["stale"])) == false)
        #expect(machine.complete(retry, with: page(1, ["a"])) == true)
        #expect(machine.takeArrivals().map(\.id) == ["a"])
    }

    @Test func cancelDropsTheLateAnswer() throws {
        var machine = PagerMachine()
        let ticketTicket = machine.requestNextPage()
        let ticket = try #require(ticketTicket)
        machine.cancel()
        #expect(machine.phase == .idle && machine.currentTicket == nil)
        #expect(machine.complete(ticket, with: page(1, ["a"])) == false)
        #expect(machine.fail(ticket, reason: "late") == false)
        #expect(machine.takeArrivals().isEmpty && machine.phase == .idle)
        #expect(machine.requestNextPage()?.page == 1)
    }

    @Test func duplicatesAcrossPagesAreSkippedAndReported() throws {
        var machine = PagerMachine()
        let bad = CatalogIssue(file: "p1.json", location: .item(3), itemID: "z", field: "price", message: "negative price -1")
        let firstTicket = machine.requestNextPage()
        let first = try #require(firstTicket)
        machine.complete(first, with: page(1, ["a", "b"], issues: [bad]))
        let secondTicket = machine.requestNextPage()
        let second = try #require(secondTicket)
        machine.complete(second, with: page(2, ["b", "c"]))
        #expect(machine.takeArrivals().map(\.id) == ["a", "b", "c"])
        #expect(machine.itemsLoaded == 3 && machine.itemsSkipped == 2)
        #expect(
            machine.issues.map(\.description) == [
                #"p1.json: item 3 ("id": "z"): field "price": negative price -1"#,
                #"p2.json: page 2 ("id": "b"): field "id": duplicate id, already loaded from an earlier page"#,
            ])
    }

    /// However many items are skipped, the machine keeps the first reports and a count: five
    /// million bad lines used to keep five million reports (about 1.1 GB).
    @Test func keepsTheFirstReportsAndCountsTheRest() throws {
        var machine = PagerMachine()
        let pages = 400
        for number in 1 ... pages {
            let requested = machine.requestNextPage()
            let ticket = try #require(requested)
            let issues = (1 ... 30).map { line in
                CatalogIssue(file: "bad.jsonl", location: .line((number - 1) * 30 + line), itemID: nil, field: nil, message: "not JSON: it looks like text")
            }
            machine.complete(ticket, with: page(number, [], issues: issues))
        }
        #expect(machine.itemsSkipped == pages * 30)
        #expect(machine.issues.count == CatalogLimits.maximumKeptIssues)
        #expect(machine.issues.map(\.location) == (1 ... CatalogLimits.maximumKeptIssues).map { .line($0) })
        #expect(machine.skipped.uncounted == pages * 30 - CatalogLimits.maximumKeptIssues)
    }

    /// Drives the machine with seeded random interleavings of requests, successes, failures,
    /// retries, cancellations, stale answers and takes, checking the invariants after every
    /// step, then lets it finish and checks that every unique item arrived exactly once, in order.
    @Test(arguments: 0 ..< 200)
    func randomInterleavingsKeepEveryInvariant(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let pageCount = Int(random.next() % 6)
        let pages: [[String]] = (0 ..< pageCount).map { pageIndex in
            (0 ..< Int(random.next() % 5)).map { _ in "i\(random.next() % 12)" } + ["p\(pageIndex)"]
        }
        var expectedOrder: [String] = []
        for id in pages.flatMap({ $0 }) where !expectedOrder.contains(id) { expectedOrder.append(id) }
        let answer: (Int) -> PageResult = { number in
            number <= pageCount ? page(number, pages[number - 1]) : .end
        }

        var machine = PagerMachine()
        var delivered: [String] = []
        var oldTickets: [PagerMachine.Ticket] = []
        for _ in 0 ..< 60 {
            let before = machine
            switch random.next() % 8 {
            case 0:
                if let ticket = machine.requestNextPage() {
                    #expect(before.phase == .idle && ticket.page == before.nextPage)
                    oldTickets.append(ticket)
                } else {
                    #expect(before.phase != .idle)
                }
            case 1:
                if let ticket = machine.retry() {
                    guard case .failed(let failedPage, _) = before.phase else {
                        Issue.record("retry outside failed")
                        return
                    }
                    #expect(ticket.page == failedPage)
                    oldTickets.append(ticket)
                }
            case 2, 3:
                if let ticket = machine.currentTicket { machine.complete(ticket, with: answer(ticket.page)) }
            case 4:
                if let ticket = machine.currentTicket { machine.fail(ticket, reason: "seeded failure") }
            case 5:
                machine.cancel()
            case 6:
                if let stale = oldTickets.randomElement(using: &random), stale != machine.currentTicket {
                    #expect(machine.complete(stale, with: answer(stale.page)) == false)
                    #expect(machine.fail(stale, reason: "stale") == false)
                    #expect(machine.phase == before.phase && machine.itemsLoaded == before.itemsLoaded)
                }
            default:
                delivered += machine.takeArrivals().map(\.id)
            }
            if case .loading(let loadingPage) = machine.phase {
                #expect(machine.currentTicket?.page == loadingPage)
            } else {
                #expect(machine.currentTicket == nil)
            }
            #expect(machine.itemsLoaded >= before.itemsLoaded && machine.nextPage >= before.nextPage)
            #expect(machine.nextPage <= pageCount + 1)
        }

        var steps = 0
        while machine.phase != .exhausted, steps < 100 {
            steps += 1
            let ticket = machine.currentTicket ?? machine.requestNextPage() ?? machine.retry()
            guard let ticket else {
                Issue.record("stuck in \(machine.phase)")
                return
            }
            machine.complete(ticket, with: answer(ticket.page))
        }
        delivered += machine.takeArrivals().map(\.id)
        #expect(machine.phase == .exhausted)
        #expect(delivered == expectedOrder)
        #expect(machine.itemsLoaded == expectedOrder.count)
        #expect(machine.itemsSkipped == pages.joined().count - expectedOrder.count)
        #expect(machine.pagesLoaded == pageCount)
    }
}
