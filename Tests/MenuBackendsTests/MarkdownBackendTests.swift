import Foundation
@testable import MenuBackends
import MenuDiagnostics
import MenuFuzzing
import MenuJSON
import MenuModel
import MenuRules
import Testing

/// A tiny reader for the tables the Markdown backend writes, as GitHub reads
/// them: rows split on unescaped `|`, cells unescaped.
enum MarkdownTableReader {
    struct Table {
        var header: [String]
        var rows: [[String]]
        /// Rows whose cell count differs from the header's.
        var malformedRows: [String]
    }

    /// Every table in `markdown`: runs of lines starting with `|`.
    static func tables(in markdown: String) -> [Table] {
        var tables: [Table] = []
        var block: [Substring] = []
        func flush() {
            defer { block = [] }
            guard block.count >= 2 else { return }
            let header = split(block[0]).map(unescape)
            var table = Table(header: header, rows: [], malformedRows: [])
            for line in block.dropFirst(2) {
                let cells = split(line)
                if cells.count != header.count { table.malformedRows.append(String(line)) }
                table.rows.append(cells.map(unescape))
            }
            tables.append(table)
        }
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("|") { block.append(line) } else { flush() }
        }
        flush()
        return tables
    }

    /// The raw cells of a row: split on `|` not escaped by a backslash (a
    /// backslash escapes the next character), leading and trailing pipe
    /// dropped, surrounding spaces trimmed.
    static func split(_ line: Substring) -> [String] {
        var cells: [String] = []
        var current = ""
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                current.append(character)
                escaped = true
            } else if character == "|" {
                cells.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        cells.append(current)
        if line.hasPrefix("|") { cells.removeFirst() }
        if line.hasSuffix("|") { cells.removeLast() }
        return cells.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// What a cell renders as: a code span's content (with `\|` unescaped),
    /// or text with backslash escapes and `&#32;` resolved.
    static func unescape(_ cell: String) -> String {
        if cell.hasPrefix("`") {
            let fence = String(cell.prefix { $0 == "`" })
            var content = String(cell.dropFirst(fence.count).dropLast(fence.count))
            if content.hasPrefix(" ") && content.hasSuffix(" ") && content.count >= 2 {
                content = String(content.dropFirst().dropLast())
            }
            return content.replacingOccurrences(of: "\\|", with: "|")
        }
        return unescapeText(cell)
    }

    static func unescapeText(_ text: String) -> String {
        var result = ""
        var characters = Substring(text)
        while let character = characters.first {
            if character == "\\", let next = characters.dropFirst().first, next.isASCII, next.isPunctuation || next.isSymbol {
                result.append(next)
                characters = characters.dropFirst(2)
            } else if characters.hasPrefix("&#32;") {
                result.append(" ")
                characters = characters.dropFirst(5)
            } else {
                result.append(character)
                characters = characters.dropFirst()
            }
        }
        return result
    }
}

@Suite struct MarkdownBackendTests {
    typealias Support = BackendTestSupport

    /// What the Command cells of the hostile fixture render as: the menu's
    /// table, then the All Shortcuts table.
    static let hostileCommandCells: [String] = [
        "Quote \" and Backslash \\",
        "Pipe | in | Title",
        "*Stars* and _Underscores_ and __Double__",
        "`Code` and ``Double``",
        "<script>alert(1)</script>",
        "\\(x) Interpolation",
        "# Not a Heading #",
        "Line Break and Tab",
        "Emoji \u{1F389}\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467} and Flag \u{1F1EF}\u{1F1F5}",
        "新しいウインドウ 新建窗口",
        "\u{0641}\u{062A}\u{062D} \u{0627}\u{0644}\u{0645}\u{0644}\u{0641}",
        "Cafe\u{0301} Ol\u{00E9}",
        "[Link](http://example.com) ![Image](x.png)",
        "&amp; &copy; Entities",
        "~~Strike~~",
        "Hide \"Hostile\" (macOS)",
        "Sub | Menu * ▸ Inner `Tick` |",
        "Sub | Menu * ▸ Show \"A\" / Hide <B>",
        "Sub | Menu * ▸ Grid | *X*: On_1",
        "Sub | Menu * ▸ Grid | *X*: Off\\",
        // All Shortcuts, by key: E G H N R 1 4 8 \ ` F5 (⌘H is the role's)
        "Emoji \u{1F389}\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467} and Flag \u{1F1EF}\u{1F1F5}",
        "Grid | *X*: Off\\",
        "Hide \"Hostile\" (macOS)",
        "新しいウインドウ 新建窗口",
        "Show \"A\" / Hide <B>",
        "Quote \" and Backslash \\",
        "<script>alert(1)</script>",
        "*Stars* and _Underscores_ and __Double__",
        "Pipe | in | Title",
        "`Code` and ``Double``",
        "Inner `Tick` |",
    ]

