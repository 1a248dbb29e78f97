import MenuDiagnostics
import MenuFormatter
import MenuJSON
import MenuRules

/// `textDocument/formatting`: the formatter's output as one edit.
enum Formatting {
    /// One TextEdit replacing the whole document, none when it is already
    /// formatted.
    static func edits(for document: Document) throws(ResponseError) -> JSONValue {
        let text = try formatted(document)
        guard Array(text.utf8) != document.source.bytes else { return .array([]) }
        let whole = LSPRange(start: LSPPosition(line: 0, character: 0), end: document.positions.endPosition)
        return [["range": whole.json, "newText": .string(text)]]
    }

    /// The document formatted. When the formatter leaves it as written,
    /// the request fails with a message saying why, as sourcekit-lsp
    /// answers when swift-format fails: an empty answer would say the
    /// document is formatted already.
    static func formatted(_ document: Document) throws(ResponseError) -> String {
        let source = document.source
        switch Formatter.format(source) {
        case .formatted(let text):
            return text
        case .refused(let errors):
            let first = errors.first.map { (source.location(of: $0.range.start).line, $0.message) }
            throw .failed(.hasSyntaxErrors(first: first))
        case .movesSuppression(let directive):
            throw .failed(.wouldMoveSuppression(line: source.location(of: directive.start).line))
        }
    }
}

extension DiagnosticMessage {
    fileprivate static func hasSyntaxErrors(first: (line: Int, message: String)?) -> DiagnosticMessage {
        let detail = first.map { "; the first, on line \($0.line): \($0.message)" } ?? ""
        return DiagnosticMessage("not formatted: fix the syntax errors first" + detail)
    }

    fileprivate static func wouldMoveSuppression(line: Int) -> DiagnosticMessage {
        "not formatted: formatting would move the line that the 'menuc:disable-next-line' on line \(line) points at; put the directive on a line of its own, right above what it silences"
    }
}

/// `textDocument/codeAction`: the fix-its of the diagnostics that touch the
/// requested range, as quick fixes; and all the fix-its of the document as
/// one `source.fixAll` action, when the client asks for that kind (it costs
/// a check per round of fixes, too much to spend on every move of the cursor).
enum CodeActions {
    static func actions(
        in document: Document, range: LSPRange, only: [String]?, configuration: () -> Configuration
    ) -> JSONValue {
        var actions: [JSONValue] = []
        if only?.contains(where: { asks(for: FixAll.kind, $0) }) == true,
           let fixAll = FixAll.action(for: document, configuration: configuration()) {
            actions.append(fixAll)
        }
        if only?.contains(where: { asks(for: "quickfix", $0) }) ?? true {
            actions += quickFixes(in: document, range: range)
        }
        return .array(actions)
    }

    /// Whether the kind a client asks for (`only`) holds `kind`: it is the
    /// kind or one it belongs to ("source" holds "source.fixAll").
    static func asks(for kind: String, _ requested: String) -> Bool {
        requested.isEmpty || kind == requested || kind.hasPrefix(requested + ".")
    }

    /// The fix-its of the diagnostics touching `range`. One fix is preferred
    /// where several would rewrite the same text (two diagnostics on one
    /// title, or one with several fixes): the first diagnostic's first
    /// fix, so that a client applying "the preferred fix" has one to apply.
    static func quickFixes(in document: Document, range: LSPRange) -> [JSONValue] {
        let requested = document.positions.sourceRange(of: range)
        var actions: [JSONValue] = []
        var preferred: [SourceRange] = []
        for diagnostic in document.result.diagnostics where !diagnostic.fixIts.isEmpty {
            // Touching counts: a cursor at either end of a diagnostic gets its fixes.
            guard diagnostic.range.start <= requested.end, requested.start <= diagnostic.range.end else { continue }
            let lspDiagnostic = Diagnostics.lsp(diagnostic, in: document)
            for (index, fixIt) in diagnostic.fixIts.enumerated() {
                let isPreferred = index == 0 && !preferred.contains { overlaps($0, fixIt.range) }
                if isPreferred { preferred.append(fixIt.range) }
                actions.append(.members([
                    ("title", .string(fixIt.message)),
                    ("kind", "quickfix"),
                    ("diagnostics", [lspDiagnostic]),
                    ("isPreferred", isPreferred ? true : nil),
                    ("edit", ["changes": .object(JSONObject(members: [
                        JSONObject.Member(key: document.uri, value: .array([textEdit(fixIt, in: document)])),
                    ]))]),
                ]))
            }
        }
        return actions
    }

    /// Two edits that cannot both apply: their ranges share text, or both
    /// insert at one place.
    static func overlaps(_ a: SourceRange, _ b: SourceRange) -> Bool {
        a.start < b.end && b.start < a.end || a.start == b.start
    }

    static func textEdit(_ fixIt: FixIt, in document: Document) -> JSONValue {
        ["range": document.positions.range(of: fixIt.range).json, "newText": .string(fixIt.replacement)]
    }
}
