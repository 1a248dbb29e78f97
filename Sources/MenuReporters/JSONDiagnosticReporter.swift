import MenuDiagnostics
import MenuJSON

/// Diagnostics as a pretty-printed JSON array, one object per diagnostic:
///
///     {
///       "file": "main.menu",
///       "line": 3, "column": 9, "endLine": 3, "endColumn": 13,
///       "severity": "error",
///       "id": "unknown-modifier",
///       "message": "...",
///       "notes": [{"message", "file", "line", "column", "endLine", "endColumn"}],
///       "fixIts": [{"kind", "message", "line", "column", "endLine", "endColumn", "replacement"}]
///     }
///
/// Lines and columns are 1-based; columns count UTF-8 bytes; the end is the
/// position just past the range. A note without a range has only `message`
/// and `file`.
public enum JSONDiagnosticReporter {
    public static func render(_ files: [FileDiagnostics]) -> String {
        var writer = JSONWriter(pretty: true)
        writer.beginArray()
        for file in files {
            let source = file.source
            for diagnostic in file.diagnostics {
                writer.beginObject()
                writer.field("file", source.path)
                writePosition(diagnostic.range, in: source, to: &writer)
                writer.field("severity", diagnostic.severity.rawValue)
                writer.field("id", diagnostic.id)
                writer.field("message", diagnostic.message)

                writer.key("notes")
                writer.beginArray()
                for note in diagnostic.notes {
                    writer.beginObject()
                    writer.field("message", note.message)
                    writer.field("file", source.path)
                    if let range = note.range { writePosition(range, in: source, to: &writer) }
                    writer.endObject()
                }
                writer.endArray()

                writer.key("fixIts")
                writer.beginArray()
                for fixIt in diagnostic.fixIts {
                    writer.beginObject()
                    writer.field("kind", fixIt.kind.rawValue)
                    writer.field("message", fixIt.message)
                    writePosition(fixIt.range, in: source, to: &writer)
                    writer.field("replacement", fixIt.replacement)
                    writer.endObject()
                }
                writer.endArray()

                writer.endObject()
            }
        }
        writer.endArray()
        return writer.string
    }

    private static func writePosition(_ range: SourceRange, in source: SourceFile, to writer: inout JSONWriter) {
        let resolved = ResolvedRange(range, in: source)
        writer.field("line", resolved.start.line)
        writer.field("column", resolved.start.column)
        writer.field("endLine", resolved.end.line)
        writer.field("endColumn", resolved.end.column)
    }
}