    static let hostileListItems = [
        "- Minus", "1. Numbered", "2) Paren", "+ Plus", "--- Rule", "> Quote",
        "=== Equals", "    Indented",
        "## Heading", "Trailing Backslash \\",
    ]

    static let hostileHeadings = [
        "Hostile \"App\" <b> Keyboard Shortcuts", "File | *Bold* _It_", "All Shortcuts", "Other Menus",
        "Context Menu: Context | <i>", "Pull-Down: Pull ] [Down]", "Pop-Up: Pop # Up",
    ]

    static func emit(_ result: CheckResult, _ sourceName: String) -> String {
        MarkdownBackend.emit(result.model, options: BackendOptions(sourceName: sourceName))
    }

    /// Layout rules every output keeps.
    static func expectWellFormed(_ markdown: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(markdown.hasSuffix("\n") && !markdown.hasSuffix("\n\n"), sourceLocation: sourceLocation)
        #expect(!markdown.contains("\r"), sourceLocation: sourceLocation)
        for line in markdown.split(separator: "\n") {
            #expect(line.last != " " && line.last != "\t", "trailing white space: \(line)", sourceLocation: sourceLocation)
        }
        for table in MarkdownTableReader.tables(in: markdown) {
            #expect(table.malformedRows.isEmpty, "rows with the wrong number of cells: \(table.malformedRows)", sourceLocation: sourceLocation)
        }
    }

    // MARK: Escaping

    @Test func escapingLeavesPlainTextAlone() {
        #expect(MarkdownText.escape("Save As…") == "Save As…")
        #expect(MarkdownText.escape("新しい Café 🎉 فتح") == "新しい Café 🎉 فتح")
        #expect(MarkdownText.escape("a - b + c = d (e) 1.5") == "a - b + c = d (e) 1.5")
        #expect(MarkdownText.escape("") == "")
    }

    @Test func escapingBackslashesMarkdownPunctuation() {
        #expect(MarkdownText.escape("a|b") == #"a\|b"#)
        #expect(MarkdownText.escape(#"a\b"#) == #"a\\b"#)
        #expect(MarkdownText.escape("*x* _y_ `z`") == #"\*x\* \_y\_ \`z\`"#)
        #expect(MarkdownText.escape("<script>") == #"\<script\>"#)
        #expect(MarkdownText.escape("# h #") == ##"\# h \#"##)
        #expect(MarkdownText.escape("[a](b) ![c](d)") == #"\[a\](b) !\[c\](d)"#)
        #expect(MarkdownText.escape("&copy; ~~s~~") == #"\&copy; \~\~s\~\~"#)
        #expect(MarkdownText.escape(#"\(x)"#) == #"\\(x)"#)
    }

    @Test func escapingBlockMarkersAtTheStart() {
        #expect(MarkdownText.escape("- x") == #"\- x"#)
        #expect(MarkdownText.escape("+ x") == #"\+ x"#)
        #expect(MarkdownText.escape("=== x") == #"\=== x"#)
        #expect(MarkdownText.escape("--- x") == #"\--- x"#)
        #expect(MarkdownText.escape("1. x") == #"1\. x"#)
        #expect(MarkdownText.escape("12) x") == #"12\) x"#)
        #expect(MarkdownText.escape("1x. y") == "1x. y")
        #expect(MarkdownText.escape("> q") == #"\> q"#)
    }

    @Test func escapingWhiteSpace() {
        #expect(MarkdownText.escape("Line\nBreak\tTab\r") == "Line Break Tab&#32;")
        #expect(MarkdownText.escape("  a  b ") == "&#32;&#32;a  b&#32;")
        #expect(MarkdownText.escape(" ") == "&#32;")
        #expect(MarkdownText.escape("a\u{7}b\u{7F}") == "a b&#32;")
        #expect(MarkdownText.escape("\n- x") == #"&#32;\- x"#)
    }

    @Test func codeSpansForTables() {
        #expect(MarkdownText.tableCodeSpan("⇧⌘S") == "`⇧⌘S`")
        #expect(MarkdownText.tableCodeSpan("⌘|") == #"`⌘\|`"#)
        #expect(MarkdownText.tableCodeSpan("⌥⌘`") == "`` ⌥⌘` ``")
        #expect(MarkdownText.tableCodeSpan(#"⌘\"#) == #"`⌘\`"#)
        #expect(MarkdownText.tableCodeSpan("a``b") == "```a``b```")
    }

