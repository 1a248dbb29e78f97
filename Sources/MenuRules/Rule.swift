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

    /// A rule's option as `menuc explain` lists it and `--rule-option`
    /// sets it: what `RuleOption` declares, without its type.
    public struct Option: Sendable {
        public let name: String
        /// The default, as it would be written.
        public let defaultValue: String
        public let summary: String
        /// What a value must be, as in "a positive whole number".
        let expected: String
        /// The value written, or nil when it is not one.
        let parse: @Sendable (String) -> (any RuleOptionValue)?

        public init<Value>(_ option: RuleOption<Value>) {
            name = option.name
            defaultValue = option.defaultValue.description
            summary = option.summary
            expected = Value.expected
            parse = { Value(optionText: $0) }
        }
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
    /// The rule judges each title by its text alone, in any script, so it
    /// also runs on the translations of a string catalog (`--catalog`),
    /// reported where each is in the catalog (`Checker.checkTranslation`).
    public let checksTranslations: Bool

    public init(
        id: String, category: Category, severity: Severity, summary: String, rationale: String,
        triggering: [String], nonTriggering: [String], options: [Option] = [], hasFixIt: Bool = false,
        checksTranslations: Bool = false
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
        self.checksTranslations = checksTranslations
    }
}

/// A setting of a rule, declared with its default in the rule's own file and
/// read from the configuration as a typed value (`configuration[option]`).
/// Set with `--rule-option name=value` or in an options file.
public struct RuleOption<Value: RuleOptionValue>: Sendable {
    /// The rule's id, a dot and the option's own name: `long-title.max-columns`.
    public let name: String
    public let defaultValue: Value
    public let summary: String

    public init(_ name: String, default defaultValue: Value, summary: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.summary = summary
    }
}

/// A type a rule option can have.
public protocol RuleOptionValue: Sendable, CustomStringConvertible {
    /// What a value must be, for the message when it is not.
    static var expected: String { get }
    /// The value as written after `=`, or nil when it is not one.
    init?(optionText: String)
}

/// A switch: `true` or `false`.
extension Bool: RuleOptionValue {
    public static var expected: String { "true or false" }

    public init?(optionText: String) {
        self.init(optionText)
    }
}

/// A count or a limit: a positive whole number.
extension Int: RuleOptionValue {
    public static var expected: String { "a positive whole number" }

    public init?(optionText: String) {
        guard let number = Int(optionText), number > 0 else { return nil }
        self = number
    }
}

/// A limit that may be off: a positive whole number, or `none`.
public enum RuleLimit: RuleOptionValue, Equatable {
    case none
    case atMost(Int)

    public static var expected: String { "a positive whole number or none" }

    public init?(optionText: String) {
        if optionText == "none" {
            self = .none
        } else if let number = Int(optionText: optionText) {
            self = .atMost(number)
        } else {
            return nil
        }
    }

    public var description: String {
        switch self {
        case .none: "none"
        case .atMost(let number): number.description
        }
    }

    /// The limit as a count: `Int.max` when there is none.
    public var count: Int {
        switch self {
        case .none: .max
        case .atMost(let number): number
        }
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
    /// How many findings are kept (0: all); the rest are only counted.
    var findingLimit = 0
    /// The findings past `findingLimit`.
    private(set) var overflow = DiagnosticOverflow()

    init(model: MenuModel, index: ModelIndex, source: SourceFile, configuration: Configuration, ruleID: String, severity: Severity) {
        self.model = model
        self.index = index
        self.source = source
        self.configuration = configuration
        self.ruleID = ruleID
        self.severity = severity
    }

    /// Reports a finding of the rule. Each rule declares its messages at the
    /// bottom of its own file, as `fileprivate` members of `DiagnosticMessage`.
    public mutating func report(
        _ message: DiagnosticMessage, at range: SourceRange, notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
    ) {
        guard findingLimit == 0 || findings.count < findingLimit else {
            overflow.add(severity, at: range)
            return
        }
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
