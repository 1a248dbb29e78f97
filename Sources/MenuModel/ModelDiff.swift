import MenuDiagnostics
import MenuSyntax

/// An entry as one version of a file has it, for `MenuChange`: a menu, a
/// submenu, or something a user chooses (item, toggle, option, alternate,
/// activity).
public struct DiffEntry: Equatable, Sendable {
    public enum Kind: String, Sendable {
        case menu, submenu, command, toggle, option, alternate, activity
    }

    public var kind: Kind
    /// What the entry is matched by first: a command's identifier, a
    /// menu's, a submenu's role; nil when only its title can match it.
    public var id: String?
    public var title: String
    /// A variable-title toggle's title while it is on.
    public var titleWhenOn: String?
    public var shortcut: Shortcut?
    /// The platforms the entry is written for, of those its file targets.
    public var platforms: PlatformSet
    /// The kind of menu the entry is in (or is).
    public var menuKind: MenuKind
    /// The titles of its menu and of the submenus leading to it; empty for a menu.
    public var path: [String]
    /// The entry in its file: where its line is read.
    public var range: SourceRange

    public init(
        kind: Kind, id: String?, title: String, titleWhenOn: String? = nil, shortcut: Shortcut? = nil,
        platforms: PlatformSet, menuKind: MenuKind, path: [String], range: SourceRange
    ) {
        self.kind = kind
        self.id = id
        self.title = title
        self.titleWhenOn = titleWhenOn
        self.shortcut = shortcut
        self.platforms = platforms
        self.menuKind = menuKind
        self.path = path
        self.range = range
    }

    /// The title of the menu the entry is in, or of the menu it is.
    public var menuTitle: String { path.first ?? title }
}

/// One thing that changed for the user between two versions of a menu file.
/// A matched entry can have several: renamed and given another shortcut.
public enum MenuChange: Equatable, Sendable {
    case added(DiffEntry)
    case removed(DiffEntry)
    /// The shortcut is another, or one was added or removed (`shortcut` nil on that side).
    case shortcutChanged(old: DiffEntry, new: DiffEntry)
    case renamed(old: DiffEntry, new: DiffEntry)
    /// A variable-title toggle's second title changed, or it gained or lost one.
    case titleWhenOnChanged(old: DiffEntry, new: DiffEntry)
    /// The entry is in another menu or submenu (`path` says which).
    case moved(old: DiffEntry, new: DiffEntry)
    /// The entry is written for other platforms, of those both files target.
    case platformsChanged(old: DiffEntry, new: DiffEntry)
    /// The file targets other platforms.
    case filePlatformsChanged(old: PlatformSet, new: PlatformSet)

    /// The entry in the old version; nil when it was added.
    public var old: DiffEntry? {
        switch self {
        case .added, .filePlatformsChanged: nil
        case .removed(let entry): entry
        case .shortcutChanged(let old, _), .renamed(let old, _), .titleWhenOnChanged(let old, _), .moved(let old, _),
             .platformsChanged(let old, _): old
        }
    }

    /// The entry in the new version; nil when it was removed.
    public var new: DiffEntry? {
        switch self {
        case .removed, .filePlatformsChanged: nil
        case .added(let entry): entry
        case .shortcutChanged(_, let new), .renamed(_, let new), .titleWhenOnChanged(_, let new), .moved(_, let new),
             .platformsChanged(_, let new): new
        }
    }

    /// The entry as it is now, or as it was before it was removed.
    public var entry: DiffEntry? { new ?? old }

    /// A shortcut people knew is gone: changed, taken off, or removed with
    /// its entry. What `menuc diff --fail-on-change` stops on.
    public var breaksShortcut: Bool {
        switch self {
        case .shortcutChanged(let old, _), .removed(let old): old.shortcut != nil
        default: false
        }
    }
}

/// Compares two versions of a menu file.
///
/// The menu-bar menus are compared as one whole, so an entry can move from
/// one to another; each other menu (context menu, pull-down, pop-up, Dock
/// menu, edit menu, activities) is compared with the menu of its kind and
/// identifier in the other version only. In each, entries are matched by
/// identifier, then by title among those left, then by shortcut among
/// those left in the same (matched) menu or submenu, which finds a command
/// renamed without an identifier of its own. Each pass pairs entries in
/// file order, so equal inputs give equal answers.
public enum MenuDiff {
    public static func compare(old: MenuModel, new: MenuModel) -> [MenuChange] {
        var changes: [MenuChange] = []
        if old.platformSet != new.platformSet {
            changes.append(.filePlatformsChanged(old: old.platformSet, new: new.platformSet))
        }
        let common = old.platformSet.intersection(new.platformSet)
        for scope in scopes(old: old, new: new) {
            changes += scopeChanges(scope, commonPlatforms: common)
        }
        return changes
    }

