/// Finds, for each key of a sequence, the position of its first occurrence:
/// what the grouping passes (identifiers, titles of one list) need. The
/// caller hashes its keys once (title traits already carry a hash), folds
/// them with `key(of:)` and confirms a match; the table is open addressing
/// over one flat array, so a lookup is a probe or two instead of a
/// `Dictionary`'s seeded rehash of the key.
enum FirstOccurrenceTable {
    /// A key as `forEachFirstOccurrence` takes it: the hash folded to
    /// thirty-two bits, and never 0, which marks a position without a key.
    static func key(of hash: UInt64) -> UInt32 {
        max(1, UInt32(truncatingIfNeeded: hash ^ (hash >> 32)))
    }

    /// Calls `body` with each position that has a key (see `key(of:)`;
    /// 0 for none) and the position of the first key equal to it, which is
    /// itself when it is the first. On a large input every probe misses the
    /// cache, so the keys are found first, by the caller, and probed here
    /// in a loop that does little else: the processor then waits for many
    /// probes at once, where between other work it waited for each in turn
    /// (a tenth of a 4 MB file's check).
    // Inlined into each of its few callers, so that their `body`, called
    // for every key, is inlined too.
    @inline(__always)
    static func forEachFirstOccurrence(
        ofKeys keys: [UInt32], isSameKey: (_ earlier: Int, _ later: Int) -> Bool, _ body: (_ position: Int, _ first: Int) -> Void
    ) {
        var slots: [UInt32] = []
        keys.withUnsafeBufferPointer { keys in
            forEachFirstOccurrence(ofKeys: keys, in: keys.indices, reusing: &slots, isSameKey: isSameKey, body)
        }
    }

    /// The same for the keys at `span`, which match none outside it, with
    /// `slots` a table kept between calls: for a pass that groups many
    /// small spans (the titles of each menu), whose tables stay in the
    /// cache, where one table for all of them missed it at every probe.
    @inline(__always)
    static func forEachFirstOccurrence(
        ofKeys keys: UnsafeBufferPointer<UInt32>, in span: Range<Int>, reusing slots: inout [UInt32],
        isSameKey: (_ earlier: Int, _ later: Int) -> Bool, _ body: (_ position: Int, _ first: Int) -> Void
    ) {
        // At most half full, so that every probe meets an empty slot soon;
        // a slot holds a position in the span plus one (0 when empty) in its
        // low bits, which need one bit fewer than the slot's index, and the
        // key's top bits above them. Four bytes a slot: the table is alive
        // at a moment memory peaks (a megabyte for a 4 MB file's
        // identifiers), and the key bits it keeps settle most probes
        // without reading `keys`.
        var size = 16
        while size < 2 * (span.count + 1) { size *= 2 }
        let isNew = slots.count < size
        if isNew { slots = [UInt32](repeating: 0, count: size) }
        // The loop writes through a pointer: each write to the array
        // checked that it was unique.
        slots.withUnsafeMutableBufferPointer { slots in
            guard let slots = slots.baseAddress else { return }
            if !isNew { slots.update(repeating: 0, count: size) }
            let mask = size - 1
            let positionMask = UInt32(truncatingIfNeeded: size / 2 - 1)
            let base = span.lowerBound
            for position in span where keys[position] != 0 {
                let key = keys[position]
                let keyBits = key & ~positionMask
                var index = Int(key ^ (key >> 17)) & mask
                var first = position
                while true {
                    let slot = slots[index]
                    if slot == 0 {
                        slots[index] = keyBits | UInt32(truncatingIfNeeded: position - base + 1)
                        break
                    }
                    if slot & ~positionMask == keyBits {
                        let earlier = base + Int(slot & positionMask) - 1
                        if keys[earlier] == key, isSameKey(earlier, position) {
                            first = earlier
                            break
                        }
                    }
                    index = (index + 1) & mask
                }
                body(position, first)
            }
        }
    }
}
