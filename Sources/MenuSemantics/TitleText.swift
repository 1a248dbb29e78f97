/// Facts about menu titles that several rules share: script, ellipsis,
/// words, and matching against the English titles of the tables.
public enum TitleText {
    public static let ellipsis = "…"

    /// The title without a trailing ellipsis ("…" or "...") and surrounding spaces.
    public static func withoutEllipsis(_ title: String) -> Substring {
        var text = title[...]
        if text.hasSuffix("…") {
            text = text.dropLast()
        } else if text.hasSuffix("...") {
            text = text.dropLast(3)
        }
        while text.last == " " { text = text.dropLast() }
        return text
    }

    public static func hasTrailingEllipsis(_ title: String) -> Bool {
        title.hasSuffix("…") || title.hasSuffix("...")
    }

    /// Whether every letter of the title is Latin (and there is at least one):
    /// the titles whose English wording and capitalisation the rules judge.
    public static func isLatinScript(_ title: some StringProtocol) -> Bool {
        var sawLetter = false
        for scalar in title.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                if (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A) { sawLetter = true }
                continue
            }
            guard scalar.properties.isAlphabetic else { continue }
            let isLatin = (0x00C0...0x024F).contains(value) || (0x1E00...0x1EFF).contains(value)
                || (0x2C60...0x2C7F).contains(value) || (0xA720...0xA7FF).contains(value)
            if !isLatin { return false }
            sawLetter = true
        }
        return sawLetter
    }

    /// The words of a title, split at spaces.
    public static func words(_ title: some StringProtocol) -> [Substring] {
        String(title).split(separator: " ", omittingEmptySubsequences: true)
    }

    /// Whether a title is one of the actions of a table entry. Comparison is
    /// case-insensitive and ignores a trailing ellipsis; the title may add
    /// words after the action ("Close" matches "Close Window", "New" matches
    /// "New Note"); `{app}` in the action stands for one or more words.
    public static func matches(_ title: String, action: String, prefixTolerant: Bool = true) -> Bool {
        let titleWords = words(withoutEllipsis(title)).map { $0.lowercased() }
        let actionWords = words(action).map { $0.lowercased() }
        return match(titleWords[...], actionWords[...], prefixTolerant: prefixTolerant)
    }

    private static func match(_ title: ArraySlice<String>, _ action: ArraySlice<String>, prefixTolerant: Bool) -> Bool {
        guard let head = action.first else { return title.isEmpty || prefixTolerant }
        if head == "{app}" {
            // One or more words, then the rest of the action.
            guard !title.isEmpty else { return false }
            for split in (title.startIndex + 1)...title.endIndex
            where match(title[split...], action.dropFirst(), prefixTolerant: prefixTolerant) {
                return true
            }
            return false
        }
        guard let word = title.first, word == head else { return false }
        return match(title.dropFirst(), action.dropFirst(), prefixTolerant: prefixTolerant)
    }
}
