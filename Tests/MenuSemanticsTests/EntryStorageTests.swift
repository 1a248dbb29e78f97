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
    /// back from its stored form as it went in; only a character of more
    /// than six UTF-8 bytes or an F-key beyond sixteen bits is kept whole,
    /// for the entry to hold.
    @Test func storedShortcutsComeBackUnchanged() {
        let characters: [Character] = (0x21...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }
            + ["é", "ß", "ü", "€", "中", "😀", "e\u{301}", "👍🏽", "🇫🇷", "👨‍👩‍👧"]
        let keys: [Key] = characters.map { .character($0) } + NamedKey.allCases.map { .named($0) }
            + ((1...20) + [0xFFFF, 0x10000]).map { .function($0) }
        var checked = 0
        for key in keys {
            let fitsAWord = switch key {
            case .character(let character): character.utf8.count <= 6
            case .named: true
            case .function(let number): number <= 0xFFFF
            }
            for modifiers in 0..<UInt8(32) {
                let shortcut = Shortcut(modifiers: ModifierSet(rawValue: modifiers), key: key)
                let (stored, unpacked) = StoredShortcut.storing(shortcut)
                #expect(stored.shortcut(unpacked: unpacked) == shortcut, "\(shortcut.spelling)")
                #expect((unpacked == nil) == fitsAWord, "\(shortcut.spelling)")
                #expect(!stored.isNone)
                checked += 1
            }
        }
        #expect(checked == keys.count * 32)
        let (none, unpacked) = StoredShortcut.storing(nil)
        #expect(none.shortcut(unpacked: unpacked) == nil && unpacked == nil)
        #expect(none.isNone)
        #expect(MemoryLayout<StoredShortcut>.size == 8)
    }

    /// An entry keeps a shortcut too odd to pack beside its rare attributes,
    /// and gives it back.
    @Test func aShortcutTooOddToPackIsKept() {
        let family = Shortcut(modifiers: .command, key: .character("👨‍👩‍👧"))
        let command = Command(
            explicitID: nil, title: LiteralText("Family"), titleFromRole: false, role: nil, shortcut: family, symbol: nil,
            isDestructive: false, isDisabled: false, platforms: .all, source: EntrySource(range: SourceRange(start: 0, end: 4)))
        #expect(command.shortcut == family)
        #expect(command.hasShortcut)
        #expect(command.explicitID == nil && command.symbol == nil && command.role == nil)
    }

    /// A source keeps every range it is given: a shortcut's as its start
    /// when it ends where its attribute does (as the parser's do), apart
    /// when it does not.
    @Test func sourcesKeepTheirShortcutRanges() {
        let key = SourceRange(start: 10, end: 21)
        let inWord = EntrySource(range: SourceRange(start: 0, end: 21), keyAttributeRange: key, shortcutRange: SourceRange(start: 15, end: 21))
        #expect(inWord.keyAttributeRange == key && inWord.shortcutRange == SourceRange(start: 15, end: 21))
        #expect(inWord.roleRange == nil)
        let apart = EntrySource(
            range: SourceRange(start: 0, end: 30), keyAttributeRange: key, shortcutRange: SourceRange(start: 15, end: 19),
            roleRange: SourceRange(start: 22, end: 30))
        #expect(apart.shortcutRange == SourceRange(start: 15, end: 19) && apart.roleRange == SourceRange(start: 22, end: 30))
        let alone = EntrySource(range: SourceRange(start: 0, end: 9), shortcutRange: SourceRange(start: 4, end: 9))
        #expect(alone.shortcutRange == SourceRange(start: 4, end: 9) && alone.keyAttributeRange == nil)
        let none = EntrySource(range: SourceRange(start: 0, end: 9), keyAttributeRange: key)
        #expect(none.shortcutRange == nil)
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
    /// command, an option and a submenu in 88 bytes (a 96-byte block of
    /// glibc's allocator), a choice in 104 (112), a toggle in 120 (128).
    /// They took 104, 104, 104, 104 and 136 (blocks of 112 and 144), and
    /// before that 136, 128, 120, 136 and 152.
    @Test func entriesFitTheirBlocks() {
        #expect(instanceSize(of: OneWord.self) == 24)
        #expect(MemoryLayout<LiteralText>.size == 16)
        #expect(MemoryLayout<EntrySource>.size == 36)
        #expect(instanceSize(of: Command.self) <= 88)
        #expect(instanceSize(of: Option.self) <= 88)
        #expect(instanceSize(of: Submenu.self) <= 88)
        #expect(instanceSize(of: Choice.self) <= 104)
        #expect(instanceSize(of: Toggle.self) <= 120)
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
        #expect(command.source.shortcutRange.map { result.source.text(in: $0) } == "cmd+?")
        #expect(command.source.keyAttributeRange.map { result.source.text(in: $0) } == "key: cmd+?")
        #expect(toggle.secondTitleRange.map { result.source.text(in: $0) } == "\"Hide Ruler\"")
        #expect(entries.map { result.source.text(in: $0.keywordRange) } == ["item", "toggle", "choice", "submenu"])
        #expect(result.source.text(in: choice.headerRange) == "choice \"Size\"")
        #expect(result.source.text(in: submenu.headerRange) == "submenu \"Panels\"")
    }

    /// Entries read in place come in order, each the entry itself (the same
    /// object, or the same separator).
    @Test func entriesReadInPlaceAreTheEntries() throws {
        let result = Checker.check(SourceFile(path: "test.menu", text: """
            menu "View" {
                item "Zoom"
                ---
                toggle "Show Ruler"
                choice "Size" {
                    option "Small"
                    option "Large"
                }
                submenu "Panels" {
                    item "Sidebar"
                }
            }
            """))
        let entries = try #require(result.model.menus.first?.entries)
        var read: [ObjectIdentifier?] = []
        var separators: [SourceRange] = []
        MenuEntry.forEach(in: entries) { entry in
            switch entry {
            case .command(let object): read.append(ObjectIdentifier(object))
            case .toggle(let object): read.append(ObjectIdentifier(object))
            case .choice(let object): read.append(ObjectIdentifier(object))
            case .option(let object): read.append(ObjectIdentifier(object))
            case .submenu(let object): read.append(ObjectIdentifier(object))
            case .separator(let separator):
                read.append(nil)
                separators.append(separator.range)
            }
        }
        #expect(read == [
            entries[0].object, nil, entries[2].object, entries[3].object, entries[4].object,
        ])
        #expect(separators.map { result.source.text(in: $0) } == ["---"])
    }
}

private extension MenuEntry {
    var object: ObjectIdentifier? {
        switch self {
        case .command(let object): ObjectIdentifier(object)
        case .toggle(let object): ObjectIdentifier(object)
        case .choice(let object): ObjectIdentifier(object)
        case .option(let object): ObjectIdentifier(object)
        case .submenu(let object): ObjectIdentifier(object)
        case .separator: nil
        }
    }
}
