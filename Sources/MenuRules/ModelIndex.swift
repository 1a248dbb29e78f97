import MenuDiagnostics
import MenuModel
import MenuSyntax

/// Where an entry sits.
///
/// Its positions are stored in 32 bits (a source file is below 4 GB, so are
/// its counts): the index keeps a place for every entry of a file.
public struct EntryPlace: Sendable {
    private var storedMenuIndex: Int32
    private var storedSubmenuDepth: Int32
    private var storedRowList: Int32
    public var menuKind: MenuKind
    /// The entry is an option of a choice.
    public var inChoice: Bool
    /// The entry is inside a submenu the system inserts and fills (Move &
    /// Resize, AutoFill): the system's own, as is everything in it.
    public var inSystemSubmenu: Bool

    init(menuIndex: Int, submenuDepth: Int, rowList: Int, menuKind: MenuKind, inChoice: Bool, inSystemSubmenu: Bool) {
        storedMenuIndex = Int32(clamping: menuIndex)
        storedSubmenuDepth = Int32(clamping: submenuDepth)
        storedRowList = Int32(clamping: rowList)
        self.menuKind = menuKind
        self.inChoice = inChoice
        self.inSystemSubmenu = inSystemSubmenu
    }

    /// The position in the model of the menu holding the entry.
    public var menuIndex: Int { Int(storedMenuIndex) }
    /// 0 for an entry of the menu itself, 1 inside a submenu, and so on.
    public var submenuDepth: Int { Int(storedSubmenuDepth) }
    /// Which list the entry is a row of: the position in the index's
    /// `containers` of its menu or submenu. A choice's options and a
    /// section's entries are rows of the list holding the choice or section.
    public var rowList: Int { Int(storedRowList) }
}

/// The model flattened once per check, so that each rule walks arrays
/// rather than the tree.
public struct ModelIndex: Sendable {
    public struct Visit: Sendable {
        public var entry: MenuEntry
        public var place: EntryPlace

        public var kind: EntryKind {
            switch entry {
            case .command: .item
            case .toggle: .toggle
            case .choice: .choice
            case .option: .option
            case .submenu: .submenu
            case .separator: .separator
            case .section: .section
            case .dynamic: .dynamic
            }
        }
    }

    public struct CommandVisit: Sendable {
        public var command: CommandView
        public var place: EntryPlace
    }

    /// Every entry, depth first in source order; the options of a choice come
    /// right after the choice, the alternates of a command or toggle right
    /// after it (as items).
    public private(set) var entries: [Visit] = []
    /// The items, toggles and options among them, read from `entries`: the
    /// index keeps their positions there, as a large file has one per line.
    public var commands: LazyMapCollection<[Int], CommandVisit> { visits(at: commandPositions) }
    private var commandPositions: [Int] = []
    /// For each command, the position in `commands` of the first command with
    /// the same identifier (itself when it is the first); -1 for a command
    /// whose identifier is empty.
    public private(set) var identifierGroups: [Int] = []
    /// The commands that have a shortcut: what the shortcut rules read.
    public var commandsWithShortcuts: LazyMapCollection<[Int], CommandVisit> { visits(at: shortcutPositions) }
    private var shortcutPositions: [Int] = []
    /// The entries of context menus.
    public private(set) var contextMenuEntries: [Visit] = []
    /// Every title people see or that names something: menus, entries, both
    /// titles of a variable toggle.
    public private(set) var titles: [TitleVisit] = []
    /// Every list of entries, menu by menu: each menu's own list, then its
    /// submenus and choices as met.
    public private(set) var containers: [ContainerVisit] = []

    public init(_ model: MenuModel) {
        for (menuIndex, menu) in model.menus.enumerated() {
            add(menu, at: menuIndex)
        }
        identifierGroups = Self.groups(of: commandPositions, in: entries)
        // After the grouping's table is gone, so that it and the titles are
        // not held at once: together they raised a large file's peak memory.
        titles = Self.titles(of: model.menus, entries: entries)
    }

