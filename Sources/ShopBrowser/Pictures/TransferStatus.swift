import ShopCatalog

/// How the status line shows what the network is doing: nothing while every fetch is quick;
/// once one has run for ``slowAfter``, the pages and photos in flight, those queued, and the
/// bytes they have received (`receiving 1 page, 6 photos (12 queued) · 1.4 MB`), refreshed every
/// ``refreshInterval`` until nothing is in flight; and the photos waiting out a retry's backoff,
/// counting down to the soonest (`retrying 3 photos in 4 s`), looked at again only when its
/// seconds change. ``PictureConnection`` works ``Shown`` out from
/// each snapshot and reports it when it changes; the model only shows it. Numbers only: nothing
/// from the network is quoted.
package enum TransferStatus {
    /// How long a fetch runs before the status line speaks of it.
    package static let slowAfter = Duration.milliseconds(300)
    /// How often the figures are refreshed while shown.
    package static let refreshInterval = Duration.milliseconds(250)

    /// What the status line shows of `progress`, compared to tell when it changed: idle, busy
    /// but quick (nothing shown yet), or the text.
    package enum Shown: Equatable, Sendable {
        /// Nothing in flight.
        case idle
        /// Fetches in flight, none slow yet.
        case quick
        /// A fetch is slow: this text is shown.
        case slow(String)

        /// What is shown of `progress` and the photos waiting for a retry (`retries`, counted
        /// down at `now`) after `previous`: once shown, the figures stay until nothing is in
        /// flight (a slow batch of photos followed by the next one would otherwise blink); a
        /// waiting retry is always shown.
        package init(_ progress: TransferProgress, retries: WaitingRetries = .none, now: ContinuousClock.Instant = .now, after previous: Shown = .idle) {
            if !progress.isBusy, retries.count == 0 {
                self = .idle
            } else if progress.longestRunning >= TransferStatus.slowAfter || previous.text != nil || retries.count > 0 {
                self = .slow(TransferStatus.text(progress, retries: retries, now: now))
            } else {
                self = .quick
            }
        }

        /// The text shown, or nil.
        package var text: String? {
            if case .slow(let text) = self { return text }
            return nil
        }
    }

    /// `receiving 1 page, 6 photos (12 queued) · 1.4 MB · retrying 3 photos in 4 s`: the counts
    /// that are not zero, the bytes the fetches in flight received, and the photos waiting for a
    /// retry with the seconds until the soonest at `now`.
    package static func text(_ progress: TransferProgress, retries: WaitingRetries = .none, now: ContinuousClock.Instant = .now) -> String {
        var shown: [String] = []
        if progress.isBusy {
            var parts: [String] = []
            if progress.pages > 0 { parts.append(count(progress.pages, "page")) }
            if progress.photos > 0 || progress.photosQueued > 0 { parts.append(count(progress.photos, "photo")) }
            var text = "receiving " + parts.joined(separator: ", ")
            if progress.photosQueued > 0 { text += " (\(progress.photosQueued) queued)" }
            shown.append(text + " · " + bytes(progress.bytesInFlight))
        }
        if let seconds = retries.secondsLeft(at: now) {
            shown.append("retrying \(count(retries.count, "photo")) in \(seconds) s")
        }
        return shown.joined(separator: " · ")
    }

    /// How long until the status line may need to change by itself (a quick fetch turning slow,
    /// or the figures of a slow one moving on); nil when nothing is in flight. With
    /// `awaitingNetwork` (photos were asked of the network and have not arrived), a check is due
    /// after ``slowAfter`` even when the last report saw nothing in flight: the fetches may have
    /// started since, and nothing else would wake the loop before the first one ends.
    /// With photos waiting for a retry (`retries`, at `now`), the check is due when the
    /// countdown's seconds change, and no sooner while nothing else is in flight.
    package static func nextCheck(
        after shown: Shown, progress: TransferProgress, awaitingNetwork: Bool = false, retries: WaitingRetries = .none, now: ContinuousClock.Instant = .now
    ) -> Duration? {
        let countdown = retries.nextChange(at: now)
        let transfers: Duration? =
            switch shown {
            case .idle: awaitingNetwork ? slowAfter : nil
            case .quick: max(.milliseconds(10), slowAfter - progress.longestRunning)
            case .slow: progress.isBusy ? refreshInterval : nil
            }
        return [transfers, countdown].compactMap { $0 }.min()
    }

    /// `1 photo`, `6 photos`.
    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// `512 B`, `12 KB`, `1.4 MB`, `2.0 GB` (powers of 1024).
    static func bytes(_ count: Int) -> String {
        if count < 1024 { return "\(count) B" }
        if count < 1024 * 1024 { return "\(count / 1024) KB" }
        let tenths = count >= 1 << 30 ? count * 10 / (1 << 30) : count * 10 / (1 << 20)
        return "\(tenths / 10).\(tenths % 10) \(count >= 1 << 30 ? "GB" : "MB")"
    }
}