    // MARK: Scopes

    /// The entries compared together: the menu bar's, or one other menu's.
    private struct Scope {
        var old: [Node] = []
        var new: [Node] = []
    }

    /// An entry of one version, with the menu or submenu it is in.
    private struct Node {
        var entry: DiffEntry
        /// The index of its menu or submenu among the scope's nodes; nil for a menu.
        var container: Int?

        /// Entries of different classes are never matched with each other.
        var matchClass: DiffEntry.Kind {
            switch entry.kind {
            case .menu, .submenu: entry.kind
            default: .command
            }
        }
    }

    /// The menu bar first, then the other menus in the new version's
    /// order, then those only the old version has.
    private static func scopes(old: MenuModel, new: MenuModel) -> [Scope] {
        struct Key: Hashable {
            var kind: MenuKind
            var identifier: String
        }
        var menuBar = Scope()
        var others: [Key: Scope] = [:]
        var order: [Key] = []
        for (model, isNew) in [(new, true), (old, false)] {
            for menu in model.menus {
                let nodes = self.nodes(of: menu, filePlatforms: model.platformSet)
                if menu.kind == .menuBar {
                    append(nodes, to: &menuBar, isNew: isNew)
                    continue
                }
                let key = Key(kind: menu.kind, identifier: menu.identifier)
                if others[key] == nil { order.append(key) }
                append(nodes, to: &others[key, default: Scope()], isNew: isNew)
            }
        }
        return [menuBar] + order.map { others[$0]! }
    }

    /// Appends a menu's nodes to one side of `scope`, their containers'
    /// indices moved past the nodes already there.
    private static func append(_ nodes: [Node], to scope: inout Scope, isNew: Bool) {
        let base = isNew ? scope.new.count : scope.old.count
        let moved = nodes.map { node in
            var node = node
            node.container = node.container.map { $0 + base }
            return node
        }
        if isNew { scope.new += moved } else { scope.old += moved }
    }

    /// The menu, then its entries depth first.
    private static func nodes(of menu: Menu, filePlatforms: PlatformSet) -> [Node] {
        let entry = DiffEntry(
            kind: .menu, id: menu.identifier, title: menu.title, platforms: filePlatforms, menuKind: menu.kind, path: [],
            range: menu.headerRange)
        var nodes = [Node(entry: entry, container: nil)]
        let place = Place(container: 0, path: [menu.title], menuKind: menu.kind, filePlatforms: filePlatforms)
        add(menu.entries, in: place, to: &nodes)
        return nodes
    }

    /// Where a list of entries is.
    private struct Place {
        var container: Int
        var path: [String]
        var menuKind: MenuKind
        var filePlatforms: PlatformSet
    }

    private static func add(_ entries: [MenuEntry], in place: Place, to nodes: inout [Node]) {
        func append(_ kind: DiffEntry.Kind, _ id: String?, _ title: String, on: String? = nil, _ shortcut: Shortcut?,
                    _ platforms: PlatformSet, _ range: SourceRange) {
            let entry = DiffEntry(
                kind: kind, id: id, title: title, titleWhenOn: on, shortcut: shortcut,
                platforms: platforms.intersection(place.filePlatforms), menuKind: place.menuKind, path: place.path, range: range)
            nodes.append(Node(entry: entry, container: place.container))
        }
        func appendAlternates(_ alternates: [Command]) {
            for alternate in alternates {
                append(.alternate, alternate.id, alternate.title, alternate.shortcut, alternate.platforms, alternate.source.range)
            }
        }
        for entry in entries {
            switch entry {
            case .command(let command):
                append(command.isActivity ? .activity : .command, command.id, command.title, command.shortcut, command.platforms,
                       command.source.range)
                appendAlternates(command.alternates)
            case .toggle(let toggle):
                append(.toggle, toggle.id, toggle.title, on: toggle.titleWhenOn, toggle.shortcut, .all, toggle.source.range)
                appendAlternates(toggle.alternates)
            case .choice(let choice):
                for option in choice.options {
                    append(.option, option.id, option.title, option.shortcut, .all, option.source.range)
                }
            case .option(let option):
                append(.option, option.id, option.title, option.shortcut, .all, option.source.range)
            case .submenu(let submenu):
                append(.submenu, submenu.role?.name, submenu.title, nil, submenu.platforms, submenu.source.range)
                var inner = place
                inner.container = nodes.count - 1
                inner.path.append(submenu.title)
                add(submenu.entries, in: inner, to: &nodes)
            case .section(let section):
                add(section.entries, in: place, to: &nodes)
            case .dynamic, .separator:
                break
            }
        }
    }

