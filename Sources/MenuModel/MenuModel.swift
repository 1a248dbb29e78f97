import MenuDiagnostics
import MenuSyntax

/// The meaning of a `.menu` file, resolved: titles filled in from roles,
/// identifiers derived, shortcuts normalised, platform availability computed.
/// Rules and backends read this model; source ranges are kept for diagnostics.
public struct MenuModel: Sendable {
    public var appName: String?
    /// The targeted platforms, in canonical order; never empty.
    public var platforms: [Platform]
    /// Every menu, in file order (the menu-bar menus' file order is the menu bar's).
    public var menus: [Menu]

    public init(appName: String?, platforms: [Platform], menus: [Menu]) {
        self.appName = appName
        self.platforms = platforms
        self.menus = menus
    }

    public var platformSet: PlatformSet { PlatformSet(platforms) }

    /// The menu-bar menus, in the menu bar's order.
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
    /// `layout:` of a context menu or pull-down, and where it is written.
    public var layout: MenuLayout?
    public var layoutRange: SourceRange?

    public init(
        kind: MenuKind, title: String, identifier: String, entries: [MenuEntry], headerRange: SourceRange,
        titleRange: SourceRange?, layout: MenuLayout? = nil, layoutRange: SourceRange? = nil
    ) {
        self.kind = kind
        self.title = title
        self.identifier = identifier
        self.entries = entries
        self.headerRange = headerRange
        self.titleRange = titleRange
        self.layout = layout
        self.layoutRange = layoutRange
    }
}

/// An entry of a list. Indirect: each entry is kept once, so the index and
/// the backends share it instead of copying all of its fields.
public indirect enum MenuEntry: Sendable {
    case command(Command)
    case toggle(Toggle)
    case choice(Choice)
    /// An option directly inside a pop-up.
    case option(Option)
    case submenu(Submenu)
    case separator(Separator)
    // Version 2. Alternates are not entries of a list: each is kept on the
    // command or toggle it stands in for (`Command.alternates`).
    case section(Section)
    case dynamic(DynamicList)

    /// Where the entry came from; a separator's source is its range.
    public var source: EntrySource {
        switch self {
        case .section(let section): section.source
        case .dynamic(let list): list.source
        case .command(let command): command.source
        case .toggle(let toggle): toggle.source
        case .option(let option): option.source
        case .choice(let choice): choice.source
        case .submenu(let submenu): submenu.source
        case .separator(let separator): EntrySource(range: separator.range)
        }
    }

    public var range: SourceRange { source.range }

    /// The keyword that starts the entry, as written.
    public var keyword: String {
        switch self {
        case .command(let command): command.keyword
        case .toggle: Toggle.keyword
        case .choice: Choice.keyword
        case .option: Option.keyword
        case .submenu: Submenu.keyword
        case .separator: "---"
        case .section: Section.keyword
        case .dynamic: DynamicList.keyword
        }
    }

    public var keywordRange: SourceRange {
        if case .separator(let separator) = self { return separator.range }
        return source.keywordRange(keyword)
    }

    /// The alternates kept on a command or toggle; none for other entries.
    public var alternates: [Command] {
        switch self {
        case .command(let command): command.alternates
        case .toggle(let toggle): toggle.alternates
        default: []
        }
    }

    public var isSeparator: Bool {
        if case .separator = self { return true }
        return false
    }

    /// Where the entry is available; separators, choices and sections everywhere.
    public var platforms: PlatformSet {
        switch self {
        case .command(let command): command.platforms
        case .submenu(let submenu): submenu.platforms
        case .dynamic(let list): list.platforms
        default: .all
        }
    }
}

/// A `---` line.
public struct Separator: Sendable {
    public var range: SourceRange

    public init(range: SourceRange) {
        self.range = range
    }
}

/// Where an entry and its parts are in the source, for diagnostics and fix-its.
public struct EntrySource: Sendable {
    /// The whole entry, starting with its keyword.
    public var range: SourceRange
    /// The title literal as written; none when a role supplies the title.
    public var firstTitleRange: SourceRange?
    /// The whole `key: …` attribute.
    public var keyAttributeRange: SourceRange?
    /// The shortcut text of the `key:` attribute (`none` when it declines
    /// one), or the role's name when the role gives the shortcut.
    public var shortcutRange: SourceRange?
    /// The role identifier.
    public var roleRange: SourceRange?
    /// The `disabled`, `checked` and `default` flags.
    public var disabledRange: SourceRange?
    public var checkedRange: SourceRange?
    public var defaultRange: SourceRange?

