import MenuDiagnostics
import MenuSyntax
import Testing
@testable import MenuSemantics

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

    @Test func rulesAreSeparatedByCommasOrWhiteSpace() throws {
        let directive = try #require(directives("// menuc:disable-next-line title-case,leading-article\tlong-title\n").first)
        #expect(directive.scope == .nextLine)
        #expect(directive.rules.map(\.name) == ["title-case", "leading-article", "long-title"])
        #expect(directive.reason == nil)
    }

    @Test func otherCommentsAreNotDirectives() {
        #expect(directives("// menuc is a compiler\n// disable nothing\n").isEmpty)
        #expect(directives("// menuc:enable title-case\n").first?.scope == nil)
    }
}
