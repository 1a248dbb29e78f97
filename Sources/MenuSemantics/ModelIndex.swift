import MenuDiagnostics
import MenuSyntax

// The model flattened once per check, so that each rule walks arrays, and
// the views the rules read entries through.

/// Where an entry sits.
public struct EntryPlace: Sendable {
    // Twelve bytes, so that a visit (an entry and its place) takes 24: the
    // index holds several per entry of the file. The parser's nesting limit
    // keeps the depth far below 65,536.
    private let storedMenuIndex: Int32
    private let storedRowList: Int32
    private let storedDepth: UInt16
    public let menuKind: MenuKind
    /// The entry is an option of a choice.
    public let inChoice: Bool

    public var menuIndex: Int { Int(storedMenuIndex) }
    /// 0 for an entry of the menu itself, 1 inside a submenu, and so on.
    public var submenuDepth: Int { Int(storedDepth) }
    /// Which list the entry is a row of: each menu and submenu has its own
    /// number; a choice's options are rows of the list holding the choice.
    public var rowList: Int { Int(storedRowList) }

    public init(menuIndex: Int, menuKind: MenuKind, submenuDepth: Int, inChoice: Bool, rowList: Int) {
        self.storedMenuIndex = Int32(clamping: menuIndex)
        self.storedDepth = UInt16(clamping: submenuDepth)
        self.storedRowList = Int32(clamping: rowList)
        self.menuKind = menuKind
        self.inChoice = inChoice
    }
}

/// The entries of a model flattened once, so each rule walks an array instead
/// of the tree.
public struct ModelIndex: Sendable {
    public struct Visit: Sendable {
        public let entry: MenuEntry
        public let place: EntryPlace
    }

    public struct CommandVisit: Sendable {
        public let command: CommandView
        public let place: EntryPlace
    }

    /// Every entry, depth first in source order; the options of a choice come
    /// right after the choice.
    public let entries: [Visit]
    /// The items, toggles and options among them.
    public let commands: CommandList
    /// For each command, the position in `commands` of the first command with
    /// the same identifier (itself when it is the first); -1 for a command
    /// without one. Rules that relate commands by identifier read this instead
    /// of hashing the identifiers again.
    public let identifierGroups: [Int32]
    /// The commands that have a shortcut: what the shortcut rules read.
    public let commandsWithShortcuts: CommandList
    /// The entries of context menus.
    public let contextMenuEntries: [Visit]
    /// Every title people see or that names something: menus, entries, both
    /// titles of a variable toggle.
    public let titles: [TitleVisit]
    /// Every list of entries: menus, submenus and choices.
    public let containers: [ContainerVisit]

    /// The titles that pass a test.
    public func titles(where test: (TitleVisit) -> Bool) -> [TitleVisit] {
        var result: [TitleVisit] = []
        for title in titles where test(title) { result.append(title) }
        return result
    }

    public init(_ model: MenuModel) {
        var builder = Builder(capacity: model.entryCount, menuCount: model.menus.count)
        for (menuIndex, menu) in model.menus.enumerated() {
            builder.add(menu, at: menuIndex)
        }
        entries = builder.entries
        commands = CommandList(entries: builder.entries, positions: builder.commandPositions)
        identifierGroups = builder.identifierGroups
        commandsWithShortcuts = CommandList(entries: builder.entries, positions: builder.shortcutPositions)
        contextMenuEntries = builder.contextMenuEntries
        titles = builder.titles
        containers = builder.menuContainers + builder.nestedContainers
    }

    /// Builds every array of the index in one walk over the model, doing all
    /// the work for an entry while it is at hand: on a large file, walking
    /// the entries once per array cost more in cache misses than in
    /// instructions.
    private struct Builder {
        var entries: [Visit] = []
        /// Where in `entries` the commands are, and those with a shortcut.
        var commandPositions: [Int32] = []
        var shortcutPositions: [Int32] = []
        var identifierGroups: [Int32] = []
        var contextMenuEntries: [Visit] = []
        var titles: [TitleVisit] = []
        var menuContainers: [ContainerVisit] = []
        /// Submenus and choices, in the order they are met.
        var nestedContainers: [ContainerVisit] = []
        private var identifiers: FirstOccurrenceTable
        private var lists = 0

        init(capacity: Int, menuCount: Int) {
            entries.reserveCapacity(capacity)
            commandPositions.reserveCapacity(capacity)
            identifierGroups.reserveCapacity(capacity)
            titles.reserveCapacity(capacity + menuCount)
            menuContainers.reserveCapacity(menuCount)
            identifiers = FirstOccurrenceTable(capacity: capacity)
        }

        mutating func add(_ menu: Menu, at menuIndex: Int) {
            titles.append(TitleVisit(
                text: menu.title, literalRange: menu.titleRange, reportRange: menu.titleRange ?? menu.headerRange,
                owner: .menu(menu.kind), menuKind: menu.kind, entry: nil, rowList: nil, menuIndex: nil))
            menuContainers.append(ContainerVisit(
                kind: .menu, menuIndex: menuIndex, menuKind: menu.kind, title: menu.title,
                headerRange: menu.headerRange, entries: menu.entries, submenuDepth: 0))
            addList(menu.entries, menuIndex: menuIndex, kind: menu.kind, depth: 0)
        }

