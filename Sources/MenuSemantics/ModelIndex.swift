import MenuDiagnostics
import MenuSyntax

// The model flattened once per check, so that each rule walks arrays, and
// the views the rules read entries through.

/// Where an entry sits.
public struct EntryPlace: Sendable {
    // Eight bytes, so that a visit (an entry and its place) takes 16: the
    // index holds one per entry of the file, and more for some. The menu is
    // found through the list (`ModelIndex.menuIndex(of:)`): few rules ask.
    // The parser's nesting limit keeps the depth far below 65,536.
    private let storedRowList: Int32
    private let storedDepth: UInt16
    public let menuKind: MenuKind
    /// The entry is an option of a choice.
    public let inChoice: Bool

    /// 0 for an entry of the menu itself, 1 inside a submenu, and so on.
    public var submenuDepth: Int { Int(storedDepth) }
    /// Which list the entry is a row of: the position in the index's
    /// `containers` of its menu or submenu. A choice's options are rows of
    /// the list holding the choice.
    public var rowList: Int { Int(storedRowList) }

    public init(menuKind: MenuKind, submenuDepth: Int, inChoice: Bool, rowList: Int) {
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
        let unretained: UnretainedEntry
        public let place: EntryPlace

        public var entry: MenuEntry { unretained.entry }
        /// The entry's kind, read without retaining the entry: for rules
        /// about one kind, which look at every visit.
        public var kind: EntryKind { unretained.kind }
    }

    public struct CommandVisit: Sendable {
        public let command: CommandView
        public let place: EntryPlace
    }

    /// Every entry, depth first in source order; the options of a choice come
    /// right after the choice.
    public let entries: VisitList
    /// The items, toggles and options among them.
    public let commands: CommandList
    /// For each command, the position in `commands` of the first command with
    /// the same identifier (itself when it is the first); -1 for a command
    /// without one. Rules that relate commands by identifier read this instead
    /// of hashing the identifiers again. An index made without grouping
    /// them (`Incremental.finishWithoutGroupingIdentifiers`, and the
    /// checker's own) has none until `groupIdentifiers()`, and asking for
    /// them before is a mistake that stops the process.
    public var identifierGroups: [Int32] {
        precondition(areIdentifiersGrouped, "the identifiers of an index are grouped before a rule reads their groups")
        return storedIdentifierGroups
    }
    private var storedIdentifierGroups: [Int32] = []
    /// For each command, its identifier's key for the grouping, until it is
    /// done (none then, and none to do without commands).
    private var identifierKeys: [UInt32]
    public var areIdentifiersGrouped: Bool { identifierKeys.isEmpty }
    /// The commands that have a shortcut: what the shortcut rules read.
    public let commandsWithShortcuts: CommandList
    /// The entries of context menus.
    public let contextMenuEntries: VisitList
    /// Every title people see or that names something: menus, entries, both
    /// titles of a variable toggle.
    public let titles: TitleList
    /// Every list of entries, menu by menu: each menu's own list, then its
    /// submenus and choices as met.
    public let containers: [ContainerVisit]

    /// The index in the model of the menu holding an entry.
    public func menuIndex(of place: EntryPlace) -> Int { containers[place.rowList].menuIndex }

    /// The titles whose facts pass a test.
    @inline(__always)
    public func titles(where test: (TitleVisit.Facts) -> Bool) -> [TitleVisit] { titles.visits(matching: test) }

    /// The lists whose facts pass a test: only those are copied (a copy
    /// retains the list's entries, a cache miss per list on a large file,
    /// and most rules want few lists).
    public func containers(where test: (ContainerVisit.Facts) -> Bool) -> [ContainerVisit] {
        var result: [ContainerVisit] = []
        containers.withUnsafeBufferPointer { lists in
            guard let first = lists.baseAddress else { return }
            for position in lists.indices where test(ContainerVisit.Facts(first + position)) {
                result.append(lists[position])
            }
        }
        return result
    }

    public init(_ model: MenuModel) {
        self.init(model, groupingIdentifiers: true)
    }

