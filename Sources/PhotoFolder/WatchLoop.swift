import SafeText
import ShopCatalog

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The inside of a ``FolderWatch``: its inotify watches (one a folder, each folder once) and
/// the loop its thread runs. Set up before the thread starts and used by that thread alone
/// afterwards, hence unchecked.
final class WatchLoop: @unchecked Sendable {
    /// What inotify reports: a file written, moved in or out, created or deleted, a folder gone.
    static let events = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB | IN_ONLYDIR)
    /// The longest a burst of events is gathered before it is reported.
    static let longestBurst: Duration = .seconds(1)

    private let inotify: Int32
    private let stopRead: Int32
    private let recursive: Bool
    private let probe = PictureProbe()
    /// The folder of every watch.
    private var folders: [Int32: String] = [:]
    /// The folders watched.
    private var visited: Set<FileIdentity> = []

    /// A loop reading `inotify` until `stopRead` is readable (its write end closed).
    init(inotify: Int32, stopRead: Int32, recursive: Bool) {
        self.inotify = inotify
        self.stopRead = stopRead
        self.recursive = recursive
    }

    /// Watches `folder` (and its subfolders when recursive), unless it is watched already; when
    /// `announcing`, the pictures found in them arrive (a folder made or moved in).
    func watch(_ folder: String, announcing: Bool) -> ItemChanges {
        guard case .folder(let identity) = FileKind.of(folder), visited.insert(identity).inserted else { return ItemChanges() }
        let descriptor = inotify_add_watch(inotify, folder, Self.events)
        guard descriptor >= 0 else { return ItemChanges() }
        folders[descriptor] = folder
        var changes = ItemChanges()
        guard recursive || announcing, case .success(let entries) = FolderEntries.read(folder) else { return changes }
        for name in entries.names {
            guard let text = String(validating: name, as: UTF8.self) else { continue }
            let path = FolderWalk.join(folder, text)
            switch FileKind.of(path) {
            case .folder where recursive:
                changes = changes.followed(by: watch(path, announcing: announcing))
            case .file(let bytes, let modified) where announcing:
                if case .picture(let item) = probe.item(path: path, name: text, folder: folder, bytes: bytes, modified: modified) {
                    changes.arrived.append(item)
                }
            default:
                break
            }
        }
        return changes
    }

    /// Runs until stopped: waits for events, gathers a burst, reports its changes to `deliver`.
    func run(deliver: (ItemChanges) -> Void) {
        while wait(timeoutMilliseconds: -1) {
            var touched: [String: String] = [:]
            var changes = ItemChanges()
            let clock = ContinuousClock()
            let deadline = clock.now + Self.longestBurst
            let settle = Int32(FolderWatch.settleTime.components.attoseconds / 1_000_000_000_000_000 + FolderWatch.settleTime.components.seconds * 1_000)
            repeat {
                changes = changes.followed(by: readEvents(into: &touched))
            } while clock.now < deadline && wait(timeoutMilliseconds: settle) && !isStopped()
            if isStopped() { return }
            for (path, folder) in touched.sorted(by: { $0.key < $1.key }) {
                changes = changes.followed(by: look(at: path, in: folder))
            }
            if !changes.isEmpty { deliver(changes) }
        }
    }

    /// Whether the stop pipe's write end was closed.
    private func isStopped() -> Bool {
        var descriptor = pollfd(fd: stopRead, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    /// Waits until inotify has events (true) or the watch is stopped or `timeoutMilliseconds`
    /// pass (false); -1 waits without limit.
    private func wait(timeoutMilliseconds: Int32) -> Bool {
        var descriptors = [pollfd(fd: inotify, events: Int16(POLLIN), revents: 0), pollfd(fd: stopRead, events: Int16(POLLIN), revents: 0)]
        while true {
            let ready = poll(&descriptors, 2, timeoutMilliseconds)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0, descriptors[1].revents == 0 else { return false }
            return descriptors[0].revents & Int16(POLLIN) != 0
        }
    }

    /// Reads the events waiting: files touched go to `touched` (path → folder) to be looked at
    /// once the burst is over; folders gone are removed with their pictures, folders made are
    /// watched and their pictures arrive.
    private func readEvents(into touched: inout [String: String]) -> ItemChanges {
        var changes = ItemChanges()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(inotify, $0.baseAddress, $0.count) }
            guard count > 0 else { return changes }
            var offset = 0
            while offset + 16 <= count {
                let watchDescriptor = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: Int32.self) }
                let mask = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self) }
                let length = Int(buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self) })
                let nameBytes = buffer[offset + 16 ..< min(count, offset + 16 + length)].prefix { $0 != 0 }
                offset += 16 + length
                if mask & UInt32(IN_IGNORED) != 0 {
                    folders[watchDescriptor] = nil
                    continue
                }
                guard let folder = folders[watchDescriptor], let name = String(validating: Array(nameBytes), as: UTF8.self), !name.isEmpty else { continue }
                let path = FolderWalk.join(folder, name)
                let isFolder = mask & UInt32(IN_ISDIR) != 0
                if isFolder, mask & UInt32(IN_DELETE | IN_MOVED_FROM) != 0 {
                    changes.removedPrefixes.append(path + "/")
                    forgetFolders(under: path)
                } else if isFolder, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, recursive {
                    changes = changes.followed(by: watch(path, announcing: true))
                } else if !isFolder {
                    touched[path] = folder
                }
            }
        }
    }

    /// Stops watching `path` and the folders under it (moved away: inotify would go on).
    private func forgetFolders(under path: String) {
        for (descriptor, folder) in folders where folder == path || folder.hasPrefix(path + "/") {
            inotify_rm_watch(inotify, descriptor)
            folders[descriptor] = nil
            if case .folder(let identity) = FileKind.of(folder) { visited.remove(identity) }
        }
    }

    /// What the file at `path` in `folder` is now: a picture arrives; anything else (gone, empty,
    /// no picture) is removed, in case it was shown.
    private func look(at path: String, in folder: String) -> ItemChanges {
        let name = String(path.dropFirst(folder.hasSuffix("/") ? folder.count : folder.count + 1))
        if case .file(let bytes, let modified) = FileKind.of(path),
            case .picture(let item) = probe.item(path: path, name: name, folder: folder, bytes: bytes, modified: modified)
        {
            return ItemChanges(arrived: [item])
        }
        return ItemChanges(removed: [path])
    }
}
