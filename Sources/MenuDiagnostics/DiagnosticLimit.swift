/// The limit on how many diagnostics a file reports, like clang's
/// `-ferror-limit`. It counts errors and warnings alike: a report must stay
/// bounded whatever the file holds, a hundred thousand lines that each earn
/// a warning as much as a million that are each an error. Past the limit,
/// one note says how many more were found.
public enum DiagnosticLimit {
    /// How many diagnostics a file reports unless told otherwise.
    public static let defaultLimit = 200

    /// The id of the note that ends a cut report.
    public static let noteID = "error-limit"

    /// The first `limit` diagnostics (0: all of them), followed, when some
    /// are left out, by a note at the first of those saying how many. The
    /// diagnostics are in source order; `overflow` counts those a pass found
    /// past the limit and did not keep.
    public static func apply(_ diagnostics: [Diagnostic], limit: Int, overflow: DiagnosticOverflow = DiagnosticOverflow()) -> [Diagnostic] {
        guard limit > 0, diagnostics.count > limit || overflow.count > 0 else { return diagnostics }
        let hidden = diagnostics.dropFirst(limit)
        let firstHidden = [hidden.first?.range, overflow.first].compactMap { $0 }.min() ?? .at(0)
        let hiddenErrors = hidden.errorCount + overflow.errorCount
        let message = DiagnosticMessage.tooMany(
            errors: hiddenErrors, warnings: hidden.count + overflow.count - hiddenErrors)
        return Array(diagnostics.prefix(limit)) + [Diagnostic(.note, id: noteID, message, at: firstHidden)]
    }
}

/// What a pass found past the limit and did not keep: how many diagnostics,
/// how many of them errors, and where the first was.
public struct DiagnosticOverflow: Hashable, Sendable {
    public private(set) var count = 0
    public private(set) var errorCount = 0
    public private(set) var first: SourceRange?

    public init() {}

    /// Counts one more.
    public mutating func add(_ severity: Severity, at range: SourceRange) {
        count += 1
        if severity == .error { errorCount += 1 }
        if first.map({ range < $0 }) ?? true { first = range }
    }

    /// Counts those of another pass too.
    public mutating func add(_ other: DiagnosticOverflow) {
        count += other.count
        errorCount += other.errorCount
        if let range = other.first, first.map({ range < $0 }) ?? true { first = range }
    }
}

/// The diagnostics of a pass, kept up to a limit and only counted past it,
/// so that a file with a million bad lines costs no more memory than the
/// report that shows the first of them.
public struct LimitedDiagnostics: Sendable {
    /// 0: no limit.
    public let limit: Int
    public private(set) var kept: [Diagnostic] = []
    public private(set) var overflow = DiagnosticOverflow()

    public init(limit: Int) {
        self.limit = limit
    }

    /// Whether the next diagnostic would only be counted.
    public var isFull: Bool { limit > 0 && kept.count >= limit }

    /// Counts a diagnostic not made because the list is full, which costs
    /// less than making it for `append` to count.
    public mutating func count(_ severity: Severity, at range: SourceRange) {
        overflow.add(severity, at: range)
    }

    /// Keeps the diagnostic, or counts it when the list is full.
    public mutating func append(_ diagnostic: Diagnostic) {
        if isFull { overflow.add(diagnostic.severity, at: diagnostic.range) } else { kept.append(diagnostic) }
    }
}

extension Collection where Element == Diagnostic {
    fileprivate var errorCount: Int { lazy.filter { $0.severity == .error }.count }
}

extension DiagnosticMessage {
    fileprivate static func tooMany(errors: Int, warnings: Int) -> DiagnosticMessage {
        let what = switch (errors > 0, warnings > 0) {
        case (true, true): "errors and warnings"
        case (false, true): "warnings"
        default: "errors"
        }
        return "too many \(what) emitted (\(errors + warnings) more not shown); use '--error-limit 0' to show all"
    }
}
