import MenuDiagnostics
import MenuJSON
import MenuRules

/// The `source.fixAll` code action: every fix-it of the document applied in
/// one edit, as `menuc check --fix` applies them (in rounds, and never
/// leaving a file that parses worse than before).
enum FixAll {
    static let kind = "source.fixAll"

    /// Rounds of fix-its, as `check --fix` takes them: one title can have
    /// several fix-its, each rewriting the whole title, and one applies per round.
    static let maximumRounds = 32

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

    /// The text after every round of fix-its; nil when none applies. Of each
    /// check only what the next round needs is kept, so that no more than
    /// one model is held besides the document's.
    static func fixedBytes(of source: SourceFile, configuration: Configuration) -> [UInt8]? {
        var unlimited = configuration
        unlimited.errorLimit = 0
        func check(_ bytes: [UInt8]) -> Round {
            Round(Checker.check(SourceFile(path: source.path, bytes: bytes), configuration: unlimited, keepingSyntaxTree: false))
        }
        var bytes = source.bytes
        var current = check(bytes)
        var changed = false
        // Hashes of the states, as in `check --fix`: a collision only ends the rounds early.
        var seen: Set<Int> = [bytes.hashValue]
        for _ in 0..<maximumRounds {
            guard !current.fixIts.isEmpty else { break }
            let (fixed, applied) = FixItApplication.apply(current.fixIts, to: bytes)
            guard applied > 0, seen.insert(fixed.hashValue).inserted else { break }
            let candidate = check(fixed)
            if candidate.hasSyntaxErrors, !current.hasSyntaxErrors || candidate.errorCount >= current.errorCount { break }
            bytes = fixed
            current = candidate
            changed = true
        }
        return changed ? bytes : nil
    }

    /// What a round of fixes needs of a check.
    struct Round {
        var fixIts: [FixIt]
        var hasSyntaxErrors: Bool
        var errorCount: Int

        init(_ result: CheckResult) {
            fixIts = result.diagnostics.flatMap(\.fixIts)
            hasSyntaxErrors = result.hasSyntaxErrors
            errorCount = result.diagnostics.errorCount
        }
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