    /// The index of `model`, its identifiers grouped or not (see
    /// `groupIdentifiers`): the checker groups them beside the rules that
    /// do not read the groups.
    init(_ model: MenuModel, groupingIdentifiers: Bool) {
        var builder = Builder(
            capacity: model.entryCount, titleCount: model.titleCount, listCount: model.listCount, menuCount: model.menus.count)
        // Each menu is read in place through a pointer: a copy of a menu
        // (or of one borrowed, which the compiler made around each use of
        // its title) retained its title, identifier and entries, cache
        // misses on a large file.
        model.menus.withUnsafeBufferPointer { menus in
            guard let first = menus.baseAddress else { return }
            for menuIndex in menus.indices { builder.add(first + menuIndex) }
        }
        self.init(&builder)
        if groupingIdentifiers { groupIdentifiers() }
    }

    // The builder is taken `inout`: taken `consuming`, it cost every check
    // about 30,000 instructions more (7.78M against 7.82M, callgrind).
    private init(_ builder: inout Builder) {
        // Each array of visits is kept with the lists, which hold the
        // entries the visits do not retain.
        let lists = builder.containers
        entries = VisitList(visits: builder.entries, lists: lists)
        commands = CommandList(entries: entries, positions: builder.commandPositions)
        identifierKeys = builder.identifierKeys
        commandsWithShortcuts = CommandList(entries: entries, positions: builder.shortcutPositions)
        contextMenuEntries = VisitList(visits: builder.contextMenuEntries, lists: lists)
        titles = TitleList(TitleList.Storage(
            records: builder.titles, entries: builder.entries, menus: builder.menuTitles, lists: lists))
        containers = builder.containers
    }

    /// An index built a menu at a time, as lowering makes each (see
    /// `LoweringObserver`): a check of a large file indexes its menus on
    /// the other core while the rest of the file is parsed and lowered.
    /// The index is the one `init(_:)` makes of a model with these menus.
    public struct Incremental: Sendable {
        private var builder = Builder(capacity: 0, titleCount: 0, listCount: 0, menuCount: 0)

        public init() {}

        /// Adds the model's next menu.
        public mutating func add(_ menu: Menu) {
            withUnsafePointer(to: menu) { builder.add($0) }
        }

        /// The index without its identifier groups, for a caller that groups
        /// them (`groupIdentifiers`) while rules that do not read them run
        /// on another thread: on a large file the grouping takes as long as
        /// a third of the rules, and the last menu's index waited for it.
        public consuming func finishWithoutGroupingIdentifiers() -> ModelIndex {
            ModelIndex(&builder)
        }
    }

