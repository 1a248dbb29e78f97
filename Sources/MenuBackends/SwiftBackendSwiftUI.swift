import MenuDiagnostics
import MenuModel
import MenuSyntax

// The SwiftUI part of the Swift backend.
//
// The menu bar becomes one `Commands` value. SwiftUI does not let an app
// build the standard menus from scratch; it offers command groups at fixed
// placements inside them, filled with the system's own items, which work
// through the responder chain (⌘C copies in the focused text field, Undo
// reaches the window's undo manager). The generated code keeps them:
//
// - A menu-bar menu is *standard* when its title is the app's name (the app
//   menu) or File, Edit, Format, View, Window or Help, or, failing that, when
//   its first role belongs to one of those menus (so localised menus with
//   roles are recognised too). Each standard menu is recognised once.
// - Roles map to the placements whose items SwiftUI documents:
//     about → .appInfo; settings → .appSettings; services → .systemServices;
//     hide, hideOthers, showAll → .appVisibility; quit → .appTermination;
//     new, open, openRecent → .newItem;
//     save, saveAs, duplicate, rename, close → .saveItem;
//     pageSetup, print → .printItem; undo, redo → .undoRedo;
//     cut, copy, paste, pasteAndMatchStyle, delete, selectAll → .pasteboard;
//     find, findAndReplace, findNext, findPrevious, useSelectionForFind,
//       jumpToSelection → .textEditing;
//     bold, italic, underline, showFonts, showColors → .textFormatting;
//     toolbar → .toolbar; sidebar, fullScreen → .sidebar (in the Window
//       menu fullScreen → .windowSize); minimize, zoom → .windowSize;
//     bringAllToFront → .windowArrangement; help → .help.
//   A submenu without a role whose entries all take one placement (Find,
//   Font) takes it too. A role counts only in the standard menu owning
//   its placement.
// - The entries of a standard menu are split into one run per placement (a
//   role whose placement comes later in SwiftUI's order starts a new run;
//   an entry without a role joins the run of the nearest role before it in
//   its section, else of the next one).
// - A run whose roles are the system's own, in the system's order, with
//   their standard titles and shortcuts, leaves its group alone: the system
//   items stay, named in a comment, and the file's other entries go beside
//   them, `CommandGroup(before:)` the first and `CommandGroup(after:)` the
//   last. Only a run that changes the group (a role out of order, an entry
//   between two of the system's, another title or shortcut) replaces it,
//   `CommandGroup(replacing:)`, and a comment says why. A placement the file
//   does not mention is never touched.
// - A role the system implements has no handler member. Where the code must
//   show it (a replaced group, a context menu) its button sends the
//   system's action to the first responder: `NSApp.sendAction` with
//   AppKit's selector (and the tag AppKit's item carries, as for Find and
//   Bold) on macOS, `UIApplication.sendAction` with UIKit's where UIKit has
//   one (on macOS only otherwise). Settings is the app's `Settings` scene:
//   SwiftUI shows its item when the app declares one, and a replaced group
//   opens it with `SettingsLink` (macOS 14). Open Recent and Services are the
//   system's submenus; a comment stands for them.
// - Other menus become `CommandMenu`s, which SwiftUI places between View and
//   Window.
// - Separators between groups are SwiftUI's own; inside a group they become
//   `Divider()`.
// - An entry marked `disabled` starts unavailable: it gets
//   `.disabled(!handler.isEnabled(.id))`, and the protocol's default
//   `isEnabled(_:)` returns false for exactly those commands, so the app turns
//   them on by implementing it. Unmarked entries are always available. A
//   disabled submenu has no identifier to ask about and gets `.disabled(true)`.
// - Every key is a `KeyEquivalent`: the documented constants (.upArrow,
//   .deleteForward, .pageUp…) where SwiftUI has one, else the character
//   AppKit uses (F6 is "\u{F709}", Enter "\u{03}"). SwiftUI documents function
//   keys for macOS only, so elsewhere their shortcut is left out under
//   `#if os(macOS)` and the build warns (`unsupported-shortcut`), as it does
//   for Option-key alternates, which SwiftUI cannot show.
// - Result builders take at most ten children; longer lists are split into
//   `Group`s.
// - Titles are looked up in the string catalog `--emit xcstrings` writes,
//   with `String(localized:defaultValue:table:bundle:comment:)` (see
//   `SwiftLocalization`); SwiftUI shows the resulting `String` as it is.
// - Bindings use `Binding(get:set:)` with `@MainActor` closures: the SDK's
//   closures are `@isolated(any) @Sendable`, and the handler is main-actor
//   state (Xcode 16 SDK or later).
// - SwiftUI's names are written unqualified, as in hand-written code; an app
//   module that declares its own `Menu`, `Group`, `Label`… can put the
//   generated file (all public) in a module of its own.

struct SwiftUIPart: SwiftTargetPart {
    let plan: SwiftPlan
    /// Whether the file's titles of roles are the system's English ones,
    /// so another title there changes the system's item. A file none of
    /// whose roles has its English title is localised: the system shows
    /// its own translation, and titles are not compared.
    private let comparesTitles: Bool
    /// The menu whose code is being written (`SwiftTargetPart.inMenu(_:)`).
    var menu: MenuLocalization?

    init(plan: SwiftPlan) {
        self.plan = plan
        comparesTitles = Self.hasEnglishRoleTitle(plan.model.menuBar, appName: plan.model.appName)
    }

    private static func hasEnglishRoleTitle(_ menus: [Menu], appName: String?) -> Bool {
        func visit(_ entries: [MenuEntry]) -> Bool {
            entries.contains { entry in
                if case .submenu(let submenu) = entry, submenu.role == nil { return visit(submenu.entries) }
                guard let command = CommandView(entry), let role = command.role else { return false }
                return command.title == role.title(appName: appName)
            }
        }
        return menus.contains { visit($0.entries) }
    }

    private var ns: String { plan.namespace }
    private var handlerProtocol: String { plan.namespace + "Handler" }

    func write(into writer: inout SwiftWriter) {
        writer.line("// MARK: - SwiftUI")
        writer.line()
        writer.line("#if canImport(SwiftUI)")
        writer.line("import SwiftUI")
        writer.line()
        writeHandler(into: &writer)
        writer.line()
        writeCommands(into: &writer)
        if plan.commands.contains(where: { $0.systemRole.flatMap { SwiftStandardAction.of($0.name) } != nil }) {
            writer.line()
            writeStandardActionSender(into: &writer)
        }
        // The Dock menu, edit menus and activities are not generated yet (the
        // menus' data says so).
        let others = plan.model.menus.filter { [.context, .pullDown, .popUp].contains($0.kind) }
        if !others.isEmpty {
            writer.line()
            writeViews(others, into: &writer)
        }
        writer.line("#endif")
    }

    // MARK: Handler