        private mutating func addList(_ list: [MenuEntry], menuIndex: Int, kind: MenuKind, depth: Int) {
            let rowList = lists
            lists += 1
            for entry in list {
                let place = EntryPlace(menuIndex: menuIndex, menuKind: kind, submenuDepth: depth, inChoice: false, rowList: rowList)
                add(entry, at: place)
                switch entry {
                case .submenu(let submenu):
                    nestedContainers.append(ContainerVisit(
                        kind: .submenu(submenu.role), menuIndex: menuIndex, menuKind: kind, title: submenu.title,
                        headerRange: submenu.source.keywordRange.union(submenu.source.titleOrKeyword),
                        entries: submenu.entries, submenuDepth: depth + 1))
                    addList(submenu.entries, menuIndex: menuIndex, kind: kind, depth: depth + 1)
                case .choice(let choice):
                    nestedContainers.append(ContainerVisit(
                        kind: .choice, menuIndex: menuIndex, menuKind: kind, title: choice.name,
                        headerRange: choice.source.keywordRange.union(choice.source.titleOrKeyword),
                        entries: choice.options.map(MenuEntry.option), submenuDepth: depth))
                    for option in choice.options {
                        add(.option(option), at: EntryPlace(
                            menuIndex: menuIndex, menuKind: kind, submenuDepth: depth, inChoice: true, rowList: rowList))
                    }
                default:
                    break
                }
            }
        }

        private mutating func add(_ entry: MenuEntry, at place: EntryPlace) {
            let entryPosition = Int32(truncatingIfNeeded: entries.count)
            entries.append(Visit(entry: entry, place: place))
            if place.menuKind == .context { contextMenuEntries.append(Visit(entry: entry, place: place)) }
            appendTitles(of: entry, at: place)
            guard let command = CommandView(entry) else { return }
            let position = commandPositions.count
            commandPositions.append(entryPosition)
            if command.shortcut != nil { shortcutPositions.append(entryPosition) }
            // Identifiers are hashed from bytes derived on the stack; strings
            // are made only to confirm that two with one hash are equal.
            let hash = command.withIDUTF8 { bytes in bytes.isEmpty ? nil : ByteHash.of(bytes) }
            if let hash {
                let (entries, commandPositions) = (entries, commandPositions)
                let first = identifiers.firstOccurrence(hash: hash, position: position) { earlier in
                    CommandView(commandEntry: entries[Int(commandPositions[earlier])].entry).id == command.id
                }
                identifierGroups.append(Int32(first ?? position))
            } else {
                identifierGroups.append(-1)
            }
        }

        private mutating func appendTitles(of entry: MenuEntry, at place: EntryPlace) {
            func add(_ text: String, _ source: EntrySource, _ owner: TitleVisit.Owner, index: Int = 0) {
                let literal = index == 0 ? source.firstTitleRange : source.secondTitleRange
                let isRow: Bool
                switch owner {
                case .choice, .toggleWhenOn, .menu: isRow = false
                default: isRow = true
                }
                titles.append(TitleVisit(
                    text: text, literalRange: literal, reportRange: literal ?? source.keywordRange, owner: owner,
                    menuKind: place.menuKind, entry: entry, rowList: isRow ? place.rowList : nil, menuIndex: place.menuIndex))
            }
            switch entry {
            case .command(let command): add(command.title, command.source, .item(command.role))
            case .toggle(let toggle):
                add(toggle.title, toggle.source, .toggle)
                if let second = toggle.titleWhenOn { add(second, toggle.source, .toggleWhenOn, index: 1) }
            case .choice(let choice): add(choice.name, choice.source, .choice)
            case .option(let option): add(option.title, option.source, .option)
            case .submenu(let submenu): add(submenu.title, submenu.source, .submenu(submenu.role))
            case .separator: break
            }
        }
    }
}

/// Commands of the index, held as positions in its entries (four bytes each,
/// no copy of the visit and no retain of its entry) and read as visits.
public struct CommandList: RandomAccessCollection, Sendable {
    private let entries: [ModelIndex.Visit]
    private let positions: [Int32]

    init(entries: [ModelIndex.Visit], positions: [Int32]) {
        self.entries = entries
        self.positions = positions
    }

    public var startIndex: Int { positions.startIndex }
    public var endIndex: Int { positions.endIndex }

    public subscript(position: Int) -> ModelIndex.CommandVisit {
        let visit = entries[Int(positions[position])]
        // Only commands are listed, so the view always exists.
        return ModelIndex.CommandVisit(command: CommandView(commandEntry: visit.entry), place: visit.place)
    }
}

