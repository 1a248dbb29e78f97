import MenuSyntax

/// A keyboard shortcut in normal form: a shifted character on the US layout is
/// its unshifted key plus Shift (`cmd+?` is `cmd+shift+/`), so two spellings of
/// one shortcut compare equal and hash alike.
public struct Shortcut: Hashable, Sendable, CustomStringConvertible {
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

    /// Parses a table entry in Apple's notation (`⇧⌘S`, `⌃F1`, `⌘Space`).
    /// For tables in the source code only: an invalid entry is a programming error.
    init(_ notation: String) {
        guard let (modifiers, key) = ShortcutDecoder.decodeTableNotation(Array(notation.utf8)) else {
            preconditionFailure("invalid shortcut in table: \(notation)")
        }
        self.init(modifiers: modifiers, key: key)
    }

    /// How Apple shows the shortcut in a menu: modifiers in the order ⌃⌥⇧⌘
    /// (Fn first), then the key. A shifted punctuation character is shown as
    /// itself without ⇧ (Help is ⌘?, not ⇧⌘/); digits keep ⇧, as in ⇧⌘3.
    public var display: String {
        let (shown, key) = displayedParts
        var text = ""
        for modifier in Modifier.displayOrder where shown.contains(modifier) { text += modifier.symbol }
        return text + key.symbol
    }

    /// The modifiers and the key as `display` shows them: ⌘? is Command and
    /// '?', ⇧⌘3 is Shift, Command and '3'.
    public var displayedParts: (modifiers: ModifierSet, key: Key) {
        if modifiers.contains(.shift), case .character(let character) = key,
           let shifted = USKeyboard.shifted(character), !character.isNumber {
            return (modifiers.subtracting(.shift), .character(shifted))
        }
        return (modifiers, key)
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
