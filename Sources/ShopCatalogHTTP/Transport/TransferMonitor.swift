import ShopCatalog
import Synchronization

/// Counts the fetches of a session as they start, receive bytes and end. Thread-safe; every
/// call is O(1) except ``progress``, which is O(fetches in flight).
public final class TransferMonitor: Sendable {
    /// What a fetch is for.
    public enum Kind: Sendable {
        /// A catalog page or document.
        case page
        /// A photo, or the first bytes of one.
        case photo
    }

    private struct Transfer {
        let kind: Kind
        let started: ContinuousClock.Instant
        var received: Int
    }

    private struct State {
        var transfers: [Int: Transfer] = [:]
        var nextID = 0
        var queuedPhotos = 0
        var bytesReceived = 0
    }

    private let state = Mutex(State())

    /// A monitor with nothing in flight.
    public init() {}

    /// Records a fetch that starts now; returns its ticket for ``received(_:by:)`` and ``end(_:)``.
    func begin(_ kind: Kind) -> Int {
        state.withLock { state in
            state.nextID += 1
            state.transfers[state.nextID] = Transfer(kind: kind, started: .now, received: 0)
            return state.nextID
        }
    }

    /// Adds `count` bytes received by fetch `ticket`.
    func received(_ count: Int, by ticket: Int) {
        state.withLock { state in
            state.transfers[ticket]?.received += count
            state.bytesReceived += count
        }
    }

    /// The bytes fetch `ticket` has received so far.
    func bytes(of ticket: Int) -> Int {
        state.withLock { $0.transfers[ticket]?.received ?? 0 }
    }

    /// Records that fetch `ticket` ended (however it ended).
    func end(_ ticket: Int) {
        state.withLock { _ = $0.transfers.removeValue(forKey: ticket) }
    }

    /// Adds `change` (±1) to the photos waiting for a connection.
    func queueChanged(by change: Int) {
        state.withLock { $0.queuedPhotos += change }
    }

    /// A snapshot of the fetches in flight.
    public var progress: TransferProgress {
        let now = ContinuousClock.now
        return state.withLock { state in
            var progress = TransferProgress.idle
            progress.photosQueued = state.queuedPhotos
            progress.bytesReceived = state.bytesReceived
            for transfer in state.transfers.values {
                switch transfer.kind {
                case .page: progress.pages += 1
                case .photo: progress.photos += 1
                }
                progress.bytesInFlight += transfer.received
                progress.longestRunning = max(progress.longestRunning, now - transfer.started)
            }
            return progress
        }
    }
}
