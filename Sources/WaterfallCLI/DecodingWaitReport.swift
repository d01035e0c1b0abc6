import Foundation
import ShopBrowser
import Synchronization
import WaterfallPictures

/// What `waterfall dump` (which has no status line) says on standard error while its photos wait
/// for a decoder helper that cannot be started: one line when the wait begins, one when helpers
/// start again, so a frame that takes long is never a silent hang. Thread-safe.
final class DecodingWaitReport: Sendable {
    private let isWaiting = Mutex(false)
    private let write: @Sendable (String) -> Void

    /// Watches `sandbox` from now on (kept alive by it), writing its lines with `write` (to
    /// standard error by default).
    init(watching sandbox: DecoderSandbox, write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }) {
        self.write = write
        sandbox.observeStatus { [self] status in report(status) }
    }

    /// Writes a line when `status` begins or ends a wait.
    private func report(_ status: SandboxStatus) {
        let line = isWaiting.withLock { isWaiting -> String? in
            switch (isWaiting, status) {
            case (false, .waiting):
                isWaiting = true
                return "waterfall: \(DecodingStatus(status)) (Ctrl-C stops)\n"
            case (true, .confined):
                isWaiting = false
                return "waterfall: decoder helpers start again\n"
            default:
                return nil
            }
        }
        if let line { write(line) }
    }
}