    /// Points each command with an identifier at the first command with the
    /// same one; -1 for a command without an identifier. After the walk, as
    /// `FirstOccurrenceTable.forEachFirstOccurrence` explains. Does nothing
    /// when they are grouped already.
    public mutating func groupIdentifiers() {
        guard !areIdentifiersGrouped else { return }
        let commands = commands
        func identifier(_ position: Int) -> String { commands[position].command.id }
        var groups = [Int32](repeating: -1, count: identifierKeys.count)
        // Written through a pointer: each write to the array from the
        // table's body checked that it was unique.
        groups.withUnsafeMutableBufferPointer { groups in
            FirstOccurrenceTable.forEachFirstOccurrence(ofKeys: identifierKeys, isSameKey: { identifier($0) == identifier($1) }) {
                groups[$0] = Int32(truncatingIfNeeded: $1)
            }
        }
        storedIdentifierGroups = groups
        identifierKeys = []
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
        var contextMenuEntries: [Visit] = []
        var titles: [TitleRecord] = []
        var menuTitles: [TitleList.MenuTitle] = []
        var containers: [ContainerVisit] = []
        /// For each command, its identifier's key for the grouping (0 for a
        /// command without an identifier).
        private(set) var identifierKeys: [UInt32] = []

        init(capacity: Int, titleCount: Int, listCount: Int, menuCount: Int) {
            entries.reserveCapacity(capacity)
            commandPositions.reserveCapacity(capacity)
            identifierKeys.reserveCapacity(capacity)
            titles.reserveCapacity(titleCount)
            menuTitles.reserveCapacity(menuCount)
            containers.reserveCapacity(listCount)
        }

        /// Adds a menu: its own list, then its submenus and choices as met.
        mutating func add(_ menu: UnsafePointer<Menu>) {
            let menuIndex = menuTitles.count
            let kind = menu.pointee.kind
            let container = containers.count
            containers.append(ContainerVisit(
                kind: .menu, menuIndex: menuIndex, menuKind: kind, titleText: menu.pointee.titleText,
                headerRange: menu.pointee.headerRange, entries: menu.pointee.entries, submenuDepth: 0))
            let traits = TitleTraits(menu.pointee.titleText)
            titles.append(.menu(menuIndex, kind: kind, traits: traits))
            menuTitles.append(TitleList.MenuTitle(
                text: menu.pointee.titleText, traits: traits, titleRange: menu.pointee.titleRange,
                headerRange: menu.pointee.headerRange))
            addList(menu.pointee.entries, menuIndex: menuIndex, kind: kind, depth: 0, container: container)
        }

        /// Adds the entries of the list that is `container` in `containers`,
        /// and counts them there.
        private mutating func addList(_ list: [MenuEntry], menuIndex: Int, kind: MenuKind, depth: Int, container: Int) {
            var items = 0
            var rows = 0
            var hasStraySeparator = false
            var followsSeparator = false
            for position in list.indices {
                let place = EntryPlace(menuKind: kind, submenuDepth: depth, inChoice: false, rowList: container)
                let unretained = UnretainedEntry(list[position])
                add(unretained, at: place)
                if case .separator = list[position] {
                    if items == 0 || followsSeparator { hasStraySeparator = true }
                    followsSeparator = true
                    continue
                }
                followsSeparator = false
                items += 1
                switch list[position] {
                case .submenu(let submenu):
                    rows += 1
                    let submenuContainer = containers.count
                    containers.append(ContainerVisit(
                        kind: .submenu(submenu.role), menuIndex: menuIndex, menuKind: kind, titleText: submenu.titleText,
                        headerRange: submenu.headerRange,
                        entries: submenu.entries, submenuDepth: depth + 1))
                    addList(submenu.entries, menuIndex: menuIndex, kind: kind, depth: depth + 1, container: submenuContainer)
                case .choice(let choice):
                    rows += choice.options.count
                    containers.append(ContainerVisit(
                        kind: .choice, menuIndex: menuIndex, menuKind: kind, titleText: choice.nameText,
                        headerRange: choice.headerRange,
                        entries: choice.options.map(MenuEntry.option), submenuDepth: depth, itemCount: choice.options.count))
                    for option in choice.options {
                        add(UnretainedEntry(.option(option)), at: EntryPlace(menuKind: kind, submenuDepth: depth, inChoice: true, rowList: container))
                    }
                default:
                    rows += 1
                }
            }
            containers[container].count(items: items, rows: rows, hasStraySeparator: hasStraySeparator || followsSeparator)
        }

        private mutating func add(_ unretained: UnretainedEntry, at place: EntryPlace) {
            let entryPosition = Int32(truncatingIfNeeded: entries.count)
            let visit = Visit(unretained: unretained, place: place)
            entries.append(visit)
            if place.menuKind == .context { contextMenuEntries.append(visit) }
            // Each object is read in place: a view of an entry and each read
            // of a title cost a retain and a release, which were the largest
            // part of building the index. A command's title bytes are read
            // once, for its traits and identifier.
            unretained.withObject(
                item: { command in
                    let role = command.role
                    let name = command.explicitID ?? role?.name
                    let derived = addTitle(command.titleText, .item, at: place, position: entryPosition, hasRole: role != nil,
                                           derivingIdentifier: name == nil)
                    addCommand(at: entryPosition, hasShortcut: command.hasShortcut, named: name, derived: derived)
                },
                toggle: { toggle in
                    let name = toggle.explicitID
                    let derived = addTitle(toggle.titleText, .toggle, at: place, position: entryPosition, derivingIdentifier: name == nil)
                    // Right after the first, where the toggle rule looks for it.
                    if let second = toggle.titleWhenOnText { addTitle(second, .toggleWhenOn, at: place, position: entryPosition) }
                    addCommand(at: entryPosition, hasShortcut: toggle.hasShortcut, named: name, derived: derived)
                },
                choice: { choice in addTitle(choice.nameText, .choice, at: place, position: entryPosition) },
                option: { option in
                    let name = option.explicitID
                    let derived = addTitle(option.titleText, .option, at: place, position: entryPosition, derivingIdentifier: name == nil)
                    addCommand(at: entryPosition, hasShortcut: option.hasShortcut, named: name, derived: derived)
                },
                submenu: { submenu in addTitle(submenu.titleText, .submenu, at: place, position: entryPosition, hasRole: submenu.role != nil) },
                separator: {})
        }

        /// Records a command. Its identifier is the one `named` (written, or
        /// its role's), or else the one derived from its title, whose hash
        /// `addTitle` took.
        private mutating func addCommand(at entryPosition: Int32, hasShortcut: Bool, named name: String?, derived: UInt64?) {
            commandPositions.append(entryPosition)
            if hasShortcut { shortcutPositions.append(entryPosition) }
            // Identifiers are hashed without making their strings; strings
            // are made only to confirm that two with one hash are equal.
            let idHash = if let name { IdentifierDerivation.hash(ofName: name) } else { derived }
            identifierKeys.append(idHash.map(FirstOccurrenceTable.key(of:)) ?? 0)
        }

        /// Records a title. With `derivingIdentifier`, also returns the hash
        /// of the identifier derived from it (`hashOfDerived`), taken from the
        /// bytes read for its traits.
        @discardableResult
        private mutating func addTitle(
            _ text: LiteralText, _ kind: TitleVisit.Kind, at place: EntryPlace, position: Int32, hasRole: Bool = false,
            derivingIdentifier: Bool = false
        ) -> UInt64? {
            let (traits, derived) = text.withUTF8 { TitleTraits.reading($0, derivingIdentifier: derivingIdentifier) }
            titles.append(TitleRecord(traits: traits, kind: kind, menuKind: place.menuKind, hasRole: hasRole, entryPosition: position))
            return derived
        }
    }
}

