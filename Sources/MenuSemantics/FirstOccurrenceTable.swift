/// Finds, for each key of a sequence, the position of its first occurrence:
/// what the grouping passes (identifiers, titles of one list) need. The caller
/// hashes its keys once (title traits already carry a hash) and confirms a
/// match; the table is open addressing over two flat arrays, so a lookup is
/// a probe or two instead of a `Dictionary`'s seeded rehash of the key.
struct FirstOccurrenceTable {
    /// Thirty-two bits of each key's hash (the table of a large file's
    /// identifiers is alive at the moment memory peaks, and all 64 took
    /// a third more room); they also choose the slot.
    private var hashes: [UInt32]
    /// The position stored in each slot; -1 for an empty slot.
    private var positions: [Int32]
    private var mask: Int
    private var count = 0

    /// A table with room for `capacity` keys before it grows.
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        hashes = [UInt32](repeating: 0, count: size)
        positions = [Int32](repeating: -1, count: size)
        mask = size - 1
    }

    /// The position of the first key that hashes to `hash` and that
    /// `isSameKey` confirms; when there is none, records `position` as the
    /// first of its key and returns nil.
    @inline(__always)
    mutating func firstOccurrence(hash: UInt64, position: Int, isSameKey: (Int) -> Bool) -> Int? {
        // At most half full, so that every probe meets an empty slot soon.
        if count * 2 >= mask { grow() }
        let hash = UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
        var slot = Self.firstSlot(of: hash, mask: mask)
        while true {
            let stored = positions[slot]
            if stored < 0 {
                hashes[slot] = hash
                positions[slot] = Int32(truncatingIfNeeded: position)
                count += 1
                return nil
            }
            if hashes[slot] == hash, isSameKey(Int(stored)) { return Int(stored) }
            slot = (slot + 1) & mask
        }
    }

    private static func firstSlot(of hash: UInt32, mask: Int) -> Int {
        Int(hash ^ (hash >> 17)) & mask
    }

    @inline(never)
    private mutating func grow() {
        let (oldHashes, oldPositions) = (hashes, positions)
        hashes = [UInt32](repeating: 0, count: oldPositions.count * 2)
        positions = [Int32](repeating: -1, count: oldPositions.count * 2)
        mask = positions.count - 1
        for (hash, position) in zip(oldHashes, oldPositions) where position >= 0 {
            var slot = Self.firstSlot(of: hash, mask: mask)
            while positions[slot] >= 0 { slot = (slot + 1) & mask }
            hashes[slot] = hash
            positions[slot] = position
        }
    }
}
