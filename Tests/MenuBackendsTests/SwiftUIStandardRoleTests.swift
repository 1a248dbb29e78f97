@testable import MenuBackends
import MenuDiagnostics
import MenuModel
import MenuRules
import Testing

/// Each standard role reaches SwiftUI where its documentation puts it: left
/// in its `CommandGroupPlacement` when the file writes it as the system
/// does, and sending the system's action (AppKit's selector) when the file
/// changes its group.
@Suite struct SwiftUIStandardRoleTests {
    /// The roles that have a placement, with the menu that owns it.
    static let placedRoles: [(role: Role, placement: String, menu: SwiftStandardMenu)] = Role.all.compactMap { role in
        guard let placement = SwiftStandardMenu.placements(for: role.name).first,
              let menu = SwiftStandardMenu.owner(of: placement) else { return nil }
        return (role, placement, menu)
    }

    static func code(_ entry: String, in menu: SwiftStandardMenu) -> (code: String, diagnostics: [Diagnostic]) {
        let title = menu == .app ? "Demo" : menu.name
        let text = "app \"Demo\"\nplatforms macOS\n\nmenu \"\(title)\" {\n    \(entry)\n}\n"
        let result = Checker.check(SourceFile(path: "Demo.menu", text: text))
        return (SwiftBackendSupport.literalTitles(SwiftBackend.emit(result.model, options: BackendOptions(sourceName: "Demo.menu"))), result.diagnostics)
    }