/// Visits of the index, with the lists that hold their entries (see
/// `UnretainedEntry`).
public struct VisitList: RandomAccessCollection, Sendable {
    private let visits: [ModelIndex.Visit]
    private let lists: [ContainerVisit]

    init(visits: [ModelIndex.Visit], lists: [ContainerVisit]) {
        self.visits = visits
        self.lists = lists
    }

    public var startIndex: Int { visits.startIndex }
    public var endIndex: Int { visits.endIndex }
    public subscript(position: Int) -> ModelIndex.Visit { visits[position] }
}

/// Commands of the index, held as positions in its entries (four bytes each,
/// no copy of the visit and no retain of its entry) and read as visits.
public struct CommandList: RandomAccessCollection, Sendable {
    private let entries: VisitList
    private let positions: [Int32]

    init(entries: VisitList, positions: [Int32]) {
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

    /// Where a command sits, without a view of the command (and the
    /// reference counting a view costs): for passes that look at most
    /// commands' places and few of the commands.
    public func place(at position: Int) -> EntryPlace {
        entries[Int(positions[position])].place
    }
}

/// A list of entries: a menu, a submenu or a choice.
public struct ContainerVisit: Sendable {
    public enum Kind: Sendable {
        case menu
        case submenu(Role?)
        case choice
    }

    // Laid out in 64 bytes (the numbers in 32 bits or fewer; the parser's
    // nesting limit keeps the depth small): a large file has one per submenu.
    public let kind: Kind
    /// The kind of menu the list is in.
    public let menuKind: MenuKind
    // Found as the index is built, so that rules about a list's length or
    // its separators do not visit its entries (each a cache miss on a
    // large file).
    /// The list has a separator that separates nothing: one before its
    /// first item or after its last, or right after another separator.
    public private(set) var hasStraySeparator = false
    private let storedSubmenuDepth: UInt16
    private let storedMenuIndex: Int32
    private var storedItemCount: Int32 = 0
    private var storedRowCount: Int32 = 0
    /// The keyword and title that open the list: where whole-menu rules point.
    public let headerRange: SourceRange
    let titleText: LiteralText
    public let entries: [MenuEntry]

    public var menuIndex: Int { Int(storedMenuIndex) }
    public var submenuDepth: Int { Int(storedSubmenuDepth) }
    public var title: String { titleText.string }

    /// A list whose items are not known yet (a menu's or a submenu's, which
    /// the index counts as it walks them, see `count`) or that has
    /// `itemCount` (a choice's options, each an item and a row).
    init(
        kind: Kind, menuIndex: Int, menuKind: MenuKind, titleText: LiteralText, headerRange: SourceRange, entries: [MenuEntry],
        submenuDepth: Int, itemCount: Int = 0
    ) {
        self.kind = kind
        self.menuKind = menuKind
        self.storedMenuIndex = Int32(truncatingIfNeeded: menuIndex)
        self.storedSubmenuDepth = UInt16(clamping: submenuDepth)
        self.headerRange = headerRange
        self.titleText = titleText
        self.entries = entries
        count(items: itemCount, rows: itemCount, hasStraySeparator: false)
    }

