import MenuDiagnostics
import MenuModel
import MenuSyntax

// The UIKit part of the Swift backend (`--swift-target uikit`), for iPadOS,
// iOS and Mac Catalyst apps built with UIKit.
//
// - The menu bar is built in `<Namespace>UIKit.buildMenu(with:)`, which the
//   app calls from its `UIResponder.buildMenu(with:)` override. A standard
//   menu of the file (recognised as the SwiftUI part does: by title, else by
//   its roles) keeps UIKit's menu and gets the file's entries through
//   `replaceChildren(ofMenu:from:)`; other menus are inserted after the menu
//   before them (`insertSibling(_:afterMenu:)`); standard menus the file
//   leaves out are removed (`remove(menu:)`), except the app menu, which is
//   the system's when the file has none.
// - Commands reach the responder chain by selector: custom ones through the
//   generated `@objc` protocol `<Namespace>Actions` (one method per item,
//   toggle, choice and pop-up, named as the plan names the handler's
//   members), standard roles through `UIResponderStandardEditActions` or the
//   system's own menu at its `UIMenu.Identifier` (`UIKitRole`). Roles the
//   system implements have no method in the protocol.
// - Every shortcut becomes a `UIKeyCommand` with a discoverability title, so
//   it shows in the list iPadOS shows while ⌘ is held. Keys use UIKit's
//   documented inputs (`UIKeyCommand.inputUpArrow`, `.f1`…); a key UIKit has
//   no input for (`UIKitPart.unsupportedKey(in:)`) leaves the command
//   without shortcut and a comment says why.
// - State lives in the Swift protocol `<Namespace>State` (toggles, selected
//   options, availability); `<Namespace>UIKit.validate(_:state:)` applies it
//   to menu-bar commands from the app's `validate(_:)` override. The sender
//   of an action tells which command it was: `command(of:)`.
// - Context menus, pull-downs and pop-ups are `UIMenu` factories of
//   `UIAction`s that call the handler (standard roles stay `UICommand`s with
//   their selector); `layout:` is `preferredElementSize`, sections and
//   choices inline menus, dynamic lists the app supplies
//   `UIDeferredMenuElement`s. An edit menu is a factory that adds its
//   entries to the suggested actions, for `UIEditMenuInteraction`.
// - Separators become inline menus, which UIKit separates with lines.
// - Entries for some platforms only are wrapped in `on(_:_:)`, which gives
//   an empty inline menu elsewhere (array literals cannot hold `#if`).
// - The Dock menu (macOS only), share-sheet activities and alternates are
//   not generated; comments say so.

struct UIKitPart: SwiftTargetPart {
    let plan: SwiftPlan
    /// The menu whose code is being written (`SwiftTargetPart.inMenu(_:)`).
    var menu: MenuLocalization?

    /// The commands a custom entry performs: those of entries whose role
    /// UIKit does not perform itself.
    private let customCommandIDs: Set<String>
    /// The identifiers of the dynamic lists the app supplies, in file order.
    private let appLists: [String]

    init(plan: SwiftPlan) {
        self.plan = plan
        customCommandIDs = Self.customCommandIDs(in: plan.model)
        appLists = Self.appLists(in: plan.model)
    }

    private var ns: String { plan.namespace }
    private var actionsProtocol: String { plan.namespace + "Actions" }
    private var stateProtocol: String { plan.namespace + "State" }
    private var builder: String { plan.namespace + "UIKit" }

    /// Where entries are rendered: the menu bar reaches the responder chain
    /// by selector; the other menus call a handler from `UIAction`s.
    private enum Place { case menuBar, factory }

    func write(into writer: inout SwiftWriter) {
        writer.line("// MARK: - UIKit")
        writer.line()
        writer.line("#if canImport(UIKit)")
        writer.line("import UIKit")
        writer.line()
        writeActions(into: &writer)
        writer.line()
        writeState(into: &writer)
        writer.line()
        writeBuilder(into: &writer)
        writer.line("#endif")
    }

    // MARK: Protocols

    private static func customCommandIDs(in model: MenuModel) -> Set<String> {
        var ids: Set<String> = []
        func walk(_ entries: [MenuEntry]) {
            for entry in entries {
                switch entry {
                case .command, .toggle:
                    if roleMapping(entry) == nil, !SwiftPlan.isLeftToSystem(entry) {
                        ids.insert(CommandView(entry)!.id)
                    }
                case .submenu(let submenu) where roleMapping(entry) == nil: walk(submenu.entries)
                case .section(let section): walk(section.entries)
                default: break
                }
            }
        }
        for menu in model.menus { walk(menu.entries) }
        return ids
    }

