import MenuDiagnostics

/// A modifier key.
public enum Modifier: UInt8, CaseIterable, Sendable, Hashable, Comparable {
    // Declared in Apple's display order: Fn/Globe, Control, Option, Shift, Command.
    case function
    case control
    case option
    case shift
    case command

    /// The symbol Apple uses in menus.
    public var symbol: String {
        switch self {
        case .function: "🌐︎"
        case .control: "⌃"
        case .option: "⌥"
        case .shift: "⇧"
        case .command: "⌘"
        }
    }

    /// The canonical spelling in `.menu` files.
    public var canonicalName: String {
        switch self {
        case .function: "fn"
        case .control: "ctrl"
        case .option: "opt"
        case .shift: "shift"
        case .command: "cmd"
        }
    }

    /// Every accepted spelling, lowercase.
    public var spellings: [String] {
        switch self {
        case .function: ["fn", "globe"]
        case .control: ["ctrl", "control"]
        case .option: ["opt", "option", "alt"]
        case .shift: ["shift"]
        case .command: ["cmd", "command"]
        }
    }

    /// The order of modifiers in canonical source spelling (`cmd+shift+opt+ctrl+fn`):
    /// Command first, as people say it and as SwiftUI lists `EventModifiers`.
    public static let canonicalSpellingOrder: [Modifier] = [.command, .shift, .option, .control, .function]

    /// Apple's display order (the declaration order), kept: `allCases`
    /// makes a new array at each use.
    public static let displayOrder: [Modifier] = allCases

    public static func < (lhs: Modifier, rhs: Modifier) -> Bool { lhs.rawValue < rhs.rawValue }

    public static func named(_ name: some StringProtocol) -> Modifier? {
        // Every spelling is short ASCII: a long part is looked up as none.
        guard name.utf8.count <= 16 else { return nil }
        return bySpelling[name.lowercased()]
    }

    /// The modifier an ASCII spelling names, in any case, given as bytes.
    static func spelled(by bytes: ArraySlice<UInt8>) -> Modifier? {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        return bySpelling[String(decoding: bytes.map(ASCII.lowercased), as: UTF8.self)]
    }

    private static let bySpelling: [String: Modifier] = Dictionary(
        uniqueKeysWithValues: allCases.flatMap { modifier in modifier.spellings.map { ($0, modifier) } })

    public static func fromSymbol(_ scalar: Unicode.Scalar) -> Modifier? {
        switch scalar {
        case "⌃": .control
        case "⌥": .option
        case "⇧": .shift
        case "⌘": .command
        case "🌐": .function
        default: nil
        }
    }
}

/// A set of modifiers, stored as bits.
public struct ModifierSet: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public init(_ modifier: Modifier) { self.init(rawValue: 1 << modifier.rawValue) }

    public init(_ modifiers: some Sequence<Modifier>) {
        self.init(rawValue: 0)
        for modifier in modifiers { insert(ModifierSet(modifier)) }
    }

    public static let function = ModifierSet(Modifier.function)
    public static let control = ModifierSet(Modifier.control)
    public static let option = ModifierSet(Modifier.option)
    public static let shift = ModifierSet(Modifier.shift)
    public static let command = ModifierSet(Modifier.command)

    public func contains(_ modifier: Modifier) -> Bool { contains(ModifierSet(modifier)) }

    /// The modifiers in Apple's display order (⌃⌥⇧⌘, Fn first).
    public var displayOrder: [Modifier] { Modifier.displayOrder.filter { contains($0) } }

    /// The modifiers in canonical spelling order (Command first).
    public var spellingOrder: [Modifier] { Modifier.canonicalSpellingOrder.filter { contains($0) } }
}

/// A key that is not a printable character.
public enum NamedKey: String, CaseIterable, Sendable, Hashable {
    case `return`, enter, escape, tab, space, delete, forwardDelete
    case up, down, left, right, home, end, pageUp, pageDown, clear

    /// The canonical spelling in `.menu` files.
    public var canonicalName: String { self == .escape ? "esc" : rawValue }

    /// Accepted spellings, lowercase.
    public var spellings: [String] {
        switch self {
        case .escape: ["esc", "escape"]
        case .delete: ["delete", "backspace"]
        case .forwardDelete: ["forwarddelete"]
        case .pageUp: ["pageup"]
        case .pageDown: ["pagedown"]
        case .return: ["return"]
        default: [rawValue.lowercased()]
        }
    }

