import TestSupport
import Testing

@Suite("Test parallelism: bounded when the bundle loads", .timeLimit(.minutes(1)))
struct TestParallelismTests {
    @Test func aBoundIsInForceBeforeTheFirstTestRuns() throws {
        let width = try #require(TestParallelism.width, "the constructor set the bound before Swift Testing read it")
        #expect(width >= 1)
    }
}
