import MenuDiagnostics
import MenuSyntax
import Testing
@testable import MenuRules

/// No fix-it removes a comment. Each rule's triggering examples, and files
/// that draw the fix-its of the parser and of lowering, are checked with a
/// block comment written at every place between tokens on the lines the
/// fix-its touch; applying all their fix-its, as `check --fix` does, keeps
/// every comment, and makes the same change as it does without them.
@Suite("Fix-its keep comments")
struct FixItCommentTests {
    /// Files whose fix-its come from the language rather than from rules.
    static let languageCases = [
        "contextmenu \"C\" {\n  item \"Open\" key: /* keep me */ cmd+O\n}\n",
        "menu \"M\" {\n    item \"A\" key: cmd+A id: first key: cmd+B\n}\n",
        "menu \"M\" {\n    item \"A\" checked: yes default symbol: \"star\"\n}\n",
        "menu \"M\" {\n    submenu \"S\" key: cmd+S {\n        item \"A\"\n    }\n}\n",
        "popup \"P\" {\n    option \"A\" checked default\n    option \"B\" checked\n}\n",
        "app: \"Demo\"\nmenu: \"File\" {\n    item: \"Open\"\n}\n}\n",
        "menu \"M\" {\n    item \"A\" key: cmd+shift+cmd+A\n    item \"B\" key: cmmd+B\n    item \"C\" kye: cmd+C\n}\n",
    ]

    static let ruleCases: [String] = RuleRegistry.descriptors.flatMap { descriptor in
        descriptor.triggeringExamples.map { String(decoding: MarkedExample($0).bytes, as: UTF8.self) }
    }

    @Test(arguments: ruleCases + languageCases)
    func fixItsKeepEveryComment(_ text: String) throws {
        let original = Array(text.utf8)
        let fixIts = Checker.check(SourceFile(path: "original.menu", bytes: original)).diagnostics.flatMap(\.fixIts)
        guard !fixIts.isEmpty else { return }
        let commented = Self.withComments(original, onTheLinesOf: fixIts)
        let result = Checker.check(SourceFile(path: "commented.menu", bytes: commented))
        let commentedFixIts = result.diagnostics.flatMap(\.fixIts)
        #expect(commentedFixIts.map(\.message) == fixIts.map(\.message), "\(String(decoding: commented, as: UTF8.self))")
        let (fixed, _) = FixItApplication.apply(commentedFixIts, to: commented)
        let fixedText = String(decoding: fixed, as: UTF8.self)

        var kept = Self.comments(in: fixed).reduce(into: [:]) { counts, comment in counts[comment, default: 0] += 1 }
        for comment in Self.comments(in: commented) where !Self.isUnusedBareDirective(comment, result.diagnostics) {
            let isKept = kept.take(comment)
            #expect(isKept, "'\(comment)' was removed:\n\(fixedText)")
        }
        let (fixedOriginal, _) = FixItApplication.apply(fixIts, to: original)
        #expect(Self.withoutMarkers(fixedText) == Self.withoutMarkers(String(decoding: fixedOriginal, as: UTF8.self)))
    }

    /// The fix-it of `unused-suppression` removes a directive that gives no
    /// reason: it is no prose, and removing it is the fix.
    static func isUnusedBareDirective(_ comment: String, _ diagnostics: [Diagnostic]) -> Bool {
        comment.contains(Comment.directivePrefix) && !comment.contains(" - ")
            && diagnostics.contains { $0.id == UnusedSuppression.descriptor.id && !$0.fixIts.isEmpty }
    }

    /// `bytes` with a comment `/*cN*/` at each token boundary on the lines
    /// the fix-its touch, but not where it would join a line comment.
    static func withComments(_ bytes: [UInt8], onTheLinesOf fixIts: [FixIt]) -> [UInt8] {
        let source = SourceFile(path: "original.menu", bytes: bytes)
        let lines = Set(fixIts.flatMap { fixIt in
            source.lineIndex(of: fixIt.range.start)...source.lineIndex(of: fixIt.range.end)
        })
        let (tokens, comments, _) = Lexer.tokenize(bytes)
        let boundaries = Set(tokens.flatMap { [$0.range.start, $0.range.end] }).filter { offset in
            lines.contains(source.lineIndex(of: offset))
                && !comments.contains { $0.range.start < offset && offset <= $0.range.end }
        }.sorted()
        var result: [UInt8] = []
        var cursor = 0
        for (number, offset) in boundaries.enumerated() {
            result += bytes[cursor..<offset]
            result += Array(" /*c\(number)*/ ".utf8)
            cursor = offset
        }
        result += bytes[cursor...]
        return result
    }

    static func comments(in bytes: [UInt8]) -> [String] {
        Lexer.tokenize(bytes).comments.map { String(decoding: bytes[$0.range.start..<$0.range.end], as: UTF8.self) }
    }

    /// The text without the comments `withComments` adds, and without
    /// blanks and empty lines, which the comments change.
    static func withoutMarkers(_ text: String) -> String {
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            if text[index...].hasPrefix("/*c"), let end = text[index...].firstRange(of: "*/") {
                index = end.upperBound
                continue
            }
            let character = text[index]
            if character != " ", character != "\t", !(character == "\n" && (result.last == "\n" || result.isEmpty)) {
                result.append(character)
            }
            index = text.index(after: index)
        }
        return result
    }
}

extension Dictionary where Value == Int {
    /// Takes one of the `key`s counted; false when there is none left.
    mutating func take(_ key: Key) -> Bool {
        guard let count = self[key], count > 0 else { return false }
        self[key] = count - 1
        return true
    }
}
