import SafeText

#if canImport(Glibc)
import Glibc
#endif

extension DiskCache {
    /// The most names one warning about files left alone lists; the rest are counted.
    static let namesPerWarning = 20

    /// Warns once per file that the files `names` in the folder of `namespace` are not the
    /// cache's and are left as they are; names already warned about are left out.
    func warnForeign(_ names: [String], in namespace: Namespace) {
        let new = state.withLock { state in names.filter { state.said.insert("foreign \(namespace.rawValue)/\($0)").inserted } }
        guard !new.isEmpty else { return }
        let shown = MessageText.joined(new.prefix(DiskCache.namesPerWarning).map { MessageText($0) }, separator: ", ")
        let more: MessageText = new.count > DiskCache.namesPerWarning ? " and \(new.count - DiskCache.namesPerWarning) more" : ""
        let files: MessageText = new.count == 1 ? "a file" : "files"
        give("the disk cache leaves alone \(files) it did not write in \(directory)/\(namespace.rawValue): \(shown)\(more)")
    }

    /// Warns once per `errno` that the cache cannot write in `folder` (the first folder it
    /// happened in is named).
    func warnCannotWrite(_ folder: String, code: Int32) {
        let said = state.withLock { !$0.said.insert("write \(code)").inserted }
        guard !said else { return }
        give("cannot write in the disk cache at \(folder): \(DiskCacheError.reason(code)); what is not kept there is fetched again")
    }

    /// Warns that the folder of `namespace` cannot be used, as `failure` says.
    func warnUnusable(_ namespace: Namespace, _ failure: CacheFolderFailure) {
        let problem: MessageText =
            switch failure.code {
            case ELOOP: "is a symbolic link, which the disk cache does not follow"
            case ENOTDIR: "is not a folder (left as it is)"
            default: "cannot be used: \(DiskCacheError.reason(failure.code))"
            }
        guard state.withLock({ $0.said.insert("folder \(namespace.rawValue)").inserted }) else { return }
        give("\(failure.path) \(problem); \(namespace.contents) are not kept in the disk cache")
    }

    /// Records `message` in ``warnings`` and hands it to the `onWarning` handler.
    private func give(_ message: MessageText) {
        state.withLock { $0.warnings.append(message) }
        onWarning?(message)
    }
}