    public init(
        range: SourceRange, firstTitleRange: SourceRange? = nil, keyAttributeRange: SourceRange? = nil,
        shortcutRange: SourceRange? = nil, roleRange: SourceRange? = nil, disabledRange: SourceRange? = nil,
        checkedRange: SourceRange? = nil, defaultRange: SourceRange? = nil
    ) {
        self.range = range
        self.firstTitleRange = firstTitleRange
        self.keyAttributeRange = keyAttributeRange
        self.shortcutRange = shortcutRange
        self.roleRange = roleRange
        self.disabledRange = disabledRange
        self.checkedRange = checkedRange
        self.defaultRange = defaultRange
    }

    /// The range of `keyword` at the start of the entry.
    public func keywordRange(_ keyword: String) -> SourceRange {
        SourceRange(start: range.start, end: range.start + keyword.utf8.count)
    }

    /// `keyword` through the title literal (the keyword alone without one):
    /// where rules about a whole list point.
    public func headerRange(_ keyword: String) -> SourceRange {
        let keywordRange = keywordRange(keyword)
        return keywordRange.union(firstTitleRange ?? keywordRange)
    }
}

/// An `item`, or an `activity` of a share sheet: a command too, with a
/// title, a symbol and a handler.
public struct Command: Sendable {
    public static let keyword = "item"
    public static let activityKeyword = "activity"
    public static let alternateKeyword = "alternate"

    /// The identifier: the one written with `id:`, the role's name, or one
    /// derived from the title.
    public var id: String
    /// The title as written, or the role's.
    public var title: String
    public var role: Role?
    public var symbol: String?
    public var shortcut: Shortcut?
    /// `id` was written with `id:`.
    public var idIsExplicit: Bool
    public var isDestructive: Bool
    public var isDisabled: Bool
    public var platforms: PlatformSet
    // The flags are kept together, before `source`: a command is one of a
    // file's most numerous values, and padding between fields costs memory.
    /// Written as an `activity` of an `activities` list.
    public var isActivity: Bool
    /// The command was written as an `alternate` and is kept in another's
    /// `alternates`.
    public var isAlternate = false
    public var source: EntrySource
    /// The `alternate` entries written right after this one, in order: shown
    /// in its place while their extra modifiers are held (macOS only, so
    /// their `platforms` hold macOS at most).
    public var alternates: [Command] = []

    /// The identifier written with `id:`, if any.
    public var explicitID: String? { idIsExplicit ? id : nil }

    /// The title came from the role; it was not written in the file.
    public var titleFromRole: Bool { source.firstTitleRange == nil && role != nil }

    /// The keyword as written: `item`, `alternate` or `activity`.
    public var keyword: String { isAlternate ? Self.alternateKeyword : isActivity ? Self.activityKeyword : Self.keyword }

    public var keywordRange: SourceRange { source.keywordRange(keyword) }

    public init(
        explicitID: String?, title: String, role: Role?, shortcut: Shortcut?, symbol: String?,
        isDestructive: Bool, isDisabled: Bool, platforms: PlatformSet, source: EntrySource, isActivity: Bool = false
    ) {
        self.isActivity = isActivity
        self.id = explicitID ?? role?.name ?? IdentifierDerivation.derive(from: title)
        self.idIsExplicit = explicitID != nil
        self.title = title
        self.role = role
        self.shortcut = shortcut
        self.symbol = symbol
        self.isDestructive = isDestructive
        self.isDisabled = isDisabled
        self.platforms = platforms
        self.source = source
    }
}

/// A `toggle`: a checkmark toggle with one title, or a variable-title toggle
/// whose title changes with its state.
public struct Toggle: Sendable {
    public static let keyword = "toggle"