    private func writeHandler(into writer: inout SwiftWriter) {
        let file = SwiftLiteral.comment(plan.sourceName)
        writer.line("/// What the menus of \(file) do, implemented by the app: a method for each")
        writer.line("/// item, a `Bool` for each toggle, and the selected option of each choice and")
        writer.line("/// pop-up. Adopt it in an `@Observable` model so checkmarks and titles follow")
        writer.line("/// its state. A command added to the file is a new requirement, so the")
        writer.line("/// compiler points out the missing implementation.")
        writer.line("@MainActor")
        writer.block("public protocol \(handlerProtocol): AnyObject {") { writer in
            writeHandlerItems(into: &writer)
            writeHandlerToggles(into: &writer)
            writeHandlerSelections(into: &writer)
            writer.line("// MARK: Availability")
            writer.line()
            writer.line("/// Whether an entry marked `disabled` in the file is available now. Only")
            writer.line("/// those entries ask; the default keeps them unavailable.")
            writer.line("func isEnabled(_ command: \(ns).Command) -> Bool")
        }
        writer.line()
        writer.block("extension \(handlerProtocol) {") { writer in
            writer.block("public func isEnabled(_ command: \(ns).Command) -> Bool {") { writer in
                writer.line("!\(ns).startsDisabled(command)")
            }
        }
    }

    /// A method for each command an item uses.
    private func writeHandlerItems(into writer: inout SwiftWriter) {
        let members = plan.commands.lazy.compactMap { command in
            command.methodName.map { (doc: "\(literal: command.title)", declaration: "func \(SwiftIdentifier.escaped($0))()") }
        }
        writer.members("Items", members)
    }

    /// A `Bool` property for each command a toggle uses.
    private func writeHandlerToggles(into writer: inout SwiftWriter) {
        let members = plan.commands.lazy.compactMap { command in
            command.toggleName.map { name in
                let doc = command.titleWhenOn.map { "\(literal: command.title) / \(literal: $0)" } ?? "\(literal: command.title)"
                return (doc: doc, declaration: "var \(SwiftIdentifier.escaped(name)): Bool { get set }")
            }
        }
        writer.members("Toggles", members)
    }

    /// A property holding the selected option of each choice and pop-up
    /// that has options.
    private func writeHandlerSelections(into writer: inout SwiftWriter) {
        let members = plan.selectionsWithOptions.map { selection in
            (doc: "The \(selection.isPopUp ? "pop-up" : "choice") \(SwiftLiteral.comment(selection.title))",
             declaration: "var \(SwiftIdentifier.escaped(selection.handlerName)): \(ns).\(selection.enumName) { get set }")
        }
        writer.members("Choices and pop-ups", members)
    }


    // MARK: Commands

    private func writeCommands(into writer: inout SwiftWriter) {
        let file = SwiftLiteral.comment(plan.sourceName)
        writer.line("/// The menu bar of \(file) as SwiftUI commands; add them to a scene with")
        writer.line("/// `.commands { \(ns)Commands(handler: model) }`. The system's items of the")
        writer.line("/// standard menus stay; the file's other entries go beside them in SwiftUI's")
        writer.line("/// command groups, and other menus become `CommandMenu`s.")
        writer.block("public struct \(ns)Commands<Handler: \(handlerProtocol)>: Commands {") { writer in
            writer.line("private let handler: Handler")
            writer.line()
            writer.block("public init(handler: Handler) {") { writer in
                writer.line("self.handler = handler")
            }
            writer.line()
            writer.block("public var body: some Commands {") { writer in
                writeMenuBar(into: &writer)
            }
        }
    }

    /// A child of the commands' body: another menu's `CommandMenu`, made
    /// only as it is written, so that a large menu bar is never whole in
    /// memory; or one of a standard menu's command groups, made first (how
    /// many there are depends on the file).
    private enum MenuBarChild {
        case commandMenu(Menu)
        case standard(Element)

        var weight: Int {
            switch self {
            case .commandMenu: 1
            case .standard(let element): element.weight
            }
        }
    }

    /// The children of the commands' body: each standard menu's command
    /// groups, and a `CommandMenu` for each other menu.
    private func menuBarChildren() -> [MenuBarChild] {
        let menuBar = plan.model.menuBar
        let layout = SwiftMenuLayout(menuBar: menuBar, appName: plan.model.appName)
        var children: [MenuBarChild] = []
        for (index, menu) in menuBar.enumerated() {
            if let standard = layout.standardMenus[index] {
                children += inMenu(menu).standardMenuElements(menu, standard, layout: layout).map(MenuBarChild.standard)
            } else {
                children.append(.commandMenu(menu))
            }
        }
        return children
    }

    /// Writes the commands' body, in `Group`s of at most ten children.
    private func writeMenuBar(into writer: inout SwiftWriter) {
        let children = menuBarChildren()
        BuilderGrouping(weights: children.map(\.weight)).walk(
            childLines: { index in
                switch children[index] {
                case .commandMenu(let menu): inMenu(menu).customMenuElement(menu).lines
                case .standard(let element): element.lines
                }
            },
            line: { writer.line($0.code, deeper: $0.depth) })
    }

    private func customMenuElement(_ menu: Menu) -> Element {
        Element(lines: wrap("CommandMenu(\(localized(menu.title, .menu))) {", renderEntries(menu.entries), "}"))
    }

    private func standardMenuElements(_ menu: Menu, _ standard: SwiftStandardMenu, layout: SwiftMenuLayout) -> [Element] {
        var children: [Element] = []
        for group in layout.groups(for: menu, standard: standard) {
            children += groupElements(standard.placements[group.placementIndex], group.pieces)
        }
        let title = SwiftLiteral.comment(menu.title)
        let comment: Line = standard == .app ? "// \(title): the app menu" : "// \(title): the standard \(standard.name) menu"
        if children.filter({ $0.weight > 0 }).count <= 1 {
            return [Element(lines: [comment], weight: 0)] + children
        }
        var lines = [comment, "Group {"]
        lines += render(children).map(\.indented)
        lines.append("}")
        return [Element(lines: lines)]
    }

    /// The command groups of one placement's run of entries: the system's
    /// items left alone with the file's others beside them, or the group
    /// replaced where the file changes it (see the top of the file).
    private func groupElements(_ placement: String, _ pieces: [SwiftMenuLayout.Piece]) -> [Element] {
        let system = pieces.indices.filter { pieces[$0].entry.map { isSystemEntry($0, of: placement) } ?? false }
        guard let first = system.first, let last = system.last else {
            return [groupElement("CommandGroup(after: .\(placement))", pieces)]
        }
        if let reason = replacementReason(pieces, system: system, placement: placement) {
            return [Element(lines: ["// Replaces the system's .\(placement): \(reason)."], weight: 0),
                    groupElement("CommandGroup(replacing: .\(placement))", pieces)]
        }
        var elements: [Element] = []
        let before = Array(pieces[..<first].drop { $0.entry == nil })
        if !before.isEmpty { elements.append(groupElement("CommandGroup(before: .\(placement))", before)) }
        let names = system.map { pieces[$0].entry.map(Self.systemEntryName) ?? "" }
        elements.append(Element(lines: ["// .\(placement): the system's own \(names.joined(separator: ", "))"], weight: 0))
        var after = Array(pieces[(last + 1)...])
        while after.last.map({ $0.entry == nil }) == true { after.removeLast() }
        if !after.isEmpty { elements.append(groupElement("CommandGroup(after: .\(placement))", after)) }
        return elements
    }

