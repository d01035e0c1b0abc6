/// The version `waterfall --version` prints: the newest section of CHANGELOG.md (a test holds
/// the two together).
enum WaterfallVersion {
    /// The version, `MAJOR.MINOR.PATCH` with `-dev` while unreleased.
    static let current = "0.4.0-dev"
}