    private func visits(at positions: [Int]) -> LazyMapCollection<[Int], CommandVisit> {
        positions.lazy.map { [entries] position in
            CommandVisit(command: CommandView(entries[position].entry)!, place: entries[position].place)
        }
    }

    /// The entries that pass a test, read by position so that an entry the
    /// test turns away is not copied out.
    public func entries(where test: (Visit) -> Bool) -> [Visit] {
        var found: [Visit] = []
        for position in entries.indices where test(entries[position]) {
            found.append(entries[position])
        }
        return found
    }

    /// The commands whose place passes a test; the others are not read.
    public func commands(where test: (EntryPlace) -> Bool) -> [CommandVisit] {
        var found: [CommandVisit] = []
        for position in commandPositions where test(entries[position].place) {
            found.append(CommandVisit(command: CommandView(entries[position].entry)!, place: entries[position].place))
        }
        return found
    }

    /// The titles that pass a test. Read by position, so that a title the
    /// test turns away is not copied out: rules read every title of a file.
    public func titles(where test: (TitleVisit) -> Bool) -> [TitleVisit] {
        var found: [TitleVisit] = []
        for position in titles.indices where test(titles[position]) {
            found.append(titles[position])
        }
        return found
    }

    /// The lists that pass a test.
    public func containers(where test: (ContainerVisit) -> Bool) -> [ContainerVisit] { containers.filter(test) }

    // MARK: - Building

    private mutating func add(_ menu: Menu, at menuIndex: Int) {
        let container = containers.count
        containers.append(ContainerVisit(
            kind: .menu, menuIndex: menuIndex, menuKind: menu.kind, title: menu.title, headerRange: menu.headerRange,
            entries: menu.entries, submenuDepth: 0))
        addList(menu.entries, menuIndex: menuIndex, kind: menu.kind, depth: 0, container: container)
    }

    /// Adds the entries of the list that is `container` in `containers`,
    /// and counts them there.
    /// A section's entries are counted in its own container but are rows of
    /// the list around it (`rowList`): a section is no level of the menu.
    private mutating func addList(
        _ list: [MenuEntry], menuIndex: Int, kind: MenuKind, depth: Int, container: Int, rowList: Int? = nil,
        inSystemSubmenu: Bool = false
    ) {
        let place = EntryPlace(
            menuIndex: menuIndex, submenuDepth: depth, rowList: rowList ?? container, menuKind: kind, inChoice: false,
            inSystemSubmenu: inSystemSubmenu)
        var rows = 0
        for entry in list {
            add(entry, at: place)
            switch entry {
            case .separator:
                continue
            case .submenu(let submenu):
                rows += 1
                let submenuContainer = containers.count
                containers.append(ContainerVisit(
                    kind: .submenu(submenu.role), menuIndex: menuIndex, menuKind: kind, title: submenu.title,
                    headerRange: submenu.headerRange, entries: submenu.entries, submenuDepth: depth + 1))
                addList(
                    submenu.entries, menuIndex: menuIndex, kind: kind, depth: depth + 1, container: submenuContainer,
                    inSystemSubmenu: inSystemSubmenu || submenu.role?.isProvidedBySystem == true)
            case .section(let section):
                // Its entries are rows of this list, under its header.
                let sectionContainer = containers.count
                containers.append(ContainerVisit(
                    kind: .section, menuIndex: menuIndex, menuKind: kind, title: section.title,
                    headerRange: section.headerRange, entries: section.entries, submenuDepth: depth))
                addList(
                    section.entries, menuIndex: menuIndex, kind: kind, depth: depth, container: sectionContainer,
                    rowList: place.rowList, inSystemSubmenu: inSystemSubmenu)
                rows += containers[sectionContainer].rowCount
            case .dynamic:
                // Entries of unknown number: not counted as rows.
                continue
            case .choice(let choice):
                rows += choice.options.count
                containers.append(ContainerVisit(
                    kind: .choice, menuIndex: menuIndex, menuKind: kind, title: choice.name, headerRange: choice.headerRange,
                    entries: choice.options.map(MenuEntry.option), submenuDepth: depth))
                var optionPlace = place
                optionPlace.inChoice = true
                for option in choice.options { add(.option(option), at: optionPlace) }
            default:
                rows += 1
            }
        }
        containers[container].rowCount = rows
    }

