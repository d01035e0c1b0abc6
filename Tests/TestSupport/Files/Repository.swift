import Foundation

/// The repository the tests run in, found from this file's path (Tests/TestSupport/Files/…), so
/// every test target finds it the same way wherever its own sources are.
public enum Repository {
    /// The repository root.
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The path of `relativePath` (e.g. `Data/catalog`) in the repository.
    public static func path(_ relativePath: String) -> String {
        root.appendingPathComponent(relativePath).path
    }

    /// The bundled catalog directory, `Data/catalog`.
    public static var bundledCatalog: String { path("Data/catalog") }
}
