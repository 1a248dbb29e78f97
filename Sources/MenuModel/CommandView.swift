import MenuDiagnostics
import MenuSyntax

/// An item, toggle or option seen uniformly: what rules about commands and
/// the backends read of each.
public struct CommandView: Sendable {
    public enum Kind: String, Sendable { case item, toggle, option }

    public let entry: MenuEntry

    public init?(_ entry: MenuEntry) {
        switch entry {
        case .command, .toggle, .option: self.entry = entry
        default: return nil
        }
    }

    public var kind: Kind {
        switch entry {
        case .toggle: .toggle
        case .option: .option
        default: .item
        }
    }

    public var id: String {
        switch entry {
        case .command(let command): command.id
        case .toggle(let toggle): toggle.id
        case .option(let option): option.id
        default: ""
        }
    }

    /// The identifier was written with `id:`.
    public var idIsExplicit: Bool {
        switch entry {
        case .command(let command): command.idIsExplicit
        case .toggle(let toggle): toggle.idIsExplicit
        case .option(let option): option.idIsExplicit
        default: false
        }
    }

    public var title: String {
        switch entry {
        case .command(let command): command.title
        case .toggle(let toggle): toggle.title
        case .option(let option): option.title
        default: ""
        }
    }

    /// The second title of a variable-title toggle.
    public var titleWhenOn: String? {
        if case .toggle(let toggle) = entry { return toggle.titleWhenOn }
        return nil
    }

    /// Both titles of a variable-title toggle; one otherwise.
    public var titles: [String] {
        if case .toggle(let toggle) = entry { return toggle.titles }
        return [title]
    }

    public var role: Role? {
        switch entry {
        case .command(let command): command.role
        case .toggle(let toggle): toggle.role
        default: nil
        }
    }

    public var shortcut: Shortcut? {
        switch entry {
        case .command(let command): command.shortcut
        case .toggle(let toggle): toggle.shortcut
        case .option(let option): option.shortcut
        default: nil
        }
    }

    /// The entry's role gave it its shortcut: it was written without `key:`
    /// (`source.shortcutRange` is then the role's name).
    public var hasShortcutFromRole: Bool { shortcut != nil && source.keyAttributeRange == nil }

    /// The entry is one the system inserts and performs (its role says so)
    /// and shows the system's own shortcut: nothing the app chose, so the
    /// rules about choosing shortcuts leave it alone.
    public var showsSystemShortcut: Bool {
        guard let role, role.isProvidedBySystem, let shortcut else { return false }
        return role.acceptsShortcut(shortcut)
    }

    public var isDisabled: Bool {
        switch entry {
        case .command(let command): command.isDisabled
        case .toggle(let toggle): toggle.isDisabled
        case .option(let option): option.isDisabled
        default: false
        }
    }

    public var platforms: PlatformSet { entry.platforms }

    public var source: EntrySource { entry.source }

    public var keywordRange: SourceRange { entry.keywordRange }
}

extension CommandView {
    /// Calls `body` with every item, toggle and option of `menus`, those in
    /// submenus, sections and choices included, in source order; with
    /// `includingAlternates`, each alternate right after the entry it
    /// stands in for.
    public static func forEach(in menus: [Menu], includingAlternates: Bool, _ body: (CommandView) -> Void) {
        func walk(_ entries: [MenuEntry]) {
            for entry in entries {
                switch entry {
                case .command, .toggle, .option:
                    body(CommandView(entry)!)
                    guard includingAlternates else { continue }
                    for alternate in entry.alternates { body(CommandView(.command(alternate))!) }
                case .choice(let choice): walk(choice.options.map(MenuEntry.option))
                case .submenu(let submenu): walk(submenu.entries)
                case .section(let section): walk(section.entries)
                case .separator, .dynamic: continue
                }
            }
        }
        for menu in menus { walk(menu.entries) }
    }
}