    /// How a comment names a system entry: its role, or a submenu's title.
    private static func systemEntryName(_ entry: MenuEntry) -> String {
        if let role = SwiftMenuLayout.roleName(entry) { return role }
        if case .submenu(let submenu) = entry { return SwiftLiteral.comment(submenu.title) }
        return ""
    }

    /// Whether the system's group at `placement` has this entry itself: an
    /// entry with one of its roles, or a submenu without a role (Find, Font)
    /// whose entries all are.
    private func isSystemEntry(_ entry: MenuEntry, of placement: String) -> Bool {
        if let role = SwiftMenuLayout.roleName(entry) { return SwiftStandardMenu.placements(for: role).contains(placement) }
        guard case .submenu(let submenu) = entry else { return false }
        let entries = submenu.entries.filter { if case .separator = $0 { false } else { true } }
        return !entries.isEmpty && entries.allSatisfy { isSystemEntry($0, of: placement) }
    }

    /// Why the file's run changes the system's group, or nil when the
    /// system's items can stay as they are.
    private func replacementReason(_ pieces: [SwiftMenuLayout.Piece], system: [Int], placement: String) -> String? {
        for index in system.first!...system.last! {
            if let entry = pieces[index].entry, !system.contains(index) {
                return "the file puts \(SwiftLiteral.comment(CommandView(entry)?.title ?? Self.entryTitle(entry))) among its items"
            }
        }
        let order = system.compactMap { pieces[$0].entry.flatMap(SwiftMenuLayout.roleName).flatMap { name in Role.all.firstIndex { $0.name == name } } }
        if order != order.sorted() || Set(order).count != order.count { return "the file orders its items otherwise" }
        for index in system {
            if let entry = pieces[index].entry, let change = changeToSystemItem(entry) { return change }
        }
        return nil
    }

    private static func entryTitle(_ entry: MenuEntry) -> String {
        if case .submenu(let submenu) = entry { return submenu.title }
        return CommandView(entry)?.title ?? ""
    }

    /// How the file's entry differs from the system's item: another title
    /// or shortcut; nil when it is the system's as it stands.
    private func changeToSystemItem(_ entry: MenuEntry) -> String? {
        if case .submenu(let submenu) = entry {
            // The system's submenus (Open Recent, Services) keep the system's entries.
            if submenu.role != nil { return nil }
            return submenu.entries.lazy.compactMap { self.changeToSystemItem($0) }.first
        }
        guard let command = CommandView(entry), let role = command.role else { return nil }
        let title = role.title(appName: plan.model.appName)
        if comparesTitles, command.title != title || command.titleWhenOn != role.titleWhenOn {
            return "\(SwiftLiteral.comment(command.title)) is titled \(SwiftLiteral.comment(title)) there"
        }
        let standard = command.shortcut.map(role.acceptsShortcut) ?? (role.standardShortcut == nil)
        if !standard {
            let shortcut = role.standardShortcut?.display ?? "none"
            return "\(SwiftLiteral.comment(command.title)) has the shortcut \(command.shortcut?.display ?? "none") there, not \(shortcut)"
        }
        return nil
    }

    /// A command group holding `pieces`; wrapped in `#if` when every entry
    /// exists only on some platforms.
    private func groupElement(_ opener: String, _ pieces: [SwiftMenuLayout.Piece]) -> Element {
        let entries = pieces.compactMap(\.entry)
        let conditions = Set(entries.map { platformCondition($0.platforms) ?? "" })
        if conditions.count == 1, let condition = conditions.first, !condition.isEmpty {
            let body = renderPieces(pieces, ignoringPlatforms: true)
            return Element(lines: ["#if \(condition)"] + wrap(opener + " {", body, "}") + ["#endif"])
        }
        return Element(lines: wrap(opener + " {", renderPieces(pieces), "}"))
    }

    // MARK: Standard actions

    /// The function the buttons of system roles call: it sends the system
    /// item's action to the first responder.
    private func writeStandardActionSender(into writer: inout SwiftWriter) {
        writer.block("extension \(ns) {") { writer in
            writer.line("/// Sends a standard action to the first responder, as the system's own")
            writer.line("/// menu item does: the focused text view copies, the document saves.")
            writer.line("/// `tag` is the sender's tag AppKit's item carries (Find, Bold); `iOS` is")
            writer.line("/// UIKit's action where its name differs.")
            writer.line("@MainActor")
            writer.block("static func sendStandardAction(_ action: String, tag: Int = 0, iOS iOSAction: String? = nil) {") { writer in
                writer.line("#if os(macOS)")
                writer.line("let sender = NSMenuItem()")
                writer.line("sender.tag = tag")
                writer.line("_ = NSApp.sendAction(Selector(action), to: nil, from: sender)")
                writer.line("#elseif canImport(UIKit)")
                writer.line("_ = UIApplication.shared.sendAction(Selector(iOSAction ?? action), to: nil, from: nil, for: nil)")
                writer.line("#endif")
            }
        }
    }

    // MARK: Views

    private func writeViews(_ menus: [Menu], into writer: inout SwiftWriter) {
        let file = SwiftLiteral.comment(plan.sourceName)
        writer.line("/// The context menus, pull-downs and pop-ups of \(file) as SwiftUI views.")
        writer.line("@MainActor")
        writer.block("public enum \(ns)Views {") { writer in
            var scope = SwiftNameScope(reserved: SwiftIdentifier.unusableMemberNames)
            for (index, menu) in menus.enumerated() {
                if index > 0 { writer.line() }
                let name = scope.claim(SwiftIdentifier.sanitized(menu.identifier, fallback: "menu"), suffix: "Menu")
                inMenu(menu).writeView(menu, named: SwiftIdentifier.escaped(name), into: &writer)
            }
        }
    }

