import Foundation
import MenuDiagnostics
import MenuFuzzing
import MenuModel
import MenuRules
import MenuSyntax
import Testing
@testable import MenuFormatter

@Suite("Formatter")
struct FormatterTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func format(_ text: String) -> String? {
        guard case .formatted(let output) = Formatter.format(SourceFile(path: "t.menu", text: text)) else { return nil }
        return output
    }

    @Test func messyInputGetsTheCanonicalLayout() {
        let messy = """
            // Header comment

            app   "Demo"
            platforms macOS,iPadOS
            menu "File"{ // trailing on the brace
              item "Open…"   role: open key: ⌘O
            \tsubmenu "Export" {


            item "PDF" /* inside */ key: command+shift+e
            // before the separator
                ---
            item "Text"
              }



                toggle "Show Ruler"|"Hide Ruler" key: CMD+r
              // last comment in the block
            }
            menu "Edit" {
            item "Redo" role: redo   key: None
            choice "Grid" {
            option "On" checked key: alt+cmd+1
            option "Off"
            }
            }
            // at the end
            """
        #expect(format(messy) == """
            // Header comment

            app "Demo"
            platforms macOS, iPadOS

            menu "File" { // trailing on the brace
                item "Open…" key: cmd+O role: open
                submenu "Export" {
                    item "PDF" key: cmd+shift+E /* inside */
                    // before the separator
                    ---
                    item "Text"
                }

                toggle "Show Ruler" | "Hide Ruler" key: cmd+R
                // last comment in the block
            }

            menu "Edit" {
                item "Redo" key: none role: redo
                choice "Grid" {
                    option "On" key: cmd+opt+1 checked
                    option "Off"
                }
            }
            // at the end

            """)
    }

    /// What a `menuc:disable-next-line` silences stays silenced: a line it
    /// points at is not split, and a comment before code on its line goes
    /// to the end of that line rather than above it (where it would point
    /// at the code). A block comment of several lines keeps the comments
    /// after it on its last line, so a second formatting changes nothing.
    @Test func suppressionsKeepTheirLines() throws {
        let text = """
            // menuc:disable-next-line title-case - product name
            menu "Tools" {  item "iconify selection"  }

            menu "Edit" {
                /* menuc:disable-next-line title-case */ item "iconify  selection"
                item "Cut"
                item "B" /* note:
                   see spec */ key: cmd+B // why
                // menuc:disable-next-line title-case
                submenu "More" {item "lower one"}
                submenu "Other" { item "lower two" }
            }

            """
        let formatted = try #require(format(text))
        #expect(formatted == """
            // menuc:disable-next-line title-case - product name
            menu "Tools" { item "iconify selection" }

            menu "Edit" {
                item "iconify  selection" /* menuc:disable-next-line title-case */
                item "Cut"
                item "B" key: cmd+B /* note:
                   see spec */ // why
                // menuc:disable-next-line title-case
                submenu "More" { item "lower one" }
                submenu "Other" {
                    item "lower two"
                }
            }

            """)
        #expect(format(formatted) == formatted)
        let before = Checker.check(SourceFile(path: "t.menu", text: text))
        let after = Checker.check(SourceFile(path: "t.menu", text: formatted))
        #expect(before.diagnostics.map(\.id).sorted() == after.diagnostics.map(\.id).sorted())
        #expect(after.diagnostics.filter { $0.id == "title-case" }.count == 2)
    }

    /// More places a directive can be: at the end of a one-line block
    /// (or starting a block comment there), after a '}' right above the
    /// line it points at, and before another comment on its line.
    @Test(arguments: [
        (
            "menu \"A\" {\n    /* menuc:disable-next-line title-case */ submenu \"Sub\" { item \"x\" }\n    item \"y\"\n}\n",
            "menu \"A\" {\n    submenu \"Sub\" { item \"x\" } /* menuc:disable-next-line title-case */\n    item \"y\"\n}\n"
        ),
        (
            "menu \"A\" {\n    /* menuc:disable-next-line title-case\n    */ submenu \"Sub\" { item \"ok\" }\n    item \"x\"\n}\n",
            "menu \"A\" {\n    submenu \"Sub\" { item \"ok\" } /* menuc:disable-next-line title-case\n    */\n    item \"x\"\n}\n"
        ),
        (
            "menu \"A\" {\n    item \"Y\"\n} // menuc:disable-next-line title-case\nmenu \"tools\" { item \"x\" }\n",
            "menu \"A\" {\n    item \"Y\"\n} // menuc:disable-next-line title-case\nmenu \"tools\" { item \"x\" }\n"
        ),
        (
            "menu \"A\" {\n    /* menuc:disable-next-line title-case */   // note\n    item \"y\"\n}\n",
            "menu \"A\" {\n    /* menuc:disable-next-line title-case */ // note\n    item \"y\"\n}\n"
        ),
    ])
    func directivesKeepPointingAtTheirLines(text: String, expected: String) throws {
        let formatted = try #require(format(text))
        #expect(formatted == expected)
        #expect(format(formatted) == formatted)
        let before = Checker.check(SourceFile(path: "t.menu", text: text)).diagnostics.map(\.id).sorted()
        #expect(Checker.check(SourceFile(path: "t.menu", text: formatted)).diagnostics.map(\.id).sorted() == before)
    }

    /// Layouts the printer cannot keep, where formatting would change the
    /// line a directive points at: the file is left as written, with the
    /// directive named.
    @Test(arguments: [
        "pulldown \"Sort\" { /* menuc:disable-next-line choice-options */ choice \"Order\" { option \"Name\" }\n    item \"Export\"\n}\n",
        "menu \"A\" {\n    item \"B\" } // menuc:disable-next-line title-case\nmenu \"c\" { item \"D\" }\n",
        "menu \"A\" {\n    // menuc:disable-next-line title-case\n    item /* see\n    the spec */ \"b\"\n}\n",
        "// menuc:disable-next-line title-case\nmenu \"a\" { item \"b\"\n}\n",
    ])
    func layoutsThatWouldMoveASuppressionAreLeftAsWritten(text: String) throws {
        guard case .movesSuppression(let directive) = Formatter.format(SourceFile(path: "t.menu", text: text)) else {
            Issue.record("formatted: \(String(describing: format(text)))")
            return
        }
        let source = SourceFile(path: "t.menu", text: text)
        #expect(source.text(in: directive).contains("menuc:disable-next-line"))
    }

    @Test func stringLiteralsKeepTheirSpelling() {
        let text = "menu \"A\" {\n    item \"caf\\u{E9} \\\"quoted\\\"\" symbol: \"star\"\n}\n"
        #expect(format(text) == text)
    }

    @Test func refusesFilesWithSyntaxErrors() {
        guard case .refused(let diagnostics) = Formatter.format(SourceFile(path: "t.menu", text: "menu \"A\" {\n    item \"B\n}\n")) else {
            Issue.record("a file with an unterminated string was formatted")
            return
        }
        #expect(diagnostics.map(\.id) == ["unterminated-string"])
    }

    // MARK: - Properties over every file the tests have

    static var allFiles: [String] {
        ["Samples", "Tests/Corpus/clean", "Tests/Corpus/seeded"].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent(folder).path)) ?? [])
                .filter { $0.hasSuffix(".menu") }.sorted().map { folder + "/" + $0 }
        }
    }

    @Test(arguments: allFiles)
    func formattingPreservesMeaningCommentsAndDiagnostics(_ path: String) throws {
        let bytes = Array(try Data(contentsOf: Self.repository.appendingPathComponent(path)))
        let original = SourceFile(path: path, bytes: bytes)
        guard case .formatted(let once) = Formatter.format(original) else {
            Issue.record("\(path) was refused")
            return
        }
        let formatted = SourceFile(path: path, text: once)
        guard case .formatted(let twice) = Formatter.format(formatted) else {
            Issue.record("\(path): formatted output was refused")
            return
        }
        #expect(once == twice, "\(path): formatting is not idempotent")

        let before = Checker.check(original)
        let after = Checker.check(formatted)
        #expect(ModelSummary(before.model) == ModelSummary(after.model), "\(path): the model changed")
        #expect(PipelineInvariants.diagnosticTexts(before) == PipelineInvariants.diagnosticTexts(after), "\(path): the diagnostics changed")
        #expect(commentTexts(before) == commentTexts(after), "\(path): comments changed")
    }

    func commentTexts(_ result: CheckResult) -> [String] {
        (result.tree?.comments ?? []).map { comment in
            var text = result.source.text(in: comment.range)
            while text.last == " " || text.last == "\t" { text.removeLast() }
            return text
        }
    }
}

@Suite("Formatter: alternates, sections and dynamic lists")
struct FormatterEntriesTests {
    @Test func theyGetTheCanonicalLayout() {
        let messy = """
            menu "View" {
            item "Close Window"   key: ⌘W
              alternate   "Close All" key:cmd+opt+W   // with Option
            section "Sort By"{
            option "Name" checked
                option "Date"
            }
              dynamic   "Recent"   id: recent
            dynamic role:windowList
            }

            """
        guard case .formatted(let output) = Formatter.format(SourceFile(path: "t.menu", text: messy)) else {
            Issue.record("refused")
            return
        }
        #expect(output == """
            menu "View" {
                item "Close Window" key: cmd+W
                alternate "Close All" key: cmd+opt+W // with Option
                section "Sort By" {
                    option "Name" checked
                    option "Date"
                }
                dynamic "Recent" id: recent
                dynamic role: windowList
            }

            """)
    }
}
