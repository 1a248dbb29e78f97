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
    /// `long-title`: the widest title, in columns.
    public var maximumTitleColumns = 40
    /// `menu-length`: entries of a menu-bar menu.
    public var maximumMenuBarEntries = 25
    /// `menu-length`: entries of a context menu.
    public var maximumContextMenuEntries = 12
    /// `popup-default`: options of a pop-up.
    public var maximumPopUpOptions = 12
    /// `title-case`: also flag capitalised short prepositions ("With", "From").
    public var strictTitleCase = false
    /// `shortcut-modifiers`: also flag Option or Control with a key that is
    /// not a letter.
    public var strictShortcutModifiers = false

    public init() {}

    public func isEnabled(_ descriptor: RuleDescriptor) -> Bool {
        !disabledRules.contains(descriptor.id)
    }

    public enum OptionError: Error, Equatable, Sendable {
        case unknownOption(String, suggestion: String?)
        case invalidValue(option: String, value: String, expected: String)
    }

    /// Sets a rule option by the name its rule documents (`long-title.max-columns=50`).
    public mutating func setOption(_ name: String, to value: String) throws(OptionError) {
        func flag() throws(OptionError) -> Bool {
            guard let flag = Bool(value) else { throw .invalidValue(option: name, value: value, expected: "true or false") }
            return flag
        }
        func number() throws(OptionError) -> Int {
            guard let number = Int(value), number > 0 else {
                throw .invalidValue(option: name, value: value, expected: "a positive whole number")
            }
            return number
        }
        switch name {
        case "long-title.max-columns": maximumTitleColumns = try number()
        case "menu-length.max-menu-bar-entries": maximumMenuBarEntries = try number()
        case "menu-length.max-context-menu-entries": maximumContextMenuEntries = try number()
        case "popup-default.max-options": maximumPopUpOptions = try number()
        case "title-case.strict":
            strictTitleCase = try flag()
        case "shortcut-modifiers.strict":
            strictShortcutModifiers = try flag()
        default:
            let names = RuleRegistry.descriptors.flatMap { $0.options.map(\.name) }
            throw .unknownOption(name, suggestion: Suggestion.closest(to: name, in: names))
        }
    }
}
