import SafeText

#if canImport(Glibc)
import Glibc
#endif

/// Why the disk cache's directory cannot be used at all (then the network is used without it).
public enum DiskCacheError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The directory is a symbolic link: the cache never follows one, since it did not make it
    /// and cannot tell what else lives where it leads.
    case symbolicLink(path: String)
    /// Something other than a folder stands at the directory's path.
    case notAFolder(path: String)
    /// The directory cannot be created or opened; `reason` is the system's.
    case unusable(path: String, reason: String)
    /// The budget is not a positive number of bytes.
    case noBudget

    /// The error for a folder that failed to open.
    static func folder(_ failure: CacheFolderFailure) -> DiskCacheError {
        switch failure.code {
        case ELOOP: return .symbolicLink(path: failure.path)
        case ENOTDIR: return .notAFolder(path: failure.path)
        default: return .unusable(path: failure.path, reason: DiskCacheError.reason(failure.code))
        }
    }

    /// The system's text for `code`, in lower case (`permission denied`).
    static func reason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text).lowercased()
    }

    /// One sentence, safe to print.
    public var message: MessageText {
        switch self {
        case .symbolicLink(let path): "\(path) is a symbolic link; the disk cache does not follow a link it did not make"
        case .notAFolder(let path): "\(path) is not a folder (left as it is)"
        case .unusable(let path, let reason): "cannot use \(path): \(reason)"
        case .noBudget: "the disk cache needs a budget of at least one byte"
        }
    }

    /// ``message`` as a string.
    public var description: String { message.text }
}
