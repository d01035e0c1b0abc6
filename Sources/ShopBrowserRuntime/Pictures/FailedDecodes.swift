import ShopBrowser
import ShopCatalog
import Synchronization

/// The pictures whose decoding failed (a decoder's refusal, damage, a helper that crashed, hung or
/// broke the protocol), by file or URL: each is decoded once, and a later rendition of it (another
/// card size, zoom, framing or screen size, also one asked for while the first was still being
/// decoded) fails at once with the same failure, until it is forgotten — its file changed on
/// disk, or `r` asks for it again. Shared by the picture workers. Thread-safe.
package final class FailedDecodes: Sendable {
    private let failures = Mutex<[ImageReference: PictureFailure]>([:])

    /// An empty record.
    package init() {}

    /// How `reference` failed to decode, if it did. O(1).
    package func failure(of reference: ImageReference) -> PictureFailure? {
        failures.withLock { $0[reference] }
    }

    /// Records that `failure`'s picture could not be decoded (the first failure is kept). O(1).
    package func record(_ failure: PictureFailure) {
        failures.withLock { failures in
            if failures[failure.reference] == nil { failures[failure.reference] = failure }
        }
    }

    /// Forgets the failure of `reference`, so that it is decoded again when next wanted. O(1).
    package func forget(_ reference: ImageReference) {
        _ = failures.withLock { $0.removeValue(forKey: reference) }
    }

    /// The number of pictures recorded as failed.
    package var count: Int { failures.withLock { $0.count } }
}
