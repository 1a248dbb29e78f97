import MenuSyntax

/// A standard command or system-filled submenu. A role supplies a default
/// title and, to an item of the menu bar written without `key:`, its
/// standard shortcut; it tells the Swift backend which system placement the
/// command takes, and lets rules recognise the command in any language.
public final class Role: Hashable, Sendable {
    public enum Kind: Sendable, Hashable {
        /// An `item` that performs a standard action.
        case command
        /// A `submenu` whose entries the system fills at run time.
        case submenu
    }

    public let name: String
    public let kind: Kind
    /// The default English title; `{app}` stands for the app's name.
    public let titleTemplate: String
    public let standardShortcut: Shortcut?
    /// Other shortcuts Apple uses for the same command (Save As… is ⌥⇧⌘S as
    /// an alternate of Duplicate).
    public let alternativeShortcuts: [Shortcut]
    /// Where the command exists; the others leave its entry out.
    public let platforms: PlatformSet
    /// English titles that are outdated or wrong for this role; compared by
    /// first word, case-insensitively.
    public let outdatedTitles: [String]
    /// Apple also gives the title to other commands with other shortcuts
    /// (Finder's Duplicate is ⌘D and copies files), so a command with this
    /// title but no role may have another shortcut.
    public let titleNamesOtherCommands: Bool

    init(
        _ name: String, _ kind: Kind = .command, title: String, shortcut: String? = nil,
        alternatives: [String] = [], platforms: PlatformSet = .all, outdated: [String] = [],
        titleNamesOtherCommands: Bool = false
    ) {
        self.name = name
        self.kind = kind
        self.titleTemplate = title
        self.standardShortcut = shortcut.map(Shortcut.init)
        self.alternativeShortcuts = alternatives.map(Shortcut.init)
        self.platforms = platforms
        self.outdatedTitles = outdated
        self.titleNamesOtherCommands = titleNamesOtherCommands
    }

    /// The default title with the app's name filled in.
    public func title(appName: String?) -> String {
        titleTemplate.replacingOccurrences(of: "{app}", with: appName ?? "App")
    }

    public static func == (lhs: Role, rhs: Role) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The shortcut the role gives an item of a menu of `kind` written
    /// without `key:` (`key: none` declines it), in a file for `platforms`:
    /// its standard shortcut in the menu bar, none elsewhere, as context
    /// menus show no shortcuts and a button's menu is reached with the
    /// pointer; none where the role does not exist, as its item is left out.
    public func shortcut(givenIn kind: MenuKind, on platforms: PlatformSet) -> Shortcut? {
        kind == .menuBar && exists(on: platforms) ? standardShortcut : nil
    }

    /// Whether the role exists on one of `platforms`; an entry with a role
    /// that exists on none of a file's is left out of its model.
    public func exists(on platforms: PlatformSet) -> Bool {
        !self.platforms.intersection(platforms).isEmpty
    }

    public func acceptsShortcut(_ shortcut: Shortcut) -> Bool {
        shortcut == standardShortcut || alternativeShortcuts.contains(shortcut)
    }

    public static func named(_ name: String) -> Role? { byName[name] }

    static let byName: [String: Role] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// Every role, in the order the language description lists them.
    public static let all: [Role] = [
        Role("about", title: "About {app}"),
        Role("settings", title: "Settings…", shortcut: "⌘,", outdated: ["Preferences", "Options"]),
        Role("hide", title: "Hide {app}", shortcut: "⌘H", platforms: .macOS),
        Role("hideOthers", title: "Hide Others", shortcut: "⌥⌘H", platforms: .macOS),
        Role("showAll", title: "Show All", platforms: .macOS),
        Role("quit", title: "Quit {app}", shortcut: "⌘Q", outdated: ["Exit"]),
        Role("new", title: "New", shortcut: "⌘N"),
        Role("open", title: "Open…", shortcut: "⌘O"),
        Role("close", title: "Close", shortcut: "⌘W"),
        Role("closeAll", title: "Close All", shortcut: "⌥⌘W"),
        Role("save", title: "Save", shortcut: "⌘S"),
        Role("saveAs", title: "Save As…", shortcut: "⇧⌘S", alternatives: ["⌥⇧⌘S"]),
        Role("duplicate", title: "Duplicate", shortcut: "⇧⌘S", titleNamesOtherCommands: true),
        Role("rename", title: "Rename…"),
        Role("pageSetup", title: "Page Setup…", shortcut: "⇧⌘P"),
        Role("print", title: "Print…", shortcut: "⌘P"),
        Role("undo", title: "Undo", shortcut: "⌘Z"),
        Role("redo", title: "Redo", shortcut: "⇧⌘Z"),
        Role("cut", title: "Cut", shortcut: "⌘X"),
        Role("copy", title: "Copy", shortcut: "⌘C"),
        Role("paste", title: "Paste", shortcut: "⌘V"),
        Role("pasteAndMatchStyle", title: "Paste and Match Style", shortcut: "⌥⇧⌘V"),
        Role("delete", title: "Delete", outdated: ["Erase", "Clear"]),
        Role("selectAll", title: "Select All", shortcut: "⌘A"),
        Role("find", title: "Find…", shortcut: "⌘F"),
        Role("findAndReplace", title: "Find and Replace…", shortcut: "⌥⌘F"),
        Role("findNext", title: "Find Next", shortcut: "⌘G"),
        Role("findPrevious", title: "Find Previous", shortcut: "⇧⌘G"),
        Role("useSelectionForFind", title: "Use Selection for Find", shortcut: "⌘E"),
        Role("jumpToSelection", title: "Jump to Selection", shortcut: "⌘J"),
        Role("bold", title: "Bold", shortcut: "⌘B"),
        Role("italic", title: "Italic", shortcut: "⌘I"),
        Role("underline", title: "Underline", shortcut: "⌘U"),
        Role("showFonts", title: "Show Fonts", shortcut: "⌘T"),
        Role("showColors", title: "Show Colors", shortcut: "⇧⌘C"),
        Role("minimize", title: "Minimize", shortcut: "⌘M"),
        Role("zoom", title: "Zoom"),
        Role("fullScreen", title: "Enter Full Screen", shortcut: "⌃⌘F"),
        Role("bringAllToFront", title: "Bring All to Front"),
        Role("help", title: "{app} Help", shortcut: "⌘?"),
        Role("openRecent", .submenu, title: "Open Recent"),
        Role("services", .submenu, title: "Services", platforms: .macOS),
        Role("share", .submenu, title: "Share"),
    ]
}
