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
        // Sorted by insertion: the tables are small, and the standard sort's
        // first use in a process instantiates the type of its list of runs,
        // which makes the runtime search all of the program's conformances
        // (a hundred thousand instructions, far more than the sorting).
        var sorted = Array(hashes)
        for index in sorted.indices.dropFirst() {
            let hash = sorted[index]
            var slot = index
            while slot > 0, sorted[slot - 1] > hash {
                sorted[slot] = sorted[slot - 1]
                slot -= 1
            }
            sorted[slot] = hash
        }
        self.hashes = sorted
        var bits = [UInt64](repeating: 0, count: 16)
        for hash in self.hashes { bits[Int(hash >> 6 & 15)] |= 1 << (hash & 63) }
        self.bits = bits
    }

    func contains(_ hash: UInt32) -> Bool {
        guard bits[Int(hash >> 6 & 15)] & (1 << (hash & 63)) != 0 else { return false }
        var low = 0
        var high = hashes.count
        while low < high {
            let middle = (low + high) / 2
            if hashes[middle] < hash { low = middle + 1 } else { high = middle }
        }
        return low < hashes.count && hashes[low] == hash
    }
}
