import MenuDiagnostics
import MenuSyntax

/// The meaning of a `.menu` file, resolved: titles filled in from roles,
/// identifiers derived, shortcuts normalised, platform availability computed.
/// Backends read only this model. Source ranges are kept for diagnostics.
public struct MenuModel: Sendable {
    public var appName: String?
    /// The targeted platforms, in canonical order; never empty.
    public var platforms: [Platform]
    /// Every menu, in file order (the menu-bar menus' file order is the menu bar's).
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
    /// The title as written, kept as found (see `LiteralText`); `title`
    /// makes its string.
    public var titleText: LiteralText
    public var title: String { titleText.string }
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
        case .command: Command.keyword
        case .toggle: Toggle.keyword
        case .choice: Choice.keyword
        case .option: Option.keyword
        case .submenu: Submenu.keyword
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
        case .separator(let separator): EntrySource(range: separator.range)
        }
    }

    public var keywordRange: SourceRange {
        if case .separator(let separator) = self { return separator.range }
        return source.keywordRange(keyword)
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

    /// The separator in the low 48 bits of a word, for `UnretainedEntry`.
    var packed: UInt64 { UInt64(start) | UInt64(length) << 32 }

    init(packed: UInt64) {
        start = UInt32(truncatingIfNeeded: packed)
        length = UInt16(truncatingIfNeeded: packed >> 32)
    }
}

// The entries are immutable classes rather than structs: rules and backends
// pass them around constantly, and copying a reference costs one retain where
// copying a struct of strings costs one per field.

/// Where an entry came from, for diagnostics and fix-its.
public struct EntrySource: Sendable {
    // Thirty-six bytes, which the entries' one-byte fields follow: every
    // entry of the model has a source. The optional ranges are packed
    // (optionals would take 12 bytes each instead of 8); the shortcut's
    // range is kept as its start, as it ends where the `key:` attribute
    // does; the ranges of attributes few entries have are kept apart, in
    // an object only an entry with one of them has. The fields are ordered
    // so that none leaves a hole.
    private let lessCommon: LessCommonRanges?
    /// The whole entry. It starts with the entry's keyword, whose range is
    /// therefore not kept (see `keywordRange`).
    public let range: SourceRange
    /// The title literal as written; none when a role supplies the title.
    @PackedOptionalRange public private(set) var firstTitleRange: SourceRange?
    /// The whole `key: …` attribute.
    @PackedOptionalRange public private(set) var keyAttributeRange: SourceRange?
    /// Where the shortcut text starts; `UInt32.max` without one, or when its
    /// range is kept apart.
    private let shortcutStart: UInt32

    private final class LessCommonRanges: Sendable {
        let role: SourceRange?
        let disabled: SourceRange?
        let checked: SourceRange?
        let `default`: SourceRange?
        /// A shortcut range that does not end where its attribute does
        /// (none that the parser makes).
        let shortcut: SourceRange?

        init(role: SourceRange?, disabled: SourceRange?, checked: SourceRange?, default: SourceRange?, shortcut: SourceRange?) {
            self.role = role
            self.disabled = disabled
            self.checked = checked
            self.default = `default`
            self.shortcut = shortcut
        }
    }

    /// The shortcut text of the `key:` attribute (`none` when it declines
    /// one), or the role's name when the role gives the shortcut.
    public var shortcutRange: SourceRange? {
        guard shortcutStart != .max, let keyAttributeRange else { return lessCommon?.shortcut }
        return SourceRange(start: Int(shortcutStart), end: keyAttributeRange.end)
    }
    /// The role identifier.
    public var roleRange: SourceRange? { lessCommon?.role }
    /// The `disabled`, `checked` and `default` flags.
    public var disabledRange: SourceRange? { lessCommon?.disabled }
    public var checkedRange: SourceRange? { lessCommon?.checked }
    public var defaultRange: SourceRange? { lessCommon?.default }

    public init(
        range: SourceRange, firstTitleRange: SourceRange? = nil, keyAttributeRange: SourceRange? = nil,
        shortcutRange: SourceRange? = nil, roleRange: SourceRange? = nil, disabledRange: SourceRange? = nil,
        checkedRange: SourceRange? = nil, defaultRange: SourceRange? = nil
    ) {
        self.range = range
        self.firstTitleRange = firstTitleRange
        self.keyAttributeRange = keyAttributeRange
        // In the word when it ends where its attribute does, as the parser's
        // always do; apart otherwise, so that no range is lost.
        let shortcutInWord = shortcutRange.flatMap { shortcut in
            keyAttributeRange?.end == shortcut.end && shortcut.start < Int(UInt32.max) ? UInt32(shortcut.start) : nil
        }
        self.shortcutStart = shortcutInWord ?? .max
        let shortcutApart = shortcutInWord == nil ? shortcutRange : nil
        let hasLessCommon = roleRange != nil || disabledRange != nil || checkedRange != nil || defaultRange != nil || shortcutApart != nil
        self.lessCommon = hasLessCommon
            ? LessCommonRanges(
                role: roleRange, disabled: disabledRange, checked: checkedRange, default: defaultRange, shortcut: shortcutApart)
            : nil
    }