    private mutating func add(_ entry: MenuEntry, at place: EntryPlace) {
        let visit = Visit(entry: entry, place: place)
        entries.append(visit)
        if place.menuKind == .context { contextMenuEntries.append(visit) }
        if let command = CommandView(entry) {
            commandPositions.append(entries.count - 1)
            if command.shortcut != nil { shortcutPositions.append(entries.count - 1) }
        }
        for alternate in entry.alternates { add(.command(alternate), at: place) }
    }

    /// Every title: each menu's, then its entries' in the order of `entries`.
    private static func titles(of menus: [Menu], entries: [Visit]) -> [TitleVisit] {
        var titles: [TitleVisit] = []
        var next = 0
        for (menuIndex, menu) in menus.enumerated() {
            titles.append(TitleVisit(
                text: menu.title, kind: .menu, menuKind: menu.kind, menuIndex: menuIndex, literalRange: menu.titleRange,
                reportRange: menu.titleRange ?? menu.headerRange))
            while next < entries.count, entries[next].place.menuIndex == menuIndex {
                TitleVisit.append(titlesOf: entries[next].entry, at: entries[next].place, to: &titles)
                next += 1
            }
        }
        return titles
    }

    /// For each command, the position of the first command with its identifier.
    private static func groups(of commandPositions: [Int], in entries: [Visit]) -> [Int] {
        var firstWithIdentifier: [String: Int] = [:]
        firstWithIdentifier.reserveCapacity(commandPositions.count)
        return commandPositions.indices.map { position in
            let identifier = CommandView(entries[commandPositions[position]].entry)!.id
            guard !identifier.isEmpty else { return -1 }
            if let first = firstWithIdentifier[identifier] { return first }
            firstWithIdentifier[identifier] = position
            return position
        }
    }
}

extension Array where Element == MenuEntry {
    /// The entries with each section's in its place: the rows of a pop-up,
    /// whose sections group its options under headers.
    var withSectionsInline: [MenuEntry] {
        flatMap { entry -> [MenuEntry] in
            if case .section(let section) = entry { return section.entries }
            return [entry]
        }
    }
}

/// A list of entries: a menu, a submenu, a choice or a section.
public struct ContainerVisit: Sendable {
    public enum Kind: Sendable {
        case menu
        case submenu(Role?)
        case choice
        case section
    }

    public var kind: Kind
    /// The kind of menu the list is in.
    public var menuKind: MenuKind
    public var menuIndex: Int
    public var submenuDepth: Int
    /// The keyword and title that open the list: where whole-menu rules point.
    public var headerRange: SourceRange
    public var title: String
    public var entries: [MenuEntry]
    /// The rows people see: entries other than separators, with each choice
    /// counted as its options. Set by the index for menus and submenus.
    public var rowCount: Int

    init(
        kind: Kind, menuIndex: Int, menuKind: MenuKind, title: String, headerRange: SourceRange, entries: [MenuEntry],
        submenuDepth: Int
    ) {
        self.kind = kind
        self.menuKind = menuKind
        self.menuIndex = menuIndex
        self.submenuDepth = submenuDepth
        self.headerRange = headerRange
        self.title = title
        self.entries = entries
        self.rowCount = entries.count
    }

    /// How messages name the list: "menu 'File'", "submenu 'Font'".
    public var description: String {
        switch kind {
        case .menu: "\(menuKind.displayName) '\(DiagnosticMessage.excerpt(title))'"
        case .submenu: "submenu '\(DiagnosticMessage.excerpt(title))'"
        case .choice: "choice '\(DiagnosticMessage.excerpt(title))'"
        case .section: "section '\(DiagnosticMessage.excerpt(title))'"
        }
    }

    /// The list is a menu's own, not a submenu or a choice.
    public var isMenu: Bool {
        if case .menu = kind { return true }
        return false
    }

    public var isChoice: Bool {
        if case .choice = kind { return true }
        return false
    }