    /// The view function of a menu outside the menu bar.
    private func writeView(_ menu: Menu, named name: String, into writer: inout SwiftWriter) {
        let title = SwiftLiteral.comment(menu.title)
        let parameter = "_ handler: some \(handlerProtocol)"
        switch menu.kind {
        case .context:
            writeLayoutLeftOut(menu, into: &writer)
            writer.line("/// The context menu \(title): use it as")
            writer.line("/// `.contextMenu { \(ns)Views.\(name)(handler) }`.")
            writer.line("@ViewBuilder")
            writer.block("public static func \(name)(\(parameter)) -> some View {") { writer in
                writeElements(renderEntries(menu.entries), into: &writer)
            }
        case .pullDown:
            writeLayoutLeftOut(menu, into: &writer)
            writer.line("/// The pull-down button \(title).")
            writer.block("public static func \(name)(\(parameter)) -> some View {") { writer in
                writeLines(wrap("Menu(\(localized(menu.title, .menu))) {", renderEntries(menu.entries), "}"), into: &writer)
            }
        case .popUp:
            writer.line("/// The pop-up button \(title), bound to the handler's selection.")
            writer.block("public static func \(name)(\(parameter)) -> some View {") { writer in
                if let selection = plan.selection(for: menu), !selection.options.isEmpty {
                    writeLines(pickerLines(selection, style: nil), into: &writer)
                } else {
                    writer.line("EmptyView()  // the pop-up has no options")
                }
            }
        case .menuBar, .dock, .edit, .activities:
            break
        }
    }

    /// A menu's layout is not generated yet (the entries show as a list); a
    /// comment says so.
    private func writeLayoutLeftOut(_ menu: Menu, into writer: inout SwiftWriter) {
        guard let layout = menu.layout else { return }
        writer.line("// 'layout: \(layout.rawValue)' is not generated yet: the entries show as a list.")
    }

    // MARK: Entries

    /// One child of a result builder: its lines, and how many children it
    /// counts for (comments count for none).
    struct Element {
        var lines: [Line]
        var weight = 1
    }

    /// A line of code and how many levels deeper than its element it sits,
    /// which the writer turns into indentation.
    struct Line: ExpressibleByStringInterpolation {
        var code: String
        var depth = 0

        init(_ code: String, depth: Int = 0) {
            self.code = code
            self.depth = depth
        }

        init(stringLiteral literal: String) {
            code = literal
        }

        init(stringInterpolation: DefaultStringInterpolation) {
            code = String(stringInterpolation: stringInterpolation)
        }

        var indented: Line { Line(code, depth: depth + 1) }
    }

    /// Writes builder children, splitting them into `Group`s of at most ten.
    private func writeElements(_ elements: [Element], into writer: inout SwiftWriter) {
        writeLines(render(elements), into: &writer)
    }

    private func writeLines(_ lines: [Line], into writer: inout SwiftWriter) {
        for line in lines { writer.line(line.code, deeper: line.depth) }
    }

    private func render(_ elements: [Element]) -> [Line] {
        var lines: [Line] = []
        BuilderGrouping(weights: elements.map(\.weight)).walk(childLines: { elements[$0].lines }, line: { lines.append($0) })
        return lines
    }

    /// How the children of a result builder, which takes at most ten, are
    /// split into `Group`s: children in order, a group of them whenever the
    /// next would take the group's weight over ten, and groups of those
    /// groups, ten at a time, until ten or fewer are left.
    struct BuilderGrouping {
        static let limit = 10
        /// The groups of each level: the first ranges over the children, each
        /// other over the groups of the level before it. None when the
        /// children fit as they are.
        private var levels: [[Range<Int>]] = []
        private let childCount: Int

        init(weights: [Int]) {
            childCount = weights.count
            guard weights.reduce(0, +) > Self.limit else { return }
            levels.append(Self.split(weights))
            while let last = levels.last, last.count > Self.limit {
                levels.append(Self.split(Array(repeating: 1, count: last.count)))
            }
        }

        private static func split(_ weights: [Int]) -> [Range<Int>] {
            var groups: [Range<Int>] = []
            var start = 0
            var weight = 0
            for (index, childWeight) in weights.enumerated() {
                if weight + childWeight > limit, index > start {
                    groups.append(start..<index)
                    start = index
                    weight = 0
                }
                weight += childWeight
            }
            if start < weights.count { groups.append(start..<weights.count) }
            return groups
        }

        /// Hands `line` each line of the children in order (`childLines`
        /// makes a child's when it is reached) and the `Group {` and `}`
        /// around each group, each line one level deeper per group around it.
        func walk(childLines: (Int) -> [Line], line: (Line) -> Void) {
            func visit(level: Int, _ range: Range<Int>, depth: Int) {
                for index in range {
                    guard level >= 0 else {
                        for child in childLines(index) { line(Line(child.code, depth: child.depth + depth)) }
                        continue
                    }
                    line(Line("Group {", depth: depth))
                    visit(level: level - 1, levels[level][index], depth: depth + 1)
                    line(Line("}", depth: depth))
                }
            }
            visit(level: levels.count - 1, 0..<(levels.last?.count ?? childCount), depth: 0)
        }
    }

    private func wrap(_ opener: String, _ body: [Element], _ closer: String) -> [Line] {
        let inner = render(body)
        if inner.isEmpty { return [Line(opener + closer)] }
        return [Line(opener)] + inner.map(\.indented) + [Line(closer)]
    }

    private func renderEntries(_ entries: [MenuEntry]) -> [Element] {
        renderPieces(entries.map(SwiftMenuLayout.Piece.init))
    }

    private func renderPieces(_ pieces: [SwiftMenuLayout.Piece], ignoringPlatforms: Bool = false) -> [Element] {
        var elements: [Element] = []
        for piece in pieces {
            guard let entry = piece.entry else {
                elements.append(Element(lines: ["Divider()"]))
                continue
            }
            let condition = ignoringPlatforms ? nil : platformCondition(entry.platforms)
            let rendered = render(entry)
            guard let condition else {
                elements += rendered
                continue
            }
            for element in rendered where element.weight > 0 {
                let lines: [Line] = ["#if \(condition)"] + element.lines + ["#endif"]
                elements.append(Element(lines: lines, weight: element.weight))
            }
        }
        return elements
    }

    private func render(_ entry: MenuEntry) -> [Element] {
        // What the system inserts stays its own, unless it has an action to send
        // (Enter Full Screen in a replaced group).
        if SwiftPlan.isLeftToSystem(entry), CommandView(entry)?.role.flatMap({ SwiftStandardAction.of($0.name) }) == nil {
            return [Element(lines: [Line(SwiftPlan.leftToSystemComment(entry))], weight: 0)]
        }
        return switch entry {
        case .command(let command):
            [renderItem(command)] + alternatesLeftOut(command.alternates)
        case .toggle(let toggle):
            [renderToggle(toggle)] + alternatesLeftOut(toggle.alternates)
        case .choice(let choice):
            renderChoice(choice)
        case .option(let option):
            [Element(lines: ["// The option \(SwiftLiteral.comment(option.title)) belongs to a pop-up."], weight: 0)]
        case .submenu(let submenu):
            [renderSubmenu(submenu)]
        case .separator:
            [Element(lines: ["Divider()"])]
        // Version 2 entries are carried minimally until the Swift targets
        // model them: a section's entries inline, the rest as comments.
        case .section(let section):
            [Element(lines: ["// Section \(SwiftLiteral.comment(section.title)): its entries follow; the header is not generated."], weight: 0)]
                + section.entries.flatMap { entry -> [Element] in
                    if case .option(let option) = entry {
                        return [Element(lines: ["// The option \(SwiftLiteral.comment(option.title)) of the section is not generated."], weight: 0)]
                    }
                    return render(entry)
                }
        case .dynamic(let list):
            [Element(lines: ["// Dynamic list \(SwiftLiteral.comment(list.title)) is filled at run time; not generated."], weight: 0)]
        }
    }

