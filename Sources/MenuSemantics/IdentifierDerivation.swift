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

    /// An entry's identifier: the name it was given (with `id:`, or by its
    /// role), or else the one derived from its title. What the model's `id`
    /// properties return: derived identifiers are not stored.
    static func identifier(named name: String?, title: LiteralText) -> String {
        name ?? derive(from: title.string)
    }

    /// Calls `body` with the UTF-8 of `identifier(named:title:)`, derived
    /// into a buffer on the stack when it can be without a string (most
    /// titles): what writers that copy identifiers into their output use.
    static func withIdentifierUTF8<Result>(
        named name: String?, title: LiteralText, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        if var name { return name.withUTF8(body) }
        let simple: Result? = title.withUTF8 { withSimpleIdentifier(of: $0, body) }
        if let simple { return simple }
        var derived = deriveFromScalars(title.string)
        return derived.withUTF8(body)
    }

    /// The hash (`ByteHash.of`) of an identifier given by name (written with
    /// `id:`, or a role's), nil when it is empty; `hashOfDerived` hashes one
    /// derived from a title the same way.
    static func hash(ofName name: String) -> UInt64? {
        name.withUTF8Bytes { $0.isEmpty ? nil : ByteHash.of($0) }
    }

    /// The hash (`ByteHash.of`) of the identifier derived from a title given
    /// as its UTF-8, nil when none can be; what groups identifiers, which the
    /// model does not store. Taken as the index takes it, in the pass that
    /// reads the title's traits, without writing the identifier out.
    static func hashOfDerived(fromUTF8 bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        TitleTraits.reading(bytes, derivingIdentifier: true).derivedIdentifierHash
    }

    /// Calls `body` with the identifier of a title given as its UTF-8,
    /// derived byte by byte into a buffer on the stack; nil, without calling
    /// it, for a title the general path derives.
    private static func withSimpleIdentifier<Result>(
        of bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result? {
        // An identifier has a byte per letter or digit of the title, and
        // perhaps a leading underscore.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count + 1) { output in
            writeSimpleIdentifier(of: bytes, into: output).map { body(UnsafeBufferPointer(rebasing: output[..<$0])) }
        }
    }

    /// Whether an identifier can be derived from `title`: whether it has a
    /// letter or digit.
    /// Inlined with a test of the first byte, which settles it for nearly
    /// every title (lowering asks for each command) without a call.
    @inline(__always)
    public static func canDerive(from title: LiteralText) -> Bool {
        title.withUTF8 { bytes in !bytes.isEmpty && ASCII.isLetterOrDigit(bytes[0]) } || canDeriveLookingFurther(from: title)
    }

    private static func canDeriveLookingFurther(from title: LiteralText) -> Bool {
        title.withUTF8 { bytes in bytes.contains(where: ASCII.isLetterOrDigit) }
            || title.string.unicodeScalars.contains(where: isWordScalar)
    }

    /// The same derivation for ASCII titles, byte by byte; nil for other titles
    /// and for the rare cases (an all-capitals first word, an apostrophe) left
    /// to the general path.
    static func deriveASCII(_ title: String) -> String? {
        title.withUTF8Bytes { bytes in
            // Measured first, so that a short identifier is stored inline.
            var length = 0
            guard forEachByteOfSimpleIdentifier(bytes, { _ in length += 1 }) else { return nil }
            return String(unsafeUninitializedCapacity: length) { writeSimpleIdentifier(of: bytes, into: $0) ?? 0 }
        }
    }

    /// Writes the identifier of `bytes` as `forEachByteOfSimpleIdentifier`
    /// makes it into `output` (room for a byte more than the title) and
    /// returns its length; nil for a title the general path derives.
    private static func writeSimpleIdentifier(of bytes: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        var count = 0
        guard forEachByteOfSimpleIdentifier(bytes, { byte in
            output[count] = byte
            count += 1
        }) else { return nil }
        return count
    }

    /// Hands `emit` the bytes of the identifier of an ASCII title without
    /// apostrophes whose first word is not in capitals, in order; false (part
    /// way through) for other titles, which the general path derives ("PDF
    /// Export" is lowercased whole). The one byte-by-byte derivation, behind
    /// the strings and the writers; the index hashes identifiers eight bytes
    /// at a time (`TitleTraits.reading`), and its tests hold it to this.
    @inline(__always)
    private static func forEachByteOfSimpleIdentifier(_ bytes: UnsafeBufferPointer<UInt8>, _ emit: (UInt8) -> Void) -> Bool {
        var emitted = false
        var inWord = false
        var isFirstWord = true
        var firstWordLetters = 0
        var firstWordHasLowercase = false
        var firstWordIsCapitals: Bool { firstWordLetters > 1 && !firstWordHasLowercase }
        for byte in bytes {
            guard byte < 0x80, byte != UInt8(ascii: "'") else { return false }
            let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            let isLower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            guard isUpper || isLower || isDigit else {
                if inWord {
                    if isFirstWord, firstWordIsCapitals { return false }
                    isFirstWord = false
                }
                inWord = false
                continue
            }
            if isFirstWord {
                if !isDigit { firstWordLetters += 1 }
                if isLower { firstWordHasLowercase = true }
            }
            // A leading digit gets an underscore.
            if !emitted, isDigit { emit(UInt8(ascii: "_")) }
            if inWord {
                emit(byte)
            } else if isFirstWord {
                emit(isUpper ? byte | 0x20 : byte)
            } else {
                emit(isLower ? byte & ~0x20 : byte)
            }
            emitted = true
            inWord = true
        }
        return !(isFirstWord && firstWordIsCapitals)
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
