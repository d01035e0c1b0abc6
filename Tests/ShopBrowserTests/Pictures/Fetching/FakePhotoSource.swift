import Foundation
import ShopCatalog
import Synchronization

/// A ``RemotePhotoSource`` for tests, with no network: serves the bytes of the files it is given
/// by URL, fails the URLs it is told to, holds the URLs it is told to until released (or
/// cancelled), and records every request, cancellation and change of priority.
final class FakePhotoSource: RemotePhotoSource {
    private struct State {
        var files: [String: [UInt8]] = [:]
        var failures: [String: (failure: RemotePhotoFailure, times: Int)] = [:]
        var held: Set<String> = []
        var requests: [String] = []
        var cancelled: [String] = []
        var priorities: [String: [Int]] = [:]
        var transfers = TransferProgress.idle
    }

    private let state = Mutex(State())

    /// A source serving `files` (bytes by URL); any other URL fails with `HTTP 404`.
    init(files: [String: [UInt8]] = [:]) {
        state.withLock { $0.files = files }
    }

    /// A source serving the files of `references` (`.file` paths read now) under `url(i)`.
    static func serving(_ paths: [String: String]) throws -> FakePhotoSource {
        var files: [String: [UInt8]] = [:]
        for (url, path) in paths {
            files[url] = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        return FakePhotoSource(files: files)
    }

    /// Makes the next `times` requests for `url` (every one, by default) fail with `failure`.
    func fail(_ url: String, with failure: RemotePhotoFailure, times: Int = .max) {
        state.withLock { $0.failures[url] = (failure, times) }
    }

    /// Holds requests for `url` until ``release(_:)`` (or their cancellation).
    func hold(_ url: String) {
        state.withLock { _ = $0.held.insert(url) }
    }

    /// Lets the held requests for `url` answer.
    func release(_ url: String) {
        state.withLock { _ = $0.held.remove(url) }
    }

    /// Sets what ``transfers`` says.
    func setTransfers(_ progress: TransferProgress) {
        state.withLock { $0.transfers = progress }
    }

    /// Every URL asked for, in order.
    var requests: [String] { state.withLock { $0.requests } }
    /// Every URL whose request was cancelled, in order.
    var cancelled: [String] { state.withLock { $0.cancelled } }
    /// The priorities each URL was given after its request.
    var priorities: [String: [Int]] { state.withLock { $0.priorities } }

    func photoBytes(at url: String, priority: Int) async throws -> [UInt8] {
        state.withLock { $0.requests.append(url) }
        do {
            while state.withLock({ $0.held.contains(url) }) {
                try await Task.sleep(for: .milliseconds(2))
            }
            try Task.checkCancellation()
        } catch {
            state.withLock { $0.cancelled.append(url) }
            throw error
        }
        let (bytes, failure) = state.withLock { state -> ([UInt8]?, RemotePhotoFailure?) in
            guard let scripted = state.failures[url], scripted.times > 0 else { return (state.files[url], nil) }
            state.failures[url]?.times = scripted.times - 1
            return (state.files[url], scripted.failure)
        }
        if let failure { throw failure }
        guard let bytes else { throw RemotePhotoFailure(reason: "the server answered 404 Not Found", label: "HTTP 404") }
        return bytes
    }

    func reprioritize(_ url: String, to priority: Int) {
        state.withLock { $0.priorities[url, default: []].append(priority) }
    }

    var transfers: TransferProgress { state.withLock { $0.transfers } }
}
