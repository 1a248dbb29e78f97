import MenuModel
import MenuSyntax

// The AppKit part of the Swift backend (`--swift-target appkit`).
//
// The menus become `NSMenu`s built in code by `<Namespace>Builder`, an
// `NSObject` the app keeps alive as long as its menus (items hold their
// target weakly):
//
// - `mainMenu(for:)` builds the menu bar and gives the application its
//   Services menu (the `services` submenu), Window menu (the menu holding
//   `dynamic role: windowList`, else the one titled Window or holding a
//   window role) and Help menu (the one titled Help or holding `help`); the
//   app sets the result as `NSApp.mainMenu`. Context menus, pull-downs and
//   pop-ups are one function each, the Dock menu is `dockMenu()` for
//   `applicationDockMenu(_:)`. Edit menus and activities are iOS's; a
//   comment names them.
// - An entry with a role is wired to AppKit's standard action with no
//   target, so it goes to the first responder, as in Xcode's menu template:
//   `copy:` reaches the text view, `undo:` the window's undo manager,
//   `terminate:` the application (`AppKitPart.action(for:)` is the table).
//   An entry without a role whose identifier has such a role elsewhere in
//   the file is the same command and takes the same action. Roles the system
//   inserts itself (Emoji & Symbols, the tiling commands) are left to it, as
//   a comment; Enter Full Screen is written with `toggleFullScreen:`, which
//   keeps AppKit from adding a second one.
// - The items of an Open Recent submenu clear the list
//   (`clearRecentDocuments:`); NSDocumentController fills the rest.
// - Every other command calls the handler protocol `<Namespace>Handler`
//   (the names are the plan's): a method per item, a `Bool` per toggle, the
//   selected option of each choice and pop-up. Items target the builder,
//   whose `validateMenuItem(_:)` (NSMenuItemValidation) asks the handler's
//   `isEnabled(_:)` and shows toggles' and options' state (`.on`/`.off`,
//   or a variable-title toggle's title, as where the command first appears).
// - Alternates are items with `isAlternate = true` right after their entry;
//   section headers are `NSMenuItem.sectionHeader(withTitle:)` on macOS 14
//   and a disabled item before; a list the app supplies (`dynamic … id:`) is
//   asked for its items each time its menu opens (NSMenuDelegate).
// - Key equivalents: letters lowercase, a shifted character as typed
//   without Shift (⌘? is "?" with Command), named and function keys as
//   AppKit's characters (Return "\r", Enter U+0003, Escape U+001B, Delete
//   U+0008, forward delete NSDeleteFunctionKey U+F728, arrows U+F700…,
//   F1 NSF1FunctionKey U+F704 … F35 U+F726, Home U+F729, End U+F72B,
//   Page Up U+F72C, Page Down U+F72D, Clear NSClearLineFunctionKey U+F739),
//   with `keyEquivalentModifierMask`.
// - Selectors are written as strings (`Selector(("copy:"))`), the names
//   Apple documents; the builder's own actions carry `@objc(name:)` so the
//   string and the method are seen together. AppKit has no destructive
//   style; entries not on macOS are left out with a comment.

struct AppKitPart: SwiftTargetPart {
    let plan: SwiftPlan

    /// The menu whose code is being written (`SwiftTargetPart.inMenu(_:)`).
    var menu: MenuLocalization?

    private var ns: String { plan.namespace }
    private var handlerProtocol: String { plan.namespace + "Handler" }
    private var builder: String { plan.namespace + "Builder" }

    /// The role whose action each identifier with one takes.
    private let roleByID: [String: Role]
    /// Identifiers of the items and toggles that call the handler.
    private let handlerItems: Set<String>
    private let handlerToggles: Set<String>
    /// Whether some menu holds a list the app supplies.
    private let hasAppLists: Bool

    init(plan: SwiftPlan) {
        self.plan = plan
        var roles: [String: Role] = [:]
        var items: Set<String> = []
        var toggles: Set<String> = []
        var lists = false
        let menus = plan.model.menus.filter { Self.isBuilt($0.kind) }
        Self.walk(menus) { entry in
            guard let command = CommandView(entry), let role = command.role, Self.action(for: role) != nil else { return }
            if roles[command.id] == nil { roles[command.id] = role }
        }
        Self.walk(menus) { entry in
            if case .dynamic(let list) = entry, list.systemList == nil { lists = true }
            guard let command = CommandView(entry), command.platforms.contains(.macOS),
                  Self.dispatch(command, roleByID: roles) == .handler else { return }
            switch command.kind {
            case .item: items.insert(command.id)
            case .toggle: toggles.insert(command.id)
            case .option: break
            }
        }
        roleByID = roles
        handlerItems = items
        handlerToggles = toggles
        hasAppLists = lists
    }

