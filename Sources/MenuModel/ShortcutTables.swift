import MenuSyntax

/// The shortcut tables of `shortcuts.md`: what each platform reserves, and
/// which shortcuts are standard for which actions.
public enum ShortcutTables {
    // MARK: - Reserved

    public struct Reservation: Sendable {
        public let shortcut: Shortcut
        /// What the system does, as a verb phrase: "opens Spotlight".
        public let use: String
        /// The role whose item may use it anyway (⌘H for Hide on macOS).
        public let allowedRole: String?
        /// The English title of the item that performs the system's own action
        /// and may show it (Window ▸ Cycle Through Windows ⌘`); `{app}` stands
        /// for the app's name.
        public let allowedTitle: String?

        init(_ notation: String, _ use: String, allowedRole: String? = nil, allowedTitle: String? = nil) {
            self.init(Shortcut(notation), use, allowedRole: allowedRole, allowedTitle: allowedTitle)
        }

        init(_ shortcut: Shortcut, _ use: String, allowedRole: String? = nil, allowedTitle: String? = nil) {
            self.shortcut = shortcut
            self.use = use
            self.allowedRole = allowedRole
            self.allowedTitle = allowedTitle
        }

        /// Whether an item with this role or title performs the reserved action
        /// itself, and so may show the shortcut.
        func allows(role: Role?, title: String, appName: String?) -> Bool {
            if let allowedRole, role?.name == allowedRole { return true }
            guard role == nil, let allowedTitle else { return false }
            let expected = allowedTitle.replacingOccurrences(of: "{app}", with: appName ?? "App")
            return TitleText.lowercasedASCII(String(TitleText.withoutEllipsis(title))) == TitleText.lowercasedASCII(expected)
        }
    }

    static let macOSReserved: [Reservation] = [
        Reservation("⌘Space", "opens Spotlight"),
        Reservation("⌥⌘Space", "opens a Spotlight window or switches input sources"),
        Reservation("⇧⌘Space", "is reserved by Apple"),
        Reservation("⌃⌘Space", "opens Emoji & Symbols (the system adds that item)"),
        Reservation("⌃Space", "switches the input source"),
        Reservation("⌃⌥Space", "switches the input source"),
        Reservation("⌘Tab", "opens the app switcher"),
        Reservation("⇧⌘Tab", "opens the app switcher"),
        Reservation("⌘`", "cycles through the app's windows", allowedTitle: "Cycle Through Windows"),
        Reservation("⇧⌘`", "cycles through the app's windows"),
        Reservation("Esc", "cancels the current operation"),
        Reservation("⌥⌘Esc", "opens Force Quit"),
        Reservation("⌘H", "hides the app", allowedRole: "hide", allowedTitle: "Hide {app}"),
        Reservation("⌥⌘H", "hides the other apps", allowedRole: "hideOthers", allowedTitle: "Hide Others"),
        Reservation("⌥⌘D", "shows or hides the Dock"),
        Reservation("⇧⌘Q", "logs out"),
        Reservation("⌥⇧⌘Q", "logs out"),
        Reservation("⌃⌥⇧⌘Q", "logs out"),
        Reservation("⌃⌘Q", "locks the screen"),
        Reservation("⇧⌘3", "takes a screenshot"),
        Reservation("⇧⌘4", "takes a screenshot"),
        Reservation("⇧⌘5", "opens screenshot and screen recording"),
        Reservation("⌃⇧⌘3", "copies a screenshot"),
        Reservation("⌃⇧⌘4", "copies a screenshot"),
        Reservation("⌥⌘8", "turns screen zoom on or off"),
        Reservation("⌃⌥⌘8", "inverts colours"),
        Reservation("⌥⌘-", "zooms the screen out"),
        Reservation("⌥⌘=", "zooms the screen in"),
        Reservation("⌃⌥⌘,", "reduces screen contrast"),
        Reservation("⌃⌥⌘.", "increases screen contrast"),
        Reservation("⌘F5", "turns VoiceOver on or off"),
        Reservation("⌃F1", "turns full keyboard access on or off"),
        Reservation("⌃F2", "moves focus to the menu bar"),
        Reservation("⌃F3", "moves focus to the Dock"),
        Reservation("⌃F4", "moves focus to the next window"),
        Reservation("⌃F5", "moves focus to the toolbar"),
        Reservation("⌃F6", "moves focus to the floating window"),
        Reservation("⌃F7", "changes how Tab moves focus"),
        // F8, F9, F10 and F12 alone vary with the keyboard and the Mac's
        // settings (the HIG lists them as varying): apps may use them.
        Reservation("F11", "shows the desktop"),
        Reservation("⌃⌘D", "looks up the selected word"),
    ]