    private func writeActions(into writer: inout SwiftWriter) {
        let file = SwiftLiteral.comment(plan.sourceName)
        writer.line("/// The actions of the menus of \(file), implemented by a responder (a view")
        writer.line("/// controller, the scene's or app's delegate): UIKit sends each command to the")
        writer.line("/// first responder in the chain that implements its method. A toggle's method")
        writer.line("/// flips it; a choice's or pop-up's method selects the option")
        writer.line("/// `\(builder).command(of: sender)`. Standard commands (Copy, Undo…) go to")
        writer.line("/// UIKit's own actions and have no method here.")
        writer.line("@MainActor @objc")
        writer.block("public protocol \(actionsProtocol) {") { writer in
            for command in plan.commands where customCommandIDs.contains(command.id) {
                if let method = command.methodName {
                    writer.line("/// \(literal: command.title)")
                    writer.line("func \(SwiftIdentifier.escaped(method))(_ sender: Any?)")
                }
                if let toggle = command.toggleName {
                    let titles = command.titleWhenOn.map { "\(literal: command.title) / \(literal: $0)" } ?? "\(literal: command.title)"
                    writer.line("/// \(titles): flips the toggle.")
                    writer.line("func \(SwiftIdentifier.escaped(toggle))(_ sender: Any?)")
                }
            }
            for selection in plan.selectionsWithOptions {
                writer.line("/// Selects an option of the \(selection.isPopUp ? "pop-up" : "choice") \(SwiftLiteral.comment(selection.title)).")
                writer.line("func \(SwiftIdentifier.escaped(selection.handlerName))(_ sender: Any?)")
            }
        }
    }

    private func writeState(into writer: inout SwiftWriter) {
        writer.line("/// What the menus show: the state of each toggle, the selected option of each")
        writer.line("/// choice and pop-up, and whether an entry marked `disabled` is available.")
        writer.line("@MainActor")
        writer.block("public protocol \(stateProtocol): AnyObject {") { writer in
            for command in plan.commands where customCommandIDs.contains(command.id) {
                guard let toggle = command.toggleName else { continue }
                writer.line("/// Whether \(literal: command.title) is on.")
                writer.line("var \(SwiftIdentifier.escaped(toggle)): Bool { get }")
            }
            for selection in plan.selectionsWithOptions {
                writer.line("/// The selected option of the \(selection.isPopUp ? "pop-up" : "choice") \(SwiftLiteral.comment(selection.title)).")
                writer.line("var \(SwiftIdentifier.escaped(selection.handlerName)): \(ns).\(selection.enumName) { get }")
            }
            if !appLists.isEmpty {
                writer.line("/// The entries of a dynamic list the app supplies, by its `id:` (\(appLists.map { "\(literal: $0)" }.joined(separator: ", "))).")
                writer.line("func menuElements(forList id: String) -> [UIMenuElement]")
            }
            writer.line("/// Whether an entry marked `disabled` in the file is available now. Only")
            writer.line("/// those entries ask; the default keeps them unavailable.")
            writer.line("func isEnabled(_ command: \(ns).Command) -> Bool")
        }
        writer.line()
        writer.block("extension \(stateProtocol) {") { writer in
            writer.block("public func isEnabled(_ command: \(ns).Command) -> Bool {") { writer in
                writer.line("!\(ns).startsDisabled(command)")
            }
        }
    }

    private static func appLists(in model: MenuModel) -> [String] {
        var ids: [String] = []
        func walk(_ entries: [MenuEntry]) {
            for entry in entries {
                switch entry {
                case .dynamic(let list) where list.systemList == nil:
                    if !ids.contains(list.id) { ids.append(list.id) }
                case .submenu(let submenu): walk(submenu.entries)
                case .section(let section): walk(section.entries)
                default: break
                }
            }
        }
        for menu in model.menus { walk(menu.entries) }
        return ids
    }

    private var menuBarHasAppLists: Bool {
        func has(_ entries: [MenuEntry]) -> Bool {
            entries.contains { entry in
                switch entry {
                case .dynamic(let list): list.systemList == nil
                case .submenu(let submenu): has(submenu.entries)
                case .section(let section): has(section.entries)
                default: false
                }
            }
        }
        return plan.model.menuBar.contains { has($0.entries) }
    }

    // MARK: The builder enum

    private func writeBuilder(into writer: inout SwiftWriter) {
        let file = SwiftLiteral.comment(plan.sourceName)
        writer.line("/// The menus of \(file) for UIKit: the menu bar, the validation of its")
        writer.line("/// commands, and a `UIMenu` for each context menu, pull-down and pop-up.")
        writer.line("@MainActor")
        writer.line("@available(iOS 16.0, macCatalyst 16.0, *)")
        writer.block("public enum \(builder) {") { writer in
            writeBuildMenu(into: &writer)
            writer.line()
            writeValidate(into: &writer)
            writer.line()
            writeCommandOf(into: &writer)
            writeFactories(into: &writer)
            writer.line()
            writeHelpers(into: &writer)
        }
    }