    func write(into writer: inout SwiftWriter) {
        writer.line("// MARK: - AppKit")
        writer.line()
        writer.line("#if canImport(AppKit)")
        writer.line("import AppKit")
        writer.line()
        writeHandler(into: &writer)
        writer.line()
        writeBuilder(into: &writer)
        writer.line("#endif")
    }

    // MARK: Model

    /// The menus AppKit builds: edit menus and activities are iOS's.
    static func isBuilt(_ kind: MenuKind) -> Bool { kind != .edit && kind != .activities }

    /// Calls `visit` with every entry of `menus` the code builds, those
    /// inside choices, submenus and sections and the alternates included;
    /// not the entries of an Open Recent submenu (which clear the list) or of
    /// a submenu the system fills.
    static func walk(_ menus: [Menu], _ visit: (MenuEntry) -> Void) {
        func walkEntries(_ entries: [MenuEntry]) {
            for entry in entries {
                visit(entry)
                for alternate in entry.alternates { visit(.command(alternate)) }
                switch entry {
                case .choice(let choice): walkEntries(choice.options.map(MenuEntry.option))
                case .submenu(let submenu):
                    if SwiftPlan.isSystemFilled(submenu) { continue }
                    walkEntries(submenu.entries)
                case .section(let section): walkEntries(section.entries)
                default: break
                }
            }
        }
        for menu in menus { walkEntries(menu.entries) }
    }

    /// Who performs a command.
    enum Dispatch: Equatable {
        /// The first responder, with AppKit's standard action.
        case standard(AppKitAction)
        /// The system inserts and performs the entry itself.
        case system
        /// The app, through the handler.
        case handler
    }

    static func dispatch(_ command: CommandView, roleByID: [String: Role]) -> Dispatch {
        if let role = command.role {
            if let action = action(for: role) { return .standard(action) }
            return role.isProvidedBySystem ? .system : .handler
        }
        if command.kind != .option, let role = roleByID[command.id], let action = action(for: role) {
            return .standard(action)
        }
        return .handler
    }

    /// An action AppKit's standard menus send to the first responder.
    struct AppKitAction: Equatable {
        /// The Objective-C selector, as in "copy:".
        let selector: String
        /// The `tag` the action reads from its sender, as Swift code.
        var tag: String?
    }

    /// The standard action of a role, as Apple documents it; nil for roles
    /// the app performs (settings, closeAll, statusBar, share) and for those
    /// the system inserts itself, except Enter Full Screen.
    static func action(for role: Role) -> AppKitAction? {
        func finder(_ action: String) -> AppKitAction {
            AppKitAction(selector: "performTextFinderAction:", tag: "NSTextFinder.Action.\(action).rawValue")
        }
        func fontTrait(_ mask: String) -> AppKitAction {
            AppKitAction(selector: "addFontTrait:", tag: "Int(NSFontTraitMask.\(mask).rawValue)")
        }
        let selector: String
        switch role.name {
        // NSApplication
        case "about": selector = "orderFrontStandardAboutPanel:"
        case "hide": selector = "hide:"
        case "hideOthers": selector = "hideOtherApplications:"
        case "showAll": selector = "unhideAllApplications:"
        case "quit": selector = "terminate:"
        case "showColors": selector = "orderFrontColorPanel:"
        case "bringAllToFront": selector = "arrangeInFront:"
        case "help": selector = "showHelp:"
        // NSDocumentController and NSDocument
        case "new": selector = "newDocument:"
        case "open": selector = "openDocument:"
        case "save": selector = "saveDocument:"
        case "saveAs": selector = "saveDocumentAs:"
        case "duplicate": selector = "duplicateDocument:"
        case "rename": selector = "renameDocument:"
        case "pageSetup": selector = "runPageLayout:"
        case "print": selector = "printDocument:"
        // NSWindow, NSSplitViewController
        case "close": selector = "performClose:"
        case "minimize": selector = "performMiniaturize:"
        case "zoom": selector = "performZoom:"
        case "fullScreen": selector = "toggleFullScreen:"
        case "toolbar": selector = "toggleToolbarShown:"
        case "tabBar": selector = "toggleTabBar:"
        case "sidebar": selector = "toggleSidebar:"
        // The responder chain's undo manager; NSText and NSTextView
        case "undo": selector = "undo:"
        case "redo": selector = "redo:"
        case "cut": selector = "cut:"
        case "copy": selector = "copy:"
        case "paste": selector = "paste:"
        case "pasteAndMatchStyle": selector = "pasteAsPlainText:"
        case "delete": selector = "delete:"
        case "selectAll": selector = "selectAll:"
        case "underline": selector = "underline:"
        case "ruler": selector = "toggleRuler:"
        case "jumpToSelection": selector = "centerSelectionInVisibleArea:"
        // NSResponder's find actions, tagged with NSTextFinder.Action
        case "find": return finder("showFindInterface")
        case "findAndReplace": return finder("showReplaceInterface")
        case "findNext": return finder("nextMatch")
        case "findPrevious": return finder("previousMatch")
        case "useSelectionForFind": return finder("setSearchString")
        // NSFontManager, tagged with NSFontTraitMask
        case "bold": return fontTrait("boldFontMask")
        case "italic": return fontTrait("italicFontMask")
        case "showFonts": selector = "orderFrontFontPanel:"
        default: return nil
        }
        return AppKitAction(selector: selector)
    }

