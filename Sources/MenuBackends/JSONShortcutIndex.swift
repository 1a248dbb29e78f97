import MenuModel
import MenuSyntax

/// One entry that has a shortcut, found by walking the model. The JSON
/// backend's `shortcuts` array and the Markdown backend's "All Shortcuts"
/// table are both built from `ShortcutIndexEntry.collect(_:)`, so they list
/// the same shortcuts in the same order.
struct ShortcutIndexEntry {
    enum Kind: String {
        case command, toggle, option
    }

    var shortcut: Shortcut
    var id: String
    var kind: Kind
    var title: String
    /// Set for a variable-title toggle.
    var titleWhenOn: String?
    /// The choice an option belongs to, when it is in one.
    var choiceName: String?
    /// The menu the entry is in.
    var menu: Menu
    /// The menu's title, then the titles of the submenus leading to the entry.
    var path: [String]
    /// Where the entry is available: the file's platforms, narrowed by the
    /// entry's own and its submenus'.
    var platforms: PlatformSet
    /// Position in a depth-first walk of the model: menu order, then entry order.
    var order: Int

    /// Every entry with a shortcut, sorted by key, then modifiers, then
    /// position in the model (see `SortRank`).
    static func collect(_ model: MenuModel) -> [ShortcutIndexEntry] {
        var collector = Collector(filePlatforms: model.platformSet)
        for menu in model.menus {
            collector.enter(menu)
            walk(menu.entries, into: &collector)
        }
        return collector.sorted()
    }

    /// Hands `collector` the entries of `entries`, depth first.
    private static func walk(_ entries: [MenuEntry], into collector: inout Collector) {
        for entry in entries {
            switch entry {
            case .command(let command): collector.add(command)
            case .toggle(let toggle): collector.add(toggle)
            case .choice(let choice): collector.add(choice)
            case .option(let option): collector.add(option)
            case .submenu(let submenu):
                collector.enter(submenu)
                walk(submenu.entries, into: &collector)
                collector.leaveSubmenu()
            case .separator:
                break
            }
        }
    }

    /// Gathers the entries with shortcuts as a walk of the model, depth
    /// first in model order, hands it each entry: `collect(_:)`'s own walk,
    /// or a backend's as it writes the model, which reads each entry while
    /// it is at hand (a walk of its own read every entry of a large model
    /// again, long after it had been written).
    struct Collector {
        private let filePlatforms: PlatformSet
        private var menu: Menu?
        /// The submenus leading from `menu` to the entries handed in now.
        private var submenus: [Submenu] = []
        /// Where those entries are available: the file's platforms, narrowed
        /// by those of each submenu on the way.
        private var platforms: [PlatformSet]
        private var entries: [ShortcutIndexEntry] = []

        init(filePlatforms: PlatformSet) {
            self.filePlatforms = filePlatforms
            platforms = [filePlatforms]
        }

        mutating func enter(_ menu: Menu) {
            self.menu = menu
            submenus.removeAll(keepingCapacity: true)
            platforms.removeAll(keepingCapacity: true)
            platforms.append(filePlatforms)
        }

        mutating func enter(_ submenu: Submenu) {
            submenus.append(submenu)
            platforms.append(platforms[platforms.count - 1].intersection(submenu.platforms))
        }

        mutating func leaveSubmenu() {
            submenus.removeLast()
            platforms.removeLast()
        }

        // Most entries have no shortcut: their identifiers are derived, and
        // their titles and path made strings, only when they have one.

        mutating func add(_ command: Command) {
            guard let shortcut = command.shortcut else { return }
            append(shortcut, command.id, .command, command.title, platforms: available.intersection(command.platforms))
        }

        mutating func add(_ toggle: Toggle) {
            guard let shortcut = toggle.shortcut else { return }
            append(shortcut, toggle.id, .toggle, toggle.title, on: toggle.titleWhenOn, platforms: available)
        }

        /// A choice's options, each named with the choice.
        mutating func add(_ choice: Choice) {
            for option in choice.options {
                guard let shortcut = option.shortcut else { continue }
                append(shortcut, option.id, .option, option.title, choice: choice.name, platforms: available)
            }
        }

