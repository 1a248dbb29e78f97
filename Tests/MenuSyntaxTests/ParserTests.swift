import MenuDiagnostics
import Testing
@testable import MenuSyntax

@Suite("Parser")
struct ParserTests {
    /// A compact rendering of the tree: one line per node, indented.
    func outline(_ text: String) -> [String] {
        let result = Parser.parse(Array(text.utf8))
        #expect(result.diagnostics.isEmpty, "unexpected diagnostics: \(result.diagnostics.map(\.message))")
        var lines: [String] = []
        func attributes(_ entry: Entry) -> String {
            entry.attributes.map { attribute in
                switch attribute.value {
                case .shortcut(let shortcut)?: " key=\(shortcut.canonicalSpelling)"
                case .noShortcut?: " key=none"
                case .identifier(let identifier)?: " \(attribute.name.rawValue)=\(identifier.name)"
                case .string(let string)?: " \(attribute.name.rawValue)=\(string.value)"
                case nil: " \(attribute.name.rawValue)"
                }
            }.joined()
        }
        func visit(_ entry: Entry, _ indent: String) {
            let titles = entry.titles.map { "\"\($0.value)\"" }.joined(separator: " | ")
            lines.append(indent + entry.kind.keyword + (titles.isEmpty ? "" : " " + titles) + attributes(entry))
            for child in entry.children { visit(child, indent + "  ") }
        }
        for declaration in result.tree.declarations {
            switch declaration {
            case .app(let app): lines.append("app \"\(app.name?.value ?? "")\"")
            case .platforms(let platforms): lines.append("platforms " + platforms.platforms.map(\.name).joined(separator: ","))
            case .menu(let menu):
                lines.append("\(menu.kind.keyword) \"\(menu.title?.value ?? "")\"")
                for entry in menu.entries { visit(entry, "  ") }
            }
        }
        return lines
    }

