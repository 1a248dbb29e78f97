import MenuDiagnostics
import MenuSyntax

/// Everything known about one checked file.
public struct CheckResult: Sendable {
    public let source: SourceFile
    /// The syntax tree, when the check was asked to keep it.
    public let tree: SourceFileSyntax?
    public let model: MenuModel
    /// The flattened model the rules read; nil when syntax errors kept the
    /// rules from running. Returned rather than dropped so that a process
    /// about to exit can keep it instead of freeing it title by title.
    public let index: ModelIndex?
    /// Every diagnostic, in source order.
    public let diagnostics: [Diagnostic]
    /// The file did not parse cleanly, so the rules did not run.
    public let hasSyntaxErrors: Bool

    public var hasErrors: Bool { diagnostics.hasErrors }

    /// The result without its index, which is freed unless held elsewhere:
    /// for a caller that goes on to work on the model, so that it does not
    /// hold both.
    public consuming func droppingIndex() -> CheckResult {
        CheckResult(source: source, tree: tree, model: model, index: nil, diagnostics: diagnostics, hasSyntaxErrors: hasSyntaxErrors)
    }
}

/// A file parsed and lowered, its rules not run yet: the first half of
/// `Checker.check`, for a caller with work to start on the model while the
/// rules run (a build writing a large file's artefact on the other core).
public struct LoweredFile: Sendable {
    public let source: SourceFile
    public let model: MenuModel
    let configuration: Configuration
    let comments: [Comment]
    let tree: SourceFileSyntax?
    /// The parser's and lowering's diagnostics.
    let diagnostics: [Diagnostic]
    let hasSyntaxErrors: Bool

    /// Whether the diagnostics so far include an error; the rules may add more.
    public var hasErrors: Bool { diagnostics.hasErrors }

    init(
        source: SourceFile, model: MenuModel, configuration: Configuration, comments: [Comment], tree: SourceFileSyntax?,
        syntaxDiagnostics: [Diagnostic], loweringDiagnostics: [Diagnostic]
    ) {
        self.source = source
        self.model = model
        self.configuration = configuration
        self.comments = comments
        self.tree = tree
        diagnostics = syntaxDiagnostics + loweringDiagnostics
        hasSyntaxErrors = syntaxDiagnostics.hasErrors
    }
}

/// The front end and semantic pass of the compiler: parse, lower, run the
/// rules, apply suppressions.
public enum Checker {
    /// Checks one file. Editors want the syntax tree kept; the command line
    /// does not, and lets it go before the rules run, which lowers the
    /// memory a large file needs.
    public static func check(
        _ source: SourceFile, configuration: Configuration = Configuration(), keepingSyntaxTree: Bool = true
    ) -> CheckResult {
        check(lower(source, configuration: configuration, keepingSyntaxTree: keepingSyntaxTree))
    }

    /// Parses and lowers one file. The parse result lives only as long as
    /// this function unless the tree is to be kept. `observer` is told of
    /// the menus as they are lowered, each as soon as it is parsed when the
    /// tree is not kept (see `LoweringObserver`); it may be told of menus
    /// of a file with syntax errors, which is never emitted.
    public static func lower(
        _ source: SourceFile, configuration: Configuration = Configuration(), keepingSyntaxTree: Bool = true,
        observer: LoweringObserver? = nil
    ) -> LoweredFile {
        if let observer, !keepingSyntaxTree,
           let (parsed, model, loweringDiagnostics) = Lowering.parseAndLower(
               source, platformOverride: configuration.platformOverride, observer: observer) {
            return LoweredFile(
                source: source, model: model, configuration: configuration, comments: parsed.tree.comments, tree: nil,
                syntaxDiagnostics: parsed.diagnostics, loweringDiagnostics: loweringDiagnostics)
        }
        let parsed = Parser.parse(source)
        let syntaxDiagnostics = parsed.diagnostics
        let tree = (consume parsed).tree
        let comments = tree.comments
        let keptTree = keepingSyntaxTree ? tree : nil
        let (model, loweringDiagnostics) = Lowering.lower(
            consume tree, platformOverride: configuration.platformOverride, observer: observer)
        return LoweredFile(
            source: source, model: model, configuration: configuration, comments: comments, tree: keptTree,
            syntaxDiagnostics: syntaxDiagnostics, loweringDiagnostics: loweringDiagnostics)
    }

