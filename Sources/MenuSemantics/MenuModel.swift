import MenuDiagnostics
import MenuSyntax

/// The meaning of a `.menu` file, resolved: titles filled in from roles,
/// identifiers derived, shortcuts normalised, platform availability computed.
/// Backends read only this model. Source ranges are kept for diagnostics.
public struct MenuModel: Sendable {
    public var appName: String?
    /// The targeted platforms, in canonical order; never empty.
    public var platforms: [Platform]
    /// Menu-bar menus in menu-bar order, then the other menus in file order.
    public var menus: [Menu]

    public var platformSet: PlatformSet { PlatformSet(platforms) }

    public var menuBar: [Menu] { menus.filter { $0.kind == .menuBar } }
}

public struct Menu: Sendable {
    public var kind: MenuKind
    public var title: String
    /// A unique lowerCamelCase name for generated code: "file", "textSelection".
    public var identifier: String
    public var entries: [MenuEntry]
    /// The `menu` keyword through the title: where whole-menu rules point.
    public var headerRange: SourceRange
    public var titleRange: SourceRange?
}

public enum MenuEntry: Sendable {
    case command(Command)
    case toggle(Toggle)
    case choice(Choice)
    /// An option directly inside a pop-up.
    case option(Option)
    case submenu(Submenu)
    case separator(SourceRange)

    public var range: SourceRange {
        switch self {
        case .command(let command): command.source.range
        case .toggle(let toggle): toggle.source.range
        case .choice(let choice): choice.source.range
        case .option(let option): option.source.range
        case .submenu(let submenu): submenu.source.range
        case .separator(let range): range
        }
    }

    /// The keyword that starts the entry, as written.
    public var keyword: String {
        switch self {
        case .command: "item"
        case .toggle: "toggle"
        case .choice: "choice"
        case .option: "option"
        case .submenu: "submenu"
        case .separator: "---"
        }
    }

    public var keywordRange: SourceRange {
        switch self {
        case .command(let command): command.source.keywordRange
        case .toggle(let toggle): toggle.source.keywordRange
        case .choice(let choice): choice.source.keywordRange
        case .option(let option): option.source.keywordRange
        case .submenu(let submenu): submenu.source.keywordRange
        case .separator(let range): range
        }
    }

    public var isSeparator: Bool {
        if case .separator = self { return true }
        return false
    }

    /// Where the entry is available; separators and choices everywhere.
    public var platforms: PlatformSet {
        switch self {
        case .command(let command): command.platforms
        case .submenu(let submenu): submenu.platforms
        default: .all
        }
    }
}

/// Where an entry came from, for diagnostics and fix-its.
public struct EntrySource: Sendable {
    /// The whole entry.
    public var range: SourceRange
    /// The keyword (`item`, `toggle`…).
    public var keywordRange: SourceRange
    /// The title literals as written (none when a role supplies the title).
    public var titleRanges: [SourceRange]
    /// The whole `key: …` attribute, and the shortcut text.
    public var keyAttributeRange: SourceRange?
    public var shortcutRange: SourceRange?
    public var roleRange: SourceRange?
    public var disabledRange: SourceRange?
    public var checkedRange: SourceRange?
    public var defaultRange: SourceRange?

    /// The range to report a problem with the entry's title at: the first
    /// title literal, or the keyword when a role supplied the title.
    public var titleOrKeyword: SourceRange { titleRanges.first ?? keywordRange }
}

/// An `item`.
public struct Command: Sendable {
    public var id: String
    public var title: String
    /// The title came from the role; it was not written in the file.
    public var titleFromRole: Bool
    public var role: Role?
    public var shortcut: Shortcut?
    public var symbol: String?
    public var isDestructive: Bool
    public var isDisabled: Bool
    public var platforms: PlatformSet
    public var source: EntrySource
}

/// A `toggle`: a checkmark toggle with one title, or a variable-title toggle
/// whose title changes with its state.
public struct Toggle: Sendable {
    public var id: String
    /// The title shown while the toggle is off ("Show Ruler").
    public var title: String
    /// The title shown while it is on ("Hide Ruler"); nil for a checkmark toggle.
    public var titleWhenOn: String?
    public var shortcut: Shortcut?
    public var symbol: String?
    public var isOn: Bool
    public var isDisabled: Bool
    public var source: EntrySource

    public var titles: [String] { [title] + (titleWhenOn.map { [$0] } ?? []) }
}

/// A `choice`: mutually exclusive options shown inline.
public struct Choice: Sendable {
    public var name: String
    /// A unique lowerCamelCase name for the selection state in generated code.
    public var identifier: String
    public var options: [Option]
    public var source: EntrySource
}

/// An `option` of a choice or pop-up.
public struct Option: Sendable {
    public var id: String
    public var title: String
    public var shortcut: Shortcut?
    public var symbol: String?
    public var isChecked: Bool
    public var isDefault: Bool
    public var isDisabled: Bool
    public var source: EntrySource
}

/// A `submenu`; one with a role is filled by the system.
public struct Submenu: Sendable {
    public var title: String
    public var role: Role?
    public var symbol: String?
    public var isDisabled: Bool
    public var entries: [MenuEntry]
    public var platforms: PlatformSet
    public var source: EntrySource
}

// MARK: - Filtering

extension MenuModel {
    /// The model as one platform sees it: entries not available there left out.
    public func filtered(for platform: Platform) -> MenuModel {
        var copy = self
        copy.menus = menus.map { menu in
            var menu = menu
            menu.entries = Self.filter(menu.entries, platform)
            return menu
        }
        return copy
    }

    private static func filter(_ entries: [MenuEntry], _ platform: Platform) -> [MenuEntry] {
        entries.compactMap { entry in
            guard entry.platforms.contains(platform) else { return nil }
            if case .submenu(var submenu) = entry {
                submenu.entries = filter(submenu.entries, platform)
                return .submenu(submenu)
            }
            return entry
        }
    }
}
