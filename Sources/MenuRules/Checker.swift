import MenuDiagnostics
import MenuModel
import MenuSyntax

/// Everything known about one checked file.
public struct CheckResult: Sendable {
    public let source: SourceFile
    /// The syntax tree, when the check was asked to keep it.
    public let tree: SourceFileSyntax?
    public let model: MenuModel
    /// The index the rules read, when the check was asked to keep it and
    /// the rules ran.
    public let index: ModelIndex?
    /// The diagnostics, in source order: all of them, or the first
    /// `Configuration.errorLimit` and a note saying how many more there are.
    public let diagnostics: [Diagnostic]
    /// The file did not parse cleanly, so the rules did not run.
    public let hasSyntaxErrors: Bool
    /// The file has errors, shown or past the limit.
    public let hasErrors: Bool
}

/// The front end and semantic pass of the compiler: parse, lower, run the
/// rules, apply suppressions.
public enum Checker {
    /// Checks one file. Editors want the syntax tree kept; the command line
    /// does not need it. `keepingIndex` hands back the index the rules read,
    /// in `CheckResult.index`.
    public static func check(
        _ source: SourceFile, configuration: Configuration = Configuration(), keepingSyntaxTree: Bool = true,
        keepingIndex: Bool = false
    ) -> CheckResult {
        let lowered = parseAndLower(source, configuration: configuration, keepingSyntaxTree: keepingSyntaxTree)
        var diagnostics = lowered.diagnostics
        var overflow = lowered.overflow
        var index: ModelIndex?
        // Rules judge what the author meant; with syntax errors the tree holds
        // guesses, and warnings about guesses are noise.
        if !lowered.hasSyntaxErrors {
            let checked = runRules(on: lowered.model, comments: lowered.comments, source: source, configuration: configuration)
            diagnostics += checked.findings
            overflow.add(checked.overflow)
            if keepingIndex { index = checked.index }
        }
        diagnostics.sort(by: Diagnostic.sourceOrder)
        let hasErrors = diagnostics.hasErrors || overflow.errorCount > 0
        diagnostics = DiagnosticLimit.apply(diagnostics, limit: configuration.errorLimit, overflow: overflow)
        return CheckResult(
            source: source, tree: lowered.tree, model: lowered.model, index: index, diagnostics: diagnostics,
            hasSyntaxErrors: lowered.hasSyntaxErrors, hasErrors: hasErrors)
    }

    /// The model of a file, and what the rules need of its syntax. Unless
    /// the tree is to be kept, lowering lets it go as it goes: the model and
    /// the rules' index are made in the memory it gives back.
    private static func parseAndLower(
        _ source: SourceFile, configuration: Configuration, keepingSyntaxTree: Bool
    ) -> (
        model: MenuModel, diagnostics: [Diagnostic], overflow: DiagnosticOverflow, comments: [Comment],
        hasSyntaxErrors: Bool, tree: SourceFileSyntax?
    ) {
        let parsed = Parser.parse(source, diagnosticLimit: configuration.errorLimit)
        let (syntaxDiagnostics, comments) = (parsed.diagnostics, parsed.tree.comments)
        let tree = keepingSyntaxTree ? parsed.tree : nil
        var overflow = parsed.overflow
        let lowered = Lowering.lower(
            (consume parsed).tree, platformOverride: configuration.platformOverride,
            diagnosticLimit: configuration.errorLimit)
        overflow.add(lowered.overflow)
        return (
            lowered.model, syntaxDiagnostics + lowered.diagnostics, overflow, comments, syntaxDiagnostics.hasErrors, tree
        )
    }

    /// What a rule checks with: its severity raised to an error under
    /// `--warnings-as-errors`.
    private static func ruleContext(
        _ descriptor: RuleDescriptor, model: MenuModel, index: ModelIndex, source: SourceFile, configuration: Configuration
    ) -> RuleContext {
        let severity = configuration.warningsAsErrors && descriptor.severity == .warning ? .error : descriptor.severity
        return RuleContext(
            model: model, index: index, source: source, configuration: configuration, ruleID: descriptor.id, severity: severity)
    }

    /// Runs every enabled rule, then applies the suppression comments and
    /// reports the ones that silenced nothing. In a file without suppression
    /// comments, each rule keeps only as many findings as the file reports
    /// and counts the rest; with them, all are kept, since any could be
    /// silenced, and a comment that silences one is not unused.
    private static func runRules(
        on model: MenuModel, comments: [Comment], source: SourceFile, configuration: Configuration
    ) -> (findings: [Diagnostic], overflow: DiagnosticOverflow, index: ModelIndex) {
        let directives = SuppressionDirective.parse(comments, in: source)
        let index = ModelIndex(model)
        func context(for descriptor: RuleDescriptor) -> RuleContext {
            ruleContext(descriptor, model: model, index: index, source: source, configuration: configuration)
        }
        var findings: [Diagnostic] = []
        var overflow = DiagnosticOverflow()
        for rule in RuleRegistry.rules where rule != UnusedSuppression.self && configuration.isEnabled(rule.descriptor) {
            var ruleContext = context(for: rule.descriptor)
            if directives.isEmpty { ruleContext.findingLimit = configuration.errorLimit }
            rule.check(&ruleContext)
            findings += ruleContext.findings
            overflow.add(ruleContext.overflow)
        }
        let (kept, report) = SuppressionReport.apply(directives, to: findings, in: source)
        findings = kept
        if configuration.isEnabled(UnusedSuppression.descriptor), !directives.isEmpty {
            var ruleContext = context(for: UnusedSuppression.descriptor)
            ruleContext.suppressions = report
            UnusedSuppression.check(&ruleContext)
            // A file-wide `menuc:disable unused-suppression` silences these too.
            findings += SuppressionReport.apply(directives, to: ruleContext.findings, in: source).kept
        }
        return (findings, overflow, index)
    }

    /// Runs the rules that judge a title by its text alone
    /// (`RuleDescriptor.checksTranslations`) on one language's translations.
    /// `translated` is the file's model with each title replaced by its
    /// translation, its range the translation's in `catalog`; a title
    /// without a translation is empty and has no range, so no such rule
    /// reports it. The findings point into the catalog, each with a note
    /// naming the language, and carry no fix-its: those rewrite `.menu`
    /// syntax. Each rule keeps as many findings as the file reports, and
    /// counts the rest.
    public static func checkTranslation(
        _ translated: MenuModel, language: String, in catalog: SourceFile, configuration: Configuration
    ) -> (findings: [Diagnostic], overflow: DiagnosticOverflow) {
        let index = ModelIndex(translated)
        var findings: [Diagnostic] = []
        var overflow = DiagnosticOverflow()
        for rule in RuleRegistry.rules where rule.descriptor.checksTranslations && configuration.isEnabled(rule.descriptor) {
            var context = ruleContext(rule.descriptor, model: translated, index: index, source: catalog, configuration: configuration)
            context.findingLimit = configuration.errorLimit
            rule.check(&context)
            overflow.add(context.overflow)
            findings += context.findings.map { finding in
                var finding = finding
                finding.fixIts = []
                finding.notes = [DiagnosticNote("in the '\(language)' translation")]
                return finding
            }
        }
        return (findings, overflow)
    }
}