    private func writeBuildMenu(into writer: inout SwiftWriter) {
        let menuBar = plan.model.menuBar
        let layout = SwiftMenuLayout(menuBar: menuBar, appName: plan.model.appName)
        let lists = menuBarHasAppLists
        writer.line("/// Builds the menu bar; call it from the app delegate's override:")
        writer.line("///")
        writer.line("///     override func buildMenu(with builder: any UIMenuBuilder) {")
        writer.line("///         super.buildMenu(with: builder)")
        writer.line("///         \(builder).buildMenu(with: builder\(lists ? ", lists: model" : ""))")
        writer.line("///     }")
        writer.line("///")
        writer.line("/// Standard menus keep UIKit's menu and get the file's entries; other menus")
        writer.line("/// follow the menu before them; standard menus the file leaves out are removed.")
        let parameters = "with builder: any UIMenuBuilder" + (lists ? ", lists: some \(stateProtocol)" : "")
        writer.block("public static func buildMenu(\(parameters)) {") { writer in
            writer.line("guard builder.system == .main else { return }")
            var systemMenus = SystemMenus()
            var body: [(depth: Int, code: String)] = []
            var previous: String?
            var present: Set<SwiftStandardMenu> = []
            for (index, menu) in menuBar.enumerated() {
                let part = inMenu(menu)
                if let standard = layout.standardMenus[index] {
                    present.insert(standard)
                    let identifier = Self.identifier(of: standard)
                    body.append((0, "// \(SwiftLiteral.comment(menu.title)): UIKit's \(standard == .app ? "app" : standard.name) menu, with the file's entries."))
                    body.append((0, "builder.replaceChildren(ofMenu: .\(identifier)) { _ in ["))
                    body += indent(part.elementList(menu.entries, place: .menuBar, system: &systemMenus), by: 1)
                    body.append((0, "] }"))
                    previous = "." + identifier
                } else {
                    let anchor = previous ?? ".application"
                    let id = "\(ns).\(menu.identifier)"
                    body.append((0, "builder.insertSibling("))
                    body.append((1, "UIMenu(title: \(part.localized(menu.title, .menu)), identifier: UIMenu.Identifier(rawValue: \(literal: id)), children: ["))
                    body += indent(part.elementList(menu.entries, place: .menuBar, system: &systemMenus), by: 2)
                    body.append((1, "]),"))
                    body.append((1, "afterMenu: \(anchor))"))
                    previous = "UIMenu.Identifier(rawValue: \(SwiftLiteral.string(id)))"
                }
            }
            let removed = SwiftStandardMenu.allCases.filter { $0 != .app && !present.contains($0) }
            if !systemMenus.names.isEmpty {
                writer.line("// The system's menus the file keeps, taken before the menus change.")
                for name in systemMenus.names {
                    writer.line("let \(name)Menu = systemMenu(.\(name), in: builder)")
                }
            }
            if !removed.isEmpty {
                writer.line("// Standard menus the file leaves out.")
                for standard in removed { writer.line("builder.remove(menu: .\(Self.identifier(of: standard)))") }
            }
            for line in body { writer.line(line.code, deeper: line.depth) }
        }
    }

    private func writeValidate(into writer: inout SwiftWriter) {
        writer.line("/// Shows the state of a menu-bar command (checkmarks, titles of toggles,")
        writer.line("/// availability); call it from the responder's override:")
        writer.line("///")
        writer.line("///     override func validate(_ command: UICommand) {")
        writer.line("///         super.validate(command)")
        writer.line("///         \(builder).validate(command, state: model)")
        writer.line("///     }")
        writer.block("public static func validate(_ command: UICommand, state: some \(stateProtocol)) {") { writer in
            writer.line("guard let id = self.command(of: command) else { return }")
            var cases: [String] = []
            for info in plan.commands where customCommandIDs.contains(info.id) {
                guard let toggle = info.toggleName else { continue }
                let property = "state." + SwiftIdentifier.escaped(toggle)
                if let (onTitle, offTitle) = plan.toggleTitles(of: info) {
                    cases.append("case \(caseReference: info.caseName): command.title = \(property) ? \(onTitle) : \(offTitle)")
                } else {
                    cases.append("case \(caseReference: info.caseName): command.state = \(property) ? .on : .off")
                }
            }
            // An option in two choices (a menu bar's and a context menu's Sort By) is one command: its first choice shows its state.
            var optionsShown: Set<String> = []
            for selection in plan.selectionsWithOptions {
                let property = "state." + SwiftIdentifier.escaped(selection.handlerName)
                for (index, option) in selection.options.enumerated() where optionsShown.insert(option.id).inserted {
                    let info = plan.command(withID: option.id)
                    cases.append("case \(caseReference: info.caseName): command.state = \(property) == \(plan.optionValue(selection, index)) ? .on : .off")
                }
            }
            if !cases.isEmpty {
                writer.line("switch id {")
                for line in cases { writer.line(line) }
                writer.line("default: break")
                writer.line("}")
            }
            writer.block("if \(ns).startsDisabled(id) {") { writer in
                writer.line("command.attributes = state.isEnabled(id) ? command.attributes.subtracting(.disabled) : command.attributes.union(.disabled)")
            }
        }
    }