    /// The role's entry with its standard title.
    static func entry(_ role: Role, attributes: String = "") -> String {
        let title = "\"\(role.title(appName: "Demo"))\""
        switch role.kind {
        case .command: return "item role: \(role.name)\(attributes)"
        case .toggle: return "toggle \(title)\(role.titleWhenOn.map { " | \"\($0)\"" } ?? "") role: \(role.name)\(attributes)"
        case .submenu: return "submenu \(title) role: \(role.name) {\n        item \"Other\"\n    }"
        }
    }

    @Test(arguments: placedRoles.map(\.role.name))
    func aRoleAsTheSystemWritesItStaysInItsPlacement(_ name: String) throws {
        let (role, placement, menu) = try #require(Self.placedRoles.first { $0.role.name == name })
        let (code, diagnostics) = Self.code(Self.entry(role), in: menu)
        try #require(!diagnostics.hasErrors, "\(diagnostics.map(\.message))")
        #expect(code.contains("// .\(placement): the system's own \(name)\n"), "\(name) is not left in .\(placement)")
        #expect(!code.contains("CommandGroup(replacing:"))
        #expect(!code.contains("func \(name)()"), "the handler must not implement \(name)")
    }

    @Test(arguments: placedRoles.filter { $0.role.kind != .submenu }.map(\.role.name))
    func aChangedRoleSendsTheSystemsAction(_ name: String) throws {
        let (role, placement, menu) = try #require(Self.placedRoles.first { $0.role.name == name })
        let (code, diagnostics) = Self.code(Self.entry(role, attributes: " key: cmd+ctrl+opt+F7"), in: menu)
        try #require(!diagnostics.hasErrors, "\(diagnostics.map(\.message))")
        #expect(code.contains("CommandGroup(replacing: .\(placement)) {"))
        if let action = SwiftStandardAction.of(name) {
            let tag = action.tag.map { ", tag: \($0)" } ?? ""
            #expect(code.contains("DemoMenus.sendStandardAction(\"\(action.selector)\"\(tag)"), "\(name) does not send \(action.selector)")
        } else {
            #expect(name == "settings")
            #expect(code.contains("SettingsLink {"))
        }
        #expect(code.contains(".keyboardShortcut(KeyEquivalent(\"\\u{F70A}\"), modifiers: [.command, .option, .control])"))
    }

    /// The selectors are AppKit's standard actions (the main menu of
    /// Xcode's app template), and the tags AppKit's items carry.
    @Test func standardActionsAreAppKits() {
        let expected: [String: (String, Int?)] = [
            "about": ("orderFrontStandardAboutPanel:", nil), "quit": ("terminate:", nil), "hide": ("hide:", nil),
            "copy": ("copy:", nil), "undo": ("undo:", nil), "minimize": ("performMiniaturize:", nil),
            "fullScreen": ("toggleFullScreen:", nil), "help": ("showHelp:", nil), "new": ("newDocument:", nil),
            "save": ("saveDocument:", nil), "find": ("performFindPanelAction:", 1), "findNext": ("performFindPanelAction:", 2),
            "bold": ("addFontTrait:", 2), "italic": ("addFontTrait:", 1), "toolbar": ("toggleToolbarShown:", nil),
            "sidebar": ("toggleSidebar:", nil), "bringAllToFront": ("arrangeInFront:", nil),
        ]
        for (role, (selector, tag)) in expected {
            #expect(SwiftStandardAction.of(role)?.selector == selector, "\(role)")
            #expect(SwiftStandardAction.of(role)?.tag == tag, "\(role)")
        }
    }

    @Test func theTextEditSampleKeepsEveryStandardGroup() throws {
        let textEdit = try #require(SwiftBackendSupport.samples().first { $0.sourceName == "TextEdit.menu" })
        let code = SwiftBackendSupport.literalTitles(SwiftBackend.emit(try SwiftBackendSupport.check(textEdit).model, options: textEdit.options))
        #expect(!code.contains("CommandGroup(replacing:"))
        for role in ["about", "settings", "hide", "quit", "newDocument", "open", "close", "save", "duplicate", "print",
                     "undo", "redo", "cut", "copy", "paste", "delete", "selectAll", "clearMenu"] {
            #expect(!code.contains("    func \(role)()"), "the handler declares \(role)()")
        }
        #expect(!code.contains("var bold: Bool") && !code.contains("var italic: Bool"))
        #expect(code.contains("CommandGroup(after: .saveItem) {\n            Button(\"Export as PDF…\") { handler.exportAsPDF() }"))
        #expect(code.contains("// .pasteboard: the system's own cut, copy, paste, delete, selectAll\n"))
        #expect(code.contains("Button(\"Copy\", systemImage: \"doc.on.doc\") { TextEditMenus.sendStandardAction(\"copy:\") }"))
    }

    @Test func nothingTheFileDoesNotMentionIsRemoved() {
        let (code, _) = Self.code("item \"Archive\" key: cmd+K", in: .edit)
        #expect(!code.contains("CommandGroup(replacing:"))
        #expect(code.contains("CommandGroup(after: .undoRedo) {"))
    }

    /// `item "Refresh" key: cmd+F6` is AppKit's F6 character; where the file
    /// also targets iPadOS, the shortcut is macOS's only and the build warns
    /// at the `key:`.
    @Test func functionKeysAreKeyEquivalents() throws {
        let macOS = Self.code("item \"Refresh\" key: cmd+F6", in: .view)
        #expect(macOS.code.contains("Button(\"Refresh\") { handler.refresh() }\n                .keyboardShortcut(KeyEquivalent(\"\\u{F709}\"), modifiers: [.command])"))
        let text = "app \"Demo\"\nplatforms macOS, iPadOS\n\nmenu \"View\" {\n    item \"Refresh\" key: cmd+F6\n}\n"
        let result = Checker.check(SourceFile(path: "Demo.menu", text: text))
        let options = BackendOptions(sourceName: "Demo.menu")
        let code = SwiftBackendSupport.literalTitles(SwiftBackend.emit(result.model, options: options))
        #expect(code.contains("Button(\"Refresh\") { handler.refresh() }\n            #if os(macOS)\n                .keyboardShortcut(KeyEquivalent(\"\\u{F709}\"), modifiers: [.command])\n            #endif"))
        let warnings = SwiftBackend.warnings(result.model, options: options)
        try #require(warnings.count == 1)
        #expect(warnings[0].id == "unsupported-shortcut")
        #expect(warnings[0].severity == .warning)
        #expect(result.source.text(in: warnings[0].range) == "key: cmd+F6")
        #expect(warnings[0].message.hasPrefix("no key equivalent for '⌘F6' in SwiftUI on iPadOS"))
    }

    @Test func namedKeysUseSwiftUIsConstants() {
        let keys = ["cmd+Home": ".home", "cmd+PageDown": ".pageDown", "cmd+ForwardDelete": ".deleteForward", "cmd+Up": ".upArrow"]
        for (shortcut, constant) in keys {
            let (code, diagnostics) = Self.code("item \"Go\" key: \(shortcut)", in: .view)
            #expect(!diagnostics.hasErrors, "\(shortcut): \(diagnostics.map(\.message))")
            #expect(code.contains(".keyboardShortcut(\(constant), modifiers: [.command])"), "\(shortcut)")
        }
    }
}
