import Foundation

/// Finds the catalog to show, in this order (documented in docs/data-format.md):
///
/// 1. the explicit path (`--data PATH`): a catalog directory, a directory containing
///    `catalog/` (such as `Data`), or a `.json` / `.jsonl` file;
/// 2. the `WATERFALL_DATA` environment variable, read the same way;
/// 3. `Data/catalog` under the current directory;
/// 4. `Data/catalog` in the running executable's directory or any parent of it
///    (from the real path of `/proc/self/exe`);
/// 5. ``installedCatalogPath`` beside the executable's directory (`PREFIX/share/waterfall/catalog`
///    for `PREFIX/bin/waterfall`, where `Scripts/install.sh` puts it);
/// 6. the repository's `Data/catalog`, found from this source file's compile-time path.
///
/// An explicit path or `WATERFALL_DATA` that does not work is an error (it is never silently
/// replaced by another catalog). If nothing is found the error lists every place searched.
public struct CatalogLocator: Sendable {
    /// The environment variable consulted second.
    public static let environmentVariable = "WATERFALL_DATA"
    /// Where an installed catalog lives, relative to the prefix the executable is installed
    /// under (`PREFIX/bin/waterfall` → `PREFIX/share/waterfall/catalog`).
    public static let installedCatalogPath = "share/waterfall/catalog"
    /// This file's path when it was compiled, inside `Sources/ShopCatalog/Locate/`.
    public static let compiledSourcePath: String = #filePath

    /// `--data PATH`, if given.
    public var explicitPath: String?
    /// The environment to read ``environmentVariable`` from.
    public var environment: [String: String]
    /// The directory relative paths are resolved against.
    public var currentDirectory: String
    /// The running executable's path, if known.
    public var executablePath: String?
    /// A source file inside the repository, if known.
    public var sourcePath: String?

    /// A locator for this process: its environment, current directory, executable and
    /// compile-time source path. Every input can be replaced (tests do).
    public init(
        explicitPath: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        currentDirectory: String = FileManager.default.currentDirectoryPath,
        executablePath: String? = CatalogLocator.runningExecutablePath(),
        sourcePath: String? = CatalogLocator.compiledSourcePath
    ) {
        self.explicitPath = explicitPath
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.executablePath = executablePath
        self.sourcePath = sourcePath
    }

    /// The real path of the running executable (`/proc/self/exe` resolved), or `nil`.
    public static func runningExecutablePath() -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    }

    /// Finds the catalog, or throws ``CatalogError/catalogNotFound(searched:)`` listing every
    /// place searched (or the error for an explicit path or `WATERFALL_DATA` that is unusable).
    public func locate() throws(CatalogError) -> CatalogLocation {
        if let explicitPath {
            return try resolveGiven(explicitPath)
        }
        if let fromEnvironment = environment[CatalogLocator.environmentVariable], !fromEnvironment.isEmpty {
            return try resolveGiven(fromEnvironment)
        }
        var searched: [String] = []
        for directory in candidateDirectories() {
            searched.append(directory)
            if isCatalogDirectory(directory) { return .directory(directory) }
        }
        throw CatalogError.catalogNotFound(searched: ["--data PATH (not given)", "$\(CatalogLocator.environmentVariable) (not set)"] + searched)
    }

    /// Steps 3–6: `Data/catalog` under the current directory, then up from the executable, then
    /// the installed catalog beside the executable's directory, then up from the source file,
    /// without repeats.
    func candidateDirectories() -> [String] {
        var candidates = [join(absolute(currentDirectory), "Data/catalog")]
        if let executablePath {
            let directory = realDirectory(of: executablePath)
            candidates += dataCatalogs(upFrom: directory)
            let prefix = (directory as NSString).deletingLastPathComponent
            candidates.append(join(prefix.isEmpty ? "/" : prefix, CatalogLocator.installedCatalogPath))
        }
        if let sourcePath {
            candidates += dataCatalogs(upFrom: realDirectory(of: sourcePath))
        }
        var seen: Set<String> = []
        return candidates.filter { seen.insert($0).inserted }
    }

    /// The directory holding `file`, after resolving symbolic links (so a link to the executable
    /// in another directory leads to where the executable really is).
    private func realDirectory(of file: String) -> String {
        let real = URL(fileURLWithPath: absolute(file)).resolvingSymlinksInPath().path
        return (real as NSString).deletingLastPathComponent
    }

    /// `Data/catalog` in `start` and in each of its parents, up to the root.
    private func dataCatalogs(upFrom start: String) -> [String] {
        var candidates: [String] = []
        var directory = start
        while true {
            candidates.append(join(directory, "Data/catalog"))
            let parent = (directory as NSString).deletingLastPathComponent
            if parent == directory || parent.isEmpty { break }
            directory = parent
        }
        return candidates
    }

    /// Interprets a path the user gave: a catalog directory, a directory holding `catalog/`,
    /// or a regular file (a FIFO, a device or a socket is refused at once, by its kind).
    private func resolveGiven(_ given: String) throws(CatalogError) -> CatalogLocation {
        let path = absolute(given)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CatalogError.fileNotFound(path: given)
        }
        guard isDirectory.boolValue else {
            do {
                try ReadableFile.checkRegularFile(path: path)
            } catch .fileNotFound {
                throw CatalogError.fileNotFound(path: given)
            } catch .notARegularFile(_, let kind) {
                throw CatalogError.notARegularFile(path: given, kind: kind)
            }
            return .file(given)
        }
        if isCatalogDirectory(path) { return .directory(given) }
        let nested = join(given, "catalog")
        if isCatalogDirectory(absolute(nested)) { return .directory(nested) }
        throw CatalogError.unexpectedContent(path: given, message: "directory has no \(CatalogManifest.fileName) (nor catalog/\(CatalogManifest.fileName))")
    }

    private func isCatalogDirectory(_ directory: String) -> Bool {
        FileManager.default.fileExists(atPath: join(directory, CatalogManifest.fileName))
    }

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : join(currentDirectory, path)
    }

    private func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