/// A list of entries: a menu, a submenu or a choice.
public struct ContainerVisit: Sendable {
    public enum Kind: Sendable {
        case menu
        case submenu(Role?)
        case choice
    }

    public let kind: Kind
    public let menuIndex: Int
    /// The kind of menu the list is in.
    public let menuKind: MenuKind
    public let title: String
    /// The keyword and title that open the list: where whole-menu rules point.
    public let headerRange: SourceRange
    public let entries: [MenuEntry]
    public let submenuDepth: Int

    /// How messages name the list: "menu 'File'", "submenu 'Font'".
    public var description: String {
        switch kind {
        case .menu: "\(menuKind.displayName) '\(title)'"
        case .submenu: "submenu '\(title)'"
        case .choice: "choice '\(title)'"
        }
    }

    /// Entries other than separators.
    public var itemCount: Int { entries.lazy.filter { !$0.isSeparator }.count }
}

/// A title and what it belongs to. A class, so that rules pass titles around
/// for the price of one retain (as a struct, each copy retained three
/// references); its fields are laid out to keep the object small, as the
/// index holds one per title of the file.
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
    }

    public let text: String
    public let traits: TitleTraits
    /// The entry the title belongs to; nil for a menu's own title.
    public let entry: MenuEntry?
    public let owner: Owner
    public let menuKind: MenuKind
    // The optional range and numbers are stored without `Optional`, whose
    // extra byte would pad each to the next multiple of four.
    private let hasLiteral: Bool
    private let storedLiteralRange: SourceRange
    /// Where to report: the literal, or the entry's keyword.
    public let reportRange: SourceRange
    private let storedRowList: Int32
    private let storedMenuIndex: Int32

    /// The string literal, when the title was written (not supplied by a role).
    public var literalRange: SourceRange? { hasLiteral ? storedLiteralRange : nil }
    /// The list (`EntryPlace.rowList`) this title is a row of; nil for titles
    /// that are not rows (a menu's, a choice's name, a toggle's second title).
    public var rowList: Int? { storedRowList < 0 ? nil : Int(storedRowList) }
    /// The index of the menu in the model; nil for a menu's own title.
    public var menuIndex: Int? { storedMenuIndex < 0 ? nil : Int(storedMenuIndex) }

    public init(
        text: String, literalRange: SourceRange?, reportRange: SourceRange, owner: Owner, menuKind: MenuKind,
        entry: MenuEntry?, rowList: Int?, menuIndex: Int?
    ) {
        self.text = text
        self.traits = TitleTraits(text)
        self.entry = entry
        self.owner = owner
        self.menuKind = menuKind
        self.hasLiteral = literalRange != nil
        self.storedLiteralRange = literalRange ?? reportRange
        self.reportRange = reportRange
        self.storedRowList = rowList.map { Int32(clamping: $0) } ?? -1
        self.storedMenuIndex = menuIndex.map { Int32(clamping: $0) } ?? -1
    }

    /// Whether people see the title: a context menu's name is only a name.
    public var isShown: Bool {
        if case .menu(.context) = owner { return false }
        return true
    }

    public var isItem: Bool {
        if case .item = owner { return true }
        return false
    }

    /// A fix-it that rewrites the title literal to `replacement`.
    public func replacement(_ replacement: String, message: String) -> [FixIt] {
        guard let literalRange else { return [] }
        return [.replace(literalRange, with: StringLiteralEncoder.quote(replacement), message: message)]
    }
}

/// An item, toggle or option seen uniformly. A view of the entry, not a
/// copy: each property reads through to it.
public struct CommandView: Sendable {
    public enum Kind: String, Sendable { case item, toggle, option }

    public let entry: MenuEntry

    public init?(_ entry: MenuEntry) {
        switch entry {
        case .command, .toggle, .option: self.entry = entry
        default: return nil
        }
    }

    /// A view of an entry known to be an item, toggle or option.
    init(commandEntry entry: MenuEntry) {
        self.entry = entry
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

    func withIDUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        switch entry {
        case .command(let command): command.withIDUTF8(body)
        case .toggle(let toggle): toggle.withIDUTF8(body)
        case .option(let option): option.withIDUTF8(body)
        default: body(UnsafeBufferPointer(start: nil, count: 0))
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

    /// Both titles of a variable-title toggle; one otherwise.
    public var titles: [String] {
        if case .toggle(let toggle) = entry { return toggle.titles }
        return [title]
    }

    public var role: Role? {
        if case .command(let command) = entry { return command.role }
        return nil
    }

    public var shortcut: Shortcut? {
        switch entry {
        case .command(let command): command.shortcut
        case .toggle(let toggle): toggle.shortcut
        case .option(let option): option.shortcut
        default: nil
        }
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

    public var source: EntrySource {
        switch entry {
        case .command(let command): command.source
        case .toggle(let toggle): toggle.source
        case .option(let option): option.source
        case .choice(let choice): choice.source
        case .submenu(let submenu): submenu.source
        case .separator(let range): EntrySource(range: range, keywordRange: range)
        }
    }
}
