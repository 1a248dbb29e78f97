import MenuDiagnostics
import MenuSyntax
import Testing
@testable import MenuSemantics

/// The bytes an instance of a class takes, read from its metadata: the
/// instance size follows the isa and superclass pointers, the flags and the
/// instance address point (and three more words where the runtime works
/// with Objective-C). The allocator's block is that plus its own eight
/// bytes, rounded up to sixteen.
private func instanceSize(of type: AnyClass) -> Int {
    #if canImport(ObjectiveC)
    let offset = 48
    #else
    let offset = 24
    #endif
    return Int(unsafeBitCast(type, to: UnsafeRawPointer.self).load(fromByteOffset: offset, as: UInt32.self))
}

/// A class whose size is known: a header of two words and one of its own.
private final class OneWord {
    let word: Int = 0
}

/// How the model's entries keep what they hold: a large file's memory is
/// mostly its entries.
@Suite("Entry storage")
struct EntryStorageTests {
    /// Every kind of key (each ASCII character, named key and F-key, other
    /// characters of one to four scalars) with every set of modifiers comes
    /// back from its stored form as it went in.
    @Test func storedShortcutsComeBackUnchanged() {
        let characters: [Character] = (0x21...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }
            + ["é", "ß", "ü", "€", "中", "😀", "e\u{301}", "👍🏽", "🇫🇷", "👨‍👩‍👧"]
        let keys: [Key] = characters.map { .character($0) } + NamedKey.allCases.map { .named($0) } + (1...20).map { .function($0) }
        var checked = 0
        for key in keys {
            for modifiers in 0..<UInt8(32) {
                let shortcut = Shortcut(modifiers: ModifierSet(rawValue: modifiers), key: key)
                let stored = StoredShortcut(shortcut)
                #expect(stored.shortcut == shortcut, "\(shortcut.spelling)")
                #expect(!stored.isNone)
                checked += 1
            }
        }
        #expect(checked == keys.count * 32)
        #expect(StoredShortcut(nil).shortcut == nil)
        #expect(StoredShortcut(nil).isNone)
        // A character of more than six UTF-8 bytes is kept whole; the others in the word.
        #expect(MemoryLayout<StoredShortcut>.size == 9)
    }

    /// `exactKey` tells apart exactly the shortcuts that differ, among every
    /// key that has one, and spares the characters that may equal another
    /// written with other scalars.
    @Test func exactKeysTellShortcutsApart() {
        let keys: [Key] = (0x20...0x7E).map { .character(Character(Unicode.Scalar(UInt8($0)))) }
            + NamedKey.allCases.map { .named($0) } + [1, 2, 20, 0xFFFF].map { .function($0) }
        var shortcutOfKey: [Int: Shortcut] = [:]
        for key in keys {
            for modifiers in 0..<UInt8(32) {
                let shortcut = Shortcut(modifiers: ModifierSet(rawValue: modifiers), key: key)
                guard let exactKey = shortcut.exactKey else {
                    Issue.record("no key for \(shortcut.spelling)")
                    continue
                }
                // Shifted characters are normalised: cmd+? is cmd+shift+/, and shares its key.
                if let earlier = shortcutOfKey.updateValue(shortcut, forKey: exactKey) {
                    #expect(earlier == shortcut, "\(earlier.spelling) and \(shortcut.spelling)")
                }
            }
        }
        #expect(Shortcut(modifiers: .command, key: .character("?")).exactKey
            == Shortcut(modifiers: [.command, .shift], key: .character("/")).exactKey)
        for character: Character in ["é", "e\u{301}", "\u{37E}", "中", "👨‍👩‍👧"] {
            #expect(Shortcut(modifiers: .command, key: .character(character)).exactKey == nil)
        }
        #expect(Shortcut(modifiers: .command, key: .function(0x10000)).exactKey == nil)
    }

    /// Each entry fits the block of memory its fields were ordered for: a
    /// command, an option, a choice and a submenu in 104 bytes (a 112-byte
    /// block of glibc's allocator), a toggle in 136 (a 144-byte block). They
    /// took 136, 128, 120, 136 and 152 (blocks of 144, 144, 128, 144, 160).
    @Test func entriesFitTheirBlocks() {
        #expect(instanceSize(of: OneWord.self) == 24)
        #expect(MemoryLayout<EntrySource>.size == 40)
        #expect(instanceSize(of: Command.self) <= 104)
        #expect(instanceSize(of: Option.self) <= 104)
        #expect(instanceSize(of: Choice.self) <= 104)
        #expect(instanceSize(of: Submenu.self) <= 104)
        #expect(instanceSize(of: Toggle.self) <= 136)
    }

    /// What is no longer stored reads as written: keyword ranges, a toggle's
    /// second title, a submenu's header, a normalised shortcut.
    @Test func derivedRangesReadAsWritten() throws {
        let result = Checker.check(SourceFile(path: "test.menu", text: """
            menu "View" {
                item "Help" key: cmd+?
                toggle "Show Ruler" | "Hide Ruler" key: cmd+R
                choice "Size" {
                    option "Small" key: cmd+1
                }
                submenu "Panels" {
                    item "Sidebar"
                }
            }
            """))
        let entries = try #require(result.model.menus.first?.entries)
        try #require(entries.count == 4)
        guard case .command(let command) = entries[0], case .toggle(let toggle) = entries[1],
              case .choice(let choice) = entries[2], case .submenu(let submenu) = entries[3] else {
            Issue.record("unexpected entries")
            return
        }
        #expect(command.shortcut?.spelling == "cmd+shift+/")
        #expect(toggle.secondTitleRange.map { result.source.text(in: $0) } == "\"Hide Ruler\"")
        #expect(entries.map { result.source.text(in: $0.keywordRange) } == ["item", "toggle", "choice", "submenu"])
        #expect(result.source.text(in: choice.headerRange) == "choice \"Size\"")
        #expect(result.source.text(in: submenu.headerRange) == "submenu \"Panels\"")
    }
}