    /// Finishes checking a lowered file: runs its rules. `index`, when
    /// given, is the index of the lowered model, made while it was lowered
    /// (`ModelIndex.Incremental`), its identifiers grouped or not.
    /// `startingWork`, when given, runs some of the rules on another thread
    /// while this one groups the identifiers (of the index made here too)
    /// and runs the others.
    public static func check(
        _ lowered: consuming LoweredFile, index madeIndex: ModelIndex? = nil, startingWork: WorkStarter? = nil
    ) -> CheckResult {
        var diagnostics = lowered.diagnostics
        // Rules judge what the author meant; with syntax errors the tree holds
        // guesses, and warnings about guesses are noise.
        guard !lowered.hasSyntaxErrors else {
            diagnostics.sort(by: Diagnostic.sourceOrder)
            return CheckResult(
                source: lowered.source, tree: lowered.tree, model: lowered.model, index: nil, diagnostics: diagnostics,
                hasSyntaxErrors: true)
        }
        // Not `??`, nor a copy of the optional index: its generic copy made
        // the runtime build the optional's metadata, 60,000 instructions.
        var index = switch madeIndex {
        case .some(let index): index
        case .none: ModelIndex(lowered.model, groupingIdentifiers: false)
        }
        diagnostics += runRules(
            model: lowered.model, index: &index, comments: lowered.comments, source: lowered.source,
            configuration: lowered.configuration, startingWork: startingWork)
        diagnostics.sort(by: Diagnostic.sourceOrder)
        return CheckResult(
            source: lowered.source, tree: lowered.tree, model: lowered.model, index: index, diagnostics: diagnostics,
            hasSyntaxErrors: false)
    }

    /// Starts work on a thread of its own and returns what waits for its
    /// result; nil where no thread can be made.
    public typealias WorkStarter = (_ work: @escaping @Sendable () -> [[Diagnostic]]) -> (() -> [[Diagnostic]])?

    /// The rules a check with a thread to spare runs on it, while this
    /// thread groups the index's identifiers and runs the others: about as
    /// many instructions on a large file. They do not read the identifier
    /// groups, which are not made yet when they start.
    private static let rulesAlongside: [any Rule.Type] = [DuplicateTitle.self, MissingEllipsis.self, MissingStandardShortcut.self]

    /// Runs the rules on `index`, grouping its identifiers if they are not.
    private static func runRules(
        model: MenuModel, index: inout ModelIndex, comments: [Comment], source: SourceFile, configuration: Configuration,
        startingWork: WorkStarter?
    ) -> [Diagnostic] {
        @Sendable func context(for descriptor: RuleDescriptor, in index: ModelIndex) -> RuleContext {
            let severity = configuration.warningsAsErrors && descriptor.severity == .warning ? .error : descriptor.severity
            return RuleContext(model: model, index: index, source: source, configuration: configuration, ruleID: descriptor.id, severity: severity)
        }
        @Sendable func run(_ rule: any Rule.Type, on index: ModelIndex) -> [Diagnostic] {
            var ruleContext = context(for: rule.descriptor, in: index)
            rule.check(&ruleContext)
            return ruleContext.findings
        }
        func isRun(_ rule: any Rule.Type) -> Bool {
            rule != UnusedSuppression.self && configuration.isEnabled(rule.descriptor)
        }
        var findings: [Diagnostic] = []
        if let startingWork {
            let enabled = RuleRegistry.rules.indices.filter { isRun(RuleRegistry.rules[$0]) }
            let alongside = enabled.filter { position in rulesAlongside.contains { $0 == RuleRegistry.rules[position] } }
            let ungrouped = index
            let started = startingWork { alongside.map { run(RuleRegistry.rules[$0], on: ungrouped) } }
            index.groupIdentifiers()
            // Each rule's findings in its place in the registry, wherever it
            // ran: in the order they have when every rule runs here.
            var findingsByRule = [[Diagnostic]](repeating: [], count: RuleRegistry.rules.count)
            for position in enabled where started == nil || !alongside.contains(position) {
                findingsByRule[position] = run(RuleRegistry.rules[position], on: index)
            }
            if let started {
                for (position, ruleFindings) in zip(alongside, started()) { findingsByRule[position] = ruleFindings }
            }
            for ruleFindings in findingsByRule { findings += ruleFindings }
        } else {
            index.groupIdentifiers()
            // Without the split's arrays: their types cost a small file's
            // check some 40,000 instructions to make.
            for rule in RuleRegistry.rules where isRun(rule) { findings += run(rule, on: index) }
        }
        let directives = SuppressionDirective.parse(comments, in: source)
        let (kept, report) = SuppressionReport.apply(directives, to: findings, in: source)
        findings = kept
        if configuration.isEnabled(UnusedSuppression.descriptor), !directives.isEmpty {
            var ruleContext = context(for: UnusedSuppression.descriptor, in: index)
            ruleContext.suppressions = report
            UnusedSuppression.check(&ruleContext)
            // A file-wide `menuc:disable unused-suppression` silences these too.
            findings += SuppressionReport.apply(directives, to: ruleContext.findings, in: source).kept
        }
        return findings
    }
}
