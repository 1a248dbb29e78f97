import MenuDiagnostics
import MenuSyntax

/// What a localizable title is: which part of which entry it names. Its
/// catalog key and its comment for translators are derived from it, in
/// `LocalizableTitle`, and nowhere else.
public enum TitlePlace: Sendable, Hashable {
    /// A menu's own title (a context menu's name, a pop-up's title).
    case menu
    /// An item of a menu, by its identifier.
    case item(id: String)
    /// An item shown in place of another while modifiers are held.
    case alternate(id: String)
    /// An activity of a share sheet.
    case activity(id: String)
    /// A toggle's title while off, or its only title.
    case toggle(id: String)
    /// A variable-title toggle's title while on.
    case toggleWhenOn(id: String)
    /// A choice's name, by its identifier in code.
    case choice(identifier: String)
    case option(id: String)
    /// A submenu or a section header, by the identifier its title derives to.
    case submenu(name: String)
    case section(name: String)
    /// What a dynamic list holds, as the cheat sheet shows it.
    case dynamicList(id: String)
}

extension TitlePlace {
    /// An item's, alternate's or activity's title.
    public static func of(_ command: Command) -> TitlePlace {
        command.isAlternate ? .alternate(id: command.id) : command.isActivity ? .activity(id: command.id) : .item(id: command.id)
    }

    /// A submenu's title, by the identifier it derives to.
    public static func of(_ submenu: Submenu) -> TitlePlace {
        .submenu(name: IdentifierDerivation.derive(from: submenu.title))
    }

    /// A section's header, by the identifier it derives to.
    public static func of(_ section: Section) -> TitlePlace {
        .section(name: IdentifierDerivation.derive(from: section.title))
    }
}

/// A title people read, with the key a string catalog holds it under and a
/// comment saying where it appears.
///
/// Keys are derived from identity, not from the title: `file.save` (the
/// menu's identifier and the entry's), `view.showRuler.on` for a toggle's
/// second title, `file.openRecent.submenu`, `view.grid.choice`, `file` for
/// the menu's own title. So "File" as a menu and "File" as an item of a
/// pull-down are two strings, translated apart, and a title can be
/// reworded in the `.menu` without losing its translations.
public struct LocalizableTitle: Sendable {
    public var key: String
    public var comment: String
    /// The title in the `.menu` (the source language).
    public var value: String
    public var place: TitlePlace
    /// The string literal in the `.menu`; nil when a role supplies the title.
    public var range: SourceRange?

    /// The title at `place` in `menu`.
    public init(_ value: String, at place: TitlePlace, in menu: MenuLocalization, range: SourceRange?) {
        self.value = value
        self.place = place
        self.range = range
        key = Self.key(at: place, in: menu)
        comment = Self.comment(at: place, in: menu)
    }

    /// The catalog key of the title at `place` in `menu`: what
    /// `--emit xcstrings` writes, the Swift targets look up and `--language`
    /// reads.
    public static func key(at place: TitlePlace, in menu: MenuLocalization) -> String {
        let prefix = menu.keyPrefix
        switch place {
        case .menu: return prefix
        case .item(let id), .alternate(let id), .activity(let id), .toggle(let id), .option(let id): return prefix + "." + id
        case .toggleWhenOn(let id): return prefix + "." + id + ".on"
        case .choice(let identifier): return prefix + "." + identifier + ".choice"
        case .submenu(let name): return prefix + "." + (name.isEmpty ? "untitled" : name) + ".submenu"
        case .section(let name): return prefix + "." + (name.isEmpty ? "untitled" : name) + ".section"
        case .dynamicList(let id): return prefix + "." + id + ".list"
        }
    }