    private func writeCommandOf(into writer: inout SwiftWriter) {
        writer.line("/// The command a sender stands for: the `propertyList` of a `UICommand`, the")
        writer.line("/// identifier of a `UIAction` these menus made.")
        writer.block("public static func command(of sender: Any?) -> \(ns).Command? {") { writer in
            writer.block("if let command = sender as? UICommand, let raw = command.propertyList as? String {") { writer in
                writer.line("return \(ns).Command(rawValue: raw)")
            }
            writer.block("if let action = sender as? UIAction {") { writer in
                writer.line("return \(ns).Command(rawValue: action.identifier.rawValue)")
            }
            writer.line("return nil")
        }
    }

    private func writeFactories(into writer: inout SwiftWriter) {
        let menus = plan.model.menus.filter { [.context, .pullDown, .popUp, .edit].contains($0.kind) }
        let leftOut = plan.model.menus.filter { [.dock, .activities].contains($0.kind) }
        var scope = SwiftNameScope(reserved: SwiftIdentifier.unusableMemberNames.union(["buildMenu", "validate", "command", "systemMenu", "on"]))
        for menu in menus {
            writer.line()
            let name = scope.claim(SwiftIdentifier.sanitized(menu.identifier, fallback: "menu") + "Menu")
            inMenu(menu).writeFactory(menu, named: SwiftIdentifier.escaped(name), into: &writer)
        }
        for menu in leftOut {
            writer.line()
            let what = menu.kind == .dock ? "The Dock menu" : "The activities \(SwiftLiteral.comment(menu.title))"
            let why = menu.kind == .dock ? "UIKit has no Dock menu" : "share-sheet activities are not generated yet"
            writer.line("// \(what): \(why).")
        }
    }

    private func writeFactory(_ menu: Menu, named name: String, into writer: inout SwiftWriter) {
        let title = SwiftLiteral.comment(menu.title)
        let handler = "_ handler: some \(actionsProtocol) & \(stateProtocol)"
        var systemMenus = SystemMenus()
        var options: [String] = []
        switch menu.kind {
        case .context:
            writer.line("/// The context menu \(title): return it from a `UIContextMenuConfiguration`'s")
            writer.line("/// action provider.")
        case .pullDown:
            writer.line("/// The pull-down \(title): a button's `menu`, with `showsMenuAsPrimaryAction`.")
        case .popUp:
            writer.line("/// The pop-up \(title): a button's `menu`, with `showsMenuAsPrimaryAction`")
            writer.line("/// and `changesSelectionAsPrimaryAction`; the option shown is the state's.")
            options.append(".singleSelection")
        case .edit:
            writer.line("/// The edit menu \(title): return it from")
            writer.line("/// `editMenuInteraction(_:menuFor:suggestedActions:)`; the file's entries")
            writer.line("/// follow the system's suggested actions.")
        default:
            break
        }
        let parameters = menu.kind == .edit ? "\(handler), suggestedActions: [UIMenuElement]" : handler
        writer.block("public static func \(name)(\(parameters)) -> UIMenu {") { writer in
            var arguments = ["title: " + (menu.kind == .edit ? "\"\"" : localized(menu.title, .menu))]
            if !options.isEmpty { arguments.append("options: " + options.joined()) }
            if let layout = menu.layout { arguments.append("preferredElementSize: .\(layout.rawValue)") }
            writer.line("UIMenu(\(arguments.joined(separator: ", ")), children: [")
            var lines: [(depth: Int, code: String)] = []
            if menu.kind == .popUp {
                if let selection = plan.selection(for: menu), !selection.options.isEmpty {
                    lines = selection.options.indices.flatMap { optionLines(selection, $0, place: .factory) }
                } else {
                    lines = [(0, "// The pop-up has no options.")]
                }
            } else {
                if menu.kind == .edit { lines.append((0, "UIMenu(options: .displayInline, children: suggestedActions),")) }
                lines += elementList(menu.entries, place: .factory, system: &systemMenus)
            }
            for line in lines { writer.line(line.code, deeper: line.depth + 1) }
            writer.line("])")
        }
    }

    private func writeHelpers(into writer: inout SwiftWriter) {
        writer.line("/// The system's menu `identifier` as the builder has it, or an empty inline")
        writer.line("/// menu where this system has none.")
        writer.block("private static func systemMenu(_ identifier: UIMenu.Identifier, in builder: any UIMenuBuilder) -> UIMenuElement {") { writer in
            writer.line("builder.menu(for: identifier) ?? UIMenu(options: .displayInline, children: [])")
        }
        writer.line()
        writer.line("/// `element` where the app runs on one of `platforms`, else an empty inline menu.")
        writer.block("private static func on(_ platforms: [\(ns).Platform], _ element: @autoclosure () -> UIMenuElement) -> UIMenuElement {") { writer in
            writer.line("#if targetEnvironment(macCatalyst)")
            writer.line("let here = platforms.contains(.macOS)")
            writer.line("#elseif os(visionOS)")
            writer.line("let here = platforms.contains(.visionOS)")
            writer.line("#else")
            writer.line("let here = platforms.contains(.iPadOS) || platforms.contains(.iOS)")
            writer.line("#endif")
            writer.line("return here ? element() : UIMenu(options: .displayInline, children: [])")
        }
    }

