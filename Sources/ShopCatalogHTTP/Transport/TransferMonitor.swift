import Synchronization

/// What the transfers of a ``RemoteSession`` are doing right now, for a status line: how many
/// pages and photos are in flight, how many bytes they have received, and how long the oldest
/// has been running (so a status line can speak up only when a fetch is slow).
public struct TransferProgress: Sendable, Equatable {
    /// Page (and catalog document) fetches in flight.
    public var pages: Int
    /// Photo fetches in flight (whole photos and size probes), not counting those queued.
    public var photos: Int
    /// Photo fetches waiting for a connection.
    public var photosQueued: Int
    /// Bytes received so far by the fetches in flight.
    public var bytesInFlight: Int
    /// Bytes received by every fetch since the session started.
    public var bytesReceived: Int
    /// How long the oldest fetch in flight has been running; zero when none is.
    public var longestRunning: Duration

    /// Nothing in flight.
    public static let idle = TransferProgress(pages: 0, photos: 0, photosQueued: 0, bytesInFlight: 0, bytesReceived: 0, longestRunning: .zero)

    /// Whether anything is in flight or queued.
    public var isBusy: Bool { pages + photos + photosQueued > 0 }
}

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