        /// An option outside a choice (a pop-up's).
        mutating func add(_ option: Option) {
            guard let shortcut = option.shortcut else { return }
            append(shortcut, option.id, .option, option.title, platforms: available)
        }

        /// The entries gathered, in the index order.
        func sorted() -> [ShortcutIndexEntry] {
            // Each entry's rank is made once: made per comparison, the ranks'
            // arrays were most of the sort's cost.
            let ranks = entries.map(SortRank.init)
            return entries.indices.sorted { ranks[$0] < ranks[$1] }.map { entries[$0] }
        }

        private var available: PlatformSet { platforms[platforms.count - 1] }

        private mutating func append(
            _ shortcut: Shortcut, _ id: String, _ kind: Kind, _ title: String, on: String? = nil, choice: String? = nil,
            platforms: PlatformSet
        ) {
            guard let menu else { preconditionFailure("an entry handed in before its menu") }
            entries.append(
                ShortcutIndexEntry(
                    shortcut: shortcut, id: id, kind: kind, title: title, titleWhenOn: on, choiceName: choice,
                    menu: menu, path: [menu.title] + submenus.map(\.title), platforms: platforms, order: entries.count))
        }
    }

    /// The index order: by key (letters A–Z, digits, other characters, named
    /// keys in `NamedKey` order, F1–F20), then by modifiers (fewer first, then
    /// in canonical spelling order: ⌘ before ⇧ before ⌥ before ⌃ before Fn),
    /// then by position in the model.
    private struct SortRank: Comparable {
        let key: KeyRank
        let modifiers: [Int]
        let order: Int

        init(_ entry: ShortcutIndexEntry) {
            key = keyRank(entry.shortcut.key)
            modifiers = modifierRank(entry.shortcut.modifiers)
            order = entry.order
        }

        static func < (lhs: SortRank, rhs: SortRank) -> Bool {
            if lhs.key != rhs.key { return lhs.key < rhs.key }
            if lhs.modifiers != rhs.modifiers {
                if lhs.modifiers.count != rhs.modifiers.count { return lhs.modifiers.count < rhs.modifiers.count }
                return lhs.modifiers.lexicographicallyPrecedes(rhs.modifiers)
            }
            return lhs.order < rhs.order
        }
    }

    private static func keyRank(_ key: Key) -> KeyRank {
        switch key {
        case .character(let character):
            let group: Int
            if character.isASCII && character.isLetter {
                group = 0
            } else if character.isASCII && character.isNumber {
                group = 1
            } else {
                group = 2
            }
            return KeyRank(group: group, number: 0, text: Array(String(character).unicodeScalars.map(\.value)))
        case .named(let named):
            return KeyRank(group: 3, number: NamedKey.allCases.firstIndex(of: named) ?? 0, text: [])
        case .function(let number):
            return KeyRank(group: 4, number: number, text: [])
        }
    }

    private static func modifierRank(_ modifiers: ModifierSet) -> [Int] {
        modifiers.spellingOrder.map { Modifier.canonicalSpellingOrder.firstIndex(of: $0) ?? 0 }
    }

    /// Characters compare by Unicode scalar values, not by `String`'s
    /// locale-independent but normalising comparison, so the order is plain.
    private struct KeyRank: Equatable, Comparable {
        var group: Int
        var number: Int
        var text: [UInt32]

        static func < (lhs: KeyRank, rhs: KeyRank) -> Bool {
            if lhs.group != rhs.group { return lhs.group < rhs.group }
            if lhs.number != rhs.number { return lhs.number < rhs.number }
            return lhs.text.lexicographicallyPrecedes(rhs.text)
        }
    }
}

extension Modifier {
    /// The modifier's name in the JSON format: "function", "control",
    /// "option", "shift", "command".
    var jsonName: String {
        switch self {
        case .function: "function"
        case .control: "control"
        case .option: "option"
        case .shift: "shift"
        case .command: "command"
        }
    }
}

extension MenuKind {
    /// The menu kind's name in the JSON format.
    var jsonName: String {
        switch self {
        case .menuBar: "menuBar"
        case .context: "context"
        case .pullDown: "pullDown"
        case .popUp: "popUp"
        }
    }
}
