/// What a kitty terminal holds for the app: the images transmitted (by id, with their size in
/// bytes), least recently used first, within a byte budget. Pure bookkeeping.
struct KittyImageRegistry {
    /// The most bytes of images left in the terminal.
    let budget: Int
    private var bytesByID: [UInt32: Int] = [:]
    private var order: [UInt32] = []
    private var total = 0

    /// An empty registry keeping up to `budget` bytes.
    init(budget: Int) {
        self.budget = budget
    }

    /// Whether image `id` was transmitted and not freed.
    func contains(_ id: UInt32) -> Bool {
        bytesByID[id] != nil
    }

    /// Records image `id` of `bytes` as transmitted (or used again): it becomes the most recent.
    /// O(images).
    mutating func use(_ id: UInt32, bytes: Int) {
        if let old = bytesByID[id] {
            total -= old
            order.removeAll { $0 == id }
        }
        bytesByID[id] = bytes
        total += bytes
        order.append(id)
    }

    /// The least recently used images to free so the rest fits the budget, never one of
    /// `inUse`; they are forgotten. O(images).
    mutating func evictions(keeping inUse: Set<UInt32>) -> [UInt32] {
        var evicted: [UInt32] = []
        var index = 0
        while total > budget, index < order.count {
            let id = order[index]
            if inUse.contains(id) {
                index += 1
                continue
            }
            order.remove(at: index)
            total -= bytesByID.removeValue(forKey: id) ?? 0
            evicted.append(id)
        }
        return evicted
    }

    /// Every image held, oldest first; all forgotten.
    mutating func removeAll() -> [UInt32] {
        defer {
            bytesByID.removeAll()
            order.removeAll()
            total = 0
        }
        return order
    }
}
