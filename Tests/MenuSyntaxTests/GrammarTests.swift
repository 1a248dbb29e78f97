import Foundation
import Testing
@testable import MenuSyntax

/// `Grammar/menu.ebnf` is the authoritative grammar; these tests keep the
/// parser and lexer in step with it.
@Suite("Grammar")
struct GrammarTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Production {
        let name: String
        let body: String
        let section: String
    }

    /// The productions of the grammar, with the section (`syntax`,
    /// `shortcuts`, `lexical`) each is written in.
    static func productions() throws -> [Production] {
        var text = try String(contentsOf: repository.appendingPathComponent("Grammar/menu.ebnf"), encoding: .utf8)
        // Section markers are comments like (* ---- syntax *); remember them, drop the rest.
        var productions: [Production] = []
        var section = ""
        while true {
            text = String(text.drop { $0.isWhitespace })
            if text.isEmpty { break }
            if text.hasPrefix("(*") {
                let end = text.range(of: "*)")!.upperBound
                let comment = text[..<end]
                if comment.contains("----"), let word = comment.split(separator: " ").dropLast().last {
                    section = String(word)
                }
                text = String(text[end...])
                continue
            }
            guard let equals = text.firstIndex(of: "="), let semicolon = text.range(of: " ;")?.lowerBound else { break }
            let name = text[..<equals].trimmingCharacters(in: .whitespacesAndNewlines)
            var body = String(text[text.index(after: equals)..<semicolon])
            while let open = body.range(of: "(*"), let close = body.range(of: "*)") { body.removeSubrange(open.lowerBound..<close.upperBound) }
            productions.append(Production(name: name, body: body, section: section))
            text = String(text[text.index(semicolon, offsetBy: 2)...])
        }
        return productions
    }

    static func camelCase(_ name: String) -> String {
        name.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func source(_ file: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent("Sources/MenuSyntax/\(file)"), encoding: .utf8)
    }

    @Test func theGrammarHasTheExpectedSections() throws {
        let sections = Set(try Self.productions().map(\.section))
        #expect(sections == ["syntax", "shortcuts", "lexical"])
    }

    @Test func everySyntacticProductionHasAParserFunction() throws {
        let parser = try Self.source("Parser.swift")
        let syntactic = try Self.productions().filter { $0.section == "syntax" }
        #expect(syntactic.count >= 14)
        for production in syntactic {
            let function = "func parse\(Self.camelCase(production.name))("
            #expect(parser.contains(function), "Grammar/menu.ebnf names '\(production.name)' but Parser.swift has no '\(function)'")
        }
    }

    @Test func everyParserFunctionIsAProduction() throws {
        let parser = try Self.source("Parser.swift")
        let names = Set(try Self.productions().map { Self.camelCase($0.name) })
        // Helpers that parse part of a production, not a production of their own.
        let helpers: Set<String> = ["BlockIfPresent", "BlockContents", "MenuBody", "Attributes", "AttributeValue", "Title", "UnquotedTitle", "String"]
        for line in parser.split(separator: "\n") {
            guard let range = line.range(of: "func parse"), let paren = line[range.upperBound...].firstIndex(of: "(") else { continue }
            let name = String(line[range.upperBound..<paren])
            guard !name.isEmpty, name.first!.isUppercase else { continue }
            #expect(names.contains(name) || helpers.contains(name), "Parser.swift has 'parse\(name)' but the grammar has no production '\(name)'")
        }
    }

    /// Character classes are recognised inside the functions of the tokens
    /// that use them; every other lexical production has its own function.
    static let characterClasses: Set<String> = ["newline", "identifier_head", "string_character"]

    @Test func everyLexicalProductionIsLexed() throws {
        let lexer = try Self.source("Lexer.swift")
        let lexical = try Self.productions().filter { $0.section == "lexical" }
        #expect(Set(lexical.map(\.name)).isSuperset(of: Self.characterClasses))
        for production in lexical where !Self.characterClasses.contains(production.name) {
            let function = "func lex\(Self.camelCase(production.name))("
            #expect(lexer.contains(function), "Grammar/menu.ebnf names '\(production.name)' but Lexer.swift has no '\(function)'")
        }
    }

    @Test func everyShortcutFormOfTheGrammarDecodes() {
        // One example of each alternative of the shortcut productions.
        for text in ["cmd+N", "command+shift+s", "opt+cmd+esc", "alt+ctrl+f5", "fn+E", "globe+cmd+Z", "cmd++", "cmd+,",
                     "⌘N", "⌘⇧Z", "⌃⌘F", "⌥⌘⎋", "⌘+", "🌐E", "cmd+↩", "cmd+⌫", "cmd+return", "cmd+pageDown", "f12", "cmd+space"] {
            let bytes = Array(text.utf8)
            let (shortcut, problems) = ShortcutDecoder.decode(bytes, range: .init(start: 0, end: bytes.count))
            #expect(shortcut != nil && problems.isEmpty, "\(text): \(problems.map(\.message))")
        }
    }
}