    /// A comment for each Option-key alternate, which is not generated.
    private func alternatesLeftOut(_ alternates: [Command]) -> [Element] {
        alternates.map { alternate in
            let shortcut = alternate.shortcut.map { " (\($0.display))" } ?? ""
            return Element(lines: ["// Alternate \(SwiftLiteral.comment(alternate.title))\(shortcut) of the entry above: not generated."], weight: 0)
        }
    }

    /// A `Button` calling the handler's method, or sending the system's
    /// action for a role the system implements.
    private func renderItem(_ command: Command) -> Element {
        let symbol = command.symbol.map { ", systemImage: " + SwiftLiteral.string($0) } ?? ""
        let role = command.isDestructive ? ", role: .destructive" : ""
        let info = plan.command(withID: command.id)
        let title = localized(command.title, .of(command))
        if let systemRole = info.systemRole {
            return renderSystemCommand(systemRole, title: title, label: "\(title)\(symbol)\(role)",
                                       shortcut: command.shortcut, disabled: command.isDisabled, caseName: info.caseName)
        }
        let method = SwiftIdentifier.escaped(info.methodName!)
        var lines: [Line] = ["Button(\(title)\(symbol)\(role)) { handler.\(method)() }"]
        chain(modifiers(shortcut: command.shortcut, disabled: command.isDisabled, caseName: info.caseName), to: &lines)
        return Element(lines: lines)
    }

    /// The code of a role the system implements: `SettingsLink` for
    /// Settings, else a button sending the system's action; on macOS only
    /// when UIKit has no such action.
    private func renderSystemCommand(
        _ role: Role, title: String, label: String, shortcut: Shortcut?, disabled: Bool, caseName: String
    ) -> Element {
        let modifiers = modifiers(shortcut: shortcut, disabled: disabled, caseName: caseName)
        guard let action = SwiftStandardAction.of(role.name) else {
            // Settings: the app's Settings scene, which SettingsLink opens (macOS 14).
            var link: [Line] = ["SettingsLink {", Line("Text(\(title))", depth: 1), "}"]
            chain(modifiers, to: &link)
            return Element(lines: ["#if os(macOS)", "if #available(macOS 14, *) {"] + link.map(\.indented) + ["}", "#endif"])
        }
        var arguments = [SwiftLiteral.string(action.selector)]
        if let tag = action.tag { arguments.append("tag: \(tag)") }
        if let uikit = action.uikitSelector, uikit != action.selector { arguments.append("iOS: " + SwiftLiteral.string(uikit)) }
        var lines: [Line] = ["Button(\(label)) { \(ns).sendStandardAction(\(arguments.joined(separator: ", "))) }"]
        chain(modifiers, to: &lines)
        if action.uikitSelector == nil, plan.platforms.platforms.contains(where: { $0 != .macOS }) {
            lines = ["#if os(macOS)"] + lines + ["#endif"]
        }
        return Element(lines: lines)
    }

    /// A variable-title toggle is a `Button` showing the title of its state;
    /// a checkmark toggle is a `Toggle` bound to the handler's property.
    private func renderToggle(_ toggle: Toggle) -> Element {
        let info = plan.command(withID: toggle.id)
        if let systemRole = info.systemRole {
            // The system keeps the state (the font panel, the window's toolbar).
            let symbol = toggle.symbol.map { ", systemImage: " + SwiftLiteral.string($0) } ?? ""
            let title = localized(toggle.title, .toggle(id: toggle.id))
            return renderSystemCommand(systemRole, title: title, label: "\(title)\(symbol)",
                                       shortcut: toggle.shortcut, disabled: toggle.isDisabled, caseName: info.caseName)
        }
        let property = "handler." + SwiftIdentifier.escaped(info.toggleName!)
        var lines: [Line] = []
        if let onTitle = toggle.titleWhenOn {
            let symbol = toggle.symbol.map { ", systemImage: " + SwiftLiteral.string($0) } ?? ""
            let on = localized(onTitle, .toggleWhenOn(id: toggle.id))
            let off = localized(toggle.title, .toggle(id: toggle.id))
            lines.append("Button(\(property) ? \(on) : \(off)\(symbol)) { \(property).toggle() }")
        } else {
            let binding = "Binding(get: { @MainActor in \(property) }, set: { @MainActor in \(property) = $0 })"
            lines += toggleLines(title: localized(toggle.title, .toggle(id: toggle.id)), symbol: toggle.symbol, binding: binding)
        }
        chain(modifiers(shortcut: toggle.shortcut, disabled: toggle.isDisabled, caseName: info.caseName), to: &lines)
        return Element(lines: lines)
    }

    /// `Toggle(title, isOn: binding)`, or with a `Label` when there is a
    /// symbol; `title` is the title's expression.
    private func toggleLines(title: String, symbol: String?, binding: String) -> [Line] {
        guard let symbol else { return ["Toggle(\(title), isOn: \(binding))"] }
        return [
            "Toggle(isOn: \(binding)) {",
            Line("Label(\(title), systemImage: \(literal: symbol))", depth: 1),
            "}",
        ]
    }

    /// An inline `Picker`; or, when an option has a shortcut (which a
    /// picker's options cannot carry), one toggle per option.
    private func renderChoice(_ choice: Choice) -> [Element] {
        guard let selection = plan.selection(for: choice), !selection.options.isEmpty else {
            return [Element(lines: ["// The choice \(SwiftLiteral.comment(choice.name)) has no options."], weight: 0)]
        }
        guard selection.options.contains(where: { $0.shortcut != nil }) else {
            return [Element(lines: pickerLines(selection, style: ".inline"))]
        }
        var elements = [Element(lines: ["// The choice \(SwiftLiteral.comment(choice.name)), as toggles so its options keep their shortcuts"], weight: 0)]
        let property = "handler." + SwiftIdentifier.escaped(selection.handlerName)
        for (index, option) in selection.options.enumerated() {
            let value = plan.optionValue(selection, index)
            let binding = "Binding(get: { @MainActor in \(property) == \(value) }, set: { @MainActor in if $0 { \(property) = \(value) } })"
            var lines = toggleLines(title: localized(option.title, .option(id: option.id)), symbol: option.symbol, binding: binding)
            chain(modifiers(shortcut: option.shortcut, disabled: option.isDisabled, caseName: plan.command(withID: option.id).caseName), to: &lines)
            elements.append(Element(lines: lines))
        }
        return elements
    }

