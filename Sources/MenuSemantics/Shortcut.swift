import MenuSyntax

/// A keyboard shortcut in normal form: a shifted character on the US layout is
/// its unshifted key plus Shift (`cmd+?` is `cmd+shift+/`), so two spellings of
/// one shortcut compare equal and hash alike.
public struct Shortcut: Hashable, Sendable, CustomStringConvertible {
    // The key first: the one-byte modifiers then fit after its tag, in 18
    // bytes rather than 25 (every command of the model holds one).
    public let key: Key
    public let modifiers: ModifierSet

    /// Normalises a written shortcut.
    public init(modifiers: ModifierSet, key: Key) {
        if case .character(let character) = key, let unshifted = USKeyboard.unshifted(character) {
            self.modifiers = modifiers.union(.shift)
            self.key = .character(unshifted)
        } else {
            self.modifiers = modifiers
            self.key = key
        }
    }

    public init(_ syntax: ShortcutSyntax) {
        self.init(modifiers: syntax.modifierSet, key: syntax.key)
    }

    /// A shortcut already in normal form, as `StoredShortcut` unpacks it.
    fileprivate init(normalModifiers modifiers: ModifierSet, key: Key) {
        self.modifiers = modifiers
        self.key = key
    }

    /// Parses a table entry in Apple's notation (`⇧⌘S`, `⌃F1`, `⌘Space`).
    /// For tables in the source code only: an invalid entry is a programming error.
    init(_ notation: String) {
        guard let (modifiers, key) = ShortcutDecoder.decodeTableNotation(Array(notation.utf8)) else {
            preconditionFailure("invalid shortcut in table: \(notation)")
        }
        self.init(modifiers: modifiers, key: key)
    }

    /// A number that this shortcut shares only with the shortcuts equal to
    /// it and written alike: for a key of one byte, a named key or an F-key.
    /// Nil for other characters, which may equal one written with other
    /// scalars (U+037E is ";"). What tables of shortcuts can be keyed by.
    public var exactKey: Int? {
        if case .character(let character) = key, character.utf8.count != 1 { return nil }
        return StoredShortcut.packedWord(of: self).map { Int(truncatingIfNeeded: $0) }
    }

    /// How Apple shows the shortcut in a menu: modifiers in the order ⌃⌥⇧⌘
    /// (Fn first), then the key. A shifted punctuation character is shown as
    /// itself without ⇧ (Help is ⌘?, not ⇧⌘/); digits keep ⇧, as in ⇧⌘3.
    public var display: String {
        var shown = modifiers
        var keyText = key.symbol
        if modifiers.contains(.shift), case .character(let character) = key,
           let shifted = USKeyboard.shifted(character), !character.isNumber {
            shown.remove(.shift)
            keyText = String(shifted)
        }
        // Appended in place: mapping and joining the symbols made three
        // arrays and a string per shortcut, and every command's shortcut is
        // shown in the JSON, the cheat-sheet and the generated Swift.
        var text = ""
        for modifier in Modifier.displayOrder where shown.contains(modifier) { text += modifier.symbol }
        return text + keyText
    }

    /// The character the key produces with this shortcut's Shift state: for
    /// `⇧⌘/` that is `?`. Letters stay uppercase.
    public var typedKey: Key {
        if modifiers.contains(.shift), case .character(let character) = key, let shifted = USKeyboard.shifted(character) {
            return .character(shifted)
        }
        return key
    }

    /// The canonical source spelling (`cmd+shift+S`), as the formatter writes it.
    public var spelling: String {
        (modifiers.spellingOrder.map(\.canonicalName) + [key.canonicalName]).joined(separator: "+")
    }

    public var description: String { display }
}

/// A shortcut as the model's entries keep it: a word where `Shortcut?` takes
/// nineteen bytes (its key holds a `Character`, a string), which with the
/// entries' other fields keeps a command in 88 bytes, a 96-byte block of
/// memory (see `EntryStorageTests`). The modifiers, the kind of key and the
/// key (the UTF-8 of a character, a named key's number, an F-key's) are
/// packed into the word; a character of more than six UTF-8 bytes (no key of
/// a keyboard) or an F-key beyond sixteen bits is kept whole by the entry,
/// beside its rare attributes, and the word says so.
struct StoredShortcut: Sendable {
    private let word: UInt64

    /// No shortcut (no kind of key is 0).
    private static let noneWord: UInt64 = 0
    /// A shortcut the word cannot hold: no packed word has every bit set,
    /// as its kind of key is 1, 2 or 3.
    private static let elsewhereWord = UInt64.max

    static let none = StoredShortcut(word: noneWord)

    private init(word: UInt64) {
        self.word = word
    }

