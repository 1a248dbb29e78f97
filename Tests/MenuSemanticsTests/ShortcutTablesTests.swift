import MenuSyntax
import Testing
@testable import MenuSemantics

/// The static tables of `shortcuts.md`, looked up by packed shortcut.
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

    /// The shortcuts that mean their action in every app, as `shortcuts.md`
    /// lists the commands nearly every app has.
    @Test func coreShortcuts() {
        let core = ShortcutTables.standard.filter(\.isCore).map(\.shortcut.display)
        #expect(core == ["⌘,", "⌘Q", "⌘H", "⌥⌘H", "⌘N", "⌘O", "⌘W", "⌘S", "⌘P", "⌘Z", "⇧⌘Z", "⌘X", "⌘C", "⌘V", "⌘A", "⌘F", "⌘M", "⌘?"])
    }

    @Test func usKeyboardPairs() {
        let pairs = Array("`~1!2@3#4$5%6^7&8*9(0)-_=+[{]}\\|;:'\",<.>/?")
        for index in stride(from: 0, to: pairs.count, by: 2) {
            #expect(USKeyboard.shifted(pairs[index]) == pairs[index + 1])
            #expect(USKeyboard.unshifted(pairs[index + 1]) == pairs[index])
            #expect(USKeyboard.unshifted(pairs[index]) == nil)
            #expect(USKeyboard.shifted(pairs[index + 1]) == nil)
        }
        for character: Character in ["A", "a", "Z", " ", "é", "€", "\r\n", "\n", "👨‍👩‍👧"] {
            #expect(USKeyboard.shifted(character) == nil)
            #expect(USKeyboard.unshifted(character) == nil)
        }
        // Normalisation: a shifted character is its key and Shift.
        #expect(Shortcut(modifiers: .command, key: .character("?")) == Shortcut(modifiers: [.command, .shift], key: .character("/")))
    }
}