    /// A `Menu` of the submenu's entries; the Services submenu and those the
    /// system inserts itself are the system's and only named in a comment.
    private func renderSubmenu(_ submenu: Submenu) -> Element {
        var lines: [Line] = []
        if let role = submenu.role {
            if role.name == "services" {
                return Element(lines: ["// \(SwiftLiteral.comment(submenu.title)) (services): the system's Services submenu."], weight: 0)
            }
            if role.name == "openRecent" {
                return Element(lines: ["// \(SwiftLiteral.comment(submenu.title)) (openRecent): the system's Open Recent submenu."], weight: 0)
            }
            if role.isProvidedBySystem {
                return Element(
                    lines: ["// \(SwiftLiteral.comment(submenu.title)) (\(role.name)): the system inserts and fills this submenu."], weight: 0)
            }
            lines.append("// \(SwiftLiteral.comment(submenu.title)) (\(role.name)): filled at run time.")
        }
        let body = renderEntries(submenu.entries)
        if let symbol = submenu.symbol {
            let label = Line("Label(\(localized(submenu.title, .of(submenu))), systemImage: \(literal: symbol))", depth: 1)
            lines += wrap("Menu {", body, "} label: {") + [label, "}"]
        } else {
            lines += wrap("Menu(\(localized(submenu.title, .of(submenu)))) {", body, "}")
        }
        if submenu.isDisabled {
            chain([".disabled(true)  // starts disabled; a submenu has no identifier to ask the handler about"], to: &lines)
        }
        return Element(lines: lines)
    }

    /// A `Picker` bound to a choice's or pop-up's handler property.
    private func pickerLines(_ selection: SwiftPlan.Selection, style: String?) -> [Line] {
        let property = "handler." + SwiftIdentifier.escaped(selection.handlerName)
        let binding = "Binding(get: { @MainActor in \(property) }, set: { @MainActor in \(property) = $0 })"
        var options: [Element] = []
        for (index, option) in selection.options.enumerated() {
            let tag = ".tag(\(plan.optionValue(selection, index)))"
            var lines: [Line]
            if let symbol = option.symbol {
                lines = ["Label(\(localized(option.title, .option(id: option.id))), systemImage: \(literal: symbol))\(tag)"]
            } else {
                lines = ["Text(\(localized(option.title, .option(id: option.id))))\(tag)"]
            }
            if option.isDisabled {
                lines.append(Line(".disabled(!handler.isEnabled(\(plan.caseReference(ofID: option.id))))", depth: 1))
            }
            options.append(Element(lines: lines))
        }
        let title = localized(selection.title, SwiftLocalization.place(of: selection))
        var lines = wrap("Picker(\(title), selection: \(binding)) {", options, "}")
        if let style { lines.append(".pickerStyle(\(style))") }
        return lines
    }

    private func modifiers(shortcut: Shortcut?, disabled: Bool, caseName: String) -> [Line] {
        var lines: [Line] = []
        if let shortcut {
            let modifier = Line(keyboardShortcut(shortcut))
            if case .function = shortcut.key, Self.platformsWithoutFunctionKeys(plan.platforms) != nil {
                lines += ["#if os(macOS)", modifier, "#endif"]
            } else {
                lines.append(modifier)
            }
        }
        if disabled {
            lines.append(".disabled(!handler.isEnabled(\(caseReference: caseName)))")
        }
        return lines
    }

    /// Appends `modifiers` to `view`: indented under a one-line view, level
    /// with the closing brace of a multi-line one. `#if` lines stay at the
    /// view's level.
    private func chain(_ modifiers: [Line], to view: inout [Line]) {
        let endsInBrace = view.count > 1 && view.last.map { $0.depth == 0 && $0.code.hasPrefix("}") } == true
        for modifier in modifiers {
            let isDirective = modifier.code.hasPrefix("#")
            view.append(endsInBrace || isDirective ? modifier : modifier.indented)
        }
    }

    /// `.keyboardShortcut(…)` for a shortcut. A shifted punctuation
    /// character is given as typed, without Shift (⌘? is "?" with Command),
    /// as AppKit expects; letters are lowercase; keys that type no
    /// character are SwiftUI's constants or AppKit's characters.
    func keyboardShortcut(_ shortcut: Shortcut) -> String {
        var modifiers = shortcut.modifiers
        let key: String
        switch shortcut.key {
        case .character(let character):
            if modifiers.contains(.shift), let shifted = USKeyboard.shifted(character), !character.isNumber {
                modifiers.remove(.shift)
                key = "\(literal: String(shifted))"
            } else if character.isASCII, character.isLetter {
                key = "\(literal: character.lowercased())"
            } else {
                key = "\(literal: String(character))"
            }
        case .named(let named):
            key = Self.keyEquivalent(named)
        case .function(let number):
            // The language has F1 … F20, all of which AppKit names.
            key = "KeyEquivalent(\"\(SwiftKeyEquivalents.escaped(SwiftKeyEquivalents.functionKey(number)!))\")"
        }
        return ".keyboardShortcut(\(key), modifiers: [\(SwiftNeutralPart.modifierList(modifiers.spellingOrder))])"
    }

    /// SwiftUI's constant for a named key (its documentation lists them),
    /// or AppKit's character where it has none (Enter).
    static func keyEquivalent(_ key: NamedKey) -> String {
        switch key {
        case .return: ".return"
        case .enter: "KeyEquivalent(\"\(SwiftKeyEquivalents.escaped(SwiftKeyEquivalents.character(.enter)))\")"
        case .escape: ".escape"
        case .tab: ".tab"
        case .space: ".space"
        case .delete: ".delete"
        case .forwardDelete: ".deleteForward"
        case .up: ".upArrow"
        case .down: ".downArrow"
        case .left: ".leftArrow"
        case .right: ".rightArrow"
        case .home: ".home"
        case .end: ".end"
        case .pageUp: ".pageUp"
        case .pageDown: ".pageDown"
        case .clear: ".clear"
        }
    }

    /// The platforms among `platforms` where SwiftUI documents no key
    /// equivalent for function keys (all but macOS), as a list for a
    /// message; nil when there are none.
    static func platformsWithoutFunctionKeys(_ platforms: PlatformSet) -> String? {
        let others = platforms.platforms.filter { $0 != .macOS }.map(\.rawValue)
        return others.isEmpty ? nil : others.joined(separator: ", ")
    }

    // MARK: Warnings

