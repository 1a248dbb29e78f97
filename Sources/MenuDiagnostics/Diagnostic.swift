/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A mechanical edit that resolves a diagnostic: an insertion (empty range),
/// a removal (empty replacement) or a replacement.
public struct FixIt: Hashable, Sendable {
    public enum Kind: String, Sendable { case insert, remove, replace }

    /// What the edit does, for a code action's title ("replace '...' with '…'").
    public var message: String
    public var range: SourceRange
    public var replacement: String

    public init(message: DiagnosticMessage, range: SourceRange, replacement: String) {
        self.message = message.text
        self.range = range
        self.replacement = replacement
    }

    public var kind: Kind {
        if range.isEmpty { return .insert }
        return replacement.isEmpty ? .remove : .replace
    }

    public static func insert(_ text: String, at offset: Int, message: DiagnosticMessage) -> FixIt {
        FixIt(message: message, range: .at(offset), replacement: text)
    }

    public static func remove(_ range: SourceRange, message: DiagnosticMessage) -> FixIt {
        FixIt(message: message, range: range, replacement: "")
    }

    public static func replace(_ range: SourceRange, with text: String, message: DiagnosticMessage) -> FixIt {
        FixIt(message: message, range: range, replacement: text)
    }
}

/// Extra information attached to a diagnostic, usually pointing at a related
/// place ("'{' opened here", "first used here").
public struct DiagnosticNote: Hashable, Sendable {
    public var message: String
    public var range: SourceRange?

    public init(_ message: DiagnosticMessage, at range: SourceRange? = nil) {
        self.message = message.text
        self.range = range
    }
}

/// One problem found in a source file. Diagnostics are plain data; renderers
/// turn them into text, JSON or SARIF.
public struct Diagnostic: Hashable, Sendable {
    public var severity: Severity
    /// A stable kebab-case identifier: a rule id from the catalog, or the id of
    /// a syntax error.
    public var id: String
    /// Lowercase; says what is wrong and what to do; quotes source text in
    /// single quotes.
    public var message: String
    public var range: SourceRange
    public var notes: [DiagnosticNote]
    public var fixIts: [FixIt]

    public init(
        _ severity: Severity,
        id: String,
        _ message: String,
        at range: SourceRange,
        notes: [DiagnosticNote] = [],
        fixIts: [FixIt] = []
    ) {
        self.severity = severity
        self.id = id
        self.message = message
        self.range = range
        self.notes = notes
        self.fixIts = fixIts
    }

    public init(
        _ severity: Severity,
        id: String,
        _ message: DiagnosticMessage,
        at range: SourceRange,
        notes: [DiagnosticNote] = [],
        fixIts: [FixIt] = []
    ) {
        self.init(severity, id: id, message.text, at: range, notes: notes, fixIts: fixIts)
    }

    /// Source order, then severity (errors first), then id and message, so that
    /// output never depends on the order in which checks ran.
    public static func sourceOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.range != rhs.range { return lhs.range < rhs.range }
        if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
        if lhs.id != rhs.id { return lhs.id < rhs.id }
        return lhs.message < rhs.message
    }
}

extension Array where Element == Diagnostic {
    public var errorCount: Int { lazy.filter { $0.severity == .error }.count }
    public var warningCount: Int { lazy.filter { $0.severity == .warning }.count }
    public var hasErrors: Bool { contains { $0.severity == .error } }
}
