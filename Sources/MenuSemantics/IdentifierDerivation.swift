import MenuDiagnostics
import MenuSyntax

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

    /// The derivation for any title, scalar by scalar.
    static func deriveFromScalars(_ title: String) -> String {
        var words: [String] = []
        var current = ""
        var previousWasLetter = false
        let scalars = Array(title.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            if isWordScalar(scalar) {
                current.unicodeScalars.append(scalar)
                previousWasLetter = true
            } else if (scalar == "'" || scalar == "’"), previousWasLetter, index + 1 < scalars.count,
                      isWordScalar(scalars[index + 1]) {
                continue
            } else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousWasLetter = false
            }
        }
        if !current.isEmpty { words.append(current) }
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

    /// The hash (`ByteHash.of`) of the identifier derived from `title`, nil
    /// when none can be; what groups identifiers, which the model does not
    /// store. For most titles it is taken in the pass that derives the
    /// identifier, without writing the identifier anywhere.
    static func hashOfDerived(from title: LiteralText) -> UInt64? {
        switch title.withUTF8(hashOfSimpleASCII) {
        case .hash(let hash): hash
        case .empty: nil
        case .needsGeneralPath:
            deriveFromScalars(title.string).withUTF8Bytes { $0.isEmpty ? nil : ByteHash.of($0) }
        }
    }

    private enum SimpleHash {
        case hash(UInt64)
        case empty
        case needsGeneralPath
    }

    /// `writeASCII`'s output, hashed as it is made, for the titles
    /// `simpleASCIIIdentifierLength` accepts.
    private static func hashOfSimpleASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> SimpleHash {
        var hash = ByteHash()
        var pending: UInt64 = 0
        var count = 0
        func emit(_ byte: UInt8) {
            pending |= UInt64(byte) << (8 * UInt64(count & 7))
            count += 1
            if count & 7 == 0 {
                hash.combine(pending)
                pending = 0
            }
        }
        var inWord = false
        var isFirstWord = true
        var firstWordLetters = 0
        var firstWordHasLowercase = false
        // "PDF Export" is lowercased whole, by the general path.
        var firstWordIsCapitals: Bool { firstWordLetters > 1 && !firstWordHasLowercase }
        for byte in bytes {
            guard byte < 0x80, byte != UInt8(ascii: "'") else { return .needsGeneralPath }
            let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            let isLower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            guard isUpper || isLower || isDigit else {
                if inWord {
                    if isFirstWord, firstWordIsCapitals { return .needsGeneralPath }
                    isFirstWord = false
                }
                inWord = false
                continue
            }
            if isFirstWord {
                if !isDigit { firstWordLetters += 1 }
                if isLower { firstWordHasLowercase = true }
            }
            if count == 0, isDigit { emit(UInt8(ascii: "_")) }
            if inWord {
                emit(byte)
            } else if isFirstWord {
                emit(isUpper ? byte | 0x20 : byte)
            } else {
                emit(isLower ? byte & ~0x20 : byte)
            }
            inWord = true
        }
        if isFirstWord, firstWordIsCapitals { return .needsGeneralPath }
        guard count > 0 else { return .empty }
        if count & 7 != 0 { hash.combine(pending) }
        return .hash(hash.finalize(byteCount: count))
    }

    /// Whether an identifier can be derived from `title`: whether it has a
    /// letter or digit.
    public static func canDerive(from title: LiteralText) -> Bool {
        title.withUTF8 { bytes in bytes.contains(where: ASCII.isLetterOrDigit) }
            || title.string.unicodeScalars.contains(where: isWordScalar)
    }

    /// The same derivation for ASCII titles, byte by byte; nil for other titles
    /// and for the rare cases (an all-capitals first word, an apostrophe) left
    /// to the general path.
    static func deriveASCII(_ title: String) -> String? {
        title.withUTF8Bytes { bytes in
            // The exact length, so that a short identifier is stored inline.
            guard let length = simpleASCIIIdentifierLength(bytes) else { return nil }
            return String(unsafeUninitializedCapacity: length) { output in writeASCII(bytes, into: output) }
        }
    }

    /// Writes the identifier of a title `simpleASCIIIdentifierLength` accepts
    /// into `output`, which has room for that length; returns the count.
    private static func writeASCII(_ bytes: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var count = 0
        var inWord = false
        var isFirstWord = true
        for byte in bytes {
            let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            let isLower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            guard isUpper || isLower || isDigit else {
                if inWord { isFirstWord = false }
                inWord = false
                continue
            }
            if count == 0, isDigit {
                output[0] = UInt8(ascii: "_")
                count = 1
            }
            if inWord {
                output[count] = byte
            } else if isFirstWord {
                output[count] = isUpper ? byte | 0x20 : byte
            } else {
                output[count] = isLower ? byte & ~0x20 : byte
            }
            inWord = true
            count += 1
        }
        return count
    }

    /// The length of the identifier of an ASCII title without apostrophes
    /// whose first word is not all capitals; nil for other titles ("PDF
    /// Export" is lowercased whole, by the general path).
    private static func simpleASCIIIdentifierLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        // Eight bytes at a time: no byte from 0x80 up and no apostrophe; the
        // identifier keeps every letter and digit.
        var length = 0
        var offset = 0
        while offset < bytes.count {
            let word = Word.load(bytes, at: offset)
            guard (word & Word.highBits) | Word.bytesEqual(word, UInt8(ascii: "'")) == 0 else { return nil }
            let kept = Word.bytesIn(word, UInt8(ascii: "a")...UInt8(ascii: "z")) | Word.bytesIn(word, UInt8(ascii: "A")...UInt8(ascii: "Z"))
                | Word.bytesIn(word, UInt8(ascii: "0")...UInt8(ascii: "9"))
            length += kept.nonzeroBitCount
            offset += 8
        }
        // Then the first word, byte by byte.
        var index = 0
        while index < bytes.count, !ASCII.isLetterOrDigit(bytes[index]) { index += 1 }
        guard index < bytes.count else { return length }
        // A leading digit gets an underscore.
        if ASCII.isDigit(bytes[index]) { length += 1 }
        var firstWordLetters = 0
        var firstWordHasLowercase = false
        while index < bytes.count, ASCII.isLetterOrDigit(bytes[index]) {
            if ASCII.isLetter(bytes[index]) { firstWordLetters += 1 }
            if ASCII.isLowercaseLetter(bytes[index]) { firstWordHasLowercase = true }
            index += 1
        }
        return firstWordLetters <= 1 || firstWordHasLowercase ? length : nil
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
