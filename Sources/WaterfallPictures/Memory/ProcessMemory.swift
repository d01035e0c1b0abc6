import CDecoderSandbox

/// How the process hands memory back to the system, tuned for pictures: decoded photos, scaled
/// copies and codec pixel buffers are large blocks that live for milliseconds, allocated between
/// long-lived cache entries of every size.
///
/// glibc's malloc serves a request from the free space its heaps already hold; when they lack
/// it, a block of at least its *mmap threshold* gets a mapping of its own, unmapped when freed,
/// instead of growing a heap. By default glibc raises that threshold to the size of each mapped
/// block freed (up to 32 MiB), and the free space a heap keeps before it is trimmed to twice
/// that: after the first large photo, later ones grew the heaps, whose freed pages then stayed
/// with the process, held in place by the cache entries around them — scrolling through
/// thousands of photos grew the browser by tens of megabytes beyond what its picture caches
/// hold. Fixing the threshold before anything is freed, and trimming the heaps whenever the
/// picture workers run out of work, keeps the growth to what the caches hold (glibc's state is
/// the whole process's, so the effect is measured by the `photos` benchmark, not by a unit
/// test). Where malloc is not glibc's, both calls do nothing.
package enum ProcessMemory {
    /// Blocks of this many bytes or more that the heaps' free space cannot hold get a mapping of
    /// their own: glibc's own starting value, kept fixed.
    package static let mmapThreshold = 128 * 1024

    /// Fixes malloc's mmap threshold at ``mmapThreshold`` for this process and the processes it
    /// forks afterwards (decoder helpers among them). Call it first thing in `main`, before a
    /// large block is freed raises it. O(1).
    package static func giveLargeBlocksTheirOwnMappings() {
        _ = pm_fix_mmap_threshold(mmapThreshold)
    }

    /// Hands the free pages of every malloc heap back to the system (`malloc_trim(0)`). It walks
    /// the free chunks of every arena, a fraction of a millisecond to a few: call it when a burst
    /// of work is over, not per block.
    package static func releaseFreePages() {
        _ = pm_release_free_pages()
    }
}
