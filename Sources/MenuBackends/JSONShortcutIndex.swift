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
    /// The entry itself, for what the index does not copy (its role, whether
    /// its identifier was written).
    var command: CommandView

    /// Every entry with a shortcut, sorted by key, then modifiers, then
    /// position in the model (see `SortRank`).
    static func collect(_ model: MenuModel) -> [ShortcutIndexEntry] {
        var entries: [ShortcutIndexEntry] = []
        for menu in model.menus {
            let place = Place(menu: menu, path: [menu.title], platforms: model.platformSet)
            collect(menu.entries, in: place, into: &entries)
        }
        let ranks = entries.map(SortRank.init)
        return entries.indices.sorted { ranks[$0] < ranks[$1] }.map { entries[$0] }
    }

    /// Where a list of entries is: its menu, the titles leading to it, and
    /// the platforms the file's and its submenus' narrow it to.
    private struct Place {
        var menu: Menu
        var path: [String]
        var platforms: PlatformSet
    }

    /// Appends the entries of `list` that have shortcuts, depth first.
    private static func collect(_ list: [MenuEntry], in place: Place, into entries: inout [ShortcutIndexEntry]) {
        func add(_ entry: MenuEntry, _ shortcut: Shortcut?, _ id: String, _ kind: Kind, _ title: String,
                 on: String? = nil, choice: String? = nil, platforms: PlatformSet) {
            guard let shortcut, let command = CommandView(entry) else { return }
            entries.append(ShortcutIndexEntry(
                shortcut: shortcut, id: id, kind: kind, title: title, titleWhenOn: on, choiceName: choice,
                menu: place.menu, path: place.path, platforms: platforms, order: entries.count, command: command))
        }
        func addAlternates(_ alternates: [Command]) {
            for alternate in alternates {
                add(.command(alternate), alternate.shortcut, alternate.id, .command, alternate.title,
                    platforms: place.platforms.intersection(alternate.platforms))
            }
        }
        for entry in list {
            switch entry {
            case .command(let command):
                add(entry, command.shortcut, command.id, .command, command.title, platforms: place.platforms.intersection(command.platforms))
                addAlternates(command.alternates)
            case .toggle(let toggle):
                add(entry, toggle.shortcut, toggle.id, .toggle, toggle.title, on: toggle.titleWhenOn, platforms: place.platforms)
                addAlternates(toggle.alternates)
            case .choice(let choice):
                for option in choice.options {
                    add(.option(option), option.shortcut, option.id, .option, option.title, choice: choice.name, platforms: place.platforms)
                }
            case .option(let option):
                add(entry, option.shortcut, option.id, .option, option.title, platforms: place.platforms)
            case .submenu(let submenu):
                let inner = Place(
                    menu: place.menu, path: place.path + [submenu.title], platforms: place.platforms.intersection(submenu.platforms))
                collect(submenu.entries, in: inner, into: &entries)
            case .section(let section):
                collect(section.entries, in: place, into: &entries)
            case .separator, .dynamic:
                break
            }
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
        case .dock: "dock"
        case .edit: "edit"
        case .activities: "activities"
        }
    }
}