    // MARK: Entries

    /// The system menus a menu bar keeps, each named once.
    private struct SystemMenus {
        private(set) var names: [String] = []

        /// Whether `name` is new (the first role that keeps it).
        mutating func use(_ name: String) -> Bool {
            if names.contains(name) { return false }
            names.append(name)
            return true
        }
    }

    private typealias Lines = [(depth: Int, code: String)]

    private func indent(_ lines: Lines, by levels: Int) -> Lines {
        lines.map { ($0.depth + levels, $0.code) }
    }

    /// The elements of a list, each followed by a comma: the sections between
    /// separators as inline menus when there is more than one.
    private func elementList(_ entries: [MenuEntry], place: Place, system: inout SystemMenus) -> Lines {
        var sections: [[MenuEntry]] = [[]]
        for entry in entries {
            if entry.isSeparator { sections.append([]) } else { sections[sections.count - 1].append(entry) }
        }
        sections = sections.filter { !$0.isEmpty }
        if sections.count <= 1 {
            return (sections.first ?? []).flatMap { elementLines($0, place: place, system: &system) }
        }
        var lines: Lines = []
        for section in sections {
            lines.append((0, "UIMenu(options: .displayInline, children: ["))
            lines += indent(section.flatMap { elementLines($0, place: place, system: &system) }, by: 1)
            lines.append((0, "]),"))
        }
        return lines
    }

    /// The lines of one entry, ending in a comma; comments for what is not
    /// generated.
    private func elementLines(_ entry: MenuEntry, place: Place, system: inout SystemMenus) -> Lines {
        var lines = elementLinesIgnoringPlatforms(entry, place: place, system: &system)
        let condition = platformList(entry.platforms)
        if let condition, let first = lines.firstIndex(where: { !$0.code.hasPrefix("//") }) {
            // Wrap the element (from its first code line to its end) in `on(_:_:)`.
            var wrapped = Array(lines[..<first])
            wrapped.append((lines[first].depth, "on(\(condition), " + lines[first].code))
            wrapped += lines[(first + 1)...]
            let last = wrapped.count - 1
            var code = wrapped[last].code
            if code.hasSuffix(",") { code.removeLast() }
            wrapped[last].code = code + "),"
            lines = wrapped
        }
        return lines
    }

    private func elementLinesIgnoringPlatforms(_ entry: MenuEntry, place: Place, system: inout SystemMenus) -> Lines {
        var lines: Lines = []
        if case .systemMenu(let name) = Self.roleMapping(entry) {
            let title = SwiftLiteral.comment(Self.title(of: entry))
            guard place == .menuBar else {
                return [(0, "// \(title): UIKit's '\(name)' menu exists in the menu bar only.")]
            }
            guard system.use(name) else {
                return [(0, "// \(title): in UIKit's '\(name)' menu above.")]
            }
            return [(0, "// \(title): UIKit's own '\(name)' menu."), (0, "\(name)Menu,")]
        }
        if SwiftPlan.isLeftToSystem(entry) {
            return [(0, SwiftPlan.leftToSystemComment(entry))]
        }
        switch entry {
        case .command(let command):
            lines = commandLines(command, place: place)
            for alternate in command.alternates {
                let shortcut = alternate.shortcut.map { " (\($0.display))" } ?? ""
                lines.append((0, "// Alternate \(SwiftLiteral.comment(alternate.title))\(shortcut) of the entry above: not generated."))
            }
        case .toggle(let toggle):
            lines = toggleLines(toggle, place: place)
            for alternate in toggle.alternates {
                let shortcut = alternate.shortcut.map { " (\($0.display))" } ?? ""
                lines.append((0, "// Alternate \(SwiftLiteral.comment(alternate.title))\(shortcut) of the entry above: not generated."))
            }
        case .choice(let choice):
            guard let selection = plan.selection(for: choice), !selection.options.isEmpty else {
                return [(0, "// The choice \(SwiftLiteral.comment(choice.name)) has no options.")]
            }
            let options = place == .factory ? "[.displayInline, .singleSelection]" : ".displayInline"
            lines.append((0, "UIMenu(title: \(literal: ""), options: \(options), children: ["))
            for index in selection.options.indices { lines += indent(optionLines(selection, index, place: place), by: 1) }
            lines.append((0, "]),"))
        case .option(let option):
            lines.append((0, "// The option \(SwiftLiteral.comment(option.title)) belongs to a pop-up."))
        case .submenu(let submenu):
            if let role = submenu.role, role.isProvidedBySystem {
                return [(0, "// \(SwiftLiteral.comment(submenu.title)) (\(role.name)): the system inserts and fills this submenu.")]
            }
            if let role = submenu.role {
                lines.append((0, "// \(SwiftLiteral.comment(submenu.title)) (\(role.name)): filled at run time."))
            }
            if submenu.isDisabled {
                lines.append((0, "// A UIMenu cannot start disabled; its entries can."))
            }
            var arguments = ["title: " + localized(submenu.title, .of(submenu))]
            if let symbol = submenu.symbol { arguments.append("image: UIImage(systemName: \(literal: symbol))") }
            lines.append((0, "UIMenu(\(arguments.joined(separator: ", ")), children: ["))
            lines += indent(elementList(submenu.entries, place: place, system: &system), by: 1)
            lines.append((0, "]),"))
        case .separator:
            break
        case .section(let section):
            lines.append((0, "UIMenu(title: \(localized(section.title, .of(section))), options: .displayInline, children: ["))
            lines += indent(section.entries.flatMap { entry -> Lines in
                if case .option(let option) = entry {
                    return [(0, "// The option \(SwiftLiteral.comment(option.title)) of the section is not generated.")]
                }
                return elementLines(entry, place: place, system: &system)
            }, by: 1)
            lines.append((0, "]),"))
        case .dynamic(let list):
            if let systemList = list.systemList {
                lines.append((0, "// \(SwiftLiteral.comment(list.title)) (\(systemList.name)): UIKit lists the windows itself."))
            } else {
                let owner = place == .menuBar ? "lists" : "handler"
                lines.append((0, "// \(SwiftLiteral.comment(list.title)): supplied by the app."))
                lines.append((0, "UIDeferredMenuElement.uncached { [weak \(owner)] completion in"))
                lines.append((1, "completion(\(owner)?.menuElements(forList: \(literal: list.id)) ?? [])"))
                lines.append((0, "},"))
            }
        }
        return lines
    }

