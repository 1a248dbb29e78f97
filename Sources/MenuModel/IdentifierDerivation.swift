import MenuDiagnostics

/// Derives command identifiers from titles: `"Save As…"` → `saveAs`,
/// `"Export as PDF…"` → `exportAsPDF`, `"打开"` → `打开`.
public enum IdentifierDerivation {
    /// Words are runs of letters and digits; an apostrophe inside a word is
    /// dropped ("Don't Save" → `dontSave`). The first word is lowercased (an
    /// all-capitals first word entirely, "PDF Export" → `pdfExport`), the others
    /// capitalised. A leading digit gets an underscore, so the result is always
    /// a valid Swift identifier; empty when the title has no letters or digits.
    public static func derive(from title: String) -> String {
        deriveASCII(title) ?? deriveFromScalars(title)
    }

    /// `derive(from:)` for any title, scalar by scalar.
    static func deriveFromScalars(_ title: String) -> String {
        let words = self.words(of: title)
        guard let first = words.first else { return "" }
        var result = lowercasedFirstWord(first)
        for word in words.dropFirst() {
            result += capitalised(word)
        }
        if let head = result.unicodeScalars.first, head.properties.numericType != nil {
            result = "_" + result
        }
        return result
    }

    /// `derive(from:)` for an ASCII title without apostrophes whose first
    /// word is not all capitals (nearly every title), read by its bytes; nil
    /// for other titles.
    static func deriveASCII(_ title: String) -> String? {
        var title = title
        return title.withUTF8 { bytes -> String? in
            var identifier: [UInt8] = []
            identifier.reserveCapacity(bytes.count + 1)
            var inWord = false
            var isFirstWord = true
            var firstWordLetters = 0
            var firstWordHasLowercase = false
            for byte in bytes {
                guard byte < 0x80, byte != UInt8(ascii: "'") else { return nil }
                guard ASCII.isLetterOrDigit(byte) else {
                    if inWord, isFirstWord {
                        if firstWordLetters > 1, !firstWordHasLowercase { return nil }
                        isFirstWord = false
                    }
                    inWord = false
                    continue
                }
                if isFirstWord, ASCII.isLetter(byte) {
                    firstWordLetters += 1
                    if ASCII.isLowercaseLetter(byte) { firstWordHasLowercase = true }
                }
                if identifier.isEmpty, ASCII.isDigit(byte) { identifier.append(UInt8(ascii: "_")) }
                if inWord {
                    identifier.append(byte)
                } else {
                    identifier.append(isFirstWord ? ASCII.lowercased(byte) : ASCII.uppercased(byte))
                }
                inWord = true
            }
            if isFirstWord, firstWordLetters > 1, !firstWordHasLowercase { return nil }
            return String(decoding: identifier, as: UTF8.self)
        }
    }

    /// Whether an identifier can be derived from `title`: whether it has a
    /// letter or digit.
    public static func canDerive(from title: String) -> Bool {
        // An ASCII letter or digit, which nearly every title has, is found
        // by bytes; only titles without one are read scalar by scalar.
        title.utf8.contains(where: ASCII.isLetterOrDigit) || title.unicodeScalars.contains(where: isWordScalar)
    }

    /// The runs of letters and digits of a title; an apostrophe between two
    /// letters is dropped, not a break.
    private static func words(of title: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousWasLetter = false
        let scalars = Array(title.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            if isWordScalar(scalar) {
                current.unicodeScalars.append(scalar)
                previousWasLetter = true
            } else if scalar == "'" || scalar == "’", previousWasLetter, index + 1 < scalars.count,
                      isWordScalar(scalars[index + 1]) {
                continue
            } else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousWasLetter = false
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (value >= 0x30 && value <= 0x39) || (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A)
        }
        return scalar.properties.isAlphabetic || scalar.properties.numericType == .decimal
    }

    private static func lowercasedFirstWord(_ word: String) -> String {
        let letters = word.unicodeScalars.filter { $0.properties.isAlphabetic }
        if letters.count > 1, letters.allSatisfy({ $0.properties.isUppercase }) {
            return word.lowercased()
        }
        guard let first = word.first else { return word }
        return first.lowercased() + word.dropFirst()
    }

    private static func capitalised(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }
}

/// Identifiers handed out so far, for names that must be unique in the
/// generated code (menus, choices).
struct IdentifierSpace {
    /// Each identifier used, with the numeric suffix to try next when it is
    /// wanted again as a stem.
    private var nextSuffix: [String: Int] = [:]

    /// An identifier not yet used: `file`, then `file2`, `file3`…
    mutating func claim(_ base: String, fallback: String) -> String {
        let stem = base.isEmpty ? fallback : base
        guard var suffix = nextSuffix[stem] else {
            nextSuffix[stem] = 2
            return stem
        }
        var candidate = stem + String(suffix)
        while nextSuffix[candidate] != nil {
            suffix += 1
            candidate = stem + String(suffix)
        }
        nextSuffix[stem] = suffix + 1
        nextSuffix[candidate] = 2
        return candidate
    }
}