    /// The identifier: the one written with `id:`, the role's name, or one
    /// derived from the title.
    public var id: String
    /// `id` was written with `id:`.
    public var idIsExplicit: Bool
    /// The title shown while the toggle is off ("Show Ruler").
    public var title: String
    /// The title shown while it is on ("Hide Ruler"); nil for a checkmark toggle.
    public var titleWhenOn: String?
    /// The second title literal as written.
    public var secondTitleRange: SourceRange?
    /// The standard state the toggle shows (Bold, Show Toolbar), if any.
    public var role: Role?
    public var shortcut: Shortcut?
    public var symbol: String?
    public var isOn: Bool
    public var isDisabled: Bool
    public var source: EntrySource
    /// The `alternate` entries written right after this one (see `Command.alternates`).
    public var alternates: [Command] = []

    public var keywordRange: SourceRange { source.keywordRange(Self.keyword) }

    public var titles: [String] { [title] + (titleWhenOn.map { [$0] } ?? []) }

    /// The identifier written with `id:`, if any.
    public var explicitID: String? { idIsExplicit ? id : nil }

    public init(
        explicitID: String?, title: String, titleWhenOn: String?, role: Role? = nil, shortcut: Shortcut?, symbol: String?,
        isOn: Bool, isDisabled: Bool, source: EntrySource, secondTitleRange: SourceRange?
    ) {
        self.id = explicitID ?? role?.name ?? IdentifierDerivation.derive(from: title)
        self.idIsExplicit = explicitID != nil
        self.title = title
        self.titleWhenOn = titleWhenOn
        self.role = role
        self.secondTitleRange = secondTitleRange
        self.shortcut = shortcut
        self.symbol = symbol
        self.isOn = isOn
        self.isDisabled = isDisabled
        self.source = source
    }
}

/// A `choice`: mutually exclusive options shown inline.
public struct Choice: Sendable {
    public static let keyword = "choice"

    public var name: String
    /// A unique lowerCamelCase name for the selection state in generated code.
    public var identifier: String
    public var options: [Option]
    public var source: EntrySource

    public var keywordRange: SourceRange { source.keywordRange(Self.keyword) }
    /// The keyword through the name.
    public var headerRange: SourceRange { source.headerRange(Self.keyword) }

    public init(name: String, identifier: String, options: [Option], source: EntrySource) {
        self.name = name
        self.identifier = identifier
        self.options = options
        self.source = source
    }
}

/// An `option` of a choice or pop-up.
public struct Option: Sendable {
    public static let keyword = "option"

    /// The identifier: the one written with `id:`, or one derived from the title.
    public var id: String
    /// `id` was written with `id:`.
    public var idIsExplicit: Bool
    public var title: String
    public var shortcut: Shortcut?
    public var symbol: String?
    public var isChecked: Bool
    public var isDefault: Bool
    public var isDisabled: Bool
    public var source: EntrySource

    public var keywordRange: SourceRange { source.keywordRange(Self.keyword) }

    /// The identifier written with `id:`, if any.
    public var explicitID: String? { idIsExplicit ? id : nil }

    public init(
        explicitID: String?, title: String, shortcut: Shortcut?, symbol: String?, isChecked: Bool, isDefault: Bool,
        isDisabled: Bool, source: EntrySource
    ) {
        self.id = explicitID ?? IdentifierDerivation.derive(from: title)
        self.idIsExplicit = explicitID != nil
        self.title = title
        self.shortcut = shortcut
        self.symbol = symbol
        self.isChecked = isChecked
        self.isDefault = isDefault
        self.isDisabled = isDisabled
        self.source = source
    }
}

/// A `submenu`; one with a role is filled by the system.
public struct Submenu: Sendable {
    public static let keyword = "submenu"

    public var title: String
    public var role: Role?
    public var symbol: String?
    public var isDisabled: Bool
    public var entries: [MenuEntry]
    public var platforms: PlatformSet
    public var source: EntrySource

    public var keywordRange: SourceRange { source.keywordRange(Self.keyword) }
    /// The keyword through the title.
    public var headerRange: SourceRange { source.headerRange(Self.keyword) }

    public init(
        title: String, role: Role?, symbol: String?, isDisabled: Bool, entries: [MenuEntry], platforms: PlatformSet,
        source: EntrySource
    ) {
        self.title = title
        self.role = role
        self.symbol = symbol
        self.isDisabled = isDisabled
        self.entries = entries
        self.platforms = platforms
        self.source = source
    }
}
