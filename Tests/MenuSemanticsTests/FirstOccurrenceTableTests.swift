import Testing
@testable import MenuSemantics

@Suite("First-occurrence table")
struct FirstOccurrenceTableTests {
    /// Groups `keys` by first occurrence, with every key given `hash(key)`.
    private func firstPositions(_ keys: [String], hash: (String) -> UInt64) -> [Int?] {
        var table = FirstOccurrenceTable(capacity: keys.count)
        return keys.enumerated().map { position, key in
            table.firstOccurrence(hash: hash(key), position: position) { keys[$0] == key }
        }
    }

    @Test func findsTheFirstOccurrenceOfEachKey() {
        let keys = ["open", "close", "open", "save", "close", "open"]
        #expect(firstPositions(keys) { $0.withUTF8Bytes(ByteHash.of) } == [nil, nil, 0, nil, 1, 0])
    }

    /// Keys whose hashes collide are told apart by the confirmation.
    @Test func collidingHashesAreConfirmedByKey() {
        let keys = ["open", "close", "open", "save", "close", "open"]
        #expect(firstPositions(keys) { _ in 42 } == [nil, nil, 0, nil, 1, 0])
    }

    /// Probes that start in the last slot wrap around to the first: 17 keys
    /// make a table of 64 slots, and hash 63 starts in slot 63.
    @Test func probesWrapAroundTheEnd() {
        let keys = (0..<16).map { "key\($0)" } + ["key3"]
        #expect(firstPositions(keys) { _ in 63 } == Array(repeating: nil, count: 16) + [3])
    }

    /// The whole-sequence pass answers as key-by-key lookups do, passes
    /// over positions without a key, and names each first occurrence as
    /// its own first.
    @Test func aPassOverAllKeysAgreesWithLookups() {
        let names = ["open", "close", "open", "", "save", "close", "", "open"]
        let keys = names.map { $0.isEmpty ? 0 : FirstOccurrenceTable.key(of: $0.withUTF8Bytes(ByteHash.of) % 3) }
        var firsts: [Int?] = Array(repeating: nil, count: names.count)
        FirstOccurrenceTable.forEachFirstOccurrence(ofKeys: keys, isSameKey: { names[$0] == names[$1] }) { firsts[$0] = $1 }
        #expect(firsts == [0, 1, 0, nil, 4, 1, nil, 0])
        #expect(FirstOccurrenceTable.key(of: 0) != 0)
    }

    /// More keys than the table was made for: it grows and still finds
    /// every first occurrence.
    @Test func growsPastItsCapacity() {
        var table = FirstOccurrenceTable(capacity: 1)
        let keys = (0..<1_000).map { "key\($0 % 300)" }
        let firsts = keys.enumerated().map { position, key in
            table.firstOccurrence(hash: key.withUTF8Bytes(ByteHash.of) % 7, position: position) { keys[$0] == key }
        }
        #expect(firsts == keys.indices.map { $0 < 300 ? nil : $0 % 300 })
    }
}
