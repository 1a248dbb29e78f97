import MenuDiagnostics

// MARK: - File

/// The syntax tree of one `.menu` file. Positions are byte ranges into the
/// source; comments are kept beside the tree, in source order.
public struct SourceFileSyntax: Sendable {
    public var declarations: [Declaration]
    public var comments: [Comment]
    /// Offset of the end of the file.
    public var endOffset: Int

    public init(declarations: [Declaration], comments: [Comment], endOffset: Int) {
        self.declarations = declarations
        self.comments = comments
        self.endOffset = endOffset
    }
}

public enum Declaration: Sendable {
    case app(AppDeclaration)
    case platforms(PlatformsDeclaration)
    case menu(MenuDeclaration)

    public var range: SourceRange {
        switch self {
        case .app(let declaration): declaration.range
        case .platforms(let declaration): declaration.range
        case .menu(let declaration): declaration.range
        }
    }
}

// MARK: - Leaves

/// A string literal: its decoded text and where it is.
public struct StringLiteral: Hashable, Sendable {
    /// The text, decoded.
    public var value: String
    /// The range of the literal including its quotes.
    public var range: SourceRange

    public init(value: String, range: SourceRange) {
        self.value = value
        self.range = range
    }
}

/// An identifier, such as a role, a platform or an explicit command id.
public struct Identifier: Hashable, Sendable {
    public var name: String
    public var range: SourceRange

    public init(name: String, range: SourceRange) {
        self.name = name
        self.range = range
    }
}

// MARK: - Declarations

/// `app "Name"`
public struct AppDeclaration: Sendable {
    public var keywordRange: SourceRange
    public var name: StringLiteral?
    public var range: SourceRange
}

/// `platforms macOS, iPadOS`
public struct PlatformsDeclaration: Sendable {
    public var keywordRange: SourceRange
    public var platforms: [Identifier]
    public var range: SourceRange
}

/// The four kinds of menu a file declares at top level.
public enum MenuKind: String, Sendable, Hashable, CaseIterable {
    case menuBar = "menu"
    case context = "contextmenu"
    case pullDown = "pulldown"
    case popUp = "popup"
    // The other menus of an app: its Dock icon's, an edit menu, a share sheet's activities.
    case dock = "dockmenu"
    case edit = "editmenu"
    case activities = "activities"

    public var keyword: String { rawValue }

    /// Whether the declaration takes a title: every kind but the Dock menu, of which an app has one.
    public var hasTitle: Bool { self != .dock }

    /// Whether `layout:` may follow the title (iOS and iPadOS 16 and later).
    public var takesLayout: Bool { self == .context || self == .pullDown }

    /// How messages name the kind ("the pull-down 'Add'").
    public var displayName: String {
        switch self {
        case .menuBar: "menu"
        case .context: "context menu"
        case .pullDown: "pull-down"
        case .popUp: "pop-up"
        case .dock: "Dock menu"
        case .edit: "edit menu"
        case .activities: "activities"
        }
    }
}

/// `menu "Title" { … }` and its siblings.
public struct MenuDeclaration: Sendable {
    public var kind: MenuKind
    public var keywordRange: SourceRange
    public var title: StringLiteral?
    /// `layout: small` after the title of a context menu or pull-down.
    public var layout: LayoutClause?
    public var block: Block?
    public var range: SourceRange

    public var entries: [Entry] { block?.entries ?? [] }
}

/// How a context menu or pull-down shows its first entries (UIMenu's
/// preferredElementSize, iOS and iPadOS 16 and later).
public enum MenuLayout: String, Sendable, Hashable, CaseIterable {
    /// The first four entries as a row of symbols without titles.
    case small
    /// The first three entries as a row of symbols with short titles.
    case medium
    /// Every entry as a row of its own, as without `layout:`.
    case large

    /// How many leading entries the layout shows as symbols; nil when it shows none so.
    public var symbolEntryCount: Int? {
        switch self {
        case .small: 4
        case .medium: 3
        case .large: nil
        }
    }
}

/// `layout: small`
public struct LayoutClause: Sendable {
    public var keywordRange: SourceRange
    public var layout: MenuLayout
    public var valueRange: SourceRange
    /// From `layout` to the end of its value.
    public var range: SourceRange { keywordRange.union(valueRange) }
}

/// `{ entries }`
public struct Block: Sendable {
    public var openBrace: SourceRange
    public var entries: [Entry]
    /// Missing when the file ended or a declaration began before the block was closed.
    public var closeBrace: SourceRange?
}

// MARK: - Entries

