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
        if case .character(let character) = key, let unshifted = USKeyboard.unshifted[character] {
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
        let bytes = Array(notation.utf8)
        let (syntax, _) = ShortcutDecoder.decode(bytes, range: .init(start: 0, end: bytes.count))
        guard let syntax else { preconditionFailure("invalid shortcut in table: \(notation)") }
        self.init(syntax)
    }

    /// How Apple shows the shortcut in a menu: modifiers in the order ⌃⌥⇧⌘
    /// (Fn first), then the key. A shifted punctuation character is shown as
    /// itself without ⇧ (Help is ⌘?, not ⇧⌘/); digits keep ⇧, as in ⇧⌘3.
    public var display: String {
        var shown = modifiers
        var keyText = key.symbol
        if modifiers.contains(.shift), case .character(let character) = key,
           let shifted = USKeyboard.shifted[character], !character.isNumber {
            shown.remove(.shift)
            keyText = String(shifted)
        }
        return shown.displayOrder.map(\.symbol).joined() + keyText
    }

    /// The character the key produces with this shortcut's Shift state: for
    /// `⇧⌘/` that is `?`. Letters stay uppercase.
    public var typedKey: Key {
        if modifiers.contains(.shift), case .character(let character) = key, let shifted = USKeyboard.shifted[character] {
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
    /// Unshifted key → the character Shift gives.
    public static let shifted: [Character: Character] = [
        "`": "~", "1": "!", "2": "@", "3": "#", "4": "$", "5": "%", "6": "^", "7": "&", "8": "*",
        "9": "(", "0": ")", "-": "_", "=": "+", "[": "{", "]": "}", "\\": "|", ";": ":", "'": "\"",
        ",": "<", ".": ">", "/": "?",
    ]

    /// Shifted character → its unshifted key.
    public static let unshifted: [Character: Character] = Dictionary(
        uniqueKeysWithValues: shifted.map { ($0.value, $0.key) })
}
