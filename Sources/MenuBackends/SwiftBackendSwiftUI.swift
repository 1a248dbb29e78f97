import MenuModel
import MenuSyntax

// The SwiftUI part of the Swift backend.
//
// The menu bar becomes one `Commands` value. SwiftUI does not let an app
// build the standard menus from scratch; it offers command groups at fixed
// placements inside them. So:
//
// - A menu-bar menu is *standard* when its title is the app's name (the app
//   menu) or File, Edit, Format, View, Window or Help, or, failing that, when
//   its first role belongs to one of those menus (so localised menus with
//   roles are recognised too). Each standard menu is recognised once.
// - Roles map to placements:
//     about → .appInfo; settings → .appSettings; services → .systemServices;
//     hide, hideOthers, showAll → .appVisibility; quit → .appTermination;
//     new, open, openRecent → .newItem;
//     save, saveAs, duplicate, rename, close, closeAll → .saveItem;
//     pageSetup, print → .printItem; undo, redo → .undoRedo;
//     cut, copy, paste, pasteAndMatchStyle, delete, selectAll → .pasteboard;
//     find, findAndReplace, findNext, findPrevious, useSelectionForFind,
//       jumpToSelection → .textEditing;
//     bold, italic, underline, showFonts, showColors → .textFormatting;
//     minimize, zoom → .windowSize; bringAllToFront → .windowArrangement;
//     fullScreen → .toolbar in the View menu, .windowSize in the Window menu;
//     help → .help. (share has no placement.)
//   A role counts only in the standard menu owning its placement.
// - In a standard menu, a role whose placement comes later (in SwiftUI's
//   order) than the current group's starts a new group. An entry without a
//   role joins the group of the nearest role before it in its section
//   (between separators), else that of the next role in the section; a
//   section without roles joins the group before it (or the first group).
//   Each group is `CommandGroup(replacing:)` its placement, so the menu shows
//   the file's entries in the file's order; a role out of SwiftUI's order
//   simply stays where it is. A menu without roles goes entirely into its
//   first placement. Placements the file leaves unused are replaced by empty
//   groups: the file describes the whole menu, and SwiftUI's default items
//   there (New Window, Close…) would otherwise duplicate or contradict it.
//   The Services submenu is the system's: the group around it adds the
//   other entries `before:`/`after:` `.systemServices` instead of replacing it.
// - Other menus become `CommandMenu`s, which SwiftUI places between View and
//   Window.
// - Separators between groups are SwiftUI's own; inside a group they become
//   `Divider()`.
// - An entry marked `disabled` starts unavailable: it gets
//   `.disabled(!handler.isEnabled(.id))`, and the protocol's default
//   `isEnabled(_:)` returns false for exactly those commands, so the app turns
//   them on by implementing it. Unmarked entries are always available. A
//   disabled submenu has no identifier to ask about and gets `.disabled(true)`.
// - Function keys have no `KeyEquivalent` in SwiftUI; such shortcuts are left
//   out with a comment. Enter (keypad) is NSEnterCharacter, U+0003.
// - Result builders take at most ten children; longer lists are split into
//   `Group`s.
// - Titles are string literals, so SwiftUI takes them as `LocalizedStringKey`s
//   and Xcode extracts them for localisation.
// - Bindings use `Binding(get:set:)` with `@MainActor` closures: the SDK's
//   closures are `@isolated(any) @Sendable`, and the handler is main-actor
//   state (Xcode 16 SDK or later).
// - SwiftUI's names are written unqualified, as in hand-written code; an app
//   module that declares its own `Menu`, `Group`, `Label`… can put the
//   generated file (all public) in a module of its own.

