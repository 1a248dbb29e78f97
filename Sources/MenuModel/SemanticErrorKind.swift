/// Errors of meaning that the language itself defines (as opposed to the
/// guideline rules of the catalog). They cannot be disabled.
public enum SemanticErrorKind: String, CaseIterable, Sendable {
    case unknownRole = "unknown-role"
    case rolePlacement = "role-placement"
    case unknownPlatform = "unknown-platform"
    case duplicateDeclaration = "duplicate-declaration"
    case entryPlacement = "entry-placement"
    case missingIdentifier = "missing-identifier"
    // Version 2
    case alternateShortcut = "alternate-shortcut"
    case dynamicSource = "dynamic-source"

    public var id: String { rawValue }

    public var summary: String {
        switch self {
        case .unknownRole: "A 'role:' names no standard command, submenu or system list."
        case .rolePlacement: "A command role is used on a submenu, a submenu role on an item, or a system list outside the menu bar."
        case .unknownPlatform: "'platforms' names something other than macOS, iPadOS, iOS or visionOS, or names one twice."
        case .duplicateDeclaration: "'app', 'platforms' or 'dockmenu' is declared more than once."
        case .entryPlacement: "An option is outside a choice, section or pop-up, an activity outside 'activities', a choice or 'activities' holds something else, an alternate does not follow an item, toggle or alternate, or a section is nested."
        case .missingIdentifier: "No identifier can be derived from a command's title; it needs an explicit 'id:'."
        case .alternateShortcut: "An alternate's shortcut is not the shortcut of the entry before it plus one or more modifiers."
        case .dynamicSource: "A 'dynamic' list has neither 'role:' nor 'id:', or has both."
        }
    }
}