    /// The range of `keyword` at the start of the entry.
    func keywordRange(_ keyword: String) -> SourceRange {
        SourceRange(start: range.start, end: range.start + keyword.utf8.count)
    }

    /// `keyword` through the title literal (the keyword alone without one):
    /// where rules about a whole list point.
    func headerRange(_ keyword: String) -> SourceRange {
        let keywordRange = keywordRange(keyword)
        return keywordRange.union(firstTitleRange ?? keywordRange)
    }
}

/// What few entries have: the identifier written with `id:`, the SF Symbol,
/// the role and a shortcut too odd to pack (see `StoredShortcut`). Kept
/// apart, in an object that only an entry with one of them has: two
/// optional strings and a reference took 40 bytes of every command.
final class RareAttributes: Sendable {
    let explicitID: String?
    let symbol: String?
    let role: Role?
    let unpackedShortcut: Shortcut?

    private init(explicitID: String?, symbol: String?, role: Role?, unpackedShortcut: Shortcut?) {
        self.explicitID = explicitID
        self.symbol = symbol
        self.role = role
        self.unpackedShortcut = unpackedShortcut
    }

    /// Nil when there is none of them.
    static func make(explicitID: String?, symbol: String?, role: Role? = nil, unpackedShortcut: Shortcut? = nil) -> RareAttributes? {
        explicitID == nil && symbol == nil && role == nil && unpackedShortcut == nil
            ? nil : RareAttributes(explicitID: explicitID, symbol: symbol, role: role, unpackedShortcut: unpackedShortcut)
    }
}

/// An `item`.
public final class Command: Sendable {
    public static let keyword = "item"

    // Ordered so that the one-byte fields fill the end of the source: 88
    // bytes in all, a 96-byte block of memory (104 bytes took 112).
    private let rare: RareAttributes?
    /// The title as written, or the role's, kept as found (see
    /// `LiteralText`); `title` makes its string.
    public let titleText: LiteralText
    private let storedShortcut: StoredShortcut
    public let source: EntrySource
    /// The title came from the role; it was not written in the file.
    public let titleFromRole: Bool
    public let isDestructive: Bool
    public let isDisabled: Bool
    public let platforms: PlatformSet

    public var title: String { titleText.string }
    /// The identifier written with `id:`, if any.
    public var explicitID: String? { rare?.explicitID }
    public var role: Role? { rare?.role }
    public var shortcut: Shortcut? { storedShortcut.shortcut(unpacked: rare?.unpackedShortcut) }
    var hasShortcut: Bool { !storedShortcut.isNone }
    public var symbol: String? { rare?.symbol }
    public var keywordRange: SourceRange { source.keywordRange(Self.keyword) }

    /// The identifier: the one written with `id:`, the role's name, or one
    /// derived from the title. A derived identifier is not stored (it follows
    /// from the title, and one string per command was a sizeable part of a
    /// large file's model), so each read derives it again.
    public var id: String { IdentifierDerivation.identifier(named: explicitID ?? role?.name, title: titleText) }

    /// Calls `body` with the UTF-8 of `id`, without making its string when it
    /// is derived from an ASCII title.
    public func withIDUTF8(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        IdentifierDerivation.withIdentifierUTF8(named: explicitID ?? role?.name, title: titleText, body)
    }

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
        let (storedShortcut, unpackedShortcut) = StoredShortcut.storing(shortcut)
        self.rare = RareAttributes.make(explicitID: explicitID, symbol: symbol, role: role, unpackedShortcut: unpackedShortcut)
        self.titleText = title
        self.titleFromRole = titleFromRole
        self.storedShortcut = storedShortcut
        self.isDestructive = isDestructive
        self.isDisabled = isDisabled
        self.platforms = platforms
        self.source = source
    }
}

/// A `toggle`: a checkmark toggle with one title, or a variable-title toggle
/// whose title changes with its state.
public final class Toggle: Sendable {
    public static let keyword = "toggle"

    // Ordered as `Command`'s fields are, the smaller after the source.
    private let rare: RareAttributes?
    /// The title shown while the toggle is off ("Show Ruler"),
    /// kept as found (see `LiteralText`); `title` makes its string.
    public let titleText: LiteralText
    /// The title shown while it is on ("Hide Ruler"); nil for a checkmark
    /// toggle.
    public let titleWhenOnText: LiteralText?
    private let storedShortcut: StoredShortcut
    public let source: EntrySource
    private let storedSecondTitleRange: PackedOptionalRange
    public let isOn: Bool
    public let isDisabled: Bool

