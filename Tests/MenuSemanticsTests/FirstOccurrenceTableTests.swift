import MenuFuzzing
import Testing
@testable import MenuSemantics

@Suite("First-occurrence table")
struct FirstOccurrenceTableTests {
    /// The first position of each name, with every name given `key(name)`;
    /// nil for a name without a key.
    private func firstPositions(_ names: [String], key: (String) -> UInt32) -> [Int?] {
        var firsts: [Int?] = Array(repeating: nil, count: names.count)
        FirstOccurrenceTable.forEachFirstOccurrence(ofKeys: names.map(key), isSameKey: { names[$0] == names[$1] }) { firsts[$0] = $1 }
        return firsts
    }

    /// What grouping by a dictionary finds.
    private func expectedFirstPositions(_ names: [String]) -> [Int?] {
        var firsts: [String: Int] = [:]
        return names.enumerated().map { position, name in
            if let first = firsts[name] { return first }
            firsts[name] = position
            return position
        }
    }

    @Test func findsTheFirstOccurrenceOfEachKey() {
        let names = ["open", "close", "open", "save", "close", "open"]
        #expect(firstPositions(names) { FirstOccurrenceTable.key(of: $0.withUTF8Bytes(ByteHash.of)) } == [0, 1, 0, 3, 1, 0])
    }

    /// Keys that are equal for different names are told apart by the confirmation.
    @Test func equalKeysAreConfirmedByName() {
        let names = ["open", "close", "open", "save", "close", "open"]
        #expect(firstPositions(names) { _ in 42 } == [0, 1, 0, 3, 1, 0])
    }

    /// Probes that start in the last slot wrap around to the first: 17 keys
    /// make a table of 64 slots, and key 63 starts in slot 63.
    @Test func probesWrapAroundTheEnd() {
        let names = (0..<16).map { "key\($0)" } + ["key3"]
        #expect(firstPositions(names) { _ in 63 } == Array(0..<16) + [3])
    }

    /// Positions without a key are passed over, and never named as a first.
    @Test func positionsWithoutAKeyArePassedOver() {
        let names = ["open", "close", "open", "", "save", "close", "", "open"]
        let firsts = firstPositions(names) { $0.isEmpty ? 0 : FirstOccurrenceTable.key(of: $0.withUTF8Bytes(ByteHash.of) % 3) }
        #expect(firsts == [0, 1, 0, nil, 4, 1, nil, 0])
        #expect(FirstOccurrenceTable.key(of: 0) != 0)
    }

    /// Tens of thousands of names, with keys that share their high bits (the
    /// bits a slot keeps), their low bits (the slot they start in) or all
    /// of them: the table answers as a dictionary does.
    @Test(arguments: [UInt32(0xFFFF_FFFF), 0xFFFF_0000, 0x0000_FFFF, 0xFFF0_0000])
    func agreesWithADictionary(keyBitsKept: UInt32) {
        var generator = SplitMix64(state: UInt64(keyBitsKept))
        let names = (0..<40_000).map { _ in "name\(generator.next() % 15_000)" }
        let firsts = firstPositions(names) { name in
            let key = FirstOccurrenceTable.key(of: name.withUTF8Bytes(ByteHash.of)) & keyBitsKept
            return key == 0 ? 1 : key
        }
        let expected = expectedFirstPositions(names)
        let differences = names.indices.filter { firsts[$0] != expected[$0] }
        #expect(differences.isEmpty, "\(differences.count) positions differ, the first at \(differences.first ?? -1)")
    }

    /// Spans grouped one after another with one table, as the duplicate
    /// titles of each menu are: each span answers as if grouped alone,
    /// whatever a larger or smaller span left in the table before it.
    @Test func spansGroupedWithOneTableAnswerAsIfAlone() {
        var generator = SplitMix64(state: 7)
        let spanLengths = [3, 700, 1, 40, 0, 2_000, 17, 64]
        let spans = spanLengths.map { length in (0..<length).map { _ in "name\(generator.next() % UInt64(max(1, length / 3)))" } }
        let names = spans.flatMap { $0 }
        // A key shared by every name with the same text in any span: the
        // table tells spans apart by their positions, not their keys.
        let keys = names.map { FirstOccurrenceTable.key(of: $0.withUTF8Bytes(ByteHash.of)) }
        var firsts: [Int?] = Array(repeating: nil, count: names.count)
        var slots: [UInt32] = []
        var start = 0
        keys.withUnsafeBufferPointer { keys in
            for span in spans {
                FirstOccurrenceTable.forEachFirstOccurrence(
                    ofKeys: keys, in: start..<start + span.count, reusing: &slots, isSameKey: { names[$0] == names[$1] }
                ) { firsts[$0] = $1 }
                start += span.count
            }
        }
        var expected: [Int?] = []
        var offset = 0
        for span in spans {
            expected += expectedFirstPositions(span).map { $0.map { $0 + offset } }
            offset += span.count
        }
        #expect(firsts == expected)
    }
}