    /// An item: a key command (or command) with its selector in the menu
    /// bar; an action calling the handler elsewhere, or a command when UIKit
    /// performs the role.
    private func commandLines(_ command: Command, place: Place) -> Lines {
        let info = plan.command(withID: command.id)
        var attributes: [String] = []
        if command.isDestructive { attributes.append(".destructive") }
        let selector: String
        // An entry without a role shares the action of its command's role elsewhere (a context menu's Delete).
        if case .selector(let name) = Self.roleMapping(.command(command)) ?? info.systemRole.flatMap({ Self.uikitRole($0.name) }) {
            selector = "#selector(UIResponderStandardEditActions.\(name)(_:))"
        } else {
            let method = SwiftIdentifier.escaped(info.methodName!)
            if place == .factory {
                return actionLines(
                    title: localized(command.title, .of(command)), symbol: command.symbol, info: info, attributes: attributes,
                    disabled: command.isDisabled, state: nil, call: "handler?.\(method)(action)")
            }
            selector = "#selector(\(actionsProtocol).\(method)(_:))"
        }
        return commandElement(
            title: localized(command.title, .of(command)), symbol: command.symbol, selector: selector, shortcut: command.shortcut, info: info,
            attributes: attributes, disabled: command.isDisabled, place: place)
    }

    private func toggleLines(_ toggle: Toggle, place: Place) -> Lines {
        let info = plan.command(withID: toggle.id)
        if case .selector(let name) = Self.roleMapping(.toggle(toggle)) ?? info.systemRole.flatMap({ Self.uikitRole($0.name) }) {
            return commandElement(
                title: localized(toggle.title, .toggle(id: toggle.id)), symbol: toggle.symbol, selector: "#selector(UIResponderStandardEditActions.\(name)(_:))",
                shortcut: toggle.shortcut, info: info, attributes: [], disabled: toggle.isDisabled, place: place)
        }
        let name = SwiftIdentifier.escaped(info.toggleName!)
        if place == .factory {
            let off = localized(toggle.title, .toggle(id: toggle.id))
            let title = toggle.titleWhenOn.map { "handler.\(name) ? \(localized($0, .toggleWhenOn(id: toggle.id))) : \(off)" } ?? off
            let state = toggle.titleWhenOn == nil ? "handler.\(name) ? .on : .off" : nil
            return actionLines(
                title: title, symbol: toggle.symbol, info: info, attributes: [], disabled: toggle.isDisabled, state: state,
                call: "handler?.\(name)(action)")
        }
        return commandElement(
            title: localized(toggle.title, .toggle(id: toggle.id)), symbol: toggle.symbol, selector: "#selector(\(actionsProtocol).\(name)(_:))",
            shortcut: toggle.shortcut, info: info, attributes: [], disabled: toggle.isDisabled, place: place)
    }

