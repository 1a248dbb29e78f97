import MenuDiagnostics
import MenuFuzzing
import Testing

@Suite("Suggestions")
struct SuggestionTests {
    /// The distance read from a whole table of prefixes, as the textbook
    /// defines optimal string alignment: insertions, deletions,
    /// substitutions and swaps of neighbours, on Unicode scalars.
    private static func distanceByWholeTable(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.unicodeScalars)
        let b = Array(rhs.unicodeScalars)
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                table[i][j] = Swift.min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = Swift.min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    /// ASCII pairs are compared as bytes, others as scalars: both agree
    /// with the whole table, over words of a few letters, accents and
    /// scalars beyond the first plane.
    @Test func editDistanceAgreesWithTheWholeTable() {
        let alphabet = ["a", "b", "c", "-", "é", "e\u{301}", "中", "😀"]
        var generator = SplitMix64(state: 3)
        func word() -> String {
            (0..<Int(generator.next() % 7)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }.joined()
        }
        for _ in 0..<2_000 {
            let (lhs, rhs) = (word(), word())
            #expect(Suggestion.editDistance(lhs, rhs) == Self.distanceByWholeTable(lhs, rhs), "\(lhs) \(rhs)")
        }
        #expect(Suggestion.editDistance("titel-case", "title-case") == 1)
        #expect(Suggestion.editDistance("", "menu") == 4)
    }

    @Test func closestCandidates() {
        let rules = ["title-case", "missing-ellipsis", "reserved-shortcut", "Separator-Placement"]
        #expect(Suggestion.closest(to: "titel-case", in: rules) == "title-case")
        #expect(Suggestion.closest(to: "TITLE-CASE", in: rules) == "title-case")
        #expect(Suggestion.closest(to: "separator-placment", in: rules) == "Separator-Placement")
        #expect(Suggestion.closest(to: "no-such-rule", in: rules) == nil)
    }

    /// A word abbreviates a candidate that starts with its first letter and
    /// holds its letters in order; the shortest such candidate is taken.
    @Test func expansionsOfAbbreviations() {
        let keys = ["delete", "forwardDelete", "pageUp", "pageDown", "end", "enter"]
        #expect(Suggestion.expansion(of: "fwddelete", in: keys) == "forwardDelete")
        #expect(Suggestion.expansion(of: "FWDDEL", in: keys) == "forwardDelete")
        #expect(Suggestion.expansion(of: "del", in: keys) == "delete")
        #expect(Suggestion.expansion(of: "pgdn", in: keys) == "pageDown")
        #expect(Suggestion.expansion(of: "ent", in: keys) == "enter")
        // Too short to say, a different first letter, letters out of order, longer than any.
        #expect(Suggestion.expansion(of: "en", in: keys) == nil)
        #expect(Suggestion.expansion(of: "wddelete", in: keys) == nil)
        #expect(Suggestion.expansion(of: "pdgn", in: keys) == nil)
        #expect(Suggestion.expansion(of: "forwardDeleteKey", in: keys) == nil)
        #expect(Suggestion.expansion(of: String(repeating: "d", count: 1_000_000), in: keys) == nil)
    }
}