    public var title: String { titleText.string }
    public var titleWhenOn: String? { titleWhenOnText?.string }
    /// The second title literal as written.
    public var secondTitleRange: SourceRange? { storedSecondTitleRange.wrappedValue }
    /// The identifier written with `id:`, if any.
    public var explicitID: String? { rare?.explicitID }
    public var shortcut: Shortcut? { storedShortcut.shortcut(unpacked: rare?.unpackedShortcut) }
    var hasShortcut: Bool { !storedShortcut.isNone }
    public var symbol: String? { rare?.symbol }
    public var keywordRange: SourceRange { source.keywordRange(Self.keyword) }

    public var titles: [String] { [title] + (titleWhenOn.map { [$0] } ?? []) }

    /// The identifier: the one written with `id:`, or one derived from the
    /// title (not stored; see `Command.id`).
    public var id: String { IdentifierDerivation.identifier(named: explicitID, title: titleText) }

    /// See `Command.withIDUTF8`.
    public func withIDUTF8(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        IdentifierDerivation.withIdentifierUTF8(named: explicitID, title: titleText, body)
    }

    public init(
        explicitID: String?,
        title: LiteralText,
        titleWhenOn: LiteralText?,
        shortcut: Shortcut?,
        symbol: String?,
        isOn: Bool,
        isDisabled: Bool,
        source: EntrySource,
        secondTitleRange: SourceRange?
    ) {
        let (storedShortcut, unpackedShortcut) = StoredShortcut.storing(shortcut)
        self.rare = RareAttributes.make(explicitID: explicitID, symbol: symbol, unpackedShortcut: unpackedShortcut)
        self.titleText = title
        self.isOn = isOn
        self.isDisabled = isDisabled
        self.storedSecondTitleRange = PackedOptionalRange(wrappedValue: secondTitleRange)
        self.titleWhenOnText = titleWhenOn
        self.storedShortcut = storedShortcut
        self.source = source
    }
}

/// A `choice`: mutually exclusive options shown inline.
public final class Choice: Sendable {
    public static let keyword = "choice"

    /// The choice's name, kept as found (see `LiteralText`); `name` makes its
    /// string.
    public let nameText: LiteralText
    public var name: String { nameText.string }
    /// A unique lowerCamelCase name for the selection state in generated code.
    public let identifier: String
    public let options: [Option]
    public let source: EntrySource

    public var keywordRange: SourceRange { source.keywordRange(Self.keyword) }
    /// The keyword through the name.
    public var headerRange: SourceRange { source.headerRange(Self.keyword) }

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
    public static let keyword = "option"

    // Ordered as `Command`'s fields are.
    private let rare: RareAttributes?
    /// The title, kept as found (see `LiteralText`); `title` makes its string.
    public let titleText: LiteralText
    private let storedShortcut: StoredShortcut
    public let source: EntrySource
    public let isChecked: Bool
    public let isDefault: Bool
    public let isDisabled: Bool

    public var title: String { titleText.string }
    /// The identifier written with `id:`, if any.
    public var explicitID: String? { rare?.explicitID }
    public var shortcut: Shortcut? { storedShortcut.shortcut(unpacked: rare?.unpackedShortcut) }
    var hasShortcut: Bool { !storedShortcut.isNone }
    public var symbol: String? { rare?.symbol }
    public var keywordRange: SourceRange { source.keywordRange(Self.keyword) }

    /// The identifier: the one written with `id:`, or one derived from the
    /// title (not stored; see `Command.id`).
    public var id: String { IdentifierDerivation.identifier(named: explicitID, title: titleText) }

    /// See `Command.withIDUTF8`.
    public func withIDUTF8(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        IdentifierDerivation.withIdentifierUTF8(named: explicitID, title: titleText, body)
    }

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
        let (storedShortcut, unpackedShortcut) = StoredShortcut.storing(shortcut)
        self.rare = RareAttributes.make(explicitID: explicitID, symbol: symbol, unpackedShortcut: unpackedShortcut)
        self.titleText = title
        self.isChecked = isChecked
        self.isDefault = isDefault
        self.isDisabled = isDisabled
        self.storedShortcut = storedShortcut
        self.source = source
    }
}

/// A `submenu`; one with a role is filled by the system.
public final class Submenu: Sendable {
    public static let keyword = "submenu"

    // Ordered as `Command`'s fields are.
    private let rare: RareAttributes?
    /// The title as written, or the role's, kept as found (see
    /// `LiteralText`); `title` makes its string.
    public let titleText: LiteralText
    public let entries: [MenuEntry]
    public let source: EntrySource
    public let isDisabled: Bool
    public let platforms: PlatformSet

    public var title: String { titleText.string }
    public var role: Role? { rare?.role }
    public var symbol: String? { rare?.symbol }
    public var keywordRange: SourceRange { source.keywordRange(Self.keyword) }
    /// The keyword through the title.
    public var headerRange: SourceRange { source.headerRange(Self.keyword) }

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
        self.isDisabled = isDisabled
        self.platforms = platforms
        self.rare = RareAttributes.make(explicitID: nil, symbol: symbol, role: role)
        self.entries = entries
        self.source = source
    }
}
