import MenuDiagnostics
import Testing
@testable import MenuSyntax

@Suite("Syntax tree")
struct SyntaxTreeTests {
    private static let source = """
        menu "File" {
            item "New" key: cmd+N
            submenu "Recent" {
                item "One"
                item "Two"
            }
            ---
            toggle "Ruler"
        }

        """

    private func menu() -> MenuDeclaration {
        guard case .menu(let menu)? = Parser.parse(SourceFile(path: "test.menu", text: Self.source)).tree.declarations.first else {
            preconditionFailure("the source declares a menu")
        }
        return menu
    }

    private func titles(_ entries: [Entry]) -> [String] { entries.map { $0.title?.value ?? $0.kind.rawValue } }

    /// Entries are handed over in order, children taken from their
    /// parents as they come, and nothing is left behind.
    @Test func consumingEntriesVisitsEachInOrder() {
        var declaration = menu()
        var entries = declaration.takeEntries()
        #expect(declaration.entries.isEmpty)
        var visited: [String] = []
        Entry.consumeEach(of: &entries) { entry in
            visited.append(entry.title?.value ?? entry.kind.rawValue)
            var children = entry.takeChildren()
            #expect(entry.children.isEmpty)
            Entry.consumeEach(of: &children) { visited.append("  " + ($0.title?.value ?? "")) }
        }
        #expect(entries.isEmpty)
        #expect(visited == ["New", "Recent", "  One", "  Two", "---", "Ruler"])
    }

    /// Consuming entries another value shares leaves that value whole.
    @Test func consumingSharedEntriesLeavesTheOtherCopy() {
        let kept = menu()
        var copy = kept
        var entries = copy.takeEntries()
        var count = 0
        Entry.consumeEach(of: &entries) { _ in count += 1 }
        #expect(count == 4)
        #expect(titles(kept.entries) == ["New", "Recent", "---", "Ruler"])
        #expect(titles(kept.entries[1].children) == ["One", "Two"])
        #expect(kept.entries[0].attributes.map(\.name) == [.key])
    }
}