    static let iPadOSReserved: [Reservation] = [
        Reservation("⌘H", "goes to the Home Screen"),
        Reservation("⌘Space", "opens Search"),
        Reservation("⌘Tab", "opens the app switcher"),
        Reservation("⇧⌘Tab", "opens the app switcher"),
        Reservation("⌥⌘D", "shows the Dock"),
        Reservation("⇧⌘3", "takes a screenshot"),
        Reservation("⇧⌘4", "takes a screenshot"),
    ]

    private static let macOSIndex = ShortcutIndex(macOSReserved.map(\.shortcut))
    private static let iPadOSIndex = ShortcutIndex(iPadOSReserved.map(\.shortcut))

    /// What the system does with a shortcut on a platform, if it reserves it.
    /// Every combination with Fn/Globe is reserved everywhere.
    public static func reservation(of shortcut: Shortcut, on platform: Platform) -> Reservation? {
        if shortcut.modifiers.contains(.function) {
            return Reservation(
                shortcut,
                platform == .macOS ? "belongs to the system (Globe key functions)" : "belongs to the system (Globe key functions such as the Dock, Home and app switching)")
        }
        return platform == .macOS
            ? macOSIndex.position(of: shortcut).map { macOSReserved[$0] }
            : iPadOSIndex.position(of: shortcut).map { iPadOSReserved[$0] }
    }

    /// The reservations a command's shortcut runs into, on each of the given
    /// platforms where the command exists; Hide and Hide Others keep ⌘H and ⌥⌘H
    /// on macOS, and an entry the system provides itself (Emoji & Symbols
    /// on 🌐E) shows the system's shortcut.
    public static func reservations(
        of shortcut: Shortcut, for command: CommandView, appName: String?, platforms: PlatformSet
    ) -> [(platform: Platform, reservation: Reservation)] {
        if command.showsSystemShortcut, command.shortcut == shortcut { return [] }
        let platforms = platforms.intersection(command.platforms)
        var found: [(platform: Platform, reservation: Reservation)] = []
        for platform in Platform.allCases where platforms.contains(platform) {
            guard let reservation = reservation(of: shortcut, on: platform) else { continue }
            if platform == .macOS, reservation.allows(role: command.role, title: command.title, appName: appName) { continue }
            found.append((platform, reservation))
        }
        return found
    }

    // MARK: - Standard

    public struct StandardUse: Sendable {
        public let shortcut: Shortcut
        /// Action titles; `{app}` matches the app's name or any words.
        public let actions: [String]
        public let roles: [String]
        /// A shortcut of the commands nearly every app has (Quit, Close, the
        /// editing commands, New, Open, Save, Print, Find, Minimize, Help): it
        /// means its action everywhere. The others Apple reuses in apps that
        /// lack their action (Finder's Eject is ⌘E, its Computer ⇧⌘C).
        public let isCore: Bool
        /// Where the shortcut means its action: Hide and Hide Others exist
        /// on macOS only, so ⌘H and ⌥⌘H are standard there alone.
        public let platforms: PlatformSet

        /// The action titles with the app's name (or "App") for `{app}`, as
        /// a role's title has it.
        public func actions(appName: String?) -> [String] {
            actions.map { $0.replacingOccurrences(of: "{app}", with: appName ?? "App") }
        }

        init(_ notation: String, _ actions: [String], roles: [String] = [], isCore: Bool = false, platforms: PlatformSet = .all) {
            self.shortcut = Shortcut(notation)
            self.actions = actions
            self.roles = roles
            self.isCore = isCore
            self.platforms = platforms
        }
    }

