/// Finds, for each key of a sequence, the position of its first occurrence:
/// what the grouping passes (identifiers, titles of one list) need. The caller
/// hashes its keys once (title traits already carry a hash) and confirms a
/// match; the table is open addressing over one flat array, so a lookup is
/// a probe or two instead of a `Dictionary`'s seeded rehash of the key.
struct FirstOccurrenceTable {
    /// A key's hash and position side by side, so that a probe into a table
    /// larger than the cache (a large file's identifiers) misses it once,
    /// not once per array. Thirty-two bits of the hash (the identifier table
    /// is alive at the moment memory peaks, and all 64 took a third more
    /// room); they also choose the slot.
    private struct Slot {
        var hash: UInt32 = 0
        /// -1 for an empty slot.
        var position: Int32 = -1
    }

    private var slots: [Slot]
    private var mask: Int
    private var count = 0

    /// A table with room for `capacity` keys before it grows.
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = [Slot](repeating: Slot(), count: size)
        mask = size - 1
    }

    /// The position of the first key that hashes to `hash` and that
    /// `isSameKey` confirms; when there is none, records `position` as the
    /// first of its key and returns nil.
    @inline(__always)
    mutating func firstOccurrence(hash: UInt64, position: Int, isSameKey: (Int) -> Bool) -> Int? {
        firstOccurrence(foldedHash: Self.folded(hash), position: position, isSameKey: isSameKey)
    }

    /// The same, for a hash already folded to the thirty-two bits the table keeps.
    @inline(__always)
    mutating func firstOccurrence(foldedHash hash: UInt32, position: Int, isSameKey: (Int) -> Bool) -> Int? {
        // At most half full, so that every probe meets an empty slot soon.
        if count * 2 >= mask { grow() }
        var index = Self.firstSlot(of: hash, mask: mask)
        while true {
            let slot = slots[index]
            if slot.position < 0 {
                slots[index] = Slot(hash: hash, position: Int32(truncatingIfNeeded: position))
                count += 1
                return nil
            }
            if slot.hash == hash, isSameKey(Int(slot.position)) { return Int(slot.position) }
            index = (index + 1) & mask
        }
    }

    /// The thirty-two bits of a hash that the table keeps.
    static func folded(_ hash: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
    }

    /// A hash as `forEachFirstOccurrence` takes it: folded, and never 0,
    /// which marks a position without a key.
    static func key(of hash: UInt64) -> UInt32 {
        max(1, folded(hash))
    }

    /// Calls `body` with each position that has a key (see `key(of:)`;
    /// 0 for none) and the position of the first key equal to it, which is
    /// itself when it is the first. On a large input every probe misses the
    /// cache, so the keys are found first, by the caller, and probed here
    /// in a loop that does little else: the processor then waits for many
    /// probes at once, where between other work it waited for each in turn
    /// (a tenth of a 4 MB file's check).
    static func forEachFirstOccurrence(
        ofKeys keys: [UInt32], isSameKey: (_ earlier: Int, _ later: Int) -> Bool, _ body: (_ position: Int, _ first: Int) -> Void
    ) {
        var table = FirstOccurrenceTable(capacity: keys.count)
        for position in keys.indices where keys[position] != 0 {
            let first = table.firstOccurrence(foldedHash: keys[position], position: position) { isSameKey($0, position) }
            body(position, first ?? position)
        }
    }

    private static func firstSlot(of hash: UInt32, mask: Int) -> Int {
        Int(hash ^ (hash >> 17)) & mask
    }

    @inline(never)
    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(), count: old.count * 2)
        mask = slots.count - 1
        for slot in old where slot.position >= 0 {
            var index = Self.firstSlot(of: slot.hash, mask: mask)
            while slots[index].position >= 0 { index = (index + 1) & mask }
            slots[index] = slot
        }
    }
}