    @Test func tableReaderRoundTripsEscapedText() {
        let titles = ["a|b", #"c\"#, "*d*", "  e ", "1. f", "`g`", "<h>", "&i;", "新しい 🎉"]
        for title in titles {
            let row = "| \(MarkdownText.escape(title)) | \(MarkdownText.tableCodeSpan("⌘|")) |"
            #expect(MarkdownTableReader.split(row[...]).count == 2)
            #expect(MarkdownTableReader.split(row[...]).map(MarkdownTableReader.unescape) == [title, "⌘|"])
        }
    }

    // MARK: Goldens

    @Test(arguments: Support.sampleNames())
    func sampleMatchesGolden(_ sample: String) throws {
        let markdown = Self.emit(try Support.checkSample(sample), sample)
        Self.expectWellFormed(markdown)
        try GoldenFiles.assertMatches(markdown, fileName: Support.stem(sample) + ".md")
    }

    @Test func hostileMatchesGolden() throws {
        let markdown = Self.emit(try Support.checkHostile(), "Hostile.menu")
        try GoldenFiles.assertMatches(markdown, fileName: "Hostile.md")
    }

    @Test func otherMenusMatchGolden() throws {
        let markdown = Self.emit(try Support.check(GoldenFiles.directory.appendingPathComponent("OtherMenus.menu")), "OtherMenus.menu")
        Self.expectWellFormed(markdown)
        try GoldenFiles.assertMatches(markdown, fileName: "OtherMenus.md")
    }

    // MARK: Layout

    @Test func textEditCheatSheet() throws {
        let markdown = Self.emit(try Support.checkSample("TextEdit.menu"), "TextEdit.menu")
        Self.expectWellFormed(markdown)
        #expect(markdown.hasPrefix("# TextEdit Keyboard Shortcuts\n\nFor macOS and iPadOS. Generated by menuc from TextEdit.menu.\n\n## TextEdit\n\n| Command | Shortcut |\n| --- | --- |\n| About TextEdit | |\n"))
        for line in [
            "| Settings… | `⌘,` |",
            "| Hide TextEdit (macOS) | `⌘H` |",
            "| Open Recent ▸ Clear Menu | |",
            "| Duplicate | `⇧⌘S` |",
            "| Font ▸ Bold | `⌘B` |",
            "| Show Ruler / Hide Ruler | `⌘R` |",
            "| Grid: Grid On | |",
            "| `⇧⌘S` | Duplicate | File |",
            "| `⌘B` | Bold | Format ▸ Font |",
            "### Context Menu: Text Selection\n\n- Cut\n- Copy\n- Paste\n- Delete",
            "### Pull-Down: Add\n\n- Photo\n- File\n- Link",
            "### Pop-Up: Sort By\n\n- Name\n- Date Modified\n- Size",
        ] {
            #expect(markdown.contains(line + "\n"), "missing: \(line)")
        }
        let sections = markdown.split(separator: "\n").filter { $0.hasPrefix("## ") }
        #expect(sections == ["## TextEdit", "## File", "## Edit", "## Format", "## View", "## All Shortcuts", "## Other Menus"])
        // The index lists every menu-bar shortcut, sorted by key.
        let index = MarkdownTableReader.tables(in: markdown).last
        #expect(index?.header == ["Shortcut", "Command", "Menu"])
        #expect(index?.rows.first == ["⌘A", "Select All", "Edit"])
        #expect(index?.rows.last == ["⌘,", "Settings…", "TextEdit"])
    }

    @Test func withoutAppTheHeadingUsesTheSourceName() {
        let source = "platforms iOS\nmenu \"File\" {\n}\ncontextmenu \"Row\" {\n    item \"Hide\" role: hide\n}\n"
        let model = Checker.check(SourceFile(path: "My Notes.menu", text: source)).model
        let markdown = MarkdownBackend.emit(model, options: BackendOptions(sourceName: "My Notes.menu"))
        #expect(markdown == """
            # My Notes Keyboard Shortcuts

            For iOS. Generated by menuc from My Notes.menu.

            ## File

            No commands.

            ## All Shortcuts

            No shortcuts.

            ## Other Menus

            ### Context Menu: Row

            No commands.

            """)
    }

    /// A large sheet has every row, and its sections in order.
    @Test func largeSheet() {
        let entries = (0..<12_000).map { "    item \"Convert Layer \($0)\"" + ($0 < 26 ? " key: cmd+ctrl+\(Character(Unicode.Scalar(65 + $0)!))" : "") }
        let text = "menu \"Tools\" {\n" + entries.joined(separator: "\n") + "\n}\ncontextmenu \"Row\" {\n" + entries.prefix(3_000).joined(separator: "\n") + "\n}\n"
        let model = Checker.check(SourceFile(path: "Large.menu", text: text)).model
        let options = BackendOptions(sourceName: "Large.menu")
        let sheet = MarkdownBackend.emit(model, options: options)
        #expect(sheet.hasPrefix("# Large Keyboard Shortcuts\n\n"))
        #expect(sheet.contains("| Convert Layer 11999 | |\n\n## All Shortcuts\n\n| Shortcut | Command | Menu |\n| --- | --- | --- |\n"))
        #expect(sheet.hasSuffix("\n- Convert Layer 2998\n- Convert Layer 2999\n"))
    }

    // MARK: Hostile titles

    @Test func hostileTitlesSurviveTheTables() throws {
        let markdown = Self.emit(try Support.checkHostile(), "Hostile.menu")
        Self.expectWellFormed(markdown)
        let tables = MarkdownTableReader.tables(in: markdown)
        #expect(tables.count == 2)
        var commandCells: [String] = []
        for table in tables {
            guard let column = table.header.firstIndex(of: "Command") else { continue }
            commandCells += table.rows.map { $0.indices.contains(column) ? $0[column] : "<missing>" }
        }
        #expect(commandCells.count == Self.hostileCommandCells.count)
        for (actual, expected) in zip(commandCells, Self.hostileCommandCells) {
            #expect(Array(actual.utf8) == Array(expected.utf8), "cell \(expected.debugDescription) reads back as \(actual.debugDescription)")
        }
        // Shortcut and Menu cells read back too.
        let index = tables[1]
        #expect(index.rows.map { $0[0] } == ["⌥⌘E", "⌥⌘G", "⌘H", "⌃⌥⌘N", "⌥⌘R", "⌘1", "⌥⌘4", "⌘8", "⌘|", "⌥⌘`", "⇧⌘F5"])
        #expect(index.rows[1][2] == "File | *Bold* _It_ ▸ Sub | Menu *")
        // No raw HTML tag can get through: every `<` is escaped.
        let characters = Array(markdown)
        for index in characters.indices where characters[index] == "<" {
            #expect(index > 0 && characters[index - 1] == "\\", "an unescaped '<'")
        }
    }

    @Test func hostileTitlesSurviveListsAndHeadings() throws {
        let markdown = Self.emit(try Support.checkHostile(), "Hostile.menu")
        let items = markdown.split(separator: "\n").filter { $0.hasPrefix("- ") }.map { MarkdownTableReader.unescapeText(String($0.dropFirst(2))) }
        #expect(items == Self.hostileListItems)
        let headings = markdown.split(separator: "\n").filter { $0.hasPrefix("#") }.map {
            MarkdownTableReader.unescapeText(String($0.drop { $0 == "#" }.dropFirst()))
        }
        #expect(headings == Self.hostileHeadings)
    }

    @Test(.enabled(if: Support.pythonCanImport("markdown_it"), "needs python3 with the markdown-it-py package"))
    func markdownRendersAsIntended() throws {
        let directory = try Support.temporaryDirectory("markdown")
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [String] = []
        for sample in Support.sampleNames() {
            let url = directory.appendingPathComponent(Support.stem(sample) + ".md")
            try Data(Self.emit(try Support.checkSample(sample), sample).utf8).write(to: url)
            files.append(url.path)
        }
        let hostile = directory.appendingPathComponent("Hostile.md")
        try Data(Self.emit(try Support.checkHostile(), "Hostile.menu").utf8).write(to: hostile)
        let expected: JSONValue = .object(JSONObject([
            ("commandCells", .array(Self.hostileCommandCells.map(JSONValue.string))),
            ("listItems", .array(Self.hostileListItems.map(JSONValue.string))),
            ("headings", .array(Self.hostileHeadings.map(JSONValue.string))),
        ]))
        try Data(expected.serialized().utf8).write(to: directory.appendingPathComponent("Hostile.md.expected.json"))
        files.append(hostile.path)

        let checked = try Support.runPython([".ci/check_markdown.py"] + files)
        #expect(checked.status == 0, "check_markdown.py failed:\n\(checked.output)")

        // The checker really catches a broken table and raw HTML.
        let broken = directory.appendingPathComponent("broken.md")
        try Data("# T\n\n| Command | Shortcut |\n| --- | --- |\n| a | b | c |\n| <b>x</b> |\n".utf8).write(to: broken)
        let rejected = try Support.runPython([".ci/check_markdown.py", broken.path])
        #expect(rejected.status == 1)
        #expect(rejected.output.contains("3 cells, but the header has 2"))
        #expect(rejected.output.contains("html_inline"))
    }
}