    // MARK: Handler

    private func writeHandler(into writer: inout SwiftWriter) {
        let file = SwiftLiteral.comment(plan.sourceName)
        writer.line("/// What the menus of \(file) do beyond AppKit's standard actions, implemented")
        writer.line("/// by the app: a method for each item, a `Bool` for each toggle, and the")
        writer.line("/// selected option of each choice and pop-up. Entries with a standard role go")
        writer.line("/// to the first responder instead and have no member here. A command added to")
        writer.line("/// the file is a new requirement, so the compiler points out the missing")
        writer.line("/// implementation.")
        writer.line("@MainActor")
        writer.block("public protocol \(handlerProtocol): AnyObject {") { writer in
            let items = plan.commands.lazy.compactMap { command -> (doc: String, declaration: String)? in
                guard handlerItems.contains(command.id), let name = command.methodName else { return nil }
                return ("\(literal: command.title)", "func \(SwiftIdentifier.escaped(name))()")
            }
            writer.members("Items", items)
            let toggles = plan.commands.lazy.compactMap { command -> (doc: String, declaration: String)? in
                guard handlerToggles.contains(command.id), let name = command.toggleName else { return nil }
                let doc = command.titleWhenOn.map { "\(literal: command.title) / \(literal: $0)" } ?? "\(literal: command.title)"
                return (doc, "var \(SwiftIdentifier.escaped(name)): Bool { get set }")
            }
            writer.members("Toggles", toggles)
            let selections = plan.selectionsWithOptions.map { selection in
                (doc: "The \(selection.isPopUp ? "pop-up" : "choice") \(SwiftLiteral.comment(selection.title))",
                 declaration: "var \(SwiftIdentifier.escaped(selection.handlerName)): \(ns).\(selection.enumName) { get set }")
            }
            writer.members("Choices and pop-ups", selections)
            if hasAppLists {
                writer.line("// MARK: Lists")
                writer.line()
                writer.line("/// The items of a `dynamic` list the app supplies, by its `id:`; asked each")
                writer.line("/// time its menu opens.")
                writer.line("func menuItems(forList id: String) -> [NSMenuItem]")
                writer.line()
            }
            writer.line("// MARK: Availability")
            writer.line()
            writer.line("/// Whether an entry the handler performs is available now. The default")
            writer.line("/// keeps those marked `disabled` in the file unavailable.")
            writer.line("func isEnabled(_ command: \(ns).Command) -> Bool")
        }
        writer.line()
        writer.block("extension \(handlerProtocol) {") { writer in
            writer.block("public func isEnabled(_ command: \(ns).Command) -> Bool {") { writer in
                writer.line("!\(ns).startsDisabled(command)")
            }
        }
    }

    // MARK: Builder

    private func writeBuilder(into writer: inout SwiftWriter) {
        let file = SwiftLiteral.comment(plan.sourceName)
        var conformances = "NSObject, NSMenuItemValidation"
        if hasAppLists { conformances += ", NSMenuDelegate" }
        writer.line("/// Builds the menus of \(file) as NSMenus. Standard commands go to the first")
        writer.line("/// responder; the others call the handler. Keep the builder as long as its")
        writer.line("/// menus: their items hold it weakly, as their target.")
        writer.line("@MainActor")
        writer.block("public final class \(builder): \(conformances) {") { writer in
            writer.line("public let handler: any \(handlerProtocol)")
            writer.line()
            writer.block("public init(handler: any \(handlerProtocol)) {") { writer in
                writer.line("self.handler = handler")
                writer.line("super.init()")
            }
            writer.line()
            writeMenus(into: &writer)
            writeActions(into: &writer)
            writeValidation(into: &writer)
            if hasAppLists { writeListUpdate(into: &writer) }
            writeItemFactories(into: &writer)
        }
    }

