import MenuDiagnostics

/// The diagnostics of one source file, in the order they are to be reported.
public struct FileDiagnostics: Sendable {
    public var source: SourceFile
    public var diagnostics: [Diagnostic]

    public init(source: SourceFile, diagnostics: [Diagnostic]) {
        self.source = source
        self.diagnostics = diagnostics
    }
}

/// Metadata about a rule, supplied by the caller for reports that describe
/// their rules (SARIF).
public struct ReportedRule: Sendable, Hashable {
    public var id: String
    /// One sentence.
    public var summary: String
    public var defaultSeverity: Severity
    public var helpURI: String?
    /// What the rule checks and why, with examples: as plain text and,
    /// optionally, as Markdown.
    public var helpText: String?
    public var helpMarkdown: String?

    public init(
        id: String, summary: String, defaultSeverity: Severity, helpURI: String? = nil, helpText: String? = nil,
        helpMarkdown: String? = nil
    ) {
        self.id = id
        self.summary = summary
        self.defaultSeverity = defaultSeverity
        self.helpURI = helpURI
        self.helpText = helpText
        self.helpMarkdown = helpMarkdown
    }
}

/// A resolved range: 1-based lines, 1-based UTF-8 byte columns, exclusive end.
struct ResolvedRange {
    var start: SourceLocation
    var end: SourceLocation

    init(_ range: SourceRange, in source: SourceFile) {
        start = source.location(of: range.start)
        end = source.location(of: range.end)
    }
}