    /// The symbol Apple shows in menus, or the word for keys shown by name.
    public var symbol: String {
        switch self {
        case .return: "↩"
        case .enter: "⌤"
        case .escape: "⎋"
        case .tab: "⇥"
        case .space: "Space"
        case .delete: "⌫"
        case .forwardDelete: "⌦"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "↖"
        case .end: "↘"
        case .pageUp: "⇞"
        case .pageDown: "⇟"
        case .clear: "⌧"
        }
    }

    /// The key a spelling names, in any case. A test holds this switch and
    /// `spellings` together.
    public static func named(_ name: some StringProtocol) -> NamedKey? {
        // Every spelling is short ASCII: a long part is compared with none.
        guard name.utf8.count <= 16 else { return nil }
        return switch name.lowercased() {
        case "return": .return
        case "enter": .enter
        case "esc", "escape": .escape
        case "tab": .tab
        case "space": .space
        case "delete", "backspace": .delete
        case "forwarddelete": .forwardDelete
        case "up": .up
        case "down": .down
        case "left": .left
        case "right": .right
        case "home": .home
        case "end": .end
        case "pageup": .pageUp
        case "pagedown": .pageDown
        case "clear": .clear
        default: nil
        }
    }

    public static func fromSymbol(_ text: some StringProtocol) -> NamedKey? {
        bySymbol[String(text)]
    }

    /// Space is shown as a word; its symbol in a shortcut is "␣".
    private static let bySymbol: [String: NamedKey] = Dictionary(
        uniqueKeysWithValues: allCases.filter { $0 != .space }.map { ($0.symbol, $0) } + [("␣", .space)])
}

/// The key of a shortcut.
public enum Key: Hashable, Sendable {
    /// A printable character; ASCII letters are stored uppercase.
    case character(Character)
    case named(NamedKey)
    /// F1 … F20
    case function(Int)

    public static let functionKeyRange = 1...20

    /// The canonical spelling in `.menu` files.
    public var canonicalName: String {
        switch self {
        case .character(let character): String(character)
        case .named(let key): key.canonicalName
        case .function(let number): "f\(number)"
        }
    }

    /// How Apple shows the key in a menu.
    public var symbol: String {
        switch self {
        case .character(let character): String(character)
        case .named(let key): key.symbol
        case .function(let number): "F\(number)"
        }
    }

    public var isPrintable: Bool {
        if case .character = self { return true }
        return self == .named(.space)
    }

    public var isLetter: Bool {
        if case .character(let character) = self { return character.isLetter }
        return false
    }

    /// Every spelling of a named key or F-key, for "did you mean" suggestions.
    public static var namedSpellings: [String] {
        NamedKey.allCases.flatMap { [$0.canonicalName] + ($0.spellings.count > 1 ? [$0.spellings[1]] : []) }
            + Key.functionKeyRange.map { "f\($0)" }
    }

    /// The key of a one-byte key part: a printable ASCII character, letters
    /// uppercased; nil for other bytes.
    static func parse(asciiByte byte: UInt8) -> Key? {
        guard byte > 0x20, byte < 0x7F else { return nil }
        let isLowercase = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
        return .character(Character(Unicode.Scalar(isLowercase ? byte - 0x20 : byte)))
    }

    /// Parses the key part of a shortcut: one character, a key name, an F-key
    /// or a key symbol.
    public static func parse(_ text: Substring) -> Key? {
        // The common case, one printable ASCII character (no key symbol is ASCII).
        if text.utf8.count == 1, let byte = text.utf8.first, let key = parse(asciiByte: byte) { return key }
        // ASCII text of more than one byte is more than one character (but
        // for CRLF, which is no key either): its characters are not counted.
        let isLongerASCII = text.utf8.count > 1 && text.utf8.allSatisfy { $0 < 0x80 }
        // A key character is one Unicode scalar: a character of several (a
        // letter and combining marks, a flag) is not what a key sends.
        if !isLongerASCII, text.unicodeScalars.count == 1, let character = text.first {
            if let named = NamedKey.fromSymbol(text) { return .named(named) }
            if character.isWhitespace || character.unicodeScalars.contains(where: { $0.value < 0x20 }) { return nil }
            // Letters are case-insensitive, in any script: 'é' is 'É'. A
            // letter whose capital is more than one ('ß') stays as it is.
            guard character.isLetter, case let capital = character.uppercased(), capital.count == 1 else { return .character(character) }
            return .character(Character(capital))
        }
        if let named = NamedKey.named(text) { return .named(named) }
        if let first = text.first, first == "f" || first == "F", let number = Int(text.dropFirst()),
           functionKeyRange.contains(number), !text.dropFirst().hasPrefix("0") {
            return .function(number)
        }
        return nil
    }
}
