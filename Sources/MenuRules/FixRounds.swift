import MenuDiagnostics

/// Every fix-it of a file applied in rounds: what `menuc check --fix` writes
/// and the language server's `source.fixAll` offers. One title can have
/// several fix-its, each rewriting the whole title, and only one of them
/// applies per round; a round that would leave the file parsing worse than
/// before is not taken.
public struct FixRounds {
    /// Real titles need four rounds at most; the limit only ends fixes that
    /// would undo each other.
    public static let maximumRounds = 32

    /// Why the rounds stopped with fix-its left.
    public enum Refusal: Sendable {
        /// The next round would turn a file without syntax errors into one with them.
        case wouldNotParse
        /// The file has syntax errors, and the next round would not leave fewer.
        case wouldNotLeaveFewerSyntaxErrors
    }

    /// The text after the rounds taken.
    public private(set) var bytes: [UInt8]
    /// How many fix-its the rounds applied.
    public private(set) var applied = 0
    public private(set) var refusal: Refusal?

    /// Takes rounds of fix-its from `checked`, the check of a file, checking
    /// each round's text with `configuration` (give it no error limit, so
    /// that each round sees every fix-it and every error).
    public init(_ checked: consuming CheckResult, configuration: Configuration) {
        bytes = checked.source.bytes
        let path = checked.source.path
        // The first check is consumed here: its model is let go before the
        // rounds make others.
        var current = Round(checked)
        // Hashes of the states the file went through, not the states: up to
        // 32 copies of a large file would take gigabytes. A collision only
        // ends the rounds early.
        var seen: Set<Int> = [bytes.hashValue]
        for _ in 0..<Self.maximumRounds {
            guard !current.fixIts.isEmpty else { break }
            let (fixed, appliedThisRound) = FixItApplication.apply(current.fixIts, to: bytes)
            guard appliedThisRound > 0, seen.insert(fixed.hashValue).inserted else { break }
            let candidate = Round(Checker.check(SourceFile(path: path, bytes: fixed), configuration: configuration, keepingSyntaxTree: false))
            if candidate.hasSyntaxErrors, !current.hasSyntaxErrors || candidate.errorCount >= current.errorCount {
                refusal = current.hasSyntaxErrors ? .wouldNotLeaveFewerSyntaxErrors : .wouldNotParse
                break
            }
            bytes = fixed
            current = candidate
            applied += appliedThisRound
        }
    }

    /// What a round needs of a check: of each check only this is kept, so
    /// that no more than one model is held at a time.
    private struct Round {
        var fixIts: [FixIt]
        var hasSyntaxErrors: Bool
        var errorCount: Int

        init(_ result: CheckResult) {
            fixIts = result.diagnostics.flatMap(\.fixIts)
            hasSyntaxErrors = result.hasSyntaxErrors
            errorCount = result.diagnostics.errorCount
        }
    }
}
