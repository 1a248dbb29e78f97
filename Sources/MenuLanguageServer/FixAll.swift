import MenuDiagnostics
import MenuJSON
import MenuRules

/// The `source.fixAll` code action: every fix-it of the document applied in
/// one edit, as `menuc check --fix` applies them (in rounds, and never
/// leaving a file that parses worse than before).
enum FixAll {
    static let kind = "source.fixAll"

    /// The action, or nil when no fix-it changes the document.
    static func action(for document: Document, configuration: Configuration) -> JSONValue? {
        guard let fixed = fixedBytes(of: document.source, configuration: configuration) else { return nil }
        return .members([
            ("title", "Fix all menuc problems"),
            ("kind", .string(kind)),
            ("edit", ["changes": .object(JSONObject(members: [
                JSONObject.Member(key: document.uri, value: .array([changedLines(from: document, to: fixed)])),
            ]))]),
        ])
    }

    /// The text after every round of fix-its (`FixRounds`, as `check --fix`
    /// takes them); nil when none applies.
    static func fixedBytes(of source: SourceFile, configuration: Configuration) -> [UInt8]? {
        var unlimited = configuration
        unlimited.errorLimit = 0
        let rounds = FixRounds(Checker.check(source, configuration: unlimited, keepingSyntaxTree: false), configuration: unlimited)
        return rounds.applied > 0 ? rounds.bytes : nil
    }

    /// One TextEdit replacing the lines that differ, from the first to the
    /// last, so that the rest of the document (and the cursor in it) stays.
    static func changedLines(from document: Document, to new: [UInt8]) -> JSONValue {
        let old = document.source.bytes
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        // Whole lines: back to the start of the first changed line, on to the
        // end of the last (a line break ends a line, and belongs to it).
        while prefix > 0, old[prefix - 1] != UInt8(ascii: "\n") { prefix -= 1 }
        while suffix > 0, old[old.count - suffix - 1] != UInt8(ascii: "\n") { suffix -= 1 }
        let range = SourceRange(start: prefix, end: old.count - suffix)
        return [
            "range": document.positions.range(of: range).json,
            "newText": .string(String(decoding: new[prefix..<(new.count - suffix)], as: UTF8.self)),
        ]
    }
}
