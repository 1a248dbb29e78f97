/// A set of 32-bit hashes searched by bisection: for a filter of a hundred
/// or so hashes that every title of a file is tested against, where a `Set`
/// would hash each (already hashed) value again.
struct SortedHashes {
    private let hashes: [UInt32]
    /// One bit per value of a hash's low ten bits that some member has: most
    /// hashes tested are not members, and one test of a bit turns nearly all
    /// of them away before the bisection.
    private let bits: [UInt64]

    init(_ hashes: some Sequence<UInt32>) {
        // Sorted by insertion over shrinking gaps (Shell's sort, with
        // Ciura's gaps): the tables are small, and the standard sort's first
        // use in a process instantiates the type of its list of runs, which
        // makes the runtime search all of the program's conformances (a
        // hundred thousand instructions, far more than the sorting). Plain
        // insertion took 46,000 for the 180 hashes of a table.
        var sorted = Array(hashes)
        for gap in [57, 23, 10, 4, 1] where gap < sorted.count {
            for index in gap..<sorted.count {
                let hash = sorted[index]
                var slot = index
                while slot >= gap, sorted[slot - gap] > hash {
                    sorted[slot] = sorted[slot - gap]
                    slot -= gap
                }
                sorted[slot] = hash
            }
        }
        self.hashes = sorted
        var bits = [UInt64](repeating: 0, count: 16)
        for hash in self.hashes { bits[Int(hash >> 6 & 15)] |= 1 << (hash & 63) }
        self.bits = bits
    }

    /// Inlined, so that the test of a bit that turns most hashes away is
    /// made where the rule asks, without a call.
    @inline(__always)
    func contains(_ hash: UInt32) -> Bool {
        bits.withUnsafeBufferPointer { $0[Int(hash >> 6 & 15)] } & (1 << (hash & 63)) != 0 && isMember(hash)
    }

    private func isMember(_ hash: UInt32) -> Bool {
        var low = 0
        var high = hashes.count
        while low < high {
            let middle = (low + high) / 2
            if hashes[middle] < hash { low = middle + 1 } else { high = middle }
        }
        return low < hashes.count && hashes[low] == hash
    }
}
