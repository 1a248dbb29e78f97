/// "Did you mean" suggestions for misspelt names.
public enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be a plausible
    /// typo: a case-insensitive match, or within an edit distance of about a
    /// third of the word's length.
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let lowered = word.lowercased()
        let length = lowered.unicodeScalars.count
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let candidateLength = candidate.unicodeScalars.count
            // The distance is at least the difference in length: skip the
            // candidates that could not be close enough or beat the best.
            let difference = abs(candidateLength - length)
            if difference > allowedDistance(length, candidateLength) { continue }
            if let best, difference >= best.distance { continue }
            let distance = editDistance(lowered, isLowercaseASCII(candidate) ? candidate : candidate.lowercased())
            if distance == 0 { return candidate }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        guard let best else { return nil }
        return best.distance <= allowedDistance(length, best.candidate.unicodeScalars.count) ? best.candidate : nil
    }

    /// The shortest candidate that `word` abbreviates: one that starts with
    /// its first letter and holds all its letters in order, as 'fwddelete'
    /// abbreviates 'forwardDelete' and 'pgup' 'pageUp'. Edit distance would
    /// suggest 'delete' for 'fwddelete'. Words of fewer than three letters
    /// abbreviate too much to say.
    public static func expansion(of word: String, in candidates: some Sequence<String>) -> String? {
        // The longest candidate bounds the work on a long word.
        let candidates = candidates.filter { $0.utf8.count >= word.utf8.count }
        guard word.utf8.count >= 3, !candidates.isEmpty else { return nil }
        let letters = Array(word.lowercased().utf8)
        var best: String?
        for candidate in candidates {
            let candidateLetters = Array(candidate.lowercased().utf8)
            guard candidateLetters.first == letters.first, isSubsequence(letters, of: candidateLetters) else { continue }
            if best == nil || candidateLetters.count < best!.utf8.count { best = candidate }
        }
        return best
    }

    private static func isSubsequence(_ letters: [UInt8], of candidate: [UInt8]) -> Bool {
        var remaining = letters[...]
        for letter in candidate where letter == remaining.first {
            remaining = remaining.dropFirst()
            if remaining.isEmpty { return true }
        }
        return remaining.isEmpty
    }

    /// About a third of the longer word's length, and at least one edit.
    private static func allowedDistance(_ first: Int, _ second: Int) -> Int {
        max(1, (max(first, second) + 1) / 3)
    }

    /// ASCII without capitals: text `lowercased()` would copy unchanged.
    private static func isLowercaseASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 && !($0 >= 0x41 && $0 <= 0x5A) }
    }

    /// Optimal string alignment distance (Levenshtein with transpositions), on
    /// Unicode scalars.
    public static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        distance(Array(lhs.unicodeScalars), Array(rhs.unicodeScalars))
    }

    /// The distance of two arrays, keeping three rows of the table: the
    /// current one and the two before it (for transpositions).
    private static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, twoBack[j - 2] + 1)
                }
                current[j] = value
            }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count]
    }

    /// `"; did you mean 'x'?"` or the empty string.
    public static func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String {
        guard let match = closest(to: word, in: candidates) else { return "" }
        return "; did you mean '\(match)'?"
    }
}
