import MenuSyntax

/// A standard command or system-filled submenu. A role supplies a default
/// title and, to an entry of the menu bar written without `key:`, its
/// standard shortcut; it tells the Swift backend which system placement the
/// command takes, and lets rules recognise the command in any language.
public final class Role: Hashable, Sendable {
    public enum Kind: Sendable, Hashable {
        /// An `item` that performs a standard action.
        case command
        /// A standard state that a `toggle` shows and changes (Bold, Show
        /// Toolbar). An `item` may take it too, as version 1 wrote Bold.
        case toggle
        /// A `submenu` whose entries the system fills at run time.
        case submenu

        /// Whether an entry of `entryKind` may take a role of this kind.
        public func applies(to entryKind: EntryKind) -> Bool {
            switch self {
            case .command: entryKind == .item
            case .toggle: entryKind == .item || entryKind == .toggle
            case .submenu: entryKind == .submenu
            }
        }
    }

    public let name: String
    public let kind: Kind
    /// The default English title; `{app}` stands for the app's name. For a
    /// toggle role, the title while the state is off ("Show Toolbar").
    public let titleTemplate: String
    /// The title while the state is on ("Hide Toolbar"); nil for a role
    /// shown with a checkmark (Bold).
    public let titleWhenOn: String?
    /// The system inserts this entry into apps' menus itself and performs
    /// it (Emoji & Symbols, the window tiling commands): its shortcut is the
    /// system's, and generated code leaves it to the system.
    public let isProvidedBySystem: Bool
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
        _ name: String, _ kind: Kind = .command, title: String, whenOn: String? = nil, shortcut: String? = nil,
        alternatives: [String] = [], platforms: PlatformSet = .all, outdated: [String] = [],
        titleNamesOtherCommands: Bool = false, providedBySystem: Bool = false
    ) {
        self.name = name
        self.kind = kind
        self.titleTemplate = title
        self.titleWhenOn = whenOn
        self.isProvidedBySystem = providedBySystem
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
        // Text attributes: checkmark toggles, as the HIG's example of one.
        Role("bold", .toggle, title: "Bold", shortcut: "⌘B"),
        Role("italic", .toggle, title: "Italic", shortcut: "⌘I"),
        Role("underline", .toggle, title: "Underline", shortcut: "⌘U"),
        Role("showFonts", title: "Show Fonts", shortcut: "⌘T"),
        Role("showColors", title: "Show Colors", shortcut: "⇧⌘C"),
        // The standard states of a window, as AppKit's View menu names them.
        Role("toolbar", .toggle, title: "Show Toolbar", whenOn: "Hide Toolbar", shortcut: "⌥⌘T"),
        Role("sidebar", .toggle, title: "Show Sidebar", whenOn: "Hide Sidebar", shortcut: "⌃⌘S"),
        // AppKit's automatic window tabbing adds Show Tab Bar and Show All Tabs
        // to the View menu without shortcuts (as Mail and TextEdit show them);
        // apps with tabs of their own give them some (Finder's Show Tab Bar
        // is ⇧⌘T, Safari's Show All Tabs ⇧⌘\).
        Role("tabBar", .toggle, title: "Show Tab Bar", whenOn: "Hide Tab Bar"),
        Role("showAllTabs", .toggle, title: "Show All Tabs", whenOn: "Exit Tab Overview", platforms: .macOS, providedBySystem: true),
        // Finder and Safari: View ▸ Show Status Bar ⌘/.
        Role("statusBar", .toggle, title: "Show Status Bar", whenOn: "Hide Status Bar", shortcut: "⌘/"),
        // TextEdit: Format ▸ Text ▸ Show Ruler ⌘R; Pages: View ▸ Show Ruler ⌘R.
        Role("ruler", .toggle, title: "Show Ruler", whenOn: "Hide Ruler", shortcut: "⌘R"),
        // The HIG's table of standard shortcuts: Show/Hide Inspector ⌥⌘I.
        Role("inspector", .toggle, title: "Show Inspector", whenOn: "Hide Inspector", shortcut: "⌥⌘I"),
        // The system adds Enter Full Screen to a View menu; macOS 15 shows it
        // with 🌐F, and ⌃⌘F, the shortcut apps wrote before, still works.
        Role(
            "fullScreen", .toggle, title: "Enter Full Screen", whenOn: "Exit Full Screen", shortcut: "⌃⌘F",
            alternatives: ["🌐F"], providedBySystem: true),
        // What macOS inserts into the Edit menu. Start Dictation's shortcut is
        // the one people choose in Keyboard settings (by default the
        // Dictation key or Globe pressed twice): none is fixed.
        Role("autoFill", .submenu, title: "AutoFill", platforms: .macOS, providedBySystem: true),
        Role("startDictation", title: "Start Dictation…", platforms: .macOS, providedBySystem: true),
        Role("emojiAndSymbols", title: "Emoji & Symbols", shortcut: "🌐E", platforms: .macOS, providedBySystem: true),
        // With Apple Intelligence on (macOS 15.1, iOS and iPadOS 18.1), the
        // system adds Writing Tools to the Edit menu and to text context menus.
        Role("writingTools", .submenu, title: "Writing Tools", providedBySystem: true),
        // Continuity Camera: the system's "Import from iPhone or iPad" (Take
        // Photo, Scan Documents, Add Sketch) in File, Insert and context menus.
        Role("continuityCamera", .submenu, title: "Import from iPhone or iPad", platforms: .macOS, providedBySystem: true),
        // What the system puts in the context menu and edit menu of selected
        // text. Search With Google names the chosen search engine on macOS;
        // iOS and iPadOS say Search Web. Share… opens the share sheet (on
        // macOS, AppKit's standard share item).
        Role("lookUp", title: "Look Up", providedBySystem: true),
        Role("translate", title: "Translate", providedBySystem: true),
        Role("searchWeb", title: "Search Web", providedBySystem: true),
        Role("shareSheet", title: "Share…", providedBySystem: true),
        Role("speak", title: "Speak", platforms: PlatformSet([.iOS, .iPadOS]), providedBySystem: true),
        Role("newQuickNote", title: "New Quick Note", platforms: PlatformSet(.iPadOS), providedBySystem: true),
        Role("minimize", title: "Minimize", shortcut: "⌘M"),
        Role("zoom", title: "Zoom"),
        // What macOS 15 inserts into the Window menu: tiling, and the
        // commands of AppKit's window tabbing.
        Role("fill", title: "Fill", shortcut: "🌐⌃F", platforms: .macOS, providedBySystem: true),
        Role("center", title: "Center", shortcut: "🌐⌃C", platforms: .macOS, providedBySystem: true),
        Role("moveAndResize", .submenu, title: "Move & Resize", platforms: .macOS, providedBySystem: true),
        Role("fullScreenTile", .submenu, title: "Full Screen Tile", platforms: .macOS, providedBySystem: true),
        Role("showPreviousTab", title: "Show Previous Tab", shortcut: "⌃⇧Tab", platforms: .macOS, providedBySystem: true),
        Role("showNextTab", title: "Show Next Tab", shortcut: "⌃Tab", platforms: .macOS, providedBySystem: true),
        Role("moveTabToNewWindow", title: "Move Tab to New Window", platforms: .macOS, providedBySystem: true),
        Role("mergeAllWindows", title: "Merge All Windows", platforms: .macOS, providedBySystem: true),
        Role("bringAllToFront", title: "Bring All to Front"),
        Role("help", title: "{app} Help", shortcut: "⌘?"),
        Role("openRecent", .submenu, title: "Open Recent"),
        Role("services", .submenu, title: "Services", platforms: .macOS),
        Role("share", .submenu, title: "Share"),
    ]
}