    private func writeMenus(into writer: inout SwiftWriter) {
        writer.line("// MARK: Menus")
        writer.line()
        let menuBar = plan.model.menuBar
        let special = SpecialMenus(menuBar)
        writer.line("/// The menu bar; set it as `application.mainMenu`. It gives `application` its")
        writer.line("/// Services, Window and Help menus.")
        writer.block("public func mainMenu(for application: NSApplication) -> NSMenu {") { writer in
            writer.line("let menu = NSMenu(title: \"Main Menu\")")
            for (index, menu) in menuBar.enumerated() {
                var context = Context(inMenuBar: true)
                if index == special.window { context.registers = "windowsMenu" }
                if index == special.help { context.registers = "helpMenu" }
                let part = inMenu(menu)
                part.writeSubmenu(title: part.localized(menu.title, .menu), symbol: nil, entries: menu.entries, context: context, into: &writer)
            }
            writer.line("return menu")
        }
        var scope = SwiftNameScope(reserved: Self.builderMembers)
        for menu in plan.model.menus where menu.kind != .menuBar {
            writer.line()
            inMenu(menu).writeOtherMenu(menu, scope: &scope, into: &writer)
        }
        writer.line()
    }

    /// Names the builder declares, which a menu's function must not take.
    static let builderMembers: Set<String> = SwiftIdentifier.unusableMemberNames.union([
        "handler", "mainMenu", "validateMenuItem", "menuNeedsUpdate", "performCommand", "toggleCommand",
        "selectOption", "showState", "standard", "command", "toggle", "option", "submenu", "sectionHeader",
        "listMarker", "makeItem", "ListMarker",
    ])

    private func writeOtherMenu(_ menu: Menu, scope: inout SwiftNameScope, into writer: inout SwiftWriter) {
        let title = SwiftLiteral.comment(menu.title)
        let base = SwiftIdentifier.sanitized(menu.identifier, fallback: "menu")
        switch menu.kind {
        case .edit, .activities:
            writer.line("// The \(menu.kind.displayName) \(title): iOS and iPadOS only; AppKit has no such menu.")
            return
        case .dock:
            writer.line("/// The Dock menu: return it from `applicationDockMenu(_:)`.")
            writeMenuFunction(scope.claim("dockMenu"), title: "\"\"", menu.entries, into: &writer)
        case .context:
            writer.line("/// The context menu \(title): set it as a view's `menu`.")
            writeMenuFunction(scope.claim(base + "Menu"), title: localized(menu.title, .menu), menu.entries, into: &writer)
        case .pullDown:
            writer.line("/// The pull-down \(title), for an NSPopUpButton with `pullsDown = true`:")
            writer.line("/// its first item is the button's title.")
            let name = scope.claim(base + "PullDown")
            writer.block("public func \(SwiftIdentifier.escaped(name))() -> NSMenu {") { writer in
                writer.line("let title = \(localized(menu.title, .menu))")
                writer.line("let menu = NSMenu(title: title)")
                writer.line("menu.addItem(NSMenuItem(title: title, action: nil, keyEquivalent: \"\"))")
                writeEntries(menu.entries, context: Context(), into: &writer)
                writer.line("return menu")
            }
        case .popUp:
            writer.line("/// The pop-up \(title), for an NSPopUpButton; its items set the handler's")
            writer.line("/// selection.")
            writeMenuFunction(scope.claim(base + "PopUp"), title: localized(menu.title, .menu), menu.entries, into: &writer)
        case .menuBar:
            break
        }
    }

    /// A function returning a menu; `title` is the title's expression.
    private func writeMenuFunction(_ name: String, title: String, _ entries: [MenuEntry], into writer: inout SwiftWriter) {
        writer.block("public func \(SwiftIdentifier.escaped(name))() -> NSMenu {") { writer in
            writer.line("let menu = NSMenu(title: \(title))")
            writeEntries(entries, context: Context(), into: &writer)
            writer.line("return menu")
        }
    }

    /// Where entries are written.
    struct Context {
        /// In `mainMenu(for:)`, where `application` is at hand.
        var inMenuBar = false
        /// The application's property this menu becomes (`windowsMenu`).
        var registers: String?
        /// In an Open Recent submenu.
        var inOpenRecent = false
    }

    /// The menus of the menu bar the application is told about.
    struct SpecialMenus {
        var window: Int?
        var help: Int?

        init(_ menuBar: [Menu]) {
            window = menuBar.firstIndex { Self.holdsWindowList($0.entries) }
                ?? menuBar.firstIndex { $0.title.lowercased() == "window" }
                ?? menuBar.firstIndex { Self.holdsRole(in: $0.entries, ["minimize", "zoom", "bringAllToFront"]) }
            help = menuBar.firstIndex { $0.title.lowercased() == "help" }
                ?? menuBar.firstIndex { Self.holdsRole(in: $0.entries, ["help"]) }
            if help == window { help = nil }
        }

