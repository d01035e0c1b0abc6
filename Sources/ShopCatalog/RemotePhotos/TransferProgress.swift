/// What the transfers of a network source are doing right now, for a status line: how many
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

    /// A snapshot with these values.
    public init(pages: Int, photos: Int, photosQueued: Int, bytesInFlight: Int, bytesReceived: Int, longestRunning: Duration) {
        self.pages = pages
        self.photos = photos
        self.photosQueued = photosQueued
        self.bytesInFlight = bytesInFlight
        self.bytesReceived = bytesReceived
        self.longestRunning = longestRunning
    }

    /// Nothing in flight.
    public static let idle = TransferProgress(pages: 0, photos: 0, photosQueued: 0, bytesInFlight: 0, bytesReceived: 0, longestRunning: .zero)

    /// Whether anything is in flight or queued.
    public var isBusy: Bool { pages + photos + photosQueued > 0 }
}