    /// What the SwiftUI code cannot carry: a function-key shortcut where
    /// the file targets more than macOS, and Option-key alternates.
    static func warnings(_ model: MenuModel) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        let menus = model.menus.filter { [.menuBar, .context, .pullDown, .popUp].contains($0.kind) }
        CommandView.forEach(in: menus, includingAlternates: false) { command in
            guard let shortcut = command.shortcut, command.role?.isProvidedBySystem != true else { return }
            if case .function = shortcut.key,
               let platforms = platformsWithoutFunctionKeys(command.platforms.intersection(model.platformSet)) {
                let range = command.source.keyAttributeRange ?? command.keywordRange
                warnings.append(Diagnostic(.warning, id: unsupportedShortcut, .functionKeyOutsideMacOS(shortcut.display, platforms), at: range))
            }
            for alternate in command.entry.alternates where alternate.shortcut != nil {
                let range = alternate.source.keyAttributeRange ?? alternate.keywordRange
                warnings.append(Diagnostic(.warning, id: unsupportedShortcut, .alternateNotGenerated(alternate.title, alternate.shortcut!.display), at: range))
            }
        }
        return warnings
    }

    /// The id of the warnings about shortcuts a target cannot carry.
    static let unsupportedShortcut = "unsupported-shortcut"

    // MARK: Platforms

    /// The `#if` condition for an entry available on `platforms`, or nil when
    /// it is available wherever the file is.
    private func platformCondition(_ platforms: PlatformSet) -> String? {
        let systems = Self.operatingSystems(platforms.intersection(plan.platforms))
        if systems == Self.operatingSystems(plan.platforms) { return nil }
        // No entry of a model is available nowhere (lowering leaves those
        // out); `false` would say so.
        if systems.isEmpty { return "false" }
        return systems.map { "os(\($0))" }.joined(separator: " || ")
    }

    private static func operatingSystems(_ platforms: PlatformSet) -> [String] {
        var result: [String] = []
        for platform in platforms.platforms {
            let os = switch platform {
            case .macOS: "macOS"
            case .iPadOS, .iOS: "iOS"
            case .visionOS: "visionOS"
            }
            if !result.contains(os) { result.append(os) }
        }
        return result
    }
}

// MARK: - Standard menus

enum SwiftStandardMenu: CaseIterable {
    case app, file, edit, format, view, window, help

    var name: String {
        switch self {
        case .app: "app"
        case .file: "File"
        case .edit: "Edit"
        case .format: "Format"
        case .view: "View"
        case .window: "Window"
        case .help: "Help"
        }
    }

    /// SwiftUI's placements in this menu, in the order SwiftUI shows them.
    /// The window lists are the system's and not listed.
    var placements: [String] {
        switch self {
        case .app: ["appInfo", "appSettings", "systemServices", "appVisibility", "appTermination"]
        case .file: ["newItem", "saveItem", "importExport", "printItem"]
        case .edit: ["undoRedo", "pasteboard", "textEditing"]
        case .format: ["textFormatting"]
        case .view: ["toolbar", "sidebar"]
        case .window: ["windowSize", "windowArrangement"]
        case .help: ["help"]
        }
    }

    /// The placements a role may take, in preference order.
    static func placements(for role: String) -> [String] {
        switch role {
        case "about": ["appInfo"]
        case "settings": ["appSettings"]
        case "services": ["systemServices"]
        case "hide", "hideOthers", "showAll": ["appVisibility"]
        case "quit": ["appTermination"]
        case "new", "open", "openRecent": ["newItem"]
        case "save", "saveAs", "duplicate", "rename", "close": ["saveItem"]
        case "pageSetup", "print": ["printItem"]
        case "undo", "redo": ["undoRedo"]
        case "cut", "copy", "paste", "pasteAndMatchStyle", "delete", "selectAll": ["pasteboard"]
        case "find", "findAndReplace", "findNext", "findPrevious", "useSelectionForFind", "jumpToSelection": ["textEditing"]
        case "bold", "italic", "underline", "showFonts", "showColors": ["textFormatting"]
        case "minimize", "zoom": ["windowSize"]
        case "toolbar": ["toolbar"]
        case "sidebar": ["sidebar"]
        case "fullScreen": ["sidebar", "windowSize"]
        case "bringAllToFront": ["windowArrangement"]
        case "help": ["help"]
        default: []
        }
    }

    static func owner(of placement: String) -> SwiftStandardMenu? {
        allCases.first { $0.placements.contains(placement) }
    }
}

struct SwiftMenuLayout {
    /// One line of a command group: an entry or a divider between sections.
    enum Piece {
        case entry(MenuEntry)
        case divider

        /// A divider for a separator, the entry otherwise.
        init(_ entry: MenuEntry) {
            if case .separator = entry { self = .divider } else { self = .entry(entry) }
        }

        var entry: MenuEntry? {
            if case .entry(let entry) = self { return entry }
            return nil
        }
    }

    struct Group {
        /// Index into the standard menu's placements.
        let placementIndex: Int
        var pieces: [Piece]
    }

    /// The standard menu of each menu-bar index that has one.
    let standardMenus: [Int: SwiftStandardMenu]

    init(menuBar: [Menu], appName: String?) {
        var result: [Int: SwiftStandardMenu] = [:]
        var claimed: Set<SwiftStandardMenu> = []
        if let appName, let index = menuBar.firstIndex(where: { $0.title == appName }) {
            result[index] = .app
            claimed.insert(.app)
        }
        for (index, menu) in menuBar.enumerated() where result[index] == nil {
            let title = menu.title.lowercased()
            if let standard = SwiftStandardMenu.allCases.first(where: { $0 != .app && $0.name.lowercased() == title }),
               !claimed.contains(standard) {
                result[index] = standard
                claimed.insert(standard)
            }
        }
        for (index, menu) in menuBar.enumerated() where result[index] == nil {
            for entry in menu.entries {
                guard let role = Self.roleName(entry), let placement = SwiftStandardMenu.placements(for: role).first else { continue }
                if let standard = SwiftStandardMenu.owner(of: placement), !claimed.contains(standard) {
                    result[index] = standard
                    claimed.insert(standard)
                }
                break
            }
        }
        standardMenus = result
    }

    static func roleName(_ entry: MenuEntry) -> String? {
        switch entry {
        case .command(let command): command.role?.name
        case .toggle(let toggle): toggle.role?.name
        case .submenu(let submenu): submenu.role?.name
        default: nil
        }
    }

    /// The command groups of a standard menu, in placement order; see the
    /// comment at the top of the file.
    func groups(for menu: Menu, standard: SwiftStandardMenu) -> [Group] {
        var groups: [Group] = []
        // Sections before the first role, which join the first group.
        var leading: [[MenuEntry]] = []
        for section in Self.sections(of: menu.entries) {
            let starts = Self.groupStarts(in: section, after: groups.last?.placementIndex ?? -1, standard: standard)
            guard let first = starts.first else {
                if groups.isEmpty {
                    leading.append(section)
                } else {
                    Self.append(section, to: &groups[groups.count - 1])
                }
                continue
            }
            // Entries before the section's first new group stay in the group before it.
            if first.position > 0 { Self.append(section[..<first.position], to: &groups[groups.count - 1]) }
            for (index, start) in starts.enumerated() {
                let end = index + 1 < starts.count ? starts[index + 1].position : section.count
                var group = Group(placementIndex: start.placement, pieces: [])
                Self.append(section[start.position..<end], to: &group)
                groups.append(group)
            }
        }
        if groups.isEmpty { groups = [Group(placementIndex: 0, pieces: [])] }
        if !leading.isEmpty {
            var first = Group(placementIndex: groups[0].placementIndex, pieces: [])
            for section in leading { Self.append(section, to: &first) }
            if !groups[0].pieces.isEmpty { first.pieces.append(.divider) }
            groups[0].pieces = first.pieces + groups[0].pieces
        }
        return groups
    }