        static func holdsWindowList(_ entries: [MenuEntry]) -> Bool {
            entries.contains { entry in
                if case .dynamic(let list) = entry { return list.systemList == .windowList }
                if case .section(let section) = entry { return holdsWindowList(section.entries) }
                return false
            }
        }

        static func holdsRole(in entries: [MenuEntry], _ names: Set<String>) -> Bool {
            entries.contains { CommandView($0)?.role.map { names.contains($0.name) } ?? false }
        }
    }

    // MARK: Entries

    private func writeEntries(_ entries: [MenuEntry], context: Context, into writer: inout SwiftWriter) {
        for entry in entries {
            writeEntry(entry, context: context, into: &writer)
        }
    }

    private func writeEntry(_ entry: MenuEntry, context: Context, into writer: inout SwiftWriter) {
        if !entry.platforms.contains(.macOS) {
            writer.line("// \(SwiftLiteral.comment(title(of: entry))) is not on macOS.")
            return
        }
        switch entry {
        case .command, .toggle:
            let command = CommandView(entry)!
            writeCommand(command, context: context, isAlternate: false, into: &writer)
            for alternate in entry.alternates where alternate.platforms.contains(.macOS) {
                writeCommand(CommandView(.command(alternate))!, context: context, isAlternate: true, into: &writer)
            }
        case .choice(let choice):
            guard let selection = plan.selection(for: choice), !selection.options.isEmpty else {
                writer.line("// The choice \(SwiftLiteral.comment(choice.name)) has no options.")
                return
            }
            for index in selection.options.indices {
                writeOption(selection, index, into: &writer)
            }
        case .option(let option):
            writeLooseOption(option, into: &writer)
        case .submenu(let submenu):
            writeSubmenuEntry(submenu, context: context, into: &writer)
        case .separator:
            writer.line("menu.addItem(.separator())")
        case .section(let section):
            writer.line("menu.addItem(sectionHeader(\(localized(section.title, .of(section)))))")
            writeEntries(section.entries, context: context, into: &writer)
        case .dynamic(let list):
            writeList(list, context: context, into: &writer)
        }
    }

    private func title(of entry: MenuEntry) -> String {
        switch entry {
        case .submenu(let submenu): submenu.title
        case .dynamic(let list): list.title
        default: CommandView(entry)?.title ?? ""
        }
    }

    private func writeCommand(_ command: CommandView, context: Context, isAlternate: Bool, into writer: inout SwiftWriter) {
        let extra = arguments(command.shortcut, symbol: symbol(of: command.entry), isAlternate: isAlternate)
        let title = localized(command.title, SwiftLocalization.place(of: command))
        if context.inOpenRecent {
            writer.line("menu.addItem(standard(\(title), \"clearRecentDocuments:\"\(extra)))")
            return
        }
        switch Self.dispatch(command, roleByID: roleByID) {
        case .system:
            writer.line(SwiftPlan.leftToSystemComment(command.entry))
        case .standard(let action):
            let tag = action.tag.map { ", tag: \($0)" } ?? ""
            writer.line("menu.addItem(standard(\(title), \"\(action.selector)\"\(tag)\(extra)))")
        case .handler:
            let factory = command.kind == .toggle ? "toggle" : "command"
            let reference = plan.caseReference(ofID: command.id)
            writer.line("menu.addItem(\(factory)(\(title), \(reference)\(extra)))")
        }
    }

    private func symbol(of entry: MenuEntry) -> String? {
        switch entry {
        case .command(let command): command.symbol
        case .toggle(let toggle): toggle.symbol
        case .option(let option): option.symbol
        default: nil
        }
    }

    /// `, key: …, modifiers: […], symbol: …, isAlternate: true`, each when it applies.
    private func arguments(_ shortcut: Shortcut?, symbol: String?, isAlternate: Bool) -> String {
        var text = ""
        if let shortcut {
            let (key, modifiers) = Self.keyEquivalent(shortcut)
            text += ", key: \(literal: key), modifiers: [\(SwiftNeutralPart.modifierList(modifiers.spellingOrder))]"
        }
        if let symbol { text += ", symbol: \(literal: symbol)" }
        if isAlternate { text += ", isAlternate: true" }
        return text
    }

    private func writeOption(_ selection: SwiftPlan.Selection, _ index: Int, into writer: inout SwiftWriter) {
        let option = selection.options[index]
        let extra = arguments(option.shortcut, symbol: option.symbol, isAlternate: false)
        writer.line("menu.addItem(option(\(localized(option.title, .option(id: option.id))), \(plan.optionValue(selection, index))\(extra)))")
    }

