import TestSupport
import Testing

@testable import ShopCatalog

#if canImport(Glibc)
import Glibc
#endif

@Suite(.timeLimit(.minutes(3))) struct CatalogLocatorTests {
    private let manifest = #"{"format": "waterfall-catalog", "version": 1, "name": "t", "pageSize": 1, "pages": ["p.json"]}"#

    private func locator(explicit: String? = nil, environment: [String: String] = [:], cwd: String, executable: String? = nil, source: String? = nil)
        -> CatalogLocator
    {
        CatalogLocator(explicitPath: explicit, environment: environment, currentDirectory: cwd, executablePath: executable, sourcePath: source)
    }

    @Test func explicitPathWinsAndAcceptsDirectoriesFilesAndDataFolders() throws {
        let root = try TemporaryDirectory()
        try root.write("Data/catalog/catalog.json", manifest)
        let file = try root.write("mine.jsonl", "")
        let other = try TemporaryDirectory()
        try other.write("Data/catalog/catalog.json", manifest)
        #expect(try locator(explicit: file, cwd: other.path).locate() == .file(file))
        #expect(try locator(explicit: root.path + "/Data", cwd: other.path).locate() == .directory(root.path + "/Data/catalog"))
        #expect(try locator(explicit: "Data/catalog", cwd: root.path).locate() == .directory("Data/catalog"))
        #expect(try locator(explicit: "mine.jsonl", environment: ["WATERFALL_DATA": other.path + "/Data"], cwd: root.path).locate() == .file("mine.jsonl"))
    }

    @Test func badExplicitPathIsAnErrorNotAFallback() throws {
        let root = try TemporaryDirectory()
        try root.write("Data/catalog/catalog.json", manifest)
        #expect(throws: CatalogError.fileNotFound(path: "/no/such/catalog")) {
            try locator(explicit: "/no/such/catalog", cwd: root.path).locate()
        }
        #expect(throws: CatalogError.unexpectedContent(path: root.path, message: "directory has no catalog.json (nor catalog/catalog.json)")) {
            try locator(explicit: root.path, cwd: root.path).locate()
        }
    }

    /// A FIFO or a device given with --data (or in WATERFALL_DATA) is refused at once, by kind,
    /// before anything waits on it.
    @Test func specialFilesAreRefusedWhenLocated() throws {
        let root = try TemporaryDirectory()
        let fifo = root.path + "/items.jsonl"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: CatalogError.notARegularFile(path: "items.jsonl", kind: .fifo)) {
            try locator(explicit: "items.jsonl", cwd: root.path).locate()
        }
        #expect(throws: CatalogError.notARegularFile(path: "/dev/zero", kind: .characterDevice)) {
            try locator(environment: ["WATERFALL_DATA": "/dev/zero"], cwd: root.path).locate()
        }
    }

    @Test func environmentComesBeforeTheCurrentDirectory() throws {
        let root = try TemporaryDirectory()
        try root.write("Data/catalog/catalog.json", manifest)
        let other = try TemporaryDirectory()
        try other.write("Data/catalog/catalog.json", manifest)
        #expect(try locator(environment: ["WATERFALL_DATA": other.path + "/Data/catalog"], cwd: root.path).locate() == .directory(other.path + "/Data/catalog"))
        #expect(try locator(environment: ["WATERFALL_DATA": ""], cwd: root.path).locate() == .directory(root.path + "/Data/catalog"))
    }

    @Test func walksUpFromTheExecutableThenFromTheSource() throws {
        let empty = try TemporaryDirectory()
        let install = try TemporaryDirectory()
        try install.write("Data/catalog/catalog.json", manifest)
        let executable = try install.write(".build/debug/waterfall", "")
        let repository = try TemporaryDirectory()
        try repository.write("Data/catalog/catalog.json", manifest)
        let source = try repository.write("Sources/ShopCatalog/Locate/CatalogLocator.swift", "")
        #expect(try locator(cwd: empty.path, executable: executable, source: source).locate() == .directory(install.path + "/Data/catalog"))
        #expect(
            try locator(cwd: empty.path, executable: empty.path + "/bin/waterfall", source: source).locate() == .directory(repository.path + "/Data/catalog"))
    }

    /// An install (`Scripts/install.sh`): `PREFIX/bin/waterfall` finds
    /// `PREFIX/share/waterfall/catalog`, also through a symbolic link from another directory,
    /// before the catalog of the repository it was built from; a `Data/catalog` up from the
    /// executable still comes first.
    @Test func anInstalledExecutableFindsTheCatalogInShare() throws {
        let empty = try TemporaryDirectory()
        let prefix = try TemporaryDirectory()
        try prefix.write("share/waterfall/catalog/catalog.json", manifest)
        let executable = try prefix.write("bin/waterfall", "")
        let repository = try TemporaryDirectory()
        try repository.write("Data/catalog/catalog.json", manifest)
        let source = try repository.write("Sources/ShopCatalog/Locate/CatalogLocator.swift", "")
        let installed = CatalogLocation.directory(prefix.path + "/share/waterfall/catalog")
        #expect(try locator(cwd: empty.path, executable: executable, source: source).locate() == installed)
        let links = try TemporaryDirectory()
        #expect(symlink(executable, links.path + "/waterfall") == 0)
        #expect(try locator(cwd: empty.path, executable: links.path + "/waterfall", source: source).locate() == installed)
        try prefix.write("Data/catalog/catalog.json", manifest)
        #expect(try locator(cwd: empty.path, executable: executable, source: source).locate() == .directory(prefix.path + "/Data/catalog"))
    }

    @Test func notFoundListsEveryPlaceSearched() throws {
        let empty = try TemporaryDirectory()
        do {
            _ = try locator(cwd: empty.path, executable: "/opt/x/bin/waterfall").locate()
            Issue.record("found a catalog in an empty setup")
        } catch {
            guard case .catalogNotFound(let searched) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(searched.first == "--data PATH (not given)")
            #expect(searched.contains(empty.path + "/Data/catalog"))
            #expect(searched.contains("/opt/x/bin/Data/catalog") && searched.contains("/Data/catalog"))
            #expect(searched.contains("/opt/x/share/waterfall/catalog"))
            #expect(error.description.contains("pass --data PATH or set WATERFALL_DATA"))
        }
    }

    @Test func defaultLocatorFindsTheRepositoryCatalog() throws {
        let empty = try TemporaryDirectory()
        let location = try CatalogLocator(explicitPath: nil, environment: [:], currentDirectory: empty.path).locate()
        guard case .directory(let path) = location else {
            Issue.record("expected a directory, got \(location)")
            return
        }
        #expect(try BundledCatalogSource(directory: path).pageCount == 20)
    }
}