    /// Entries other than separators; a dynamic list counts as one.
    public var itemCount: Int { entries.count { !$0.isSeparator } }

    /// The list holds a `dynamic` list, in a section or not: how many
    /// entries it shows is known only at run time.
    public var hasDynamicEntries: Bool {
        entries.withSectionsInline.contains { if case .dynamic = $0 { true } else { false } }
    }

    /// The list has a separator that separates nothing: one before its first
    /// item or after its last, or right after another separator.
    public var hasStraySeparator: Bool {
        var previousIsSeparator = true
        for entry in entries {
            if entry.isSeparator, previousIsSeparator { return true }
            previousIsSeparator = entry.isSeparator
        }
        return previousIsSeparator && !entries.isEmpty
    }
}

/// A title and what it belongs to. A class: most rules read every title,
/// and a reference is one count to copy where the fields are several.
public final class TitleVisit: Sendable {
    public enum Owner: Sendable {
        case menu(MenuKind)
        case item(Role?)
        case toggle
        /// The second title of a variable-title toggle.
        case toggleWhenOn
        case choice
        case option
        case submenu(Role?)
        case section
    }

    /// The owner without its role.
    public enum Kind: Sendable {
        case menu, item, toggle, toggleWhenOn, choice, option, submenu, section

        /// The title is a row of a list: the title of an entry people see as
        /// a line of a menu (not a menu's, a choice's name, or a toggle's
        /// second title).
        var isRow: Bool {
            switch self {
            case .menu, .choice, .toggleWhenOn, .section: false
            case .item, .toggle, .option, .submenu: true
            }
        }
    }

    public let text: String
    /// The entry the title belongs to; nil for a menu's own title.
    public let entry: MenuEntry?
    // Positions in 32 bits, as in `EntryPlace`: a file has a title per line.
    private let storedMenuIndex: Int32
    private let storedRowList: Int32
    public let kind: Kind
    public let menuKind: MenuKind
    /// The string literal, when the title was written (not supplied by a role).
    public let literalRange: SourceRange?
    /// Where to report: the literal, or the entry's keyword (a menu's header).
    public let reportRange: SourceRange

    init(
        text: String, kind: Kind, menuKind: MenuKind, menuIndex: Int, entry: MenuEntry? = nil, rowList: Int? = nil,
        literalRange: SourceRange?, reportRange: SourceRange
    ) {
        self.text = text
        self.kind = kind
        self.menuKind = menuKind
        self.entry = entry
        self.storedMenuIndex = Int32(clamping: menuIndex)
        self.storedRowList = Int32(clamping: rowList ?? -1)
        self.literalRange = literalRange
        self.reportRange = reportRange
    }

    /// The index of the menu in the model: the menu of the title, or of
    /// its entry.
    public var menuIndex: Int { Int(storedMenuIndex) }

    /// The list (`EntryPlace.rowList`) this title is a row of; nil for titles
    /// that are not rows (a menu's, a choice's name, a toggle's second title).
    public var rowList: Int? { storedRowList >= 0 ? Int(storedRowList) : nil }

    /// Appends the titles of an entry: none for a separator, two for a
    /// variable toggle.
    static func append(titlesOf entry: MenuEntry, at place: EntryPlace, to titles: inout [TitleVisit]) {
        func title(_ text: String, _ kind: Kind, literal: SourceRange?) -> TitleVisit {
            TitleVisit(
                text: text, kind: kind, menuKind: place.menuKind, menuIndex: place.menuIndex, entry: entry,
                rowList: kind.isRow ? place.rowList : nil, literalRange: literal,
                reportRange: literal ?? entry.keywordRange)
        }
        let literal = entry.source.firstTitleRange
        switch entry {
        // Read through the view: binding the case would copy the whole command.
        case .command: titles.append(title(CommandView(entry)!.title, .item, literal: literal))
        case .toggle(let toggle):
            titles.append(title(toggle.title, .toggle, literal: literal))
            if let second = toggle.titleWhenOn { titles.append(title(second, .toggleWhenOn, literal: toggle.secondTitleRange)) }
        case .choice(let choice): titles.append(title(choice.name, .choice, literal: literal))
        case .option(let option): titles.append(title(option.title, .option, literal: literal))
        case .submenu(let submenu): titles.append(title(submenu.title, .submenu, literal: literal))
        case .section(let section): titles.append(title(section.title, .section, literal: literal))
        // A dynamic list's title describes it; it is not shown.
        case .separator, .dynamic: break
        }
    }

