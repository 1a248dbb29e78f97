import MenuDiagnostics
import MenuSyntax
import Testing
@testable import MenuSemantics

#if canImport(Glibc)
import CMalloc

/// The bytes of the memory block the allocator gave an object.
private func blockSize(of object: AnyObject) -> Int { malloc_usable_size(Unmanaged.passUnretained(object).toOpaque()) }
#elseif canImport(Darwin)
import Darwin

private func blockSize(of object: AnyObject) -> Int { malloc_size(Unmanaged.passUnretained(object).toOpaque()) }
#endif

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

    /// Each entry fits the block of memory its fields were ordered for: a
    /// command, an option, a choice and a submenu in 112 bytes, a toggle in
    /// 144 (they took 144, 144, 128, 144 and 160). The source keeps no
    /// keyword range, and only a toggle has a second title.
    @Test func entriesFitTheirBlocks() throws {
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
        #expect(MemoryLayout<EntrySource>.size == 40)
        #expect(blockSize(of: command) <= 112)
        #expect(blockSize(of: toggle) <= 144)
        #expect(blockSize(of: choice) <= 112)
        #expect(blockSize(of: try #require(choice.options.first)) <= 112)
        #expect(blockSize(of: submenu) <= 112)
        #expect(command.shortcut?.spelling == "cmd+shift+/")
        #expect(toggle.secondTitleRange.map { result.source.text(in: $0) } == "\"Hide Ruler\"")
        #expect(entries.map { result.source.text(in: $0.keywordRange) } == ["item", "toggle", "choice", "submenu"])
        #expect(result.source.text(in: submenu.headerRange) == "submenu \"Panels\"")
    }
}
