/// Finds, for each key of a sequence, the position of its first occurrence:
/// what the grouping passes (identifiers, titles of one list) need. The caller
/// hashes its keys once (title traits already carry a hash) and confirms a
/// match; the table is open addressing over two flat arrays, so a lookup is
/// a probe or two instead of a `Dictionary`'s seeded rehash of the key.
struct FirstOccurrenceTable {
    private var hashes: [UInt64]
    /// The position stored in each slot; -1 for an empty slot.
    private var positions: [Int32]
    private let mask: Int

    /// A table for up to `capacity` keys; it does not grow.
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        hashes = [UInt64](repeating: 0, count: size)
        positions = [Int32](repeating: -1, count: size)
        mask = size - 1
    }

    /// The position of the first key that hashes to `hash` and that
    /// `isSameKey` confirms; when there is none, records `position` as the
    /// first of its key and returns nil.
    mutating func firstOccurrence(hash: UInt64, position: Int, isSameKey: (Int) -> Bool) -> Int? {
        var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
        while true {
            let stored = positions[slot]
            if stored < 0 {
                hashes[slot] = hash
                positions[slot] = Int32(truncatingIfNeeded: position)
                return nil
            }
            if hashes[slot] == hash, isSameKey(Int(stored)) { return Int(stored) }
            slot = (slot + 1) & mask
        }
    }
}