    /// Where the title appears, for a translator: "File menu (menu bar):
    /// item", "View menu (menu bar): toggle, shown while it is on". The
    /// generated Swift passes the same comment with the key.
    public static func comment(at place: TitlePlace, in menu: MenuLocalization) -> String {
        let what: String = switch place {
        case .menu: "title of the menu"
        case .item: "item"
        case .alternate: "alternate item, shown in place of the item above while more modifier keys are held"
        case .activity: "share sheet activity"
        case .toggle: "toggle, shown while it is off (the only title of a checkmark toggle)"
        case .toggleWhenOn: "toggle, shown while it is on"
        case .choice: "name of a choice between the options that follow"
        case .option: "option of a choice or pop-up"
        case .submenu: "title of a submenu"
        case .section: "section header"
        case .dynamicList: "describes a list filled at run time, in the keyboard shortcut cheat sheet"
        }
        return menu.description + ": " + what
    }
}

/// What every title of one menu shares in the catalog: the start of the
/// keys and the menu as the comments describe it. Made once per menu, as
/// both read the menu's whole identifier or title.
public struct MenuLocalization: Sendable {
    public let keyPrefix: String
    public let description: String

    public init(_ menu: Menu) {
        keyPrefix = Self.keyPrefix(menu.identifier)
        description = Self.description(of: menu)
    }

    /// The menu's identifier as the start of its titles' keys. Every key of
    /// the menu repeats it, so a long one (derived from a long title) is
    /// cut, with a hash of the whole to keep it unique: keys, and the
    /// outputs that hold them, stay linear in the file.
    static func keyPrefix(_ identifier: String) -> String {
        let utf8 = identifier.utf8
        guard utf8.count > maximumPrefixLength else { return identifier }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let head = String(identifier.unicodeScalars.prefix(maximumPrefixLength / 2).map(Character.init))
        let digits = String(hash, radix: 16)
        return head + "_" + String(repeating: "0", count: 16 - digits.count) + digits
    }

    static let maximumPrefixLength = 64

    /// "File menu (menu bar)", "Text Selection context menu", "Dock menu";
    /// a long title cut to an excerpt, as every comment of the menu repeats it.
    static func description(of menu: Menu) -> String {
        let title = DiagnosticMessage.excerpt(menu.title)
        return switch menu.kind {
        case .menuBar: "\(title) menu (menu bar)"
        case .dock: "Dock menu"
        case .activities: "\(title) share sheet activities"
        default: "\(title) \(menu.kind.displayName)"
        }
    }
}

/// A title's replacement when a model is translated: its text and, when it
/// comes from a file other than the `.menu` (a catalog), where it is there.
public struct TranslatedTitle: Sendable {
    public var text: String
    /// Where the text is; the title's `.menu` range is replaced by it (nil:
    /// the title has no written range).
    public var range: SourceRange?

    public init(text: String, range: SourceRange?) {
        self.text = text
        self.range = range
    }
}

extension MenuModel {
    /// Every localizable title, in file order, once per key (the first title
    /// with a key is kept; a second title with the same key, two submenus of
    /// one menu with one title, shares its translation).
    public var localizableTitles: [LocalizableTitle] {
        var walker = TitleWalker()
        _ = walker.walk(self) { TranslatedTitle(text: $0.value, range: $0.range) }
        var seen: Set<String> = []
        return walker.visited.filter { seen.insert($0.key).inserted }
    }

    /// The model with every localizable title replaced by `translate`'s
    /// answer for it, keys and identifiers unchanged: what `--language`
    /// builds from, before any backend runs.
    public func translated(_ translate: (LocalizableTitle) -> TranslatedTitle) -> MenuModel {
        var walker = TitleWalker(keepsVisited: false)
        return walker.walk(self) { translate($0) }
    }
}

/// Walks a model's titles in file order: lists each as a `LocalizableTitle`
/// and rebuilds the model with the titles a function gives.
private struct TitleWalker {
    var keepsVisited = true
    var visited: [LocalizableTitle] = []