struct SwiftUIPart {
    let plan: SwiftPlan

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
        let members = plan.commands.compactMap { command in
            command.methodName.map { (doc: "\(literal: command.title)", declaration: "func \(SwiftIdentifier.escaped($0))()") }
        }
        writeHandlerSection("Items", members, into: &writer)
    }

    /// A `Bool` property for each command a toggle uses.
    private func writeHandlerToggles(into writer: inout SwiftWriter) {
        let members = plan.commands.compactMap { command in
            command.toggleName.map { name in
                let doc = command.titleWhenOn.map { "\(literal: command.title) / \(literal: $0)" } ?? "\(literal: command.title)"
                return (doc: doc, declaration: "var \(SwiftIdentifier.escaped(name)): Bool { get set }")
            }
        }
        writeHandlerSection("Toggles", members, into: &writer)
    }

    /// A property holding the selected option of each choice and pop-up
    /// that has options.
    private func writeHandlerSelections(into writer: inout SwiftWriter) {
        let members = plan.selectionsWithOptions.map { selection in
            (doc: "The \(selection.isPopUp ? "pop-up" : "choice") \(SwiftLiteral.comment(selection.title))",
             declaration: "var \(SwiftIdentifier.escaped(selection.handlerName)): \(ns).\(selection.enumName) { get set }")
        }
        writeHandlerSection("Choices and pop-ups", members, into: &writer)
    }

    /// A `// MARK:` and each member after its doc comment; nothing when
    /// there are no members.
    private func writeHandlerSection(
        _ mark: String, _ members: [(doc: String, declaration: String)], into writer: inout SwiftWriter
    ) {
        guard !members.isEmpty else { return }
        writer.line("// MARK: \(mark)")
        writer.line()
        for member in members {
            writer.line("/// " + member.doc)
            writer.line(member.declaration)
        }
        writer.line()
    }

    // MARK: Commands

    private func writeCommands(into writer: inout SwiftWriter) {
        let file = SwiftLiteral.comment(plan.sourceName)
        writer.line("/// The menu bar of \(file) as SwiftUI commands; add them to a scene with")
        writer.line("/// `.commands { \(ns)Commands(handler: model) }`. Standard menus fill SwiftUI's")
        writer.line("/// command groups (roles choose the placement; unused placements of those")
        writer.line("/// menus are emptied), other menus become `CommandMenu`s.")
        writer.block("public struct \(ns)Commands<Handler: \(handlerProtocol)>: Commands {") { writer in
            writer.line("private let handler: Handler")
            writer.line()
            writer.block("public init(handler: Handler) {") { writer in
                writer.line("self.handler = handler")
            }
            writer.line()
            writer.block("public var body: some Commands {") { writer in
                writeElements(menuBarElements(), into: &writer)
            }
        }
    }

    /// The children of the commands' body: each standard menu's command
    /// groups, and a `CommandMenu` for each other menu.
    private func menuBarElements() -> [Element] {
        let menuBar = plan.model.menuBar
        let layout = SwiftMenuLayout(menuBar: menuBar, appName: plan.model.appName)
        var children: [Element] = []
        for (index, menu) in menuBar.enumerated() {
            if let standard = layout.standardMenus[index] {
                children += standardMenuElements(menu, standard, layout: layout)
            } else {
                children.append(customMenuElement(menu))
            }
        }
        return children
    }

    private func customMenuElement(_ menu: Menu) -> Element {
        Element(lines: wrap("CommandMenu(\(literal: menu.title)) {", renderEntries(menu.entries), "}"))
    }

    private func standardMenuElements(_ menu: Menu, _ standard: SwiftStandardMenu, layout: SwiftMenuLayout) -> [Element] {
        let groups = layout.groups(for: menu, standard: standard)
        var children: [Element] = []
        for (placementIndex, placement) in standard.placements.enumerated() {
            guard let group = groups.first(where: { $0.placementIndex == placementIndex }) else {
                children.append(Element(lines: ["CommandGroup(replacing: .\(placement)) {}"]))
                continue
            }
            if placement == "systemServices", let split = splitAtServices(group.pieces) {
                if !split.before.isEmpty {
                    children.append(groupElement("CommandGroup(before: .systemServices)", split.before))
                }
                if !split.after.isEmpty {
                    children.append(groupElement("CommandGroup(after: .systemServices)", split.after))
                }
                if split.before.isEmpty, split.after.isEmpty {
                    children.append(Element(lines: ["// .systemServices: the system's Services submenu"], weight: 0))
                }
                continue
            }
            children.append(groupElement("CommandGroup(replacing: .\(placement))", group.pieces))
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

    private func splitAtServices(_ pieces: [SwiftMenuLayout.Piece]) -> (before: [SwiftMenuLayout.Piece], after: [SwiftMenuLayout.Piece])? {
        guard let index = pieces.firstIndex(where: { piece in
            if case .submenu(let submenu)? = piece.entry, submenu.role?.name == "services" { return true }
            return false
        }) else { return nil }
        func trimmed(_ slice: ArraySlice<SwiftMenuLayout.Piece>) -> [SwiftMenuLayout.Piece] {
            var result = Array(slice)
            while result.first?.entry == nil, !result.isEmpty { result.removeFirst() }
            while result.last?.entry == nil, !result.isEmpty { result.removeLast() }
            return result
        }
        return (trimmed(pieces[..<index]), trimmed(pieces[(index + 1)...]))
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
                writeView(menu, named: SwiftIdentifier.escaped(name), into: &writer)
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
                writeLines(wrap("Menu(\(literal: menu.title)) {", renderEntries(menu.entries), "}"), into: &writer)
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
        var depth = 0
        BuilderGrouping(weights: elements.map(\.weight)).walk(
            openGroup: {
                lines.append(Line("Group {", depth: depth))
                depth += 1
            },
            closeGroup: {
                depth -= 1
                lines.append(Line("}", depth: depth))
            },
            child: { index in
                for line in elements[index].lines { lines.append(Line(line.code, depth: line.depth + depth)) }
            })
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

        /// Calls `child` for each child in order, between `openGroup` and
        /// `closeGroup` for each group around it.
        func walk(openGroup: () -> Void, closeGroup: () -> Void, child: (Int) -> Void) {
            func visit(level: Int, _ range: Range<Int>) {
                for index in range {
                    guard level >= 0 else {
                        child(index)
                        continue
                    }
                    openGroup()
                    visit(level: level - 1, levels[level][index])
                    closeGroup()
                }
            }
            visit(level: levels.count - 1, 0..<(levels.last?.count ?? childCount))
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
        if SwiftPlan.isLeftToSystem(entry) { return [Element(lines: [Line(SwiftPlan.leftToSystemComment(entry))], weight: 0)] }
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

    /// A `Button` calling the handler's method.
    private func renderItem(_ command: Command) -> Element {
        let symbol = command.symbol.map { ", systemImage: " + SwiftLiteral.string($0) } ?? ""
        let role = command.isDestructive ? ", role: .destructive" : ""
        let info = plan.command(withID: command.id)
        let method = SwiftIdentifier.escaped(info.methodName!)
        var lines = shortcutComment(command.shortcut)
        lines.append("Button(\(literal: command.title)\(symbol)\(role)) { handler.\(method)() }")
        chain(modifiers(shortcut: command.shortcut, disabled: command.isDisabled, caseName: info.caseName), to: &lines)
        return Element(lines: lines)
    }

    /// A variable-title toggle is a `Button` showing the title of its state;
    /// a checkmark toggle is a `Toggle` bound to the handler's property.
    private func renderToggle(_ toggle: Toggle) -> Element {
        let info = plan.command(withID: toggle.id)
        let property = "handler." + SwiftIdentifier.escaped(info.toggleName!)
        var lines = shortcutComment(toggle.shortcut)
        if let onTitle = toggle.titleWhenOn {
            let symbol = toggle.symbol.map { ", systemImage: " + SwiftLiteral.string($0) } ?? ""
            lines.append("Button(\(property) ? \(literal: onTitle) : \(literal: toggle.title)\(symbol)) { \(property).toggle() }")
        } else {
            let binding = "Binding(get: { @MainActor in \(property) }, set: { @MainActor in \(property) = $0 })"
            lines += toggleLines(title: toggle.title, symbol: toggle.symbol, binding: binding)
        }
        chain(modifiers(shortcut: toggle.shortcut, disabled: toggle.isDisabled, caseName: info.caseName), to: &lines)
        return Element(lines: lines)
    }

    /// `Toggle(title, isOn: binding)`, or with a `Label` when there is a symbol.
    private func toggleLines(title: String, symbol: String?, binding: String) -> [Line] {
        guard let symbol else { return ["Toggle(\(literal: title), isOn: \(binding))"] }
        return [
            "Toggle(isOn: \(binding)) {",
            Line("Label(\(literal: title), systemImage: \(literal: symbol))", depth: 1),
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
            var lines = shortcutComment(option.shortcut)
            lines += toggleLines(title: option.title, symbol: option.symbol, binding: binding)
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
            if role.isProvidedBySystem {
                return Element(
                    lines: ["// \(SwiftLiteral.comment(submenu.title)) (\(role.name)): the system inserts and fills this submenu."], weight: 0)
            }
            lines.append("// \(SwiftLiteral.comment(submenu.title)) (\(role.name)): filled at run time.")
        }
        let body = renderEntries(submenu.entries)
        if let symbol = submenu.symbol {
            let label = Line("Label(\(literal: submenu.title), systemImage: \(literal: symbol))", depth: 1)
            lines += wrap("Menu {", body, "} label: {") + [label, "}"]
        } else {
            lines += wrap("Menu(\(literal: submenu.title)) {", body, "}")
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
                lines = ["Label(\(literal: option.title), systemImage: \(literal: symbol))\(tag)"]
            } else {
                lines = ["Text(\(literal: option.title))\(tag)"]
            }
            if option.isDisabled {
                lines.append(Line(".disabled(!handler.isEnabled(\(plan.caseReference(ofID: option.id))))", depth: 1))
            }
            options.append(Element(lines: lines))
        }
        var lines = wrap("Picker(\(literal: selection.title), selection: \(binding)) {", options, "}")
        if let style { lines.append(".pickerStyle(\(style))") }
        return lines
    }

    private func modifiers(shortcut: Shortcut?, disabled: Bool, caseName: String) -> [Line] {
        var lines: [Line] = []
        if let shortcut, let modifier = keyboardShortcut(shortcut) {
            lines.append(Line(modifier))
        }
        if disabled {
            lines.append(".disabled(!handler.isEnabled(\(caseReference: caseName)))")
        }
        return lines
    }

    /// Appends `modifiers` to `view`: indented under a one-line view, level
    /// with the closing brace of a multi-line one.
    private func chain(_ modifiers: [Line], to view: inout [Line]) {
        let endsInBrace = view.count > 1 && view.last.map { $0.depth == 0 && $0.code.hasPrefix("}") } == true
        for modifier in modifiers { view.append(endsInBrace ? modifier : modifier.indented) }
    }

    /// A comment before a control whose shortcut SwiftUI cannot express.
    private func shortcutComment(_ shortcut: Shortcut?) -> [Line] {
        guard let shortcut, case .function = shortcut.key else { return [] }
        return ["// \(SwiftLiteral.comment(shortcut.display)): SwiftUI has no KeyEquivalent for function keys."]
    }

    /// `.keyboardShortcut(…)` for a shortcut, nil for function keys. A
    /// shifted punctuation character is given as typed, without Shift (⌘? is
    /// "?" with Command), as AppKit expects; letters are lowercase.
    func keyboardShortcut(_ shortcut: Shortcut) -> String? {
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
        case .function:
            return nil
        }
        return ".keyboardShortcut(\(key), modifiers: [\(SwiftNeutralPart.modifierList(modifiers.spellingOrder))])"
    }

    static func keyEquivalent(_ key: NamedKey) -> String {
        switch key {
        case .return: ".return"
        case .enter: "KeyEquivalent(\"\\u{03}\")"
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
        case "save", "saveAs", "duplicate", "rename", "close", "closeAll": ["saveItem"]
        case "pageSetup", "print": ["printItem"]
        case "undo", "redo": ["undoRedo"]
        case "cut", "copy", "paste", "pasteAndMatchStyle", "delete", "selectAll": ["pasteboard"]
        case "find", "findAndReplace", "findNext", "findPrevious", "useSelectionForFind", "jumpToSelection": ["textEditing"]
        case "bold", "italic", "underline", "showFonts", "showColors": ["textFormatting"]
        case "minimize", "zoom": ["windowSize"]
        case "fullScreen": ["toolbar", "windowSize"]
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
