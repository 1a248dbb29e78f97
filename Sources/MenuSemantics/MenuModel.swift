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
    /// How many titles the menus have: each menu's and each entry's (a
    /// separator has none), and the second title of each variable toggle.
    /// Counted while lowering, so that the index reserves room for its
    /// titles exactly.
    public let titleCount: Int
    /// How many lists of entries the menus hold: each menu, submenu and
    /// choice. Counted while lowering, for the same reason.
    public let listCount: Int

    /// How many entries the menus hold, options of choices and entries of
    /// submenus included: what passes over the whole model reserve room for.
    /// Counted while lowering too: counting afterwards was a walk over every
    /// entry, each a cache miss on a large file.
    public let entryCount: Int

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
    case separator(Separator)

    public var range: SourceRange {
        switch self {
        case .command(let command): command.source.range
        case .toggle(let toggle): toggle.source.range
        case .choice(let choice): choice.source.range
        case .option(let option): option.source.range
        case .submenu(let submenu): submenu.source.range
        case .separator(let separator): separator.range
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

    /// Where the entry came from; a separator's source is its range.
    public var source: EntrySource {
        switch self {
        case .command(let command): command.source
        case .toggle(let toggle): toggle.source
        case .option(let option): option.source
        case .choice(let choice): choice.source
        case .submenu(let submenu): submenu.source
        case .separator(let separator): EntrySource(range: separator.range, keywordRange: separator.range)
        }
    }

    public var keywordRange: SourceRange {
        switch self {
        case .command(let command): command.source.keywordRange
        case .toggle(let toggle): toggle.source.keywordRange
        case .choice(let choice): choice.source.keywordRange
        case .option(let option): option.source.keywordRange
        case .submenu(let submenu): submenu.source.keywordRange
        case .separator(let separator): separator.range
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

/// Where a separator is. Kept in six bytes, so that an entry (a reference,
/// or this) takes eight: a large file's lists hold one per entry.
public struct Separator: Sendable {
    private let start: UInt32
    private let length: UInt16

    public init(range: SourceRange) {
        start = UInt32(clamping: range.start)
        length = UInt16(clamping: range.end - range.start)
    }

    public var range: SourceRange { SourceRange(start: Int(start), end: Int(start) + Int(length)) }
}

// The entries are immutable classes rather than structs: rules and backends
// pass them around constantly, and copying a reference costs one retain where
// copying a struct of strings costs one per field.

/// Where an entry came from, for diagnostics and fix-its.
public struct EntrySource: Sendable {
    /// The whole entry.
    public var range: SourceRange
    /// The keyword (`item`, `toggle`…).
    public var keywordRange: SourceRange
    // The optional ranges are packed: every entry of the model has a source,
    // and optionals would take 12 bytes each instead of 8. The ranges of
    // attributes few entries have are kept apart, in an object only an
    // entry with one of them has.
    /// The title literals as written (none when a role supplies the title;
    /// two for a variable-title toggle).
    @PackedOptionalRange public var firstTitleRange: SourceRange?
    @PackedOptionalRange public var secondTitleRange: SourceRange?
    /// The whole `key: …` attribute, and the shortcut text.
    @PackedOptionalRange public var keyAttributeRange: SourceRange?
    @PackedOptionalRange public var shortcutRange: SourceRange?
    private let lessCommon: LessCommonRanges?

    private final class LessCommonRanges: Sendable {
        let role: SourceRange?
        let disabled: SourceRange?
        let checked: SourceRange?
        let `default`: SourceRange?

        init(role: SourceRange?, disabled: SourceRange?, checked: SourceRange?, default: SourceRange?) {
            self.role = role
            self.disabled = disabled
            self.checked = checked
            self.default = `default`
        }
    }

    /// The role identifier.
    public var roleRange: SourceRange? { lessCommon?.role }
    /// The `disabled`, `checked` and `default` flags.
    public var disabledRange: SourceRange? { lessCommon?.disabled }
    public var checkedRange: SourceRange? { lessCommon?.checked }
    public var defaultRange: SourceRange? { lessCommon?.default }

    public var titleRanges: [SourceRange] { [firstTitleRange, secondTitleRange].compactMap { $0 } }

    public init(
        range: SourceRange, keywordRange: SourceRange, firstTitleRange: SourceRange? = nil, secondTitleRange: SourceRange? = nil,
        keyAttributeRange: SourceRange? = nil, shortcutRange: SourceRange? = nil, roleRange: SourceRange? = nil,
        disabledRange: SourceRange? = nil, checkedRange: SourceRange? = nil, defaultRange: SourceRange? = nil
    ) {
        self.range = range
        self.keywordRange = keywordRange
        self.firstTitleRange = firstTitleRange
        self.secondTitleRange = secondTitleRange
        self.keyAttributeRange = keyAttributeRange
        self.shortcutRange = shortcutRange
        let hasLessCommon = roleRange != nil || disabledRange != nil || checkedRange != nil || defaultRange != nil
        self.lessCommon = hasLessCommon
            ? LessCommonRanges(role: roleRange, disabled: disabledRange, checked: checkedRange, default: defaultRange) : nil
    }

    /// The range to report a problem with the entry's title at: the first
    /// title literal, or the keyword when a role supplied the title.
    public var titleOrKeyword: SourceRange { firstTitleRange ?? keywordRange }
}

/// The identifier written with `id:` and the SF Symbol of an entry. Few
/// entries have either, so they are kept apart, in an object that only an
/// entry with one of them has: two optional strings took 32 bytes of every
/// command.
final class WrittenNames: Sendable {
    let explicitID: String?
    let symbol: String?

    private init(explicitIDAndSymbol explicitID: String?, _ symbol: String?) {
        self.explicitID = explicitID
        self.symbol = symbol
    }

    /// Nil when there is neither.
    static func make(explicitID: String?, symbol: String?) -> WrittenNames? {
        explicitID == nil && symbol == nil ? nil : WrittenNames(explicitIDAndSymbol: explicitID, symbol)
    }
}

/// An `item`.
public final class Command: Sendable {
    // Ordered so that the one-byte fields fill the hole after the shortcut.
    private let writtenNames: WrittenNames?
    /// The identifier written with `id:`, if any.
    public var explicitID: String? { writtenNames?.explicitID }
    /// The title as written, or the role's, kept as found (see
    /// `LiteralText`); `title` makes its string.
    public let titleText: LiteralText
    public var title: String { titleText.string }
    public let role: Role?
    public let shortcut: Shortcut?
    /// The title came from the role; it was not written in the file.
    public let titleFromRole: Bool
    public let isDestructive: Bool
    public let isDisabled: Bool
    public let platforms: PlatformSet
    public var symbol: String? { writtenNames?.symbol }
    public let source: EntrySource

    /// The identifier: the one written with `id:`, the role's name, or one
    /// derived from the title. A derived identifier is not stored (it follows
    /// from the title, and one string per command was a sizeable part of a
    /// large file's model), so each read derives it again.
    public var id: String { IdentifierDerivation.identifier(named: explicitID ?? role?.name, title: titleText) }

    /// The hash of the identifier (`ByteHash.of` its UTF-8), nil when it is
    /// empty; a derived one is hashed without making its string.
    var idHash: UInt64? { IdentifierDerivation.identifierHash(named: explicitID ?? role?.name, title: titleText) }

    public init(
        explicitID: String?,
        title: LiteralText,
        titleFromRole: Bool,
        role: Role?,
        shortcut: Shortcut?,
        symbol: String?,
        isDestructive: Bool,
        isDisabled: Bool,
        platforms: PlatformSet,
        source: EntrySource
    ) {
        self.writtenNames = WrittenNames.make(explicitID: explicitID, symbol: symbol)
        self.titleText = title
        self.titleFromRole = titleFromRole
        self.role = role
        self.shortcut = shortcut
        self.isDestructive = isDestructive
        self.isDisabled = isDisabled
        self.platforms = platforms
        self.source = source
    }
}

/// A `toggle`: a checkmark toggle with one title, or a variable-title toggle
/// whose title changes with its state.
public final class Toggle: Sendable {
    private let writtenNames: WrittenNames?
    /// The identifier written with `id:`, if any.
    public var explicitID: String? { writtenNames?.explicitID }
    /// The title shown while the toggle is off ("Show Ruler"),
    /// kept as found (see `LiteralText`); `title` makes its string.
    public let titleText: LiteralText
    public var title: String { titleText.string }
    /// The title shown while it is on ("Hide Ruler"); nil for a checkmark
    /// toggle.
    public let titleWhenOnText: LiteralText?
    public var titleWhenOn: String? { titleWhenOnText?.string }
    public let shortcut: Shortcut?
    public var symbol: String? { writtenNames?.symbol }
    public let isOn: Bool
    public let isDisabled: Bool
    public let source: EntrySource

    public var titles: [String] { [title] + (titleWhenOn.map { [$0] } ?? []) }

    /// The identifier: the one written with `id:`, or one derived from the
    /// title (not stored; see `Command.id`).
    public var id: String { IdentifierDerivation.identifier(named: explicitID, title: titleText) }

    /// See `Command.idHash`.
    var idHash: UInt64? { IdentifierDerivation.identifierHash(named: explicitID, title: titleText) }

    public init(
        explicitID: String?,
        title: LiteralText,
        titleWhenOn: LiteralText?,
        shortcut: Shortcut?,
        symbol: String?,
        isOn: Bool,
        isDisabled: Bool,
        source: EntrySource
    ) {
        self.writtenNames = WrittenNames.make(explicitID: explicitID, symbol: symbol)
        self.titleText = title
        self.titleWhenOnText = titleWhenOn
        self.shortcut = shortcut
        self.isOn = isOn
        self.isDisabled = isDisabled
        self.source = source
    }
}

/// A `choice`: mutually exclusive options shown inline.
public final class Choice: Sendable {
    /// The choice's name, kept as found (see `LiteralText`); `name` makes its
    /// string.
    public let nameText: LiteralText
    public var name: String { nameText.string }
    /// A unique lowerCamelCase name for the selection state in generated code.
    public let identifier: String
    public let options: [Option]
    public let source: EntrySource

    public init(
        name: LiteralText,
        identifier: String,
        options: [Option],
        source: EntrySource
    ) {
        self.nameText = name
        self.identifier = identifier
        self.options = options
        self.source = source
    }
}

/// An `option` of a choice or pop-up.
public final class Option: Sendable {
    private let writtenNames: WrittenNames?
    /// The identifier written with `id:`, if any.
    public var explicitID: String? { writtenNames?.explicitID }
    /// The title, kept as found (see `LiteralText`); `title` makes its string.
    public let titleText: LiteralText
    public var title: String { titleText.string }
    public let shortcut: Shortcut?
    public var symbol: String? { writtenNames?.symbol }
    public let isChecked: Bool
    public let isDefault: Bool
    public let isDisabled: Bool
    public let source: EntrySource

    /// The identifier: the one written with `id:`, or one derived from the
    /// title (not stored; see `Command.id`).
    public var id: String { IdentifierDerivation.identifier(named: explicitID, title: titleText) }

    /// See `Command.idHash`.
    var idHash: UInt64? { IdentifierDerivation.identifierHash(named: explicitID, title: titleText) }

    public init(
        explicitID: String?,
        title: LiteralText,
        shortcut: Shortcut?,
        symbol: String?,
        isChecked: Bool,
        isDefault: Bool,
        isDisabled: Bool,
        source: EntrySource
    ) {
        self.writtenNames = WrittenNames.make(explicitID: explicitID, symbol: symbol)
        self.titleText = title
        self.shortcut = shortcut
        self.isChecked = isChecked
        self.isDefault = isDefault
        self.isDisabled = isDisabled
        self.source = source
    }
}

/// A `submenu`; one with a role is filled by the system.
public final class Submenu: Sendable {
    /// The title as written, or the role's, kept as found (see
    /// `LiteralText`); `title` makes its string.
    public let titleText: LiteralText
    public var title: String { titleText.string }
    public let role: Role?
    private let writtenNames: WrittenNames?
    public var symbol: String? { writtenNames?.symbol }
    public let isDisabled: Bool
    public let entries: [MenuEntry]
    public let platforms: PlatformSet
    public let source: EntrySource

    public init(
        title: LiteralText,
        role: Role?,
        symbol: String?,
        isDisabled: Bool,
        entries: [MenuEntry],
        platforms: PlatformSet,
        source: EntrySource
    ) {
        self.titleText = title
        self.role = role
        self.writtenNames = WrittenNames.make(explicitID: nil, symbol: symbol)
        self.isDisabled = isDisabled
        self.entries = entries
        self.platforms = platforms
        self.source = source
    }
}