    /// An option directly in a pop-up, or in a section (which the plan does
    /// not name a choice for yet).
    private func writeLooseOption(_ option: Option, into writer: inout SwiftWriter) {
        for selection in plan.selectionsWithOptions where selection.isPopUp {
            if let index = selection.options.firstIndex(where: { $0.source.range == option.source.range }) {
                writeOption(selection, index, into: &writer)
                return
            }
        }
        writer.line("// Option \(SwiftLiteral.comment(option.title)): not generated outside a choice or pop-up.")
    }

    private func writeSubmenuEntry(_ submenu: Submenu, context: Context, into writer: inout SwiftWriter) {
        let title = SwiftLiteral.comment(submenu.title)
        var inner = Context(inMenuBar: context.inMenuBar)
        var entries = submenu.entries
        if let role = submenu.role {
            switch role.name {
            case "services":
                guard context.inMenuBar else {
                    writer.line("// \(title) (services): AppKit adds Services to context menus of text itself.")
                    return
                }
                inner.registers = "servicesMenu"
                if !entries.isEmpty {
                    // The plan gives its entries no handler member (`SwiftPlan.isSystemFilled`).
                    writer.line("// \(title) (services): the system fills it; its entries in the file are left out.")
                    entries = []
                }
            case "openRecent":
                writer.line("// \(title) (openRecent): NSDocumentController fills it; its items clear it.")
                inner.inOpenRecent = true
            default:
                if role.isProvidedBySystem {
                    writer.line("// \(title) (\(role.name)): the system inserts and fills this submenu.")
                    return
                }
                writer.line("// \(title) (\(role.name)): the app fills it at run time.")
            }
        }
        if submenu.isDisabled {
            writer.line("// \(title) starts disabled: AppKit enables a submenu's item by its entries.")
        }
        // AppKit finds the Open Recent menu by its Clear Menu item.
        let needsClearItem = inner.inOpenRecent && !entries.contains { CommandView($0) != nil }
        writeSubmenu(
            title: localized(submenu.title, .of(submenu)), symbol: submenu.symbol, entries: entries, context: inner,
            addsClearItem: needsClearItem, into: &writer)
    }

    /// `menu.addItem(submenu(title) { menu in … })`; `title` is the title's expression.
    private func writeSubmenu(
        title: String, symbol: String?, entries: [MenuEntry], context: Context, addsClearItem: Bool = false,
        into writer: inout SwiftWriter
    ) {
        let symbolArgument = symbol.map { ", symbol: \(literal: $0)" } ?? ""
        let head = "menu.addItem(submenu(\(title)\(symbolArgument))"
        if entries.isEmpty, !addsClearItem, context.registers == nil {
            writer.line(head + " { _ in })")
            return
        }
        writer.block(head + " { menu in", closer: "})") { writer in
            writeEntries(entries, context: context, into: &writer)
            if addsClearItem { writer.line("menu.addItem(standard(\"Clear Menu\", \"clearRecentDocuments:\"))") }
            if let property = context.registers {
                writer.line("application.\(property) = menu")
            }
        }
    }

    private func writeList(_ list: DynamicList, context: Context, into writer: inout SwiftWriter) {
        let title = SwiftLiteral.comment(list.title)
        if let system = list.systemList {
            // The system's only list is the window list, of the menu bar's
            // Window menu, which `mainMenu(for:)` registers.
            writer.line("// \(title) (\(system.name)): AppKit lists the open windows in the Window menu.")
            return
        }
        writer.line("// \(title): the handler supplies its items when the menu opens.")
        writer.line("menu.addItem(listMarker(\(literal: list.id)))")
        writer.line("menu.delegate = self")
    }

    // MARK: Actions and validation

    private func writeActions(into writer: inout SwiftWriter) {
        writer.line("// MARK: Actions")
        writer.line()
        let items = plan.commands.compactMap { command -> (String, String)? in
            guard handlerItems.contains(command.id), let name = command.methodName else { return nil }
            return (command.caseName, "handler.\(SwiftIdentifier.escaped(name))()")
        }
        writeAction("performCommand", "Calls the handler's method for an item.", items, into: &writer)
        let toggles = plan.commands.compactMap { command -> (String, String)? in
            guard handlerToggles.contains(command.id), let name = command.toggleName else { return nil }
            return (command.caseName, "handler.\(SwiftIdentifier.escaped(name)).toggle()")
        }
        writeAction("toggleCommand", "Turns a toggle of the handler on or off.", toggles, into: &writer)
        let selections = plan.selectionsWithOptions
        if !selections.isEmpty {
            writer.line("/// Sets the handler's selection to an option.")
            writer.line("@objc(selectOption:)")
            writer.block("private func selectOption(_ sender: NSMenuItem) {") { writer in
                for (index, selection) in selections.enumerated() {
                    let keyword = index == 0 ? "if" : "} else if"
                    writer.line("\(keyword) let option = sender.representedObject as? \(ns).\(selection.enumName) {")
                    writer.line("handler.\(SwiftIdentifier.escaped(selection.handlerName)) = option", deeper: 1)
                }
                writer.line("}")
            }
            writer.line()
        }
    }

