import MenuDiagnostics
import MenuModel

/// How a check runs: which rules, at what severity, for which platforms,
/// with which limits.
public struct Configuration: Sendable {
    /// Rules turned off (`--disable`; `--enable` takes one back out).
    public var disabledRules: Set<String> = []
    /// Report every warning as an error (`--warnings-as-errors`).
    public var warningsAsErrors = false
    /// Replaces the file's `platforms` (`--platform`).
    public var platformOverride: [Platform]?
    /// How many errors and warnings a file reports, then one note says how
    /// many more there are; 0 reports all (`--error-limit`).
    public var errorLimit = DiagnosticLimit.defaultLimit
    /// The rule options set, by name; an option not set has its default.
    private var optionValues: [String: any RuleOptionValue] = [:]

    public init() {}

    public func isEnabled(_ descriptor: RuleDescriptor) -> Bool {
        !disabledRules.contains(descriptor.id)
    }

    public enum OptionError: Error, Equatable, Sendable {
        case unknownOption(String, suggestion: String?)
        case invalidValue(option: String, value: String, expected: String)
    }

    /// The value of a rule's option: the one set, or its default.
    public subscript<Value>(option: RuleOption<Value>) -> Value {
        optionValues[option.name] as? Value ?? option.defaultValue
    }

    /// Sets a rule option by the name its rule documents (`long-title.max-columns=50`).
    public mutating func setOption(_ name: String, to text: String) throws(OptionError) {
        let options = RuleRegistry.descriptors.flatMap(\.options)
        guard let option = options.first(where: { $0.name == name }) else {
            throw .unknownOption(name, suggestion: Suggestion.closest(to: name, in: options.map(\.name)))
        }
        guard let value = option.parse(text) else {
            throw .invalidValue(option: name, value: text, expected: option.expected)
        }
        optionValues[name] = value
    }
}
