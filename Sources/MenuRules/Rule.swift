import MenuDiagnostics
import MenuModel
import MenuSyntax

/// What a rule is, in its own words: id, severity, what it checks, why, and
/// examples that the tests run. `↓` in a triggering example marks where each
/// diagnostic is expected; it is removed before the example is checked.
public struct RuleDescriptor: Sendable {
    public enum Category: String, Sendable, CaseIterable {
        case shortcuts = "Shortcuts"
        case titles = "Titles"
        case structure = "Structure"
    }

    public struct Option: Sendable {
        public let name: String
        public let defaultValue: String
        public let summary: String
    }

    public let id: String
    public let category: Category
    public let severity: Severity
    /// One sentence: what the rule reports.
    public let summary: String
    /// Why: the guideline behind the rule, in our own words.
    public let rationale: String
    public let triggeringExamples: [String]
    public let nonTriggeringExamples: [String]
    public let options: [Option]
    public let hasFixIt: Bool

    public init(
        id: String, category: Category, severity: Severity, summary: String, rationale: String,
        triggering: [String], nonTriggering: [String], options: [Option] = [], hasFixIt: Bool = false
    ) {
        self.id = id
        self.category = category
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
        self.triggeringExamples = triggering
        self.nonTriggeringExamples = nonTriggering
        self.options = options
        self.hasFixIt = hasFixIt
    }
}

/// A check of the catalog. Each rule lives in its own file, named after its id.
public protocol Rule: Sendable {
    static var descriptor: RuleDescriptor { get }
    static func check(_ context: inout RuleContext)
}

/// What a rule sees: the resolved model, the source, the configuration, and
/// a place to report findings.
public struct RuleContext {
    public let model: MenuModel
    public let source: SourceFile
    public let configuration: Configuration
    let ruleID: String
    let severity: Severity
    public private(set) var findings: [Diagnostic] = []

    init(model: MenuModel, index: ModelIndex, source: SourceFile, configuration: Configuration, ruleID: String, severity: Severity) {
        self.model = model
        self.index = index
        self.source = source
        self.configuration = configuration
        self.ruleID = ruleID
        self.severity = severity
    }

    public mutating func report(
        _ message: String, at range: SourceRange, notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
    ) {
        findings.append(Diagnostic(severity, id: ruleID, message, at: range, notes: notes, fixIts: fixIts))
    }

    public var platforms: PlatformSet { model.platformSet }

    /// Every entry with its place, in source order; computed once per check.
    public let index: ModelIndex

    /// What the suppression comments silenced; set for `unused-suppression`,
    /// which runs last.
    public internal(set) var suppressions: SuppressionReport?

    /// The app's name, if the file declares one.
    public var appName: String? { model.appName }
}
