/// A set of 64-bit hashes searched by bisection: for a filter of a hundred
/// or so hashes that every title of a file is tested against, where a `Set`
/// would hash each (already hashed) value again.
struct SortedHashes {
    private let hashes: [UInt64]

    init(_ hashes: some Sequence<UInt64>) {
        self.hashes = hashes.sorted()
    }

    func contains(_ hash: UInt64) -> Bool {
        var low = 0
        var high = hashes.count
        while low < high {
            let middle = (low + high) / 2
            if hashes[middle] < hash { low = middle + 1 } else { high = middle }
        }
        return low < hashes.count && hashes[low] == hash
    }
}