    @Test func everyConstructOfTheLanguage() {
        let text = """
            app "Demo"
            platforms macOS, iPadOS
            menu "File" {
                item role: about
                item "New" key: cmd+N id: newDocument
                item "Save" key: NONE role: save
                ---
                submenu "Open Recent" role: openRecent {
                    item "Clear Menu"
                }
            }
            menu "View" {
                toggle "Bold" key: cmd+B
                toggle "Show Ruler" | "Hide Ruler" key: cmd+R
                choice "Grid" {
                    option "Grid On" checked
                    option "Grid Off"
                }
            }
            contextmenu "Text" {
                item "Delete" symbol: "trash" destructive disabled
            }
            pulldown "Add" {
                item "Photo" symbol: "photo"
            }
            popup "Sort By" {
                option "Name" default
            }
            """
        #expect(outline(text) == [
            "app \"Demo\"",
            "platforms macOS,iPadOS",
            "menu \"File\"",
            "  item role=about",
            "  item \"New\" key=cmd+N id=newDocument",
            "  item \"Save\" key=none role=save",
            "  ---",
            "  submenu \"Open Recent\" role=openRecent",
            "    item \"Clear Menu\"",
            "menu \"View\"",
            "  toggle \"Bold\" key=cmd+B",
            "  toggle \"Show Ruler\" | \"Hide Ruler\" key=cmd+R",
            "  choice \"Grid\"",
            "    option \"Grid On\" checked",
            "    option \"Grid Off\"",
            "contextmenu \"Text\"",
            "  item \"Delete\" symbol=trash destructive disabled",
            "pulldown \"Add\"",
            "  item \"Photo\" symbol=photo",
            "popup \"Sort By\"",
            "  option \"Name\" default",
        ])
    }

    @Test func keywordsAreContextual() {
        #expect(outline("menu \"Edit\" {\n    item \"Erase\" role: delete id: menu\n}") == [
            "menu \"Edit\"", "  item \"Erase\" role=delete id=menu",
        ])
    }

    @Test func blankLinesAndCommentsAnywhere() {
        let text = "\n// leading\nmenu \"A\" { // after brace\n\n    /* before */ item \"B\" // after\n\n}\n\n"
        #expect(outline(text) == ["menu \"A\"", "  item \"B\""])
    }

    /// `NamedKey.named` is a switch over the spellings each key lists: every
    /// spelling, in any case, names its key, and nothing else names one.
    @Test func keyNamesAreTheirSpellings() {
        for key in NamedKey.allCases {
            for spelling in key.spellings {
                #expect(NamedKey.named(spelling) == key, "\(spelling)")
                #expect(NamedKey.named(spelling.uppercased()) == key, "\(spelling)")
            }
        }
        let spellings = NamedKey.allCases.flatMap(\.spellings)
        #expect(Set(spellings).count == spellings.count)
        for name in ["", "ret", "returns", "page up", "f1", "cmd", "⎋", "escape "] {
            #expect(NamedKey.named(name) == nil, "\(name)")
        }
    }

    /// A key part is one character of one Unicode scalar, a key symbol, a
    /// key name or an F-key. Letters are case-insensitive in any script, so
    /// a letter is kept as its capital (when that is one character).
    @Test func keyParts() {
        let expected: [(String, Key?)] = [
            ("a", .character("A")), ("?", .character("?")), ("é", .character("É")), ("e\u{301}", nil), ("🇫🇷", nil), ("ß", .character("ß")),
            ("␣", .named(.space)), ("⎋", .named(.escape)), ("↩", .named(.return)), ("Return", .named(.return)),
            ("PAGEDOWN", .named(.pageDown)), ("F12", .function(12)), ("f1", .function(1)), ("f21", nil), ("f01", nil),
            ("ab", nil), (" ", nil), ("\r\n", nil), ("\t", nil), ("", nil),
        ]
        for (text, key) in expected {
            #expect(Key.parse(Substring(text)) == key, "\(text.debugDescription)")
        }
    }

    @Test(arguments: [
        ("cmd+N", "cmd+N"), ("cmd+n", "cmd+N"), ("command+N", "cmd+N"), ("CMD+Shift+s", "cmd+shift+S"),
        ("shift+cmd+Z", "cmd+shift+Z"), ("⌘⇧Z", "cmd+shift+Z"), ("cmd+,", "cmd+,"), ("cmd++", "cmd++"),
        ("cmd+shift+/", "cmd+shift+/"), ("cmd+opt+esc", "cmd+opt+esc"), ("alt+cmd+escape", "cmd+opt+esc"),
        ("ctrl+cmd+F", "cmd+ctrl+F"), ("⌃⌘F", "cmd+ctrl+F"), ("⌥⌘⎋", "cmd+opt+esc"), ("control+f1", "ctrl+f1"),
        ("⌃F1", "ctrl+f1"), ("globe+E", "fn+E"), ("cmd+{", "cmd+{"), ("cmd+pageDown", "cmd+pageDown"),
        ("cmd+backspace", "cmd+delete"), ("⌘↩", "cmd+return"), ("esc", "esc"), ("⌘+", "cmd++"),
    ])
    func shortcutSpellings(_ written: String, _ canonical: String) {
        let result = Parser.parse(Array("menu \"A\" {\n    item \"B\" key: \(written)\n}".utf8))
        #expect(result.diagnostics.isEmpty, "\(written): \(result.diagnostics.map(\.message))")
        guard case .menu(let menu)? = result.tree.declarations.first else {
            Issue.record("no menu")
            return
        }
        #expect(menu.entries.first?.shortcut?.canonicalSpelling == canonical)
    }

    /// `none` stands alone; a misspelling of it is suggested where it could be meant.
    @Test(arguments: [
        ("non", "unknown key 'non' in shortcut 'non'; did you mean 'none'?"),
        ("cmd+none", "'none' takes no modifiers; write 'key: none' for no shortcut, or end 'cmd+none' with a key"),
        ("⌘None", "'none' takes no modifiers; write 'key: none' for no shortcut, or end '⌘None' with a key"),
        ("cmd+nonr", "unknown key 'nonr' in shortcut 'cmd+nonr'; use one character or a key name such as 'return', 'esc', 'tab', 'space', 'left' or 'f1'"),
    ])
    func mistakesAroundNone(_ written: String, _ message: String) {
        let result = Parser.parse(Array("menu \"A\" {\n    item \"B\" key: \(written)\n}".utf8))
        #expect(result.diagnostics.map(\.message) == [message])
    }

    /// An abbreviated key name is suggested written out, and its fix-it
    /// writes it out; edit distance alone would take 'fwddelete' for 'delete'.
    @Test(arguments: [
        ("cmd+fwddelete", "fwddelete", "forwardDelete"), ("cmd+fwddel", "fwddel", "forwardDelete"), ("cmd+pgup", "pgup", "pageUp"),
        ("cmd+pgdn", "pgdn", "pageDown"), ("cmd+bksp", "bksp", "backspace"), ("cmd+del", "del", "delete"), ("cmd+rtn", "rtn", "return"),
        ("cmd+delte", "delte", "delete"), ("cmd+retrun", "retrun", "return"),
    ])
    func abbreviatedKeyNamesAreSuggestedInFull(_ written: String, _ key: String, _ suggestion: String) {
        let result = Parser.parse(Array("menu \"A\" {\n    item \"B\" key: \(written)\n}".utf8))
        #expect(result.diagnostics.map(\.message) == ["unknown key '\(key)' in shortcut '\(written)'; did you mean '\(suggestion)'?"])
        #expect(result.diagnostics.flatMap(\.fixIts).map(\.replacement) == [suggestion])
    }

    /// A key that is one character of several Unicode scalars (a letter
    /// and combining marks) is no key: it is reported, however many marks.
    @Test(arguments: [
        ("cmd+e\u{301}", "key 'e\u{301}' in shortcut 'cmd+e\u{301}' is one character of 2 Unicode scalars; a key is a single scalar, so write the character precomposed or without its combining marks"),
        ("⌘O\u{301}\u{301}\u{301}", "key 'O\u{301}\u{301}\u{301}' in shortcut '⌘O\u{301}\u{301}\u{301}' is one character of 4 Unicode scalars; a key is a single scalar, so write the character precomposed or without its combining marks"),
    ])
    func keyOfSeveralScalars(_ written: String, _ message: String) {
        let result = Parser.parse(Array("menu \"A\" {\n    item \"B\" key: \(written)\n}".utf8))
        #expect(result.diagnostics.map(\.message) == [message])
        #expect(result.diagnostics.map(\.id) == ["unknown-key"])
        let bytes = Array("menu \"A\" {\n    item \"B\" key: \(written)\n}".utf8)
        #expect(result.diagnostics.map { String(decoding: bytes[$0.range.start..<$0.range.end], as: UTF8.self) } == [String(written.dropFirst(written.hasPrefix("cmd+") ? 4 : 1))])
    }

    /// A million combining marks after the key make one key, reported once.
    @Test func keyWithAMillionCombiningMarks() {
        let marks = String(repeating: "\u{301}", count: 1_000_000)
        let result = Parser.parse(Array("menu \"A\" {\n    item \"B\" key: cmd+O\(marks)\n}\n".utf8))
        #expect(result.diagnostics.map(\.id) == ["unknown-key"])
        #expect(result.diagnostics.map(\.range) == [SourceRange(start: 33, end: 34 + 2 * 1_000_000)])
    }

    @Test func sixMistakesGiveSixErrorsOnTheirLines() {
        let marked = MarkedSource("""
            app "Demo"
            menu "File" {
                item1️⃣ key: cmd+N
                item "Open…" 2️⃣colour: red key: cmd+O
                item "Save" key: 3️⃣cmmd+S
                item "Close" key: cmd+shift+4️⃣shift+W
                item "Print…" key: cmd5️⃣+
                item 6️⃣"Export
                toggle "Bold" key: cmd+B
            }
            """)
        let result = Parser.parse(marked.bytes)
        #expect(result.diagnostics.reported(in: marked.source) == [
            Reported(position: marked.position("1️⃣"), id: "expected-title"),
            Reported(position: marked.position("2️⃣"), id: "unknown-attribute"),
            Reported(position: marked.position("3️⃣"), id: "unknown-modifier"),
            Reported(position: marked.position("4️⃣"), id: "repeated-modifier"),
            Reported(position: marked.position("5️⃣"), id: "missing-key"),
            Reported(position: marked.position("6️⃣"), id: "unterminated-string"),
        ])
        // Parsing went on to the end: the last entry is in the tree.
        guard case .menu(let menu)? = result.tree.declarations.last else {
            Issue.record("no menu")
            return
        }
        #expect(menu.entries.last?.title?.value == "Bold")
    }

    @Test func unclosedBraceIsReportedOnceWithANoteAtTheOpeningBrace() {
        let marked = MarkedSource("""
            menu "File" 1️⃣{
                item "New" key: cmd+N
            2️⃣menu "Edit" {
                item "Undo" key: cmd+Z
            }
            """)
        let result = Parser.parse(marked.bytes)
        #expect(result.diagnostics.reported(in: marked.source) == [Reported(position: marked.position("2️⃣"), id: "unclosed-brace")])
        let note = result.diagnostics.first?.notes.first
        #expect(note?.message == "'{' opened here")
        #expect(note?.range?.start == marked["1️⃣"])
        #expect(result.tree.declarations.count == 2)
    }

    @Test func unclosedBraceAtEndOfFile() {
        let marked = MarkedSource("menu \"File\" 1️⃣{\n    submenu \"Recent\" 2️⃣{\n        item \"Clear\"\n3️⃣")
        let result = Parser.parse(marked.bytes)
        let reported = result.diagnostics.reported(in: marked.source)
        #expect(reported == [
            Reported(position: marked.position("3️⃣"), id: "unclosed-brace"),
            Reported(position: marked.position("3️⃣"), id: "unclosed-brace"),
        ])
        #expect(Set(result.diagnostics.compactMap { $0.notes.first?.range?.start }) == [marked["1️⃣"], marked["2️⃣"]])
    }

    /// Messages about a block name what it belongs to, with its title when
    /// it has one.
    @Test(arguments: [
        ("menu \"File\" {\n    item \"New\"\n", "expected '}' to close the menu 'File' before the end of the file"),
        ("popup \"Size\" {\n    option \"S\"\n", "expected '}' to close the pop-up 'Size' before the end of the file"),
        ("menu \"File\" {\n    submenu \"Recent\" {\n        item \"Clear\"\n}\nmenu \"Edit\" {\n}\n",
         "expected '}' to close the menu 'File' before this declaration"),
        ("menu \"File\" {\n    submenu \"Recent\"\n        item \"Clear\"\n}\n",
         "expected '{' after the submenu 'Recent'; open its entries with '{'"),
        ("menu \"File\" {\n    choice\n        option \"A\"\n}\n", "expected '{' after the choice; open its entries with '{'"),
    ])
    func blockMessagesNameTheirOwner(_ text: String, _ message: String) {
        let messages = Parser.parse(Array(text.utf8)).diagnostics.map(\.message)
        #expect(messages.contains(message), "\(messages)")
    }

    /// A shortcut without a key gets an example in its own notation.
    @Test(arguments: [
        ("cmd+shift", "shortcut 'cmd+shift' has no key; end it with a key, as in 'cmd+shift+S'"),
        ("cmd+", "shortcut 'cmd+' has no key; end it with a key, as in 'cmd+S'"),
        ("⇧⌘", "shortcut '⇧⌘' has no key; end it with a key, as in '⇧⌘S'"),
        ("⌘", "shortcut '⌘' has no key; end it with a key, as in '⌘S'"),
    ])
    func aMissingKeyIsShownInTheShortcutsNotation(_ shortcut: String, _ message: String) {
        let text = "menu \"File\" {\n    item \"Save\" key: \(shortcut)\n}\n"
        let messages = Parser.parse(Array(text.utf8)).diagnostics.map(\.message)
        #expect(messages == [message])
    }

    @Test func recoveryAtDeclarationsAndEntries() {
        let marked = MarkedSource("""
            1️⃣meun "File" {
                item "Lost"
            }
            menu "Edit" {
                2️⃣itme "Undo" key: cmd+Z
                item "Redo" key: cmd+shift+Z 3️⃣item "Cut"
                item "Copy" 4️⃣"Second"
                option "Alone" key: 6️⃣"cmd+O"
            }
            7️⃣}
            menu "View"8️⃣ 
                item "Zoom"
            }
            """)
        let result = Parser.parse(marked.bytes)
        #expect(result.diagnostics.reported(in: marked.source) == [
            Reported(position: marked.position("1️⃣"), id: "expected-declaration"),
            Reported(position: marked.position("2️⃣"), id: "expected-entry"),
            Reported(position: marked.position("3️⃣"), id: "expected-newline"),
            Reported(position: marked.position("4️⃣"), id: "expected-newline"),
            Reported(position: marked.position("6️⃣"), id: "expected-value"),
            Reported(position: marked.position("7️⃣"), id: "unexpected-brace"),
            Reported(position: marked.position("8️⃣"), id: "expected-brace"),
        ])
        let suggestion = result.diagnostics.first?.message
        #expect(suggestion == "unknown declaration 'meun'; did you mean 'menu'?")
    }

    /// Declarations take a line each; a declaration after an unclosed
    /// block starts on its own line and only the missing '}' is reported.
    @Test func twoDeclarationsOnOneLine() {
        let marked = MarkedSource("""
            menu "A" { item "B" } 1️⃣menu "C" { item "D" }
            menu "E" {
                item "F"
            2️⃣menu "G" {
                item "H"
            }
            """)
        let result = Parser.parse(marked.bytes)
        #expect(result.diagnostics.reported(in: marked.source) == [
            Reported(position: marked.position("1️⃣"), id: "expected-newline"),
            Reported(position: marked.position("2️⃣"), id: "unclosed-brace"),
        ])
        #expect(result.tree.declarations.count == 4)
        // The fix-it breaks the line as the file does, without leaving spaces.
        let crlf = Parser.parse(Array("menu \"A\" {}  menu \"C\" {}\r\n".utf8))
        #expect(crlf.diagnostics.first?.fixIts.map(\.replacement) == ["\r\n"])
        #expect(crlf.diagnostics.first?.fixIts.map(\.range) == [SourceRange(start: 11, end: 13)])
    }

    /// Declarations handed over one at a time are the tree's, in order, and
    /// the parse stops where the reader does; what recovery skips (a stray
    /// brace, an entry outside a menu) is no declaration in either.
    @Test func declarationsOneAtATime() {
        let source = SourceFile(path: "t.menu", bytes: Array("""
            app "Demo"
            platforms macOS
            }
            item "Z"
            menu "A" { item "B" } menu "C" { item "D" }
            menu "E" {
                item "F"
            menu "G" {
                item "H"
            }
            """.utf8))
        let whole = Parser.parse(source).tree.declarations.map(\.range)
        var all: [SourceRange] = []
        Parser.forEachDeclaration(in: source) { declaration in
            all.append(declaration.range)
            return true
        }
        #expect(all == whole)
        #expect(all.count == 6)
        var firstTwo: [SourceRange] = []
        Parser.forEachDeclaration(in: source) { declaration in
            firstTwo.append(declaration.range)
            return firstTwo.count < 2
        }
        #expect(firstTwo == Array(whole.prefix(2)))
    }

    /// A '}' inserted at the end of a file that ends inside an unclosed
    /// block comment would be part of the comment: no fix-it is offered.
    @Test func noClosingBraceIntoAnUnterminatedComment() {
        let result = Parser.parse(Array("menu \"File\" {\n    item \"New\"\n    /* unterminated\n".utf8))
        #expect(result.diagnostics.map(\.id) == ["unterminated-comment", "unclosed-brace"])
        #expect(result.diagnostics.allSatisfy { $0.fixIts.isEmpty })
        #expect(Parser.parse(Array("menu \"File\" {\n    item \"New\"\n".utf8)).diagnostics.first?.fixIts.map(\.replacement) == ["}\n"])
        // After a last line without its line break (here a comment), the
        // brace gets a line of its own.
        let afterComment = Parser.parse(Array("menu \"A\" {\r\n    item \"X\" // note".utf8))
        #expect(afterComment.diagnostics.first?.fixIts.map(\.replacement) == ["\r\n}\r\n"])
        // Before a declaration whose line starts with the end of a comment,
        // the brace goes right before the declaration.
        let text = "menu \"A\" {\n    item \"B\"\n/* note\n*/ menu \"C\" {}\n"
        let beforeDeclaration = Parser.parse(Array(text.utf8))
        #expect(beforeDeclaration.diagnostics.first?.fixIts.map(\.range) == [SourceRange.at(text.utf8.count - "menu \"C\" {}\n".utf8.count)])
    }

    /// The line break of the expected-newline fix-it replaces blanks only:
    /// a comment between the '}' and the declaration stays.
    @Test func breakingALineKeepsAComment() {
        let text = "menu \"A\" {} /* keep */ menu \"C\" {}\n"
        let fixIts = Parser.parse(Array(text.utf8)).diagnostics.first?.fixIts ?? []
        #expect(fixIts.map(\.range) == [SourceRange.at(text.utf8.count - "menu \"C\" {}\n".utf8.count)])
        #expect(fixIts.map(\.replacement) == ["\n"])
    }

    @Test func attributePlacementAndDuplicates() {
        let marked = MarkedSource("""
            menu "View" {
                item "A" 1️⃣checked
                toggle "B" key: cmd+B 2️⃣key: cmd+J
                submenu "C" 3️⃣key: cmd+K {
                    item "D"
                }
            }
            """)
        let result = Parser.parse(marked.bytes)
        #expect(result.diagnostics.reported(in: marked.source) == [
            Reported(position: marked.position("1️⃣"), id: "attribute-placement"),
            Reported(position: marked.position("2️⃣"), id: "duplicate-attribute"),
            Reported(position: marked.position("3️⃣"), id: "attribute-placement"),
        ])
    }

    @Test func absurdNestingIsOneErrorNotACrash() {
        let depth = 100_000
        var text = "menu \"Deep\" {\n"
        text += String(repeating: "submenu \"S\" {\n", count: depth)
        text += "item \"Leaf\"\n"
        text += String(repeating: "}\n", count: depth)
        text += "}\nmenu \"After\" {\n    item \"Still Parsed\"\n}\n"
        let result = Parser.parse(Array(text.utf8))
        #expect(result.diagnostics.map(\.id) == ["nesting-limit"])
        #expect(result.tree.declarations.count == 2)
    }

    /// A ':' after a keyword, out of the habit of other formats, is one error
    /// whose fix-it removes it; the rest of the line parses as meant.
    @Test func colonAfterAKeywordIsOneErrorAndRemovable() {
        let text = "app: \"Demo\"\nplatforms: macOS, iPadOS\nmenu: \"File\" {\n    item: \"Open…\"\n    submenu: \"More\" {\n        toggle: \"Ruler\"\n    }\n}\n"
        let result = Parser.parse(Array(text.utf8))
        #expect(result.diagnostics.map(\.message) == [
            "unexpected ':' after 'app'; remove it", "unexpected ':' after 'platforms'; remove it",
            "unexpected ':' after 'menu'; remove it", "unexpected ':' after 'item'; remove it",
            "unexpected ':' after 'submenu'; remove it", "unexpected ':' after 'toggle'; remove it",
        ])
        guard case .app(let app) = result.tree.declarations[0], case .platforms(let platforms) = result.tree.declarations[1],
              case .menu(let menu) = result.tree.declarations[2] else {
            Issue.record("expected app, platforms and menu declarations")
            return
        }
        #expect(app.name?.value == "Demo")
        #expect(platforms.platforms.map(\.name) == ["macOS", "iPadOS"])
        #expect(menu.title?.value == "File")
        #expect(menu.entries.map { $0.title?.value } == ["Open…", "More"])
        let (fixed, _) = FixItApplication.apply(result.diagnostics.flatMap(\.fixIts), to: Array(text.utf8))
        #expect(String(decoding: fixed, as: UTF8.self)
            == "app \"Demo\"\nplatforms macOS, iPadOS\nmenu \"File\" {\n    item \"Open…\"\n    submenu \"More\" {\n        toggle \"Ruler\"\n    }\n}\n")
    }
}

