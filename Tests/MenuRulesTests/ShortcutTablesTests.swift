import MenuDiagnostics
import MenuSyntax
import Testing
@testable import MenuModel
@testable import MenuRules

/// The static tables of reserved and standard shortcuts.
@Suite("Shortcut tables")
struct ShortcutTablesTests {
    /// Every key the language has (each printable ASCII character, named key
    /// and F-key, some other characters, one too long to pack) with every set
    /// of modifiers but Fn, which is reserved whatever the key; each once
    /// (a shifted character and its key with Shift are one shortcut).
    private static let shortcuts: Set<Shortcut> = {
        let characters: [Character] = (0x21...0x7E).map { Character(Unicode.Scalar(UInt8($0))) } + ["é", "€", "中", "👨‍👩‍👧"]
        let keys: [Key] = characters.map { .character($0) } + NamedKey.allCases.map { .named($0) } + (1...20).map { .function($0) }
        return Set(keys.flatMap { key in
            (0..<UInt8(32)).filter { $0 & ModifierSet.function.rawValue == 0 }.map { Shortcut(modifiers: ModifierSet(rawValue: $0), key: key) }
        })
    }()

    /// `shortcut-modifiers` asks for Command, but not where that makes a
    /// shortcut the system keeps.
    @Test func adviceNeverNamesAReservedShortcut() {
        let text = "menu \"View\" {\n    item \"Play\" key: shift+space\n    item \"Next\" key: n\n}\n"
        let messages = Checker.check(SourceFile(path: "t.menu", text: text)).diagnostics.map(\.message)
        #expect(messages == [
            "'⇧Space' has no Command key, so it fires while people type; add 'cmd' and another modifier or choose another key ('⇧⌘Space' is reserved by Apple on macOS)",
            "'N' has no Command key, so it fires while people type; add 'cmd', as in 'cmd+N'",
        ])
    }

    /// A Control chord types nothing: it is not told it fires while people
    /// type, but which editing key it takes.
    @Test func aControlChordIsToldWhatItTakes() {
        let text = "menu \"View\" {\n    item \"Kill Line\" key: ctrl+K\n}\n"
        let messages = Checker.check(SourceFile(path: "t.menu", text: text)).diagnostics.map(\.message)
        #expect(messages == [
            "'⌃K' has no Command key, and Control chords are the editing keys of text fields (⌃A, ⌃E, ⌃K); add 'cmd', as in 'cmd+ctrl+K'",
        ])
    }

    /// A lookup finds what a search from the start of the table finds: the
    /// first entry with an equal shortcut, or nothing.
    @Test(arguments: [Platform.macOS, .iPadOS])
    func reservationsAreFoundAsByASearchFromTheStart(platform: Platform) {
        let table = platform == .macOS ? ShortcutTables.macOSReserved : ShortcutTables.iPadOSReserved
        var found = 0
        for shortcut in Self.shortcuts {
            let expected = table.first { $0.shortcut == shortcut }
            #expect(ShortcutTables.reservation(of: shortcut, on: platform)?.use == expected?.use, "\(shortcut.display)")
            if expected != nil { found += 1 }
        }
        // Every distinct shortcut of the table is among those tried.
        #expect(found == Set(table.map(\.shortcut)).count)
    }

    @Test func standardUsesAreFoundAsByASearchFromTheStart() {
        var found = 0
        for shortcut in Self.shortcuts {
            let expected = ShortcutTables.standard.first { $0.shortcut == shortcut }
            #expect(ShortcutTables.standardUse(of: shortcut)?.actions == expected?.actions, "\(shortcut.display)")
            if expected != nil { found += 1 }
        }
        #expect(found == ShortcutTables.standard.count)
    }

    /// The tables' notation is read as the shortcut decoder reads it, in
    /// every form the tables use: modifier symbols, then a character, a key
    /// name or an F-key.
    @Test func tableNotationsReadAsTheDecoderReadsThem() {
        let notations = [
            "⌘Space", "⌃⌥Space", "⌘Tab", "⇧⌘Tab", "Esc", "⌥⌘Esc", "⌃⌥⇧⌘Q", "⌘F5", "⌃F1", "F10", "⌘`", "⇧⌘`", "⌘?",
            "⌘+", "⌘-", "⌘{", "⌘}", "⌘|", "⌘,", "⌘;", "⌘:", "⌃⌥⌘.", "⇧⌘3", "⌥⌘=", "⌘h",
        ]
        for notation in notations {
            let bytes = Array(notation.utf8)
            let decoded = ShortcutDecoder.decode(bytes, range: SourceRange(start: 0, end: bytes.count)).0.map(Shortcut.init)
            #expect(decoded != nil, "\(notation)")
            #expect(Shortcut(notation) == decoded, "\(notation)")
        }
    }

    /// A shifted digit shows as the digit with ⇧, as the HIG's tables show
    /// it; shifted punctuation as its character without ⇧.
    @Test func shiftedDigitsAndPunctuationShowAsTheHIGShowsThem() {
        #expect(Shortcut("⌘!").display == "⇧⌘1")
        #expect(Shortcut("⇧⌘1").display == "⇧⌘1")
        #expect(Shortcut("⌥⌘@").display == "⌥⇧⌘2")
        #expect(Shortcut("⇧⌘/").display == "⌘?")
        #expect(Shortcut("⌥⌘@").displayedParts.key.symbol == "2")
        #expect(Shortcut("⇧⌘=").displayedParts.key.symbol == "+")
    }

    /// The shortcuts that mean their action in every app, as `shortcuts.md`
    /// lists the commands nearly every app has.
    @Test func coreShortcuts() {
        let core = ShortcutTables.standard.filter(\.isCore).map(\.shortcut.display)
        #expect(core == ["⌘,", "⌘Q", "⌘H", "⌥⌘H", "⌘N", "⌘O", "⌘W", "⌘S", "⌘P", "⌘Z", "⇧⌘Z", "⌘X", "⌘C", "⌘V", "⌘A", "⌘F", "⌘M", "⌘?"])
    }

    /// Characters beyond ASCII that equal a table's ASCII key (canonically
    /// equivalent, as Swift compares characters) are that key.
    @Test func equivalentCharactersFindTheirEntries() {
        let varia = Shortcut(modifiers: .command, key: .character("\u{1FEF}"))  // is "`"
        #expect(ShortcutTables.reservation(of: varia, on: .macOS)?.use == "cycles through the app's windows")
        let greekQuestionMark = Shortcut(modifiers: .command, key: .character("\u{037E}"))  // is ";"
        #expect(ShortcutTables.standardUse(of: greekQuestionMark)?.actions == ["Check Document Now"])
        #expect(ShortcutTables.reservation(of: Shortcut(modifiers: .command, key: .character("\u{E9}")), on: .macOS) == nil)
        #expect(ShortcutTables.standardUse(of: Shortcut(modifiers: .command, key: .character("\u{212A}"))) == nil)  // Kelvin: "K"
    }

    @Test func usKeyboardPairs() {
        // The layout's shifted characters, as written before they were a string.
        let shifted: [Character: Character] = [
            "`": "~", "1": "!", "2": "@", "3": "#", "4": "$", "5": "%", "6": "^", "7": "&", "8": "*",
            "9": "(", "0": ")", "-": "_", "=": "+", "[": "{", "]": "}", "\\": "|", ";": ":", "'": "\"",
            ",": "<", ".": ">", "/": "?",
        ]
        #expect(shifted.count == 21)
        for (key, character) in shifted {
            #expect(USKeyboard.shifted(key) == character)
            #expect(USKeyboard.unshifted(character) == key)
            #expect(USKeyboard.unshifted(key) == nil)
            #expect(USKeyboard.shifted(character) == nil)
        }
        for character in (0x20...0x7E).map({ Character(Unicode.Scalar(UInt8($0))) }) where shifted[character] == nil {
            #expect(USKeyboard.shifted(character) == nil, "\(character)")
        }
        // Characters equal to ASCII ones, as a dictionary of characters matched them.
        #expect(USKeyboard.shifted("\u{037E}") == ":")
        #expect(USKeyboard.shifted("\u{1FEF}") == "~")
        #expect(Shortcut(modifiers: [.command, .shift], key: .character("\u{037E}")).display == "⌘:")
        for character: Character in ["A", "a", "Z", " ", "é", "€", "\r\n", "\n", "👨‍👩‍👧"] {
            #expect(USKeyboard.shifted(character) == nil)
            #expect(USKeyboard.unshifted(character) == nil)
        }
        // Normalisation: a shifted character is its key and Shift.
        #expect(Shortcut(modifiers: .command, key: .character("?")) == Shortcut(modifiers: [.command, .shift], key: .character("/")))
    }
}