    /// The stored form of `shortcut`, and the shortcut itself when the word
    /// cannot hold it (the entry keeps that one).
    static func storing(_ shortcut: Shortcut?) -> (stored: StoredShortcut, unpacked: Shortcut?) {
        guard let shortcut else { return (.none, nil) }
        guard let word = packedWord(of: shortcut) else { return (StoredShortcut(word: elsewhereWord), shortcut) }
        return (StoredShortcut(word: word), nil)
    }

    private static let characterKey: UInt64 = 1
    private static let namedKey: UInt64 = 2
    private static let functionKey: UInt64 = 3
    private static let namedKeys = NamedKey.allCases

    /// The word that holds a shortcut: equal shortcuts pack alike.
    /// Nil for the two kinds a word cannot hold: a character of more than
    /// six UTF-8 bytes and an F-key number beyond sixteen bits.
    static func packedWord(of shortcut: Shortcut) -> UInt64? {
        let kindAndKey: UInt64
        switch shortcut.key {
        case .character(let character):
            let utf8 = character.utf8
            guard utf8.count <= 6 else { return nil }
            var key: UInt64 = 0
            for (index, byte) in utf8.enumerated() { key |= UInt64(byte) << (8 * UInt64(index)) }
            kindAndKey = characterKey | key << 8
        case .named(let named):
            kindAndKey = namedKey | UInt64(namedKeys.firstIndex(of: named)!) << 8
        case .function(let number):
            guard (0...0xFFFF).contains(number) else { return nil }
            kindAndKey = functionKey | UInt64(truncatingIfNeeded: number) << 8
        }
        return UInt64(shortcut.modifiers.rawValue) | kindAndKey << 8
    }

    /// The shortcut, given the one the entry keeps when the word cannot
    /// hold it. Inlined, so that the entry's read of `unpacked` is code in its
    /// getter rather than a closure holding the entry, which retained and
    /// released every entry whose shortcut was asked for.
    @inline(__always)
    func shortcut(unpacked: @autoclosure () -> Shortcut?) -> Shortcut? {
        if word == Self.noneWord { return nil }
        if word == Self.elsewhereWord { return unpacked() }
        return packedShortcut()
    }

    /// The shortcut the word holds.
    private func packedShortcut() -> Shortcut {
        let modifiers = ModifierSet(rawValue: UInt8(truncatingIfNeeded: word))
        let keyBits = word >> 16
        switch (word >> 8) & 0xFF {
        case Self.characterKey:
            guard keyBits > 0xFF else {
                return Shortcut(normalModifiers: modifiers, key: .character(Character(Unicode.Scalar(UInt8(keyBits)))))
            }
            // The UTF-8 sits in the word's low bytes, little endian;
            // no byte of a character's UTF-8 is 0.
            let length = (UInt64.bitWidth - keyBits.leadingZeroBitCount + 7) / 8
            let text = withUnsafeBytes(of: keyBits.littleEndian) { String(decoding: $0.prefix(length), as: UTF8.self) }
            return Shortcut(normalModifiers: modifiers, key: .character(Character(text)))
        case Self.namedKey: return Shortcut(normalModifiers: modifiers, key: .named(Self.namedKeys[Int(keyBits)]))
        default: return Shortcut(normalModifiers: modifiers, key: .function(Int(keyBits)))
        }
    }

    var isNone: Bool { word == Self.noneWord }
}

/// The US keyboard layout's shifted characters, which the language normalises.
public enum USKeyboard {
    /// Each unshifted key followed by the character Shift gives. A static
    /// string, so that a process asking about one key builds no table.
    private static var pairs: StaticString { "`~1!2@3#4$5%6^7&8*9(0)-_=+[{]}\\|;:'\",<.>/?" }

    /// The character Shift gives on the key of `character`, if it is an
    /// unshifted key of the US layout that Shift changes.
    public static func shifted(_ character: Character) -> Character? {
        partner(of: character, side: 0)
    }

    /// The key whose shifted character is `character`, if it is one.
    public static func unshifted(_ character: Character) -> Character? {
        partner(of: character, side: 1)
    }

    private static func partner(of character: Character, side: Int) -> Character? {
        let utf8 = character.utf8
        // A one-byte character is compared as a byte; any other as a
        // character, as a dictionary of characters would: some are
        // canonically equivalent to ASCII (U+037E, the Greek question mark,
        // is ";").
        let byte = utf8.count == 1 ? utf8.first : nil
        return pairs.withUTF8Buffer { buffer in
            for index in stride(from: side, to: buffer.count, by: 2) {
                let matches = byte.map { buffer[index] == $0 } ?? (Character(Unicode.Scalar(buffer[index])) == character)
                if matches { return Character(Unicode.Scalar(buffer[index ^ 1])) }
            }
            return nil
        }
    }
}
