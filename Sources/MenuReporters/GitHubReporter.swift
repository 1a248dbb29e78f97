import MenuDiagnostics

/// Diagnostics as GitHub Actions workflow commands, which GitHub shows as
/// annotations on a pull request's files:
///
///     ::error file=main.menu,line=3,col=9,endLine=3,endColumn=13,title=unknown-modifier::unknown modifier 'Cmdd'
///
/// Warnings use `::warning`, notes `::notice`. Columns are 1-based UTF-8 bytes.
public enum GitHubReporter {
    public static func render(_ files: [FileDiagnostics]) -> String {
        var output = ""
        for file in files {
            let path = escapeProperty(file.source.path)
            for diagnostic in file.diagnostics {
                let range = ResolvedRange(diagnostic.range, in: file.source)
                let command: String
                switch diagnostic.severity {
                case .error: command = "error"
                case .warning: command = "warning"
                case .note: command = "notice"
                }
                output += "::\(command) file=\(path),line=\(range.start.line),col=\(range.start.column)"
                output += ",endLine=\(range.end.line),endColumn=\(range.end.column)"
                output += ",title=\(escapeProperty(diagnostic.id))::\(escapeData(diagnostic.message))\n"
            }
        }
        return output
    }

    /// Escapes a command's message: `%`, CR and LF as workflow commands
    /// do, and other control characters as `TextReporter.oneLine` does, as
    /// the log shows them raw (an escape sequence would colour it).
    public static func escapeData(_ text: String) -> String {
        escape(text, properties: false)
    }

    /// Escapes a command property's value: as data, plus `:` and `,`.
    public static func escapeProperty(_ text: String) -> String {
        escape(text, properties: true)
    }

    private static func escape(_ text: String, properties: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case ":" where properties: result += "%3A"
            case "," where properties: result += "%2C"
            case _ where TerminalText.isControl(scalar): result += TerminalText.oneLine(String(scalar))
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
