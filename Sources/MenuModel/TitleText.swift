import MenuDiagnostics

/// Facts about menu titles that several rules share: script, ellipsis,
/// words, and matching against the English titles of the tables.
public enum TitleText {
    public static let ellipsis = "…"

    /// Whether the title is empty or only white space.
    public static func isBlank(_ title: String) -> Bool {
        // A title that starts with a visible ASCII character is not blank.
        if let first = title.utf8.first, first > 0x20, first < 0x7F { return false }
        return title.allSatisfy(\.isWhitespace)
    }

    /// The title without a trailing ellipsis ("…" or "...") and the spaces
    /// before it.
    public static func withoutEllipsis(_ title: String) -> Substring {
        // By bytes where what is left ends in an ASCII byte, after which a
        // character always ends (nearly every title); else by characters.
        let utf8 = title.utf8
        var end = hasTrailingEllipsis(title) ? utf8.index(utf8.endIndex, offsetBy: -3) : utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: " ") { end = utf8.index(before: end) }
        if end == utf8.endIndex { return title[...] }
        if end == utf8.startIndex || utf8[utf8.index(before: end)] < 0x80 { return title[..<end] }
        return withoutEllipsisByCharacters(title)
    }

    /// `withoutEllipsis` for any title, character by character.
    static func withoutEllipsisByCharacters(_ title: String) -> Substring {
        var text = title[...]
        if text.hasSuffix("…") {
            text = text.dropLast()
        } else if text.hasSuffix("...") {
            text = text.dropLast(3)
        }
        while text.last == " " { text = text.dropLast() }
        return text
    }

    /// Whether the title ends with "…" or "...".
    public static func hasTrailingEllipsis(_ title: String) -> Bool {
        var title = title
        return title.withUTF8 { bytes in
            guard bytes.count >= 3 else { return false }
            let last = (bytes[bytes.count - 3], bytes[bytes.count - 2], bytes[bytes.count - 1])
            return last == (0xE2, 0x80, 0xA6) || last == (0x2E, 0x2E, 0x2E)
        }
    }

    /// Whether the title contains three periods in a row.
    public static func containsThreePeriods(_ title: String) -> Bool {
        var title = title
        return title.withUTF8 { bytes in
            var run = 0
            for byte in bytes {
                run = byte == UInt8(ascii: ".") ? run + 1 : 0
                if run == 3 { return true }
            }
            return false
        }
    }

    /// Whether the title starts with `prefix`, compared byte for byte.
    public static func hasPrefix(_ title: String, _ prefix: String) -> Bool {
        title.utf8.starts(with: prefix.utf8)
    }

    /// How two texts compare by their UTF-8 when ASCII letters are compared
    /// without case: negative, zero or positive.
    public static func compareIgnoringCase(_ left: String, _ right: String) -> Int {
        var left = left
        var right = right
        return left.withUTF8 { leftBytes in
            right.withUTF8 { rightBytes in
                for (leftByte, rightByte) in zip(leftBytes, rightBytes) {
                    let (leftFolded, rightFolded) = (ASCII.lowercased(leftByte), ASCII.lowercased(rightByte))
                    if leftFolded != rightFolded { return leftFolded < rightFolded ? -1 : 1 }
                }
                return leftBytes.count == rightBytes.count ? 0 : leftBytes.count < rightBytes.count ? -1 : 1
            }
        }
    }

    /// The text with ASCII letters lowercased, other characters as they are.
    public static func lowercasedASCII(_ text: String) -> String {
        text.utf8.allSatisfy { $0 < 0x80 } ? text.lowercased() : String(decoding: text.utf8.map(ASCII.lowercased), as: UTF8.self)
    }

    /// Whether the title starts with `prefix`, a lowercase text, when ASCII
    /// letters are compared without case.
    public static func hasPrefixIgnoringCase(_ title: String, _ prefix: String) -> Bool {
        var titleBytes = title.utf8.makeIterator()
        for byte in prefix.utf8 {
            guard let titleByte = titleBytes.next(), ASCII.lowercased(titleByte) == byte else { return false }
        }
        return true
    }

    /// Whether every letter of the title is Latin (and there is at least one):
    /// the titles whose English wording and capitalisation the rules judge.
    public static func isLatinScript(_ title: String) -> Bool {
        var sawLetter = false
        var isASCII = true
        for byte in title.utf8 {
            if byte >= 0x80 {
                isASCII = false
                break
            }
            if (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) { sawLetter = true }
        }
        if isASCII { return sawLetter }
        sawLetter = false
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

extension String {
    /// Replaces every occurrence of `target`, left to right, comparing UTF-8
    /// bytes (the core does without Foundation). UTF-8 is self-synchronising,
    /// so a match always starts and ends on a scalar.
    package func replacingOccurrences(of target: String, with replacement: String) -> String {
        let bytes = Array(utf8)
        let pattern = Array(target.utf8)
        guard !pattern.isEmpty else { return self }
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index...].starts(with: pattern) {
                result += replacement.utf8
                index += pattern.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether `target` occurs in the text, comparing UTF-8 bytes as
    /// `replacingOccurrences` does.
    package func containsBytes(of target: String) -> Bool {
        let bytes = Array(utf8)
        let pattern = Array(target.utf8)
        return bytes.indices.contains { bytes[$0...].starts(with: pattern) } || pattern.isEmpty
    }
}
