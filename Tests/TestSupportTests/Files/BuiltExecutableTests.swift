import Foundation
import TestSupport
import Testing

@Suite("Executables built beside the tests", .timeLimit(.minutes(1)))
struct BuiltExecutableTests {
    @Test func thePackagesOwnExecutableIsFoundBesideTheTests() throws {
        let path = try BuiltExecutable.path(named: "waterfall")
        #expect(path.hasSuffix("/waterfall"))
        #expect(FileManager.default.isExecutableFile(atPath: path))
    }

    @Test func aMissingExecutableIsNamedWithHowToBuildIt() {
        #expect {
            try BuiltExecutable.path(named: "no-such-program")
        } throws: { error in
            let description = (error as? BuiltExecutable.Missing)?.description ?? ""
            return description.contains("`no-such-program`") && description.contains("swift build")
        }
    }
}