    public static let standard: [StandardUse] = [
        StandardUse("⌘,", ["Settings"], roles: ["settings"], isCore: true),
        StandardUse("⌘Q", ["Quit {app}"], roles: ["quit"], isCore: true),
        StandardUse("⌘H", ["Hide {app}"], roles: ["hide"], isCore: true, platforms: .macOS),
        StandardUse("⌥⌘H", ["Hide Others"], roles: ["hideOthers"], isCore: true, platforms: .macOS),
        StandardUse("⌘N", ["New", "New Item"], roles: ["new"], isCore: true),
        StandardUse("⌘O", ["Open"], roles: ["open"], isCore: true),
        StandardUse("⌘W", ["Close", "Close Window", "Close Tab"], roles: ["close"], isCore: true),
        StandardUse("⌥⌘W", ["Close All"], roles: ["closeAll"]),
        StandardUse("⌘S", ["Save"], roles: ["save"], isCore: true),
        StandardUse("⇧⌘S", ["Duplicate", "Save As"], roles: ["duplicate", "saveAs"]),
        StandardUse("⌘P", ["Print"], roles: ["print"], isCore: true),
        StandardUse("⇧⌘P", ["Page Setup"], roles: ["pageSetup"]),
        StandardUse("⌘Z", ["Undo"], roles: ["undo"], isCore: true),
        StandardUse("⇧⌘Z", ["Redo"], roles: ["redo"], isCore: true),
        StandardUse("⌘X", ["Cut"], roles: ["cut"], isCore: true),
        StandardUse("⌘C", ["Copy"], roles: ["copy"], isCore: true),
        StandardUse("⌘V", ["Paste"], roles: ["paste"], isCore: true),
        StandardUse("⌥⇧⌘V", ["Paste and Match Style"], roles: ["pasteAndMatchStyle"]),
        StandardUse("⌥⌘V", ["Paste Style"]),
        StandardUse("⌥⌘C", ["Copy Style"]),
        StandardUse("⌃⌘C", ["Copy Ruler"]),
        StandardUse("⌃⌘V", ["Paste Ruler"]),
        StandardUse("⌘A", ["Select All"], roles: ["selectAll"], isCore: true),
        StandardUse("⇧⌘A", ["Deselect All"]),
        StandardUse("⌘F", ["Find"], roles: ["find"], isCore: true),
        StandardUse("⌥⌘F", ["Find and Replace", "Search"], roles: ["findAndReplace"]),
        StandardUse("⌘G", ["Find Next"], roles: ["findNext"]),
        StandardUse("⇧⌘G", ["Find Previous"], roles: ["findPrevious"]),
        StandardUse("⌘E", ["Use Selection for Find"], roles: ["useSelectionForFind"]),
        StandardUse("⌘J", ["Jump to Selection"], roles: ["jumpToSelection"]),
        StandardUse("⌘:", ["Show Spelling and Grammar"]),
        StandardUse("⌘;", ["Check Document Now"]),
        StandardUse("⌘B", ["Bold"], roles: ["bold"]),
        StandardUse("⌘I", ["Italic", "Get Info"], roles: ["italic"]),
        StandardUse("⌘U", ["Underline"], roles: ["underline"]),
        StandardUse("⌘T", ["Show Fonts", "New Tab"], roles: ["showFonts"]),
        StandardUse("⇧⌘C", ["Show Colors"], roles: ["showColors"]),
        StandardUse("⌘+", ["Bigger", "Zoom In"]),
        StandardUse("⌘-", ["Smaller", "Zoom Out"]),
        StandardUse("⌘{", ["Align Left"]),
        StandardUse("⌘}", ["Align Right"]),
        StandardUse("⌘|", ["Center", "Align Center"]),
        StandardUse("⌥⌘T", ["Show Toolbar", "Hide Toolbar"]),
        StandardUse("⌥⌘I", ["Show Inspector", "Hide Inspector"]),
        StandardUse("⌃⌘F", ["Enter Full Screen", "Exit Full Screen"], roles: ["fullScreen"]),
        StandardUse("⌘M", ["Minimize"], roles: ["minimize"], isCore: true),
        StandardUse("⌥⌘M", ["Minimize All"]),
        StandardUse("⌘?", ["{app} Help", "Help"], roles: ["help"], isCore: true),
        StandardUse("⌘.", ["Cancel", "Stop"]),
    ]

    private static let standardIndex = ShortcutIndex(standard.map(\.shortcut))

    public static func standardUse(of shortcut: Shortcut) -> StandardUse? {
        standardIndex.position(of: shortcut).map { standard[$0] }
    }
}

/// Where each shortcut of a table is first listed.
struct ShortcutIndex {
    private let positions: [Shortcut: Int]

    init(_ shortcuts: [Shortcut]) {
        var positions: [Shortcut: Int] = [:]
        positions.reserveCapacity(shortcuts.count)
        for (position, shortcut) in shortcuts.enumerated() where positions[shortcut] == nil {
            positions[shortcut] = position
        }
        self.positions = positions
    }

    /// The position in the table of the first shortcut equal to `shortcut`.
    func position(of shortcut: Shortcut) -> Int? { positions[shortcut] }
}
