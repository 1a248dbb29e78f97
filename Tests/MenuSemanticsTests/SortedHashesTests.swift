import MenuFuzzing
import Testing
@testable import MenuSemantics

@Suite("Sorted hashes")
struct SortedHashesTests {
    /// The bit filter in front of the bisection never turns a member away:
    /// the set answers as a `Set` does, for members and for others, at every
    /// size from empty to a few hundred.
    @Test func answersAsASetDoes() {
        var generator = SplitMix64(state: 77)
        for size in [0, 1, 2, 15, 64, 300] {
            var members = (0..<size).map { _ in UInt32(truncatingIfNeeded: generator.next()) }
            // Some hashes twice, as titles that hash alike give.
            members += members.prefix(size / 3)
            let hashes = SortedHashes(members)
            let reference = Set(members)
            for member in members { #expect(hashes.contains(member)) }
            for _ in 0..<5_000 {
                let probe = UInt32(truncatingIfNeeded: generator.next())
                #expect(hashes.contains(probe) == reference.contains(probe))
            }
            // Neighbours of members share their low bits or their order.
            for member in members {
                #expect(hashes.contains(member &+ 1) == reference.contains(member &+ 1))
                #expect(hashes.contains(member ^ (1 << 20)) == reference.contains(member ^ (1 << 20)))
            }
        }
    }
}
