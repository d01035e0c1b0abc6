#if canImport(Glibc)
import Glibc
import Testing
import WaterfallPictures

@Suite("Process memory: large blocks get mappings of their own")
struct ProcessMemoryTests {
    /// glibc's `malloc_usable_size` (declared in `malloc.h`, which the Glibc module leaves out).
    typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int

    /// Whether glibc gave `block` a mapping of its own: a mapped block is a whole number of pages
    /// less its 16-byte header, while a block carved from a heap is 8 bytes short of a multiple
    /// of 16, never of a page.
    static func isMapped(_ block: UnsafeMutableRawPointer) throws -> Bool {
        let symbol = try #require(dlsym(nil, "malloc_usable_size"), "glibc's malloc_usable_size")
        let usableSize = unsafeBitCast(symbol, to: UsableSize.self)
        return (usableSize(block) + 16) % sysconf(Int32(_SC_PAGESIZE)) == 0
    }

    @Test func blocksFromTheThresholdUpAreMappedEvenAfterALargerOneWasFreed() throws {
        ProcessMemory.giveLargeBlocksTheirOwnMappings()
        // By default, freeing a mapped 8 MiB block would raise the threshold to 8 MiB and the
        // blocks below would come from the heap; fixed, they keep their own mappings.
        free(try #require(malloc(8 << 20)))
        for size in [ProcessMemory.mmapThreshold, 3 * ProcessMemory.mmapThreshold + 100, (5 << 20) + 7] {
            let block = try #require(malloc(size))
            defer { free(block) }
            #expect(try Self.isMapped(block), "a block of \(size) bytes has a mapping of its own")
        }
        let small = try #require(malloc(ProcessMemory.mmapThreshold / 2))
        defer { free(small) }
        #expect(try !Self.isMapped(small), "a block below the threshold comes from a heap")
    }
}
#endif
