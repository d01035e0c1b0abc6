import CDecoderSandbox

/// How the process hands memory back to the system, tuned for pictures: decoded photos, scaled
/// copies and codec pixel buffers are large blocks that live for milliseconds, allocated between
/// long-lived cache entries of every size.
///
/// glibc's malloc gives a block of at least its *mmap threshold* a mapping of its own, unmapped
/// when the block is freed. By default it raises that threshold to the size of each such block
/// freed (up to 32 MiB), so after the first large photo every later one is carved from the heap,
/// where the pages it leaves behind stay with the process, held in place by the cache entries
/// around them: scrolling through thousands of photos grew the browser by tens of megabytes beyond
/// what its picture caches hold. Fixing the threshold, and trimming the heaps whenever the picture
/// workers run out of work, keeps the growth to what the caches hold (measured by the `photos`
/// benchmark). Where malloc is not glibc's, both calls do nothing.
package enum ProcessMemory {
    /// Blocks of this many bytes or more get a mapping of their own: glibc's own starting value,
    /// kept fixed.
    package static let mmapThreshold = 128 * 1024

    /// Fixes malloc's mmap threshold at ``mmapThreshold`` for this process and the processes it
    /// forks afterwards (decoder helpers among them). Call it first thing in `main`. O(1).
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
