import MenuDiagnostics
import MenuSyntax
import Testing
@testable import MenuModel
@testable import MenuRules

@Suite("Suppression directives")
struct SuppressionTests {
    func directives(_ text: String) -> [SuppressionDirective] {
        let source = SourceFile(path: "test.menu", text: text)
        return SuppressionDirective.parse(Parser.parse(source).tree.comments, in: source)
    }

    /// A '-' followed by white space (or ending the comment) starts the
    /// reason, whatever the white space: the formatter trims trailing tabs
    /// and spaces alike, and the meaning must not change with it.
    @Test(arguments: [
        "// menuc:disable title-case - a reason\n",
        "// menuc:disable title-case\t-\ta reason\n",
        "// menuc:disable title-case -\n",
        "// menuc:disable title-case\t-\t\n",
        "/* menuc:disable title-case - a reason */\n",
    ])
    func reasonSeparator(_ text: String) throws {
        let directive = try #require(directives(text).first)
        #expect(directive.rules.map(\.name) == ["title-case"])
        #expect(directive.reason == (text.contains("a reason") ? "a reason" : ""))
    }

    /// The fix-it of `unused-suppression` removes a suppression that gives
    /// no reason, and none that gives one: a fix-it removes no prose.
    @Test func anUnusedSuppressionKeepsItsReason() {
        let text = """
            menu "File" {
                // menuc:disable-next-line title-case - the product name
                item "Open…" key: cmd+O
                /* menuc:disable-next-line title-case - why */ item "Save" key: cmd+S
                // menuc:disable-next-line title-case
                item "Close" key: cmd+W
            }

            """
        let result = Checker.check(SourceFile(path: "test.menu", text: text))
        let unused = result.diagnostics.filter { $0.id == UnusedSuppression.descriptor.id }
        #expect(unused.map(\.fixIts.count) == [0, 0, 1])
        let (fixed, _) = FixItApplication.apply(result.diagnostics.flatMap(\.fixIts), to: Array(text.utf8))
        #expect(String(decoding: fixed, as: UTF8.self) == """
            menu "File" {
                // menuc:disable-next-line title-case - the product name
                item "Open…" key: cmd+O
                /* menuc:disable-next-line title-case - why */ item "Save" key: cmd+S
                item "Close" key: cmd+W
            }

            """)
    }

    @Test func rulesAreSeparatedByCommasOrWhiteSpace() throws {
        let directive = try #require(directives("// menuc:disable-next-line title-case,leading-article\tlong-title\n").first)
        #expect(directive.scope == .nextLine)
        #expect(directive.rules.map(\.name) == ["title-case", "leading-article", "long-title"])
        #expect(directive.reason == nil)
    }

    /// A block comment may take several lines: its line breaks separate
    /// names as spaces do, and the next line is the one after its end.
    @Test func aDirectiveInABlockCommentOfSeveralLines() throws {
        let directive = try #require(directives("/* menuc:disable-next-line title-case\n   leading-article\r\n   - product names */\n").first)
        #expect(directive.rules.map(\.name) == ["title-case", "leading-article"])
        #expect(directive.reason == "product names")
        #expect(directive.line == 1)
        #expect(directive.endLine == 3)
        let text = """
            menu "Tools" {
                /* menuc:disable-next-line title-case
                   - a product name */
                item "iconify selection"
            }
            """
        #expect(diagnostics(text) == [])
        // A file-wide directive covers its own first line.
        #expect(diagnostics("menu \"File\" {\n    item \"grid\" /* menuc:disable title-case - the product\n       name is lowercase */\n}\n") == [])
    }

    @Test func otherCommentsAreNotDirectives() {
        #expect(directives("// menuc is a compiler\n// disable nothing\n").isEmpty)
        #expect(directives("// menuc:enable title-case\n").first?.scope == nil)
    }

    func diagnostics(_ text: String) -> [String] {
        let source = SourceFile(path: "test.menu", text: text)
        return Checker.check(source).diagnostics.map { "\(source.location(of: $0.range.start).line) \($0.id)" }
    }

    /// A file-wide directive silences from its own line on; every directive
    /// that silences something is used, however many name the same rule.
    @Test func fileWideDirectivesSilenceBelowThemselves() {
        let text = """
            menu "File" {
                item "lower one"
                // menuc:disable title-case
                item "lower two"
                // menuc:disable title-case
                item "lower three"
            }
            // menuc:disable title-case
            """
        #expect(diagnostics(text) == ["2 title-case", "8 unused-suppression"])
    }

    @Test func aRuleNamedTwiceInOneDirectiveIsUsedOnce() {
        let text = """
            menu "File" {
                // menuc:disable-next-line title-case title-case
                item "lower one"
                // menuc:disable title-case, title-case
                item "lower two"
            }
            """
        #expect(diagnostics(text) == ["2 unused-suppression", "4 unused-suppression"])
    }

    /// A suppression written for an item whose role now gives it its
    /// shortcut says so, and how to keep the item without one.
    @Test func aSuppressionARoleShortcutMadeUnusedSaysWhy() {
        let text = """
            menu "File" {
                // menuc:disable-next-line missing-standard-shortcut - no shortcut wanted
                item role: print
                // menuc:disable-next-line missing-standard-shortcut
                item "Other" key: cmd+K
            }
            """
        #expect(Checker.check(SourceFile(path: "test.menu", text: text)).diagnostics.map(\.message) == [
            "'missing-standard-shortcut' reports nothing on the next line, where the role gives 'Print…' its shortcut '⌘P'; remove it from the suppression, or write 'key: none' for no shortcut",
            "'missing-standard-shortcut' reports nothing on the next line; remove it from the suppression",
        ])
    }
}