    /// How messages name the list: "menu 'File'", "submenu 'Font'".
    public var description: String {
        switch kind {
        case .menu: "\(menuKind.displayName) '\(title)'"
        case .submenu: "submenu '\(title)'"
        case .choice: "choice '\(title)'"
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

    /// Entries other than separators.
    public var itemCount: Int { Int(storedItemCount) }
    /// The rows people see: entries other than separators, with each
    /// choice counted as its options.
    public var rowCount: Int { Int(storedRowCount) }

    mutating func count(items: Int, rows: Int, hasStraySeparator: Bool) {
        storedItemCount = Int32(truncatingIfNeeded: items)
        storedRowCount = Int32(truncatingIfNeeded: rows)
        self.hasStraySeparator = hasStraySeparator
    }

    /// What a list's numbers say about it, read without copying the list.
    public struct Facts: Sendable {
        public let menuKind: MenuKind
        public let isMenu: Bool
        public let isChoice: Bool
        public let hasStraySeparator: Bool
        public let itemCount: Int
        public let rowCount: Int

        init(_ list: UnsafePointer<ContainerVisit>) {
            menuKind = list.pointee.menuKind
            isMenu = list.pointee.isMenu
            isChoice = list.pointee.isChoice
            hasStraySeparator = list.pointee.hasStraySeparator
            itemCount = list.pointee.itemCount
            rowCount = list.pointee.rowCount
        }
    }
}

/// The titles of the index. Each is kept as a record of its traits and
/// place (no object and no string of its own: the text stays with its
/// entry), and read as a `TitleVisit`.
public struct TitleList: RandomAccessCollection, Sendable {
    struct MenuTitle: Sendable {
        let text: LiteralText
        /// Kept here too, for rules that read the menus' titles in order:
        /// the menus' records are far apart among the entries'.
        let traits: TitleTraits
        let titleRange: SourceRange?
        let headerRange: SourceRange
    }

    final class Storage: Sendable {
        let records: [TitleRecord]
        /// The index's visits; their entries are held by `lists`.
        let entries: [ModelIndex.Visit]
        let menus: [MenuTitle]
        /// The index's `containers`, for the menu of an entry's list.
        let lists: [ContainerVisit]

        init(records: [TitleRecord], entries: [ModelIndex.Visit], menus: [MenuTitle], lists: [ContainerVisit]) {
            self.records = records
            self.entries = entries
            self.menus = menus
            self.lists = lists
        }

        func rowList(at position: Int) -> Int? {
            let record = records[position]
            guard record.kind.isRow else { return nil }
            return record.entryIndex.map { entries[$0].place.rowList }
        }
    }

    private let storage: Storage

    /// A title's traits and list, read without a view of the title: for
    /// passes over every title that look at few of them closely.
    func traits(at position: Int) -> TitleTraits { storage.records[position].traits }
    func kind(at position: Int) -> TitleVisit.Kind { storage.records[position].kind }
    func rowList(at position: Int) -> Int? { storage.rowList(at: position) }
    /// The traits of the title of the model's menu at `menuIndex`.
    func traits(ofMenu menuIndex: Int) -> TitleTraits { storage.menus[menuIndex].traits }

    init(_ storage: Storage) {
        self.storage = storage
    }

    /// Calls `row` with the position, list (`rowList`) and traits of each
    /// title that is a row, reading the records and visits in place: for
    /// passes over every title, where reading each through `rowList(at:)`
    /// and `traits(at:)` checked both arrays' bounds twice a title. After
    /// the last title of each menu, calls `menuEnded` with the positions
    /// of its titles: the menu's own, then its entries' (as the index adds
    /// them), for a pass that works a menu at a time.
    @inline(__always)
    func forEachRow(
        _ row: (_ position: Int, _ list: Int, _ traits: TitleTraits) -> Void, menuEnded: (_ titles: Range<Int>) -> Void
    ) {
        storage.records.withUnsafeBufferPointer { records in
            storage.entries.withUnsafeBufferPointer { entries in
                var menuStart = 0
                for position in records.indices {
                    let record = records[position]
                    // Rows always belong to an entry.
                    if record.kind.isRow {
                        row(position, entries[Int(record.entryPosition)].place.rowList, record.traits)
                    } else if record.kind == .menu && position > menuStart {
                        menuEnded(menuStart..<position)
                        menuStart = position
                    }
                }
                if menuStart < records.count { menuEnded(menuStart..<records.count) }
            }
        }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.records.count }

    public subscript(position: Int) -> TitleVisit {
        TitleVisit(storage: storage, position: position)
    }

    /// The titles whose traits, kind and place pass a test, which reads
    /// only the records: no entry is visited for a title that fails it.
    /// Inlined into each rule, with its test: called once per title, the
    /// test cost more as a call than its work.
    @inline(__always)
    public func visits(matching test: (TitleVisit.Facts) -> Bool) -> [TitleVisit] {
        var result: [TitleVisit] = []
        storage.records.withUnsafeBufferPointer { records in
            for position in records.indices where test(TitleVisit.Facts(records[position])) {
                result.append(TitleVisit(storage: storage, position: position))
            }
        }
        return result
    }
}

/// What the index records of each title: 24 bytes with its traits. The
/// title's menu and list are its entry's place.
struct TitleRecord: Sendable {
    let traits: TitleTraits
    let kind: TitleVisit.Kind
    let menuKind: MenuKind
    /// The title's item or submenu has a role.
    let hasRole: Bool
    /// The title's entry in the index's entries; for a menu's own title,
    /// -1 - the menu's index.
    let entryPosition: Int32

    static func menu(_ menuIndex: Int, kind: MenuKind, traits: TitleTraits) -> TitleRecord {
        TitleRecord(traits: traits, kind: .menu, menuKind: kind, hasRole: false, entryPosition: -1 - Int32(truncatingIfNeeded: menuIndex))
    }

    /// The menu of a menu's own title.
    var menuIndex: Int? { entryPosition < 0 ? Int(-1 - entryPosition) : nil }
    var entryIndex: Int? { entryPosition >= 0 ? Int(entryPosition) : nil }
}

/// A title and what it belongs to, read from the index's record of it.
public struct TitleVisit: Sendable {
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

    /// The owner without its role.
    public enum Kind: UInt8, Sendable {
        case menu, item, toggle, toggleWhenOn, choice, option, submenu

        /// The title is a row of a list: the title of an entry people see
        /// as a line of a menu (not a menu's, a choice's name, or a
        /// toggle's second title).
        var isRow: Bool {
            switch self {
            case .menu, .choice, .toggleWhenOn: false
            case .item, .toggle, .option, .submenu: true
            }
        }
    }

    /// The facts a filter reads, all kept in the index's record.
    public struct Facts: Sendable {
        public let traits: TitleTraits
        public let kind: Kind
        public let menuKind: MenuKind
        /// The title's item or submenu has a role.
        public let hasRole: Bool

        init(_ record: TitleRecord) {
            traits = record.traits
            kind = record.kind
            menuKind = record.menuKind
            hasRole = record.hasRole
        }

        /// Whether people see the title: a context menu's name is only a name.
        public var isShown: Bool { kind != .menu || menuKind != .context }
    }

    private let storage: TitleList.Storage
    private let position: Int

    init(storage: TitleList.Storage, position: Int) {
        self.storage = storage
        self.position = position
    }

    private var record: TitleRecord { storage.records[position] }

    public var traits: TitleTraits { record.traits }
    public var kind: Kind { record.kind }
    public var menuKind: MenuKind { record.menuKind }

    /// The entry the title belongs to; nil for a menu's own title.
    public var entry: MenuEntry? { record.entryIndex.map { storage.entries[$0].entry } }

    public var text: String {
        let record = record
        guard let entryIndex = record.entryIndex else { return storage.menus[record.menuIndex!].text.string }
        switch storage.entries[entryIndex].entry {
        case .command(let command): return command.title
        case .toggle(let toggle): return record.kind == .toggleWhenOn ? toggle.titleWhenOn ?? "" : toggle.title
        case .choice(let choice): return choice.name
        case .option(let option): return option.title
        case .submenu(let submenu): return submenu.title
        case .separator: return ""
        }
    }

    public var owner: Owner {
        switch record.kind {
        case .menu: .menu(record.menuKind)
        case .item: .item(record.hasRole ? entry.flatMap { CommandView($0)?.role } : nil)
        case .toggle: .toggle
        case .toggleWhenOn: .toggleWhenOn
        case .choice: .choice
        case .option: .option
        case .submenu:
            if record.hasRole, case .submenu(let submenu)? = entry { .submenu(submenu.role) } else { .submenu(nil) }
        }
    }

    /// The string literal, when the title was written (not supplied by a role).
    public var literalRange: SourceRange? {
        let record = record
        guard let entryIndex = record.entryIndex else { return storage.menus[record.menuIndex!].titleRange }
        let entry = storage.entries[entryIndex].entry
        if record.kind == .toggleWhenOn, case .toggle(let toggle) = entry { return toggle.secondTitleRange }
        return entry.source.firstTitleRange
    }

    /// Where to report: the literal, or the entry's keyword (a menu's header).
    public var reportRange: SourceRange {
        if let literalRange { return literalRange }
        let record = record
        guard let entryIndex = record.entryIndex else { return storage.menus[record.menuIndex!].headerRange }
        return storage.entries[entryIndex].entry.keywordRange
    }

    /// The list (`EntryPlace.rowList`) this title is a row of; nil for titles
    /// that are not rows (a menu's, a choice's name, a toggle's second title).
    public var rowList: Int? { storage.rowList(at: position) }

    /// The index of the menu in the model; nil for a menu's own title.
    public var menuIndex: Int? { record.entryIndex.map { storage.lists[storage.entries[$0].place.rowList].menuIndex } }

    /// Whether people see the title: a context menu's name is only a name.
    public var isShown: Bool { Facts(record).isShown }

    public var isItem: Bool { record.kind == .item }

    /// A fix-it that rewrites the title literal to `replacement`. When the
    /// title names its command (no `id:`, no role) and the new title would
    /// name it differently ("the Grid Overlay" is `theGridOverlay`, "Grid
    /// Overlay" `gridOverlay`), the old identifier is written after the
    /// title with `id:`: a fix must not rename what generated code and the
    /// app's handlers call the command.
    public func replacement(_ replacement: String, message: String, in source: SourceFile) -> [FixIt] {
        guard var range = literalRange else { return [] }
        // A menu's or choice's title names it in generated code too, and
        // neither can be given an `id:`: a fix that would rename it is not
        // offered (the diagnostic stays).
        if record.kind == .menu || record.kind == .choice, IdentifierDerivation.derive(from: replacement) != IdentifierDerivation.derive(from: text) {
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
            message += " (keeping the identifier '\(identifier)')"
        }
        return [.replace(range, with: text, message: message)]
    }

    /// The identifier derived from this title, when it names its command:
    /// the command has no `id:` or role, and this is its first title.
    private var identifierNamedByTitle: String? {
        guard let entry else { return nil }
        let isNamedByTitle: Bool = switch (record.kind, entry) {
        case (.item, .command(let command)): command.explicitID == nil && command.role == nil
        case (.toggle, .toggle(let toggle)): toggle.explicitID == nil
        case (.option, .option(let option)): option.explicitID == nil
        default: false
        }
        guard isNamedByTitle else { return nil }
        let identifier = IdentifierDerivation.derive(from: text)
        return identifier.isEmpty ? nil : identifier
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

    public var title: String { titleText.string }

    /// The title as the model keeps it (see `LiteralText`).
    public var titleText: LiteralText {
        switch entry {
        case .command(let command): command.titleText
        case .toggle(let toggle): toggle.titleText
        case .option(let option): option.titleText
        default: LiteralText("")
        }
    }

    /// The second title of a variable-title toggle.
    public var titleWhenOnText: LiteralText? {
        if case .toggle(let toggle) = entry { return toggle.titleWhenOnText }
        return nil
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

    /// The item's role gave it its shortcut: it was written without `key:`
    /// (`source.shortcutRange` is then the role's name).
    var hasShortcutFromRole: Bool { hasShortcut && source.keyAttributeRange == nil }

    /// Whether `shortcut` is not nil, told without unpacking it.
    var hasShortcut: Bool {
        switch entry {
        case .command(let command): command.hasShortcut
        case .toggle(let toggle): toggle.hasShortcut
        case .option(let option): option.hasShortcut
        default: false
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

    /// The item, toggle or option viewed.
    public var object: AnyObject {
        switch entry {
        case .command(let command): command
        case .toggle(let toggle): toggle
        case .option(let option): option
        default: preconditionFailure("a command view is of an item, a toggle or an option")
        }
    }

    public var platforms: PlatformSet { entry.platforms }

    public var source: EntrySource { entry.source }

    public var keywordRange: SourceRange { entry.keywordRange }
}