    public var owner: Owner {
        switch (kind, entry) {
        case (.item, .command(let command)?): .item(command.role)
        case (.submenu, .submenu(let submenu)?): .submenu(submenu.role)
        case (.menu, _): .menu(menuKind)
        case (.toggle, _): .toggle
        case (.toggleWhenOn, _): .toggleWhenOn
        case (.choice, _): .choice
        case (.option, _): .option
        case (.section, _): .section
        default: .item(nil)
        }
    }

    /// The title's item or submenu has a role.
    public var hasRole: Bool {
        switch (kind, entry) {
        case (.item, .command(let command)?): command.role != nil
        case (.submenu, .submenu(let submenu)?): submenu.role != nil
        default: false
        }
    }


    /// Whether people see the title: a context menu's name is only a name.
    /// The Dock menu's, an edit menu's and a list of activities' are names too.
    public var isShown: Bool { kind != .menu || !(menuKind == .context || menuKind == .dock || menuKind == .edit || menuKind == .activities) }

    /// The title of an item of a menu; an activity, though a command, is no
    /// menu item and follows no menu item's title conventions (ellipses).
    public var isItem: Bool { kind == .item && menuKind != .activities }

    /// A fix-it that rewrites the title literal to `replacement`. When the
    /// title names its command (no `id:`, no role) and the new title would
    /// name it differently ("the Grid Overlay" is `theGridOverlay`, "Grid
    /// Overlay" `gridOverlay`), the old identifier is written after the
    /// title with `id:`: a fix must not rename what generated code and the
    /// app's handlers call the command.
    public func replacement(_ replacement: String, message: DiagnosticMessage, in source: SourceFile) -> [FixIt] {
        // A title longer than any menu shows is not rewritten: long-title
        // reports it, and a fix carrying it whole would make the report
        // grow with the file.
        guard var range = literalRange, text.utf8.count <= Self.maximumRewrittenLength else { return [] }
        // A menu's or choice's title names it in generated code too, and
        // neither can be given an `id:`: a fix that would rename it is not
        // offered (the diagnostic stays).
        if kind == .menu || kind == .choice, IdentifierDerivation.derive(from: replacement) != IdentifierDerivation.derive(from: text) {
            return []
        }
        var text = StringLiteralEncoder.quote(replacement)
        var message = message
        if let identifier = identifierNamedByTitle, IdentifierDerivation.derive(from: replacement) != identifier {
            // Attributes follow the titles: the source from a toggle's
            // first title to the end of its second is kept as written (with
            // any comment between them), and the identifier goes after it.
            if case .toggle(let toggle)? = entry, let secondRange = toggle.secondTitleRange {
                text += source.text(in: SourceRange(start: range.end, end: secondRange.end))
                range = range.union(secondRange)
            }
            text += " id: " + identifier
            message = "\(message) (keeping the identifier '\(identifier)')"
        }
        return [.replace(range, with: text, message: message)]
    }

    /// The most bytes of a title that a fix-it rewrites.
    static let maximumRewrittenLength = 1_000

    /// The identifier derived from this title, when it names its command:
    /// the command has no `id:` or role, and this is its first title. It
    /// is the command's own, which may be prefixed with its submenus' titles.
    private var identifierNamedByTitle: String? {
        let identifier: String? = switch (kind, entry) {
        case (.item, .command(let command)?): command.explicitID == nil && command.role == nil ? command.id : nil
        case (.toggle, .toggle(let toggle)?): toggle.explicitID == nil && toggle.role == nil ? toggle.id : nil
        case (.option, .option(let option)?): option.explicitID == nil ? option.id : nil
        default: nil
        }
        guard let identifier, !identifier.isEmpty else { return nil }
        return identifier
    }
}