    private func optionLines(_ selection: SwiftPlan.Selection, _ index: Int, place: Place) -> Lines {
        let option = selection.options[index]
        let info = plan.command(withID: option.id)
        let name = SwiftIdentifier.escaped(selection.handlerName)
        if place == .factory {
            return actionLines(
                title: localized(option.title, .option(id: option.id)), symbol: option.symbol, info: info, attributes: [], disabled: option.isDisabled,
                state: "handler.\(name) == \(plan.optionValue(selection, index)) ? .on : .off", call: "handler?.\(name)(action)")
        }
        return commandElement(
            title: localized(option.title, .option(id: option.id)), symbol: option.symbol, selector: "#selector(\(actionsProtocol).\(name)(_:))",
            shortcut: option.shortcut, info: info, attributes: [], disabled: option.isDisabled, place: place)
    }

    /// `UIAction(…) { [weak handler] action in call }`; `title` is the title's expression.
    private func actionLines(
        title: String, symbol: String?, info: SwiftPlan.CommandInfo, attributes: [String], disabled: Bool, state: String?,
        call: String
    ) -> Lines {
        var arguments = ["title: \(title)"]
        if let symbol { arguments.append("image: UIImage(systemName: \(literal: symbol))") }
        arguments.append("identifier: UIAction.Identifier(rawValue: \(literal: info.id))")
        let fixed = attributes.isEmpty ? "[]" : "[" + attributes.joined(separator: ", ") + "]"
        if disabled {
            arguments.append("attributes: handler.isEnabled(\(caseReference: info.caseName)) ? \(fixed) : \(attributes.isEmpty ? "[.disabled]" : "[" + (attributes + [".disabled"]).joined(separator: ", ") + "]")")
        } else if !attributes.isEmpty {
            arguments.append("attributes: \(fixed)")
        }
        if let state { arguments.append("state: \(state)") }
        return [
            (0, "UIAction(\(arguments.joined(separator: ", "))) { [weak handler] action in"),
            (1, call),
            (0, "},"),
        ]
    }

    /// A `UIKeyCommand` for an entry with a shortcut UIKit can express, a
    /// `UICommand` otherwise; the command's identifier (the raw value of its
    /// `Command` case) is its property list. `title` is the title's expression.
    private func commandElement(
        title: String, symbol: String?, selector: String, shortcut: Shortcut?, info: SwiftPlan.CommandInfo,
        attributes: [String], disabled: Bool, place: Place
    ) -> Lines {
        var lines: Lines = []
        var arguments = ["title: \(title)"]
        if let symbol { arguments.append("image: UIImage(systemName: \(literal: symbol))") }
        arguments.append("action: \(selector)")
        var key: (input: String, flags: String)?
        if place == .menuBar, let shortcut {
            if let problem = Self.unsupportedKey(in: shortcut) {
                lines.append((0, "// \(SwiftLiteral.comment(shortcut.display)): \(problem); the command has no shortcut here."))
            } else {
                key = Self.keyInput(shortcut)
            }
        }
        if let key {
            arguments.append("input: \(key.input)")
            arguments.append("modifierFlags: [\(key.flags)]")
        }
        arguments.append("propertyList: \(literal: info.id)")
        if key != nil { arguments.append("discoverabilityTitle: \(title)") }
        var all = attributes
        if disabled { all.append(".disabled") }
        if !all.isEmpty { arguments.append("attributes: [" + all.joined(separator: ", ") + "]") }
        lines.append((0, "\(key == nil ? "UICommand" : "UIKeyCommand")(\(arguments.joined(separator: ", "))),"))
        return lines
    }

    /// `[.macOS]`: the platforms an entry is limited to, or nil when it
    /// exists wherever the file does.
    private func platformList(_ platforms: PlatformSet) -> String? {
        let available = platforms.intersection(plan.platforms)
        if available == plan.platforms { return nil }
        return "[" + available.platforms.map { "." + $0.rawValue }.joined(separator: ", ") + "]"
    }

    private static func title(of entry: MenuEntry) -> String {
        if case .submenu(let submenu) = entry { return submenu.title }
        return CommandView(entry)?.title ?? ""
    }

    // MARK: Roles

    /// How UIKit performs a standard role.
    enum UIKitRole: Equatable {
        /// A method of `UIResponderStandardEditActions`, by its Swift base name.
        case selector(String)
        /// The system's own menu at this `UIMenu.Identifier`, kept as it is.
        case systemMenu(String)
    }

    /// The UIKit mapping of each role that has one; the others are custom
    /// commands of the actions protocol. Sources: Apple's documentation of
    /// `UIMenu.Identifier` and `UIResponderStandardEditActions`.
    static func uikitRole(_ role: String) -> UIKitRole? {
        switch role {
        case "about": .systemMenu("about")
        case "settings": .systemMenu("preferences")
        case "services": .systemMenu("services")
        case "hide", "hideOthers", "showAll": .systemMenu("hide")
        case "quit": .systemMenu("quit")
        case "close": .systemMenu("close")
        case "print": .systemMenu("print")
        case "openRecent": .systemMenu("openRecent")
        case "undo", "redo": .systemMenu("undoRedo")
        case "cut", "copy", "paste", "pasteAndMatchStyle", "delete", "selectAll": .selector(role)
        case "find", "findAndReplace", "findNext", "findPrevious", "useSelectionForFind": .selector(role)
        case "bold": .selector("toggleBoldface")
        case "italic": .selector("toggleItalics")
        case "underline": .selector("toggleUnderline")
        case "toolbar": .systemMenu("toolbar")
        case "sidebar": .systemMenu("sidebar")
        case "fullScreen": .systemMenu("fullscreen")
        case "minimize", "zoom": .systemMenu("minimizeAndZoom")
        case "bringAllToFront": .systemMenu("bringAllToFront")
        case "share": .systemMenu("share")
        default: nil
        }
    }