    mutating func walk(_ model: MenuModel, _ translate: (LocalizableTitle) -> TranslatedTitle) -> MenuModel {
        var model = model
        for index in model.menus.indices {
            let menu = model.menus[index]
            var translatedMenu = menu
            let localization = MenuLocalization(menu)
            if menu.kind.hasTitle {
                retitle(&translatedMenu.title, &translatedMenu.titleRange, at: .menu, in: localization, translate)
            }
            translatedMenu.entries = walk(menu.entries, in: localization, translate)
            model.menus[index] = translatedMenu
        }
        return model
    }

    /// Lists the title at `place` and puts `translate`'s answer, text and
    /// range, in its place.
    private mutating func retitle(
        _ text: inout String, _ range: inout SourceRange?, at place: TitlePlace, in menu: MenuLocalization,
        _ translate: (LocalizableTitle) -> TranslatedTitle
    ) {
        let title = LocalizableTitle(text, at: place, in: menu, range: range)
        if keepsVisited { visited.append(title) }
        let translated = translate(title)
        text = translated.text
        range = translated.range
    }

    private mutating func walk(
        _ entries: [MenuEntry], in menu: MenuLocalization, _ translate: (LocalizableTitle) -> TranslatedTitle
    ) -> [MenuEntry] {
        entries.map { walk($0, in: menu, translate) }
    }

    private mutating func walk(
        _ entry: MenuEntry, in menu: MenuLocalization, _ translate: (LocalizableTitle) -> TranslatedTitle
    ) -> MenuEntry {
        switch entry {
        case .command(let command):
            return .command(walk(command, in: menu, translate))
        case .toggle(var toggle):
            let (first, second) = (TitlePlace.toggle(id: toggle.id), TitlePlace.toggleWhenOn(id: toggle.id))
            retitle(&toggle.title, &toggle.source.firstTitleRange, at: first, in: menu, translate)
            if var titleWhenOn = toggle.titleWhenOn {
                retitle(&titleWhenOn, &toggle.secondTitleRange, at: second, in: menu, translate)
                toggle.titleWhenOn = titleWhenOn
            }
            toggle.alternates = toggle.alternates.map { walk($0, in: menu, translate) }
            return .toggle(toggle)
        case .choice(var choice):
            let place = TitlePlace.choice(identifier: choice.identifier)
            retitle(&choice.name, &choice.source.firstTitleRange, at: place, in: menu, translate)
            choice.options = choice.options.map { walk($0, in: menu, translate) }
            return .choice(choice)
        case .option(let option):
            return .option(walk(option, in: menu, translate))
        case .submenu(var submenu):
            let place = TitlePlace.of(submenu)
            retitle(&submenu.title, &submenu.source.firstTitleRange, at: place, in: menu, translate)
            submenu.entries = walk(submenu.entries, in: menu, translate)
            return .submenu(submenu)
        case .section(var section):
            let place = TitlePlace.of(section)
            retitle(&section.title, &section.source.firstTitleRange, at: place, in: menu, translate)
            section.entries = walk(section.entries, in: menu, translate)
            return .section(section)
        case .dynamic(var list):
            let place = TitlePlace.dynamicList(id: list.id)
            retitle(&list.title, &list.source.firstTitleRange, at: place, in: menu, translate)
            return .dynamic(list)
        case .separator:
            return entry
        }
    }

    /// An item, activity or alternate, with its alternates.
    private mutating func walk(
        _ command: Command, in menu: MenuLocalization, _ translate: (LocalizableTitle) -> TranslatedTitle
    ) -> Command {
        var command = command
        let place = TitlePlace.of(command)
        retitle(&command.title, &command.source.firstTitleRange, at: place, in: menu, translate)
        command.alternates = command.alternates.map { walk($0, in: menu, translate) }
        return command
    }

    private mutating func walk(
        _ option: Option, in menu: MenuLocalization, _ translate: (LocalizableTitle) -> TranslatedTitle
    ) -> Option {
        var option = option
        retitle(&option.title, &option.source.firstTitleRange, at: .option(id: option.id), in: menu, translate)
        return option
    }
}
