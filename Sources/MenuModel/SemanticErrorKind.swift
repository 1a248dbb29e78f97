/// Errors of meaning that the language itself defines (as opposed to the
/// guideline rules of the catalog). They cannot be disabled.
public enum SemanticErrorKind: String, CaseIterable, Sendable {
    case unknownRole = "unknown-role"
    case rolePlacement = "role-placement"
    case unknownPlatform = "unknown-platform"
    case duplicateDeclaration = "duplicate-declaration"
    case entryPlacement = "entry-placement"
    case missingIdentifier = "missing-identifier"

    public var id: String { rawValue }

    public var summary: String {
        switch self {
        case .unknownRole: "A 'role:' names no standard command or submenu."
        case .rolePlacement: "A command role is used on a submenu, or a submenu role on an item."
        case .unknownPlatform: "'platforms' names something other than macOS, iPadOS, iOS or visionOS, or names one twice."
        case .duplicateDeclaration: "'app', 'platforms' or 'dockmenu' is declared more than once."
        case .entryPlacement: "An option is outside a choice or pop-up, an activity outside 'activities', or a choice or 'activities' holds something else."
        case .missingIdentifier: "No identifier can be derived from a command's title; it needs an explicit 'id:'."
        }
    }
}
