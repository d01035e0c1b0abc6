import Synchronization

/// A least-recently-used cache with a budget in bytes: adding a value evicts the values used
/// least recently until the total fits. Each value's size is given when it is stored. Thread-safe
/// (the picture workers share one); every operation is O(1) amortised.
package final class ByteBudgetCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Entry {
        var value: Value
        var bytes: Int
        var lastUse: UInt64
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        /// Keys in order of use (oldest first), with the use stamp they had then; stale pairs
        /// (the key was used again since) are skipped when evicting.
        var uses: [(key: Key, stamp: UInt64)] = []
        var usesHead = 0
        var clock: UInt64 = 0
        var totalBytes = 0
        var budget: Int
    }

    private let state: Mutex<State>

    /// An empty cache holding at most `budget` bytes.
    package init(budget: Int) {
        state = Mutex(State(budget: max(0, budget)))
    }

    /// The most bytes the cache holds.
    package var budget: Int { state.withLock { $0.budget } }

    /// Lets the cache hold at least `bytes` from now on (a smaller value changes nothing). O(1).
    package func raiseBudget(to bytes: Int) {
        state.withLock { $0.budget = max($0.budget, bytes) }
    }

    /// The value stored under `key`, marking it as just used.
    package func value(for key: Key) -> Value? {
        state.withLock { state in
            // One lookup: the key is hashed once, however often a frame asks.
            guard let index = state.entries.index(forKey: key) else { return nil }
            state.clock += 1
            state.entries.values[index].lastUse = state.clock
            state.uses.append((key, state.clock))
            Self.compactUses(&state)
            return state.entries.values[index].value
        }
    }

    /// The value stored under `key`, without marking it as used (nothing moves in the eviction
    /// order): for a reader that must change nothing, such as drawing a frame. O(1).
    package func peek(_ key: Key) -> Value? {
        state.withLock { $0.entries[key]?.value }
    }

    /// How many times values were stored or marked as used so far: what a reader that changes
    /// nothing leaves as it was.
    package var useCount: UInt64 { state.withLock { $0.clock } }

    /// The bytes the value under `key` takes, nil when none is held; not a use (nothing moves in
    /// the eviction order). O(1).
    package func bytes(for key: Key) -> Int? {
        state.withLock { $0.entries[key]?.bytes }
    }

    /// Stores `value` (taking `bytes`) under `key`, then evicts the least recently used values
    /// until the total fits the budget. A value larger than the whole budget is not kept.
    package func store(_ value: Value, bytes: Int, for key: Key) {
        state.withLock { state in
            if let old = state.entries.removeValue(forKey: key) {
                state.totalBytes -= old.bytes
            }
            guard bytes <= state.budget else { return }
            state.clock += 1
            state.entries[key] = Entry(value: value, bytes: bytes, lastUse: state.clock)
            state.uses.append((key, state.clock))
            state.totalBytes += bytes
            while state.totalBytes > state.budget, state.usesHead < state.uses.count {
                let (oldest, stamp) = state.uses[state.usesHead]
                state.usesHead += 1
                if let entry = state.entries[oldest], entry.lastUse == stamp {
                    state.entries[oldest] = nil
                    state.totalBytes -= entry.bytes
                }
            }
            Self.compactUses(&state)
        }
    }

    /// Removes the values whose keys satisfy `isRemoved`. O(n).
    package func removeValues(where isRemoved: (Key) -> Bool) {
        state.withLock { state in
            for (key, entry) in state.entries where isRemoved(key) {
                state.entries[key] = nil
                state.totalBytes -= entry.bytes
            }
        }
    }

    /// Removes every value.
    package func removeAll() {
        state.withLock { $0 = State(budget: $0.budget) }
    }

    /// The bytes held now.
    package var totalBytes: Int { state.withLock { $0.totalBytes } }

    /// The number of values held now.
    package var count: Int { state.withLock { $0.entries.count } }

    /// Drops the consumed front of the use list, and rebuilds it from the entries when stale
    /// pairs dominate, so it stays within a small multiple of the entry count (16: a cache whose
    /// values are asked for in every frame sorts its entries rarely).
    private static func compactUses(_ state: inout State) {
        if state.usesHead > 64, state.usesHead * 2 > state.uses.count {
            state.uses.removeFirst(state.usesHead)
            state.usesHead = 0
        }
        if state.uses.count > 64, state.uses.count > 16 * state.entries.count {
            state.uses = state.entries.map { ($0.key, $0.value.lastUse) }.sorted { $0.1 < $1.1 }
            state.usesHead = 0
        }
    }
}
