/// Applying fix-its to a file's bytes.
public enum FixItApplication {
    /// Applies non-overlapping edits, in source order. When two edits overlap,
    /// the earlier one wins and the later one is skipped: applying it on top
    /// would produce text neither fix intended. Returns the new bytes and the
    /// number of edits applied.
    public static func apply(_ fixIts: [FixIt], to bytes: [UInt8]) -> (bytes: [UInt8], applied: Int) {
        let ordered = fixIts.sorted { $0.range < $1.range }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var cursor = 0
        var applied = 0
        var lastEdit: SourceRange?
        for fixIt in ordered {
            let range = fixIt.range
            guard range.start >= cursor, range.end <= bytes.count else { continue }
            if let lastEdit, lastEdit == range, range.isEmpty { continue }
            result.append(contentsOf: bytes[cursor..<range.start])
            result.append(contentsOf: fixIt.replacement.utf8)
            cursor = range.end
            applied += 1
            lastEdit = range
        }
        result.append(contentsOf: bytes[cursor...])
        return (result, applied)
    }
}