public enum EntryKind: String, Sendable, Hashable, CaseIterable {
    case item
    case toggle
    case choice
    case option
    case submenu
    case separator = "---"
    /// A custom activity of a share sheet, inside `activities`.
    case activity
    // Version 2: an Option-key alternate of the entry before it, a titled
    // group of entries, and entries known only at run time.
    case alternate
    case section
    case dynamic

    public var keyword: String { rawValue }
}

/// One line of a menu: an item, toggle, choice, option, submenu, separator,
/// alternate, section or dynamic list.
public struct Entry: Sendable {
    public var kind: EntryKind
    public var keywordRange: SourceRange
    /// The title; none for a separator or an item that takes its title from
    /// its role.
    public var title: StringLiteral?
    /// The second title of a variable-title toggle.
    public var secondTitle: StringLiteral?
    public var attributes: [Attribute]
    /// The entries of a choice, submenu or section.
    public var block: Block?
    public var range: SourceRange

    /// The titles in source order.
    public var titles: [StringLiteral] { [title, secondTitle].compactMap { $0 } }
    public var children: [Entry] { block?.entries ?? [] }

    public func attribute(_ name: AttributeName) -> Attribute? {
        attributes.first { $0.name == name }
    }

    public var shortcut: ShortcutSyntax? {
        if case .shortcut(let shortcut)? = attribute(.key)?.value { return shortcut }
        return nil
    }

    public var role: Identifier? {
        if case .identifier(let identifier)? = attribute(.role)?.value { return identifier }
        return nil
    }

    public var explicitID: Identifier? {
        if case .identifier(let identifier)? = attribute(.id)?.value { return identifier }
        return nil
    }

    public var symbol: StringLiteral? {
        if case .string(let string)? = attribute(.symbol)?.value { return string }
        return nil
    }
}

// MARK: - Attributes

public enum AttributeName: String, Sendable, Hashable, CaseIterable {
    case key, id, role, symbol, destructive, disabled, checked, `default`

    public var takesValue: Bool {
        switch self {
        case .key, .id, .role, .symbol: true
        case .destructive, .disabled, .checked, .default: false
        }
    }

    /// The order the formatter writes attributes in.
    public static let canonicalOrder: [AttributeName] = [.key, .id, .role, .symbol, .checked, .default, .disabled, .destructive]

    /// Whether the attribute may be written on an entry of this kind.
    public func applies(to kind: EntryKind) -> Bool {
        switch self {
        case .id where kind == .activity: true
        case .symbol where kind == .activity: true
        case .key: kind == .item || kind == .toggle || kind == .option || kind == .alternate
        case .id: kind == .item || kind == .toggle || kind == .option || kind == .alternate || kind == .dynamic
        case .role: kind == .item || kind == .toggle || kind == .submenu || kind == .alternate || kind == .dynamic
        case .symbol, .disabled: kind == .item || kind == .toggle || kind == .option || kind == .submenu || kind == .alternate
        case .destructive: kind == .item || kind == .alternate
        case .checked: kind == .toggle || kind == .option
        case .default: kind == .option
        }
    }
}

public struct Attribute: Sendable {
    public var name: AttributeName
    public var nameRange: SourceRange
    public var value: AttributeValue?
    /// From the name to the end of the value.
    public var range: SourceRange
}

public enum AttributeValue: Sendable {
    case shortcut(ShortcutSyntax)
    /// `key: none`: the entry has no shortcut, not even its role's.
    case noShortcut(SourceRange)
    case identifier(Identifier)
    case string(StringLiteral)

    public var range: SourceRange {
        switch self {
        case .shortcut(let shortcut): shortcut.range
        case .noShortcut(let range): range
        case .identifier(let identifier): identifier.range
        case .string(let string): string.range
        }
    }
}

/// A decoded shortcut with the position of each part.
public struct ShortcutSyntax: Hashable, Sendable {
    public struct ModifierPart: Hashable, Sendable {
        public var modifier: Modifier
        public var range: SourceRange
    }

    public var range: SourceRange
    public var modifiers: [ModifierPart]
    public var key: Key
    public var keyRange: SourceRange

    public var modifierSet: ModifierSet {
        modifiers.reduce(into: ModifierSet()) { set, modifier in set.insert(ModifierSet(modifier.modifier)) }
    }

    /// The canonical source spelling: `cmd+shift+S`.
    public var canonicalSpelling: String {
        (modifierSet.spellingOrder.map(\.canonicalName) + [key.canonicalName]).joined(separator: "+")
    }
}