    // MARK: Matching

    private enum MatchKey: Hashable {
        case id(DiffEntry.Kind, String)
        case title(DiffEntry.Kind, String)
        /// The new container's index and the shortcut.
        case shortcut(Int, Shortcut)
    }

    /// The index of each old node's match among the new nodes.
    private static func match(_ scope: Scope) -> [Int?] {
        var oldToNew = [Int?](repeating: nil, count: scope.old.count)
        var newMatched = [Bool](repeating: false, count: scope.new.count)
        func pass(_ key: (Node, _ isNew: Bool) -> MatchKey?) {
            var waiting: [MatchKey: [Int]] = [:]
            for (index, node) in scope.new.enumerated() where !newMatched[index] {
                if let key = key(node, true) { waiting[key, default: []].append(index) }
            }
            var taken: [MatchKey: Int] = [:]
            for (index, node) in scope.old.enumerated() where oldToNew[index] == nil {
                guard let key = key(node, false), let candidates = waiting[key] else { continue }
                let next = taken[key, default: 0]
                guard next < candidates.count else { continue }
                taken[key] = next + 1
                oldToNew[index] = candidates[next]
                newMatched[candidates[next]] = true
            }
        }
        pass { node, _ in node.entry.id.map { .id(node.matchClass, $0) } }
        pass { node, _ in .title(node.matchClass, node.entry.title) }
        pass { node, isNew in
            guard node.matchClass == .command, let shortcut = node.entry.shortcut, let container = node.container else { return nil }
            guard let newContainer = isNew ? container : oldToNew[container] else { return nil }
            return .shortcut(newContainer, shortcut)
        }
        return oldToNew
    }

    // MARK: Changes

    /// The scope's changes in the new version's order, each removed entry
    /// after the changes of the entry it followed in the old version.
    private static func scopeChanges(_ scope: Scope, commonPlatforms: PlatformSet) -> [MenuChange] {
        let oldToNew = match(scope)
        var newToOld = [Int?](repeating: nil, count: scope.new.count)
        // Removed entries by the new index of the matched entry before them; -1 for none.
        var removedAfter: [Int: [Int]] = [:]
        var anchor = -1
        for (oldIndex, newIndex) in oldToNew.enumerated() {
            if let newIndex {
                newToOld[newIndex] = oldIndex
                anchor = newIndex
            } else {
                removedAfter[anchor, default: []].append(oldIndex)
            }
        }
        var changes = removedAfter[-1, default: []].map { MenuChange.removed(scope.old[$0].entry) }
        for (newIndex, node) in scope.new.enumerated() {
            if let oldIndex = newToOld[newIndex] {
                let old = scope.old[oldIndex]
                let moved = old.container.flatMap { oldToNew[$0] } != node.container
                changes += entryChanges(old.entry, node.entry, moved: moved, commonPlatforms: commonPlatforms)
            } else {
                changes.append(.added(node.entry))
            }
            changes += removedAfter[newIndex, default: []].map { MenuChange.removed(scope.old[$0].entry) }
        }
        return changes
    }

    /// What differs between two versions of one entry.
    private static func entryChanges(_ old: DiffEntry, _ new: DiffEntry, moved: Bool, commonPlatforms: PlatformSet) -> [MenuChange] {
        var changes: [MenuChange] = []
        if old.title != new.title { changes.append(.renamed(old: old, new: new)) }
        if old.titleWhenOn != new.titleWhenOn { changes.append(.titleWhenOnChanged(old: old, new: new)) }
        if old.shortcut != new.shortcut { changes.append(.shortcutChanged(old: old, new: new)) }
        if moved { changes.append(.moved(old: old, new: new)) }
        if old.platforms.intersection(commonPlatforms) != new.platforms.intersection(commonPlatforms) {
            changes.append(.platformsChanged(old: old, new: new))
        }
        return changes
    }
}