    /// The runs of entries between separators, empty ones left out.
    private static func sections(of entries: [MenuEntry]) -> [[MenuEntry]] {
        var sections: [[MenuEntry]] = [[]]
        for entry in entries {
            if case .separator = entry {
                sections.append([])
            } else {
                sections[sections.count - 1].append(entry)
            }
        }
        return sections.filter { !$0.isEmpty }
    }

    /// Where new groups start in a section: at each role whose placement
    /// comes later than the current group's, taking with it the entries
    /// without a role since the role before it.
    private static func groupStarts(
        in section: [MenuEntry], after current: Int, standard: SwiftStandardMenu
    ) -> [(position: Int, placement: Int)] {
        var current = current
        var lastRole = -1
        var starts: [(position: Int, placement: Int)] = []
        for (position, entry) in section.enumerated() {
            guard let placement = placementIndex(of: entry, in: standard) else { continue }
            if placement > current {
                starts.append((lastRole + 1, placement))
                current = placement
            }
            lastRole = position
        }
        return starts
    }

    /// The index in `standard`'s placements of the first placement the
    /// entry's role may take there.
    private static func placementIndex(of entry: MenuEntry, in standard: SwiftStandardMenu) -> Int? {
        guard let role = roleName(entry) else { return nil }
        for placement in SwiftStandardMenu.placements(for: role) {
            if let index = standard.placements.firstIndex(of: placement) { return index }
        }
        return nil
    }

    /// Adds entries to a group, after a divider when it has some already.
    private static func append(_ entries: some Collection<MenuEntry>, to group: inout Group) {
        guard !entries.isEmpty else { return }
        if !group.pieces.isEmpty { group.pieces.append(.divider) }
        group.pieces += entries.map { .entry($0) }
    }
}

// MARK: - Standard actions

/// What the system's own menu item does for a role: the action it sends to
/// the first responder. AppKit's selectors and tags are those of the main
/// menu Xcode's app template holds; UIKit's come from
/// `UIResponderStandardEditActions` and `UIResponder`.
struct SwiftStandardAction {
    let selector: String
    var tag: Int?
    /// UIKit's action; nil where UIKit has none, and the item is macOS's only.
    var uikitSelector: String?

    /// The action of a role, if the system implements it with one.
    static func of(_ role: String) -> SwiftStandardAction? {
        table[role]
    }

    /// Whether the system implements the role, so the handler has nothing
    /// to do for it: those with an action, and Settings (the app's
    /// `Settings` scene). The submenus the system fills and the entries it
    /// inserts are `SwiftPlan.isSystemFilled` and `isLeftToSystem`.
    static func isImplementedBySystem(_ role: Role) -> Bool {
        table[role.name] != nil || role.name == "settings"
    }

    private static let table: [String: SwiftStandardAction] = [
        "about": .init(selector: "orderFrontStandardAboutPanel:"),
        "hide": .init(selector: "hide:"),
        "hideOthers": .init(selector: "hideOtherApplications:"),
        "showAll": .init(selector: "unhideAllApplications:"),
        "quit": .init(selector: "terminate:"),
        "new": .init(selector: "newDocument:"),
        "open": .init(selector: "openDocument:"),
        "close": .init(selector: "performClose:"),
        "save": .init(selector: "saveDocument:"),
        "saveAs": .init(selector: "saveDocumentAs:"),
        "duplicate": .init(selector: "duplicateDocument:", uikitSelector: "duplicate:"),
        "rename": .init(selector: "renameDocument:", uikitSelector: "rename:"),
        "pageSetup": .init(selector: "runPageLayout:"),
        "print": .init(selector: "print:", uikitSelector: "printContent:"),
        "undo": .init(selector: "undo:"),
        "redo": .init(selector: "redo:"),
        "cut": .init(selector: "cut:", uikitSelector: "cut:"),
        "copy": .init(selector: "copy:", uikitSelector: "copy:"),
        "paste": .init(selector: "paste:", uikitSelector: "paste:"),
        "pasteAndMatchStyle": .init(selector: "pasteAsPlainText:", uikitSelector: "pasteAndMatchStyle:"),
        "delete": .init(selector: "delete:", uikitSelector: "delete:"),
        "selectAll": .init(selector: "selectAll:", uikitSelector: "selectAll:"),
        "find": .init(selector: "performFindPanelAction:", tag: 1, uikitSelector: "find:"),
        "findAndReplace": .init(selector: "performFindPanelAction:", tag: 12, uikitSelector: "findAndReplace:"),
        "findNext": .init(selector: "performFindPanelAction:", tag: 2, uikitSelector: "findNext:"),
        "findPrevious": .init(selector: "performFindPanelAction:", tag: 3, uikitSelector: "findPrevious:"),
        "useSelectionForFind": .init(selector: "performFindPanelAction:", tag: 7, uikitSelector: "useSelectionForFind:"),
        "jumpToSelection": .init(selector: "centerSelectionInVisibleArea:"),
        "bold": .init(selector: "addFontTrait:", tag: 2, uikitSelector: "toggleBoldface:"),
        "italic": .init(selector: "addFontTrait:", tag: 1, uikitSelector: "toggleItalics:"),
        "underline": .init(selector: "underline:", uikitSelector: "toggleUnderline:"),
        "showFonts": .init(selector: "orderFrontFontPanel:"),
        "showColors": .init(selector: "orderFrontColorPanel:"),
        "toolbar": .init(selector: "toggleToolbarShown:"),
        "sidebar": .init(selector: "toggleSidebar:"),
        "tabBar": .init(selector: "toggleTabBar:"),
        "ruler": .init(selector: "toggleRuler:"),
        "fullScreen": .init(selector: "toggleFullScreen:"),
        "minimize": .init(selector: "performMiniaturize:"),
        "zoom": .init(selector: "performZoom:"),
        "bringAllToFront": .init(selector: "arrangeInFront:"),
        "help": .init(selector: "showHelp:"),
    ]
}

extension DiagnosticMessage {
    fileprivate static func functionKeyOutsideMacOS(_ shortcut: String, _ platforms: String) -> Self {
        "no key equivalent for '\(shortcut)' in SwiftUI on \(platforms): the shortcut works on macOS only; choose a key other than F1–F20 to have it there too"
    }

    fileprivate static func alternateNotGenerated(_ title: String, _ shortcut: String) -> Self {
        "the alternate '\(title)' ('\(shortcut)') is not generated, as SwiftUI menus have no Option-key alternates; make it an item of its own to keep it"
    }
}
