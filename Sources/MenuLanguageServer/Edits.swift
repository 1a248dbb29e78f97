import MenuDiagnostics
import MenuFormatter
import MenuJSON
import MenuRules

/// `textDocument/formatting`: the formatter's output as one edit.
enum Formatting {
    /// One TextEdit replacing the whole document, none when it is already
    /// formatted or has syntax errors (the formatter refuses those).
    static func edits(for document: Document) -> JSONValue {
        guard case .formatted(let text) = Formatter.format(document.source),
              Array(text.utf8) != document.source.bytes
        else { return .array([]) }
        let whole = LSPRange(start: LSPPosition(line: 0, character: 0), end: document.positions.endPosition)
        return [["range": whole.json, "newText": .string(text)]]
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

    static func quickFixes(in document: Document, range: LSPRange) -> [JSONValue] {
        let requested = document.positions.sourceRange(of: range)
        var actions: [JSONValue] = []
        for diagnostic in document.result.diagnostics where !diagnostic.fixIts.isEmpty {
            // Touching counts: a cursor at either end of a diagnostic gets its fixes.
            guard diagnostic.range.start <= requested.end, requested.start <= diagnostic.range.end else { continue }
            let lspDiagnostic = Diagnostics.lsp(diagnostic, in: document)
            for fixIt in diagnostic.fixIts {
                actions.append(.members([
                    ("title", .string(fixIt.message)),
                    ("kind", "quickfix"),
                    ("diagnostics", [lspDiagnostic]),
                    ("isPreferred", diagnostic.fixIts.count == 1 ? true : nil),
                    ("edit", ["changes": .object(JSONObject(members: [
                        JSONObject.Member(key: document.uri, value: .array([textEdit(fixIt, in: document)])),
                    ]))]),
                ]))
            }
        }
        return actions
    }

    static func textEdit(_ fixIt: FixIt, in document: Document) -> JSONValue {
        ["range": document.positions.range(of: fixIt.range).json, "newText": .string(fixIt.replacement)]
    }
}