    /// An `@objc` action switching over the commands in `cases`; nothing
    /// when there are none.
    private func writeAction(_ name: String, _ doc: String, _ cases: [(caseName: String, call: String)], into writer: inout SwiftWriter) {
        guard !cases.isEmpty else { return }
        writer.line("/// \(doc)")
        writer.line("@objc(\(name):)")
        writer.block("private func \(name)(_ sender: NSMenuItem) {") { writer in
            writer.line("guard let command = sender.representedObject as? \(ns).Command else { return }")
            writer.line("switch command {")
            for (caseName, call) in cases {
                writer.line("case \(caseReference: caseName): \(call)")
            }
            if cases.count < plan.commands.count { writer.line("default: break") }
            writer.line("}")
        }
        writer.line()
    }

    private func writeValidation(into writer: inout SwiftWriter) {
        writer.line("// MARK: Validation")
        writer.line()
        let toggles = plan.commands.filter { handlerToggles.contains($0.id) && $0.toggleName != nil }
        writer.line("/// Whether an item that calls the handler is available, and its state.")
        writer.block("public func validateMenuItem(_ menuItem: NSMenuItem) -> Bool {") { writer in
            writer.block("if let command = menuItem.representedObject as? \(ns).Command {") { writer in
                if !toggles.isEmpty {
                    writer.line("if menuItem.action == Selector((\"toggleCommand:\")) { showState(of: command, in: menuItem) }")
                }
                writer.line("return handler.isEnabled(command)")
            }
            for selection in plan.selectionsWithOptions {
                writer.block("if let option = menuItem.representedObject as? \(ns).\(selection.enumName) {") { writer in
                    writer.line("menuItem.state = handler.\(SwiftIdentifier.escaped(selection.handlerName)) == option ? .on : .off")
                    writer.line("return \(ns).Command(rawValue: option.rawValue).map { handler.isEnabled($0) } ?? true")
                }
            }
            writer.line("return true")
        }
        writer.line()
        guard !toggles.isEmpty else { return }
        writer.line("/// A toggle's checkmark, or the title of a toggle whose title changes.")
        writer.block("private func showState(of command: \(ns).Command, in menuItem: NSMenuItem) {") { writer in
            writer.line("switch command {")
            for command in toggles {
                let property = "handler." + SwiftIdentifier.escaped(command.toggleName!)
                if let (onTitle, offTitle) = plan.toggleTitles(of: command) {
                    writer.line("case \(caseReference: command.caseName): menuItem.title = \(property) ? \(onTitle) : \(offTitle)")
                } else {
                    writer.line("case \(caseReference: command.caseName): menuItem.state = \(property) ? .on : .off")
                }
            }
            if toggles.count < plan.commands.count { writer.line("default: break") }
            writer.line("}")
        }
        writer.line()
    }

    private func writeListUpdate(into writer: inout SwiftWriter) {
        writer.line("/// Replaces the items of each list the app supplies in a menu about to open.")
        writer.block("public func menuNeedsUpdate(_ menu: NSMenu) {") { writer in
            writer.block("for marker in menu.items {") { writer in
                writer.line("guard let list = marker.representedObject as? ListMarker else { continue }")
                writer.line("for item in list.items { menu.removeItem(item) }")
                writer.line("list.items = handler.menuItems(forList: list.id)")
                writer.line("var index = menu.index(of: marker) + 1")
                writer.block("for item in list.items {") { writer in
                    writer.line("menu.insertItem(item, at: index)")
                    writer.line("index += 1")
                }
            }
        }
        writer.line()
        writer.line("/// A hidden item standing for a list in its menu; the list's items follow it.")
        writer.block("private final class ListMarker {") { writer in
            writer.line("let id: String")
            writer.line("var items: [NSMenuItem] = []")
            writer.line()
            writer.block("init(id: String) {") { writer in
                writer.line("self.id = id")
            }
        }
        writer.line()
        writer.block("private func listMarker(_ id: String) -> NSMenuItem {") { writer in
            writer.line("let marker = NSMenuItem(title: \"\", action: nil, keyEquivalent: \"\")")
            writer.line("marker.isHidden = true")
            writer.line("marker.representedObject = ListMarker(id: id)")
            writer.line("return marker")
        }
        writer.line()
    }

