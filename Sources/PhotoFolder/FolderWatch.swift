import Foundation
import ShopCatalog
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Watches folders of pictures with inotify and reports what changed as ``ItemChanges``: a
/// picture written, moved in or replaced arrives (sized from its header again), one deleted or
/// moved away is removed, a folder removed takes its pictures along; in a recursive watch a new
/// subfolder is watched and its pictures arrive. A file that is no picture (any more) is
/// removed if it was shown.
///
/// A thread of its own sleeps in `poll` on the inotify descriptor and a stop pipe — no polling
/// interval — and after the first event of a burst waits ``settleTime`` for the rest (a copy
/// writes many times), then looks at each path once and calls `onChange` (the event loop's
/// wake-up). ``takeChanges()`` hands over everything since the last call.
public final class FolderWatch: ItemChangeSource {
    /// How long a burst of events is gathered before the paths are looked at.
    public static let settleTime: Duration = .milliseconds(120)

    /// What the watch's thread found and nobody took yet, and whether the watch was stopped.
    private final class State: Sendable {
        let pending = Mutex(ItemChanges())
        let stopped = Mutex(false)
    }

    private let state = State()
    /// The inotify descriptor, and the pipe whose write end ``stop()`` closes.
    private let inotify: Int32
    private let stopPipe: (read: Int32, write: Int32)
    /// Signalled when the watch's thread has ended.
    private let finished = DispatchSemaphore(value: 0)

    /// Starts watching `roots` (and, when `recursive`, their subfolders, each once); `onChange`
    /// is called from the watch's thread whenever changes are waiting. Nil when inotify cannot
    /// be used (no watch then; the folders are still shown).
    public init?(roots: [String], recursive: Bool, onChange: @escaping @Sendable () -> Void) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else {
            close(descriptor)
            return nil
        }
        _ = fcntl(pipeEnds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(pipeEnds[1], F_SETFD, FD_CLOEXEC)
        inotify = descriptor
        stopPipe = (pipeEnds[0], pipeEnds[1])
        let loop = WatchLoop(inotify: descriptor, stopRead: pipeEnds[0], recursive: recursive)
        for root in roots { _ = loop.watch(root, announcing: false) }
        let finished = self.finished
        let state = self.state
        let thread = Thread {
            loop.run { changes in
                state.pending.withLock { $0 = $0.followed(by: changes) }
                onChange()
            }
            finished.signal()
        }
        thread.name = "waterfall folder watch"
        thread.start()
    }

    /// The changes since the last call, nil when there are none.
    public func takeChanges() -> ItemChanges? {
        state.pending.withLock { pending in
            guard !pending.isEmpty else { return nil }
            defer { pending = ItemChanges() }
            return pending
        }
    }

    /// Stops the watch's thread and closes its descriptors. Safe to call more than once.
    public func stop() {
        let running = state.stopped.withLock { stopped -> Bool in
            defer { stopped = true }
            return !stopped
        }
        guard running else { return }
        close(stopPipe.write)
        finished.wait()
        close(stopPipe.read)
        close(inotify)
    }

    deinit {
        stop()
    }
}
