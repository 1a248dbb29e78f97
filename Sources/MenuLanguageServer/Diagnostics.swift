import MenuDiagnostics
import MenuJSON

/// Compiler diagnostics as LSP diagnostics.
enum Diagnostics {
    /// The params of `textDocument/publishDiagnostics` for a document.
    static func publishParams(for document: Document) -> JSONValue {
        .members([
            ("uri", .string(document.uri)),
            ("version", document.version.map { .int($0) }),
            ("diagnostics", .array(document.result.diagnostics.map { lsp($0, in: document) })),
        ])
    }

    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }

    /// One diagnostic: its notes with a place become related information,
    /// notes without one are added to the message.
    static func lsp(_ diagnostic: Diagnostic, in document: Document) -> JSONValue {
        let positions = document.positions
        var message = diagnostic.message
        var related: [JSONValue] = []
        for note in diagnostic.notes {
            if let range = note.range {
                related.append([
                    "location": ["uri": .string(document.uri), "range": positions.range(of: range).json],
                    "message": .string(note.message),
                ])
            } else {
                message += "\nnote: " + note.message
            }
        }
        return .members([
            ("range", positions.range(of: diagnostic.range).json),
            ("severity", .int(severity(diagnostic.severity))),
            ("code", .string(diagnostic.id)),
            ("source", "menuc"),
            ("message", .string(message)),
            ("relatedInformation", related.isEmpty ? nil : .array(related)),
            // An unused suppression comment is shown faded, like unused code.
            ("tags", diagnostic.id == "unused-suppression" ? [1] : nil),
        ])
    }
}