    // MARK: Item factories

    /// The private functions the menus are built with, the same in every
    /// file but for the namespace.
    private func writeItemFactories(into writer: inout SwiftWriter) {
        writer.line("// MARK: Items")
        writer.lines("""

            /// An item sent to the first responder with AppKit's standard action.
            private func standard(
                _ title: String, _ action: String, tag: Int = 0, key: String = "",
                modifiers: NSEvent.ModifierFlags = [], symbol: String? = nil, isAlternate: Bool = false
            ) -> NSMenuItem {
                let item = makeItem(title, Selector(action), key: key, modifiers: modifiers, symbol: symbol, isAlternate: isAlternate)
                item.tag = tag
                return item
            }

            /// An item that calls the handler's method for `command`.
            private func command(
                _ title: String, _ command: \(ns).Command, key: String = "",
                modifiers: NSEvent.ModifierFlags = [], symbol: String? = nil, isAlternate: Bool = false
            ) -> NSMenuItem {
                let item = makeItem(title, Selector(("performCommand:")), key: key, modifiers: modifiers, symbol: symbol, isAlternate: isAlternate)
                item.target = self
                item.representedObject = command
                return item
            }

            /// An item that turns the handler's toggle for `command` on or off.
            private func toggle(
                _ title: String, _ command: \(ns).Command, key: String = "",
                modifiers: NSEvent.ModifierFlags = [], symbol: String? = nil, isAlternate: Bool = false
            ) -> NSMenuItem {
                let item = makeItem(title, Selector(("toggleCommand:")), key: key, modifiers: modifiers, symbol: symbol, isAlternate: isAlternate)
                item.target = self
                item.representedObject = command
                return item
            }

            /// An item that selects `option` in the handler.
            private func option(
                _ title: String, _ option: Any, key: String = "", modifiers: NSEvent.ModifierFlags = [],
                symbol: String? = nil
            ) -> NSMenuItem {
                let item = makeItem(title, Selector(("selectOption:")), key: key, modifiers: modifiers, symbol: symbol)
                item.target = self
                item.representedObject = option
                return item
            }

            private func makeItem(
                _ title: String, _ action: Selector?, key: String = "", modifiers: NSEvent.ModifierFlags = [],
                symbol: String? = nil, isAlternate: Bool = false
            ) -> NSMenuItem {
                let item = NSMenuItem(title: title, action: action, keyEquivalent: key)
                item.keyEquivalentModifierMask = modifiers
                item.isAlternate = isAlternate
                if let symbol, #available(macOS 11, *) {
                    item.image = NSImage(systemSymbolName: symbol, accessibilityDescription: nil)
                }
                return item
            }

            /// An item holding a submenu that `build` fills.
            private func submenu(_ title: String, symbol: String? = nil, _ build: (NSMenu) -> Void) -> NSMenuItem {
                let menu = NSMenu(title: title)
                build(menu)
                let item = makeItem(title, nil, symbol: symbol)
                item.submenu = menu
                return item
            }

            /// A section header: NSMenuItem's own on macOS 14, a disabled item before.
            private func sectionHeader(_ title: String) -> NSMenuItem {
                if #available(macOS 14, *) {
                    return NSMenuItem.sectionHeader(withTitle: title)
                }
                let item = NSMenuItem(title: title, action: nil, keyEquivalent: "")
                item.isEnabled = false
                return item
            }
            """)
    }

    // MARK: Key equivalents

    /// The key equivalent and modifier mask of a shortcut: a letter in
    /// lowercase, a shifted character as typed (without Shift), named and
    /// function keys as AppKit's characters.
    static func keyEquivalent(_ shortcut: Shortcut) -> (key: String, modifiers: ModifierSet) {
        var modifiers = shortcut.modifiers
        let key: String
        switch shortcut.key {
        case .character(let character):
            if modifiers.contains(.shift), let shifted = USKeyboard.shifted(character), !character.isNumber {
                modifiers.remove(.shift)
                key = String(shifted)
            } else if character.isASCII, character.isLetter {
                key = character.lowercased()
            } else {
                key = String(character)
            }
        case .named(let named):
            key = String(SwiftKeyEquivalents.character(named))
        case .function(let number):
            // The language has F1 … F20, which all have a function key.
            key = SwiftKeyEquivalents.functionKey(number).map(String.init) ?? ""
        }
        return (key, modifiers)
    }
}
