import ShopBrowser
import Synchronization

/// What a ``CardPictureMaker`` read and decoded, counted since it was made: the pictures'
/// headers read, and the decodes (stills and animations, from files or bytes, in process or in a
/// helper). For benchmarks and tests that check each file is read and decoded once. Thread-safe.
package final class PictureMakerCounts: Sendable {
    private let headers = Atomic(0)
    private let decoded = Atomic(0)

    /// Nothing counted.
    package init() {}

    /// The headers read so far.
    package var headerReads: Int { headers.load(ordering: .relaxed) }
    /// The decodes so far.
    package var decodes: Int { decoded.load(ordering: .relaxed) }

    /// Counts a header read.
    func countHeaderRead() { headers.add(1, ordering: .relaxed) }
    /// Counts a decode.
    func countDecode() { decoded.add(1, ordering: .relaxed) }
}
