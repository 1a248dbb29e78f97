/// Positions in an array its owner keeps, found by a hash and confirmed by
/// the owner: what the Swift plan finds commands by, by identifier and by
/// entry, and what a scope of names finds its names by. Open addressing
/// over one array of 32-bit slots, at most half full: four to eight bytes
/// per position, where a `Dictionary` keyed by the identifier's string or
/// the entry's address took 16 to 24 bytes of table per command of a large
/// file, at the moment its build peaked.
struct PositionTable {
    /// A position plus one; 0 for an empty slot.
    private var slots: [UInt32]
    private var count = 0

    /// Room for `capacity` positions before the table first grows.
    init(capacity: Int) {
        var size = 16
        while size < 2 * capacity { size *= 2 }
        slots = [UInt32](repeating: 0, count: size)
    }

    /// Whether another position fits without the table growing.
    var hasRoom: Bool { 2 * (count + 1) <= slots.count }

    /// The stored position that `matches`, among those stored under `hash`.
    func find(hash: Int, matches: (Int) -> Bool) -> Int? {
        let mask = slots.count - 1
        var index = Self.start(of: hash, mask: mask)
        while slots[index] != 0 {
            let position = Int(slots[index]) - 1
            if matches(position) { return position }
            index = (index + 1) & mask
        }
        return nil
    }

    /// Stores `position` under `hash`. A table half full first doubles,
    /// storing each position again under the hash `hashOf` gives it (the
    /// one it was stored under), so that a capacity guessed short costs
    /// time, never a failure.
    mutating func insert(_ position: Int, hash: Int, rehashing hashOf: (Int) -> Int) {
        precondition(position < Int(UInt32.max), "a position of 32 bits")
        if !hasRoom {
            let stored = slots.filter { $0 != 0 }
            slots = [UInt32](repeating: 0, count: 2 * slots.count)
            for slot in stored { place(slot, hash: hashOf(Int(slot) - 1)) }
        }
        place(UInt32(position + 1), hash: hash)
        count += 1
    }

    private mutating func place(_ slot: UInt32, hash: Int) {
        let mask = slots.count - 1
        var index = Self.start(of: hash, mask: mask)
        while slots[index] != 0 { index = (index + 1) & mask }
        slots[index] = slot
    }

    /// The first slot to probe: the hash's high bits, mixed, so that hashes
    /// that differ only there (addresses, which are aligned) spread.
    private static func start(of hash: Int, mask: Int) -> Int {
        let mixed = UInt64(UInt(bitPattern: hash)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 32) & mask
    }
}