    private static func roleMapping(_ entry: MenuEntry) -> UIKitRole? {
        let role: Role? = switch entry {
        case .command(let command): command.role
        case .toggle(let toggle): toggle.role
        case .submenu(let submenu): submenu.role
        default: nil
        }
        return role.flatMap { uikitRole($0.name) }
    }

    /// The `UIMenu.Identifier` of a standard menu.
    static func identifier(of menu: SwiftStandardMenu) -> String {
        switch menu {
        case .app: "application"
        case .file: "file"
        case .edit: "edit"
        case .format: "format"
        case .view: "view"
        case .window: "window"
        case .help: "help"
        }
    }

    // MARK: Keys

    /// A warning at each menu-bar shortcut UIKit has no key input for: the
    /// command is built without its shortcut there.
    static func warnings(_ model: MenuModel) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        CommandView.forEach(in: model.menus.filter { $0.kind == .menuBar }, includingAlternates: false) { command in
            guard let shortcut = command.shortcut, command.role?.isProvidedBySystem != true,
                  let problem = unsupportedKey(in: shortcut) else { return }
            let range = command.source.keyAttributeRange ?? command.keywordRange
            warnings.append(Diagnostic(.warning, id: SwiftUIPart.unsupportedShortcut, .noKeyInput(shortcut.display, problem), at: range))
        }
        return warnings
    }

    /// Why UIKit cannot express `shortcut`, or nil when it can.
    static func unsupportedKey(in shortcut: Shortcut) -> String? {
        if shortcut.modifiers.contains(.function) { return "UIKit has no modifier flag for Fn (Globe)" }
        switch shortcut.key {
        case .character: return nil
        case .function(let number): return number <= 12 ? nil : "UIKit has key inputs for F1 to F12 only"
        case .named(let named):
            switch named {
            case .forwardDelete: return "UIKit documents no key input for forward delete"
            case .enter: return "UIKit documents no key input for the keypad's Enter"
            case .clear: return "UIKit documents no key input for Clear"
            default: return nil
            }
        }
    }

    /// The `input:` and `modifierFlags:` of a shortcut UIKit can express. A
    /// shifted punctuation character is given as typed, without Shift (⌘? is
    /// "?" with Command); letters are lowercase.
    static func keyInput(_ shortcut: Shortcut) -> (input: String, flags: String) {
        var modifiers = shortcut.modifiers
        let input: String
        switch shortcut.key {
        case .character(let character):
            if modifiers.contains(.shift), let shifted = USKeyboard.shifted(character), !character.isNumber {
                modifiers.remove(.shift)
                input = SwiftLiteral.string(String(shifted))
            } else if character.isASCII, character.isLetter {
                input = SwiftLiteral.string(character.lowercased())
            } else {
                input = SwiftLiteral.string(String(character))
            }
        case .function(let number):
            input = "UIKeyCommand.f\(number)"
        case .named(let named):
            input = switch named {
            case .return: "\"\\r\""
            case .tab: "\"\\t\""
            case .space: "\" \""
            case .escape: "UIKeyCommand.inputEscape"
            case .delete: "UIKeyCommand.inputDelete"
            case .up: "UIKeyCommand.inputUpArrow"
            case .down: "UIKeyCommand.inputDownArrow"
            case .left: "UIKeyCommand.inputLeftArrow"
            case .right: "UIKeyCommand.inputRightArrow"
            case .home: "UIKeyCommand.inputHome"
            case .end: "UIKeyCommand.inputEnd"
            case .pageUp: "UIKeyCommand.inputPageUp"
            case .pageDown: "UIKeyCommand.inputPageDown"
            case .forwardDelete, .enter, .clear: "\"\""
            }
        }
        let flags = modifiers.spellingOrder.compactMap { modifier -> String? in
            switch modifier {
            case .command: ".command"
            case .shift: ".shift"
            case .option: ".alternate"
            case .control: ".control"
            case .function: nil
            }
        }
        return (input, flags.joined(separator: ", "))
    }
}

extension DiagnosticMessage {
    fileprivate static func noKeyInput(_ shortcut: String, _ reason: String) -> Self {
        "no key command for '\(shortcut)' in UIKit (\(reason)); the command is built without it there: choose another shortcut to have one on iPad"
    }
}
