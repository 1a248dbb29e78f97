import Foundation
@testable import MenuBackends
import MenuDiagnostics
import MenuModel
import MenuRules
import MenuSyntax
import Testing

/// The AppKit target of the Swift backend (`swiftTarget: .appkit`): golden
/// files `Golden/<stem>.appkit.swift.txt` for every sample and fixture
/// (re-record with `MENUC_RECORD_GOLDEN=1 swift test --filter SwiftBackendAppKit`),
/// each standard role on the action Apple documents, every key as a key
/// equivalent, and the output type-checked against the stub in `AppKitStub/`
/// (on macOS, against the real AppKit).
@Suite struct SwiftBackendAppKitTests {
    typealias Support = SwiftBackendSupport

    static func options(_ input: Support.Input) -> BackendOptions {
        BackendOptions(sourceName: input.sourceName, swiftNamespace: input.namespace, swiftTarget: .appkit)
    }

    static func goldenName(_ input: Support.Input) -> String {
        Support.stem(input.sourceName) + ".appkit.swift.txt"
    }

    static func emit(_ text: String, name: String = "Test.menu") -> String {
        let result = Checker.check(SourceFile(path: name, text: text))
        return SwiftBackend.emit(result.model, options: BackendOptions(sourceName: name, swiftTarget: .appkit))
    }

    @Test(arguments: SwiftBackendSupport.goldenInputs())
    func matchesGoldenFile(_ input: SwiftBackendSupport.Input) throws {
        let result = try Support.check(input)
        let code = SwiftBackend.emit(result.model, options: Self.options(input))
        #expect(code == SwiftBackend.emit(result.model, options: Self.options(input)), "output must be deterministic")
        #expect(code.contains("\n#if canImport(AppKit)\nimport AppKit\n"))
        #expect(!code.contains("import SwiftUI"))
        #expect(code.hasSuffix("#endif\n"))
        try GoldenFiles.assertMatches(code, fileName: Self.goldenName(input))
    }

    /// A written shortcut on a function key reaches AppKit as its
    /// NSF<n>FunctionKey character, and every named key as AppKit's.
    @Test func everyKeyIsAKeyEquivalent() {
        let code = Self.emit("""
            menu "View" {
                item "Refresh" key: cmd+F6
                item "F1" key: F1
                item "F20" key: shift+F20
                item "Forward Delete" key: cmd+forwardDelete
                item "Backspace" key: cmd+delete
                item "Home" key: cmd+home
                item "End" key: cmd+end
                item "Page Up" key: cmd+pageUp
                item "Page Down" key: cmd+pageDown
                item "Up" key: cmd+up
                item "Down" key: cmd+down
                item "Left" key: cmd+left
                item "Right" key: cmd+right
                item "Return" key: cmd+return
                item "Enter" key: cmd+enter
                item "Escape" key: cmd+escape
                item "Tab" key: ctrl+tab
                item "Space" key: ctrl+space
                item "Clear" key: cmd+clear
                item "Question" key: cmd+?
                item "Shift S" key: cmd+shift+S
                item "Shift 3" key: cmd+shift+3
            }
            """)
        for line in [
            #"command("Refresh", .refresh, key: "\u{F709}", modifiers: [.command])"#,
            #"command("F1", .f1, key: "\u{F704}", modifiers: [])"#,
            #"command("F20", .f20, key: "\u{F717}", modifiers: [.shift])"#,
            #"key: "\u{F728}", modifiers: [.command]"#,
            #"key: "\u{0008}", modifiers: [.command]"#,
            #"key: "\u{F729}", modifiers: [.command]"#,
            #"key: "\u{F72B}", modifiers: [.command]"#,
            #"key: "\u{F72C}", modifiers: [.command]"#,
            #"key: "\u{F72D}", modifiers: [.command]"#,
            #"key: "\u{F700}", modifiers: [.command]"#,
            #"key: "\u{F701}", modifiers: [.command]"#,
            #"key: "\u{F702}", modifiers: [.command]"#,
            #"key: "\u{F703}", modifiers: [.command]"#,
            #"key: "\r", modifiers: [.command]"#,
            #"key: "\u{0003}", modifiers: [.command]"#,
            #"key: "\u{001B}", modifiers: [.command]"#,
            #"key: "\t", modifiers: [.control]"#,
            #"key: " ", modifiers: [.control]"#,
            #"key: "\u{F739}", modifiers: [.command]"#,
            #"command("Question", .question, key: "?", modifiers: [.command])"#,
            #"command("Shift S", .shiftS, key: "s", modifiers: [.command, .shift])"#,
            #"command("Shift 3", .shift3, key: "3", modifiers: [.command, .shift])"#,
        ] {
            #expect(code.contains(line), "missing: \(line)")
        }
        #expect(!code.contains("no KeyEquivalent"))
    }

    // MARK: Standard roles

    /// Where each role's entry goes in AppKit, as Apple documents it: the
    /// action (with its tag) sent to the first responder, the handler, or
    /// the system. Sources (developer.apple.com/documentation/appkit/…):
    /// nsapplication/orderfrontstandardaboutpanel(_:), hide(_:),
    /// hideotherapplications(_:), unhideallapplications(_:), terminate(_:),
    /// orderfrontcolorpanel(_:), arrangeinfront(_:), showhelp(_:);
    /// nsdocumentcontroller/newdocument(_:), opendocument(_:),
    /// clearrecentdocuments(_:); nsdocument/savedocument(_:),
    /// savedocumentas(_:), duplicate(_:) (duplicateDocument:),
    /// renamedocument(_:), runpagelayout(_:), printdocument(_:);
    /// nswindow/performclose(_:), performminiaturize(_:), performzoom(_:),
    /// togglefullscreen(_:), toggletoolbarshown(_:), toggletabbar(_:);
    /// nssplitviewcontroller/togglesidebar(_:); nstext/cut(_:), copy(_:),
    /// paste(_:), delete(_:), selectall(_:), underline(_:), toggleruler(_:);
    /// nstextview/pasteasplaintext(_:); nsresponder/performtextfinderaction(_:)
    /// with nstextfinder/action (nstextfinder: "all menu items related to
    /// finding … should have the same action, performTextFinderAction(_:)",
    /// which replaced performFindPanelAction(_:) in OS X 10.7);
    /// nsstandardkeybindingresponding/centerselectioninvisiblearea(_:);
    /// nsfontmanager/addfonttrait(_:) with nsfonttraitmask, orderfrontfontpanel(_:);
    /// undo: and redo: per "Using Undo in AppKit-Based Applications" (the
    /// first responder receives undo and redo messages).
    static let expected: [String: String] = [
        "about": "orderFrontStandardAboutPanel:",
        "settings": "handler",
        "hide": "hide:",
        "hideOthers": "hideOtherApplications:",
        "showAll": "unhideAllApplications:",
        "quit": "terminate:",
        "new": "newDocument:",
        "open": "openDocument:",
        "close": "performClose:",
        "closeAll": "handler",
        "save": "saveDocument:",
        "saveAs": "saveDocumentAs:",
        "duplicate": "duplicateDocument:",
        "rename": "renameDocument:",
        "pageSetup": "runPageLayout:",
        "print": "printDocument:",
        "undo": "undo:",
        "redo": "redo:",
        "cut": "cut:",
        "copy": "copy:",
        "paste": "paste:",
        "pasteAndMatchStyle": "pasteAsPlainText:",
        "delete": "delete:",
        "selectAll": "selectAll:",
        "find": "performTextFinderAction: NSTextFinder.Action.showFindInterface.rawValue",
        "findAndReplace": "performTextFinderAction: NSTextFinder.Action.showReplaceInterface.rawValue",
        "findNext": "performTextFinderAction: NSTextFinder.Action.nextMatch.rawValue",
        "findPrevious": "performTextFinderAction: NSTextFinder.Action.previousMatch.rawValue",
        "useSelectionForFind": "performTextFinderAction: NSTextFinder.Action.setSearchString.rawValue",
        "jumpToSelection": "centerSelectionInVisibleArea:",
        "bold": "addFontTrait: Int(NSFontTraitMask.boldFontMask.rawValue)",
        "italic": "addFontTrait: Int(NSFontTraitMask.italicFontMask.rawValue)",
        "underline": "underline:",
        "showFonts": "orderFrontFontPanel:",
        "showColors": "orderFrontColorPanel:",
        "toolbar": "toggleToolbarShown:",
        "sidebar": "toggleSidebar:",
        "tabBar": "toggleTabBar:",
        "showAllTabs": "system",
        "statusBar": "handler",
        "ruler": "toggleRuler:",
        "fullScreen": "toggleFullScreen:",
        "autoFill": "system",
        "startDictation": "system",
        "emojiAndSymbols": "system",
        "minimize": "performMiniaturize:",
        "zoom": "performZoom:",
        "fill": "system",
        "center": "system",
        "moveAndResize": "system",
        "fullScreenTile": "system",
        "showPreviousTab": "system",
        "showNextTab": "system",
        "moveTabToNewWindow": "system",
        "mergeAllWindows": "system",
        "bringAllToFront": "arrangeInFront:",
        "help": "showHelp:",
        "openRecent": "clearRecentDocuments:",
        "services": "servicesMenu",
        "share": "app",
    ]

    @Test func everyRoleIsInTheTable() {
        #expect(Set(Role.all.map(\.name)) == Set(Self.expected.keys))
    }

    @Test(arguments: Role.all.map(\.name))
    func roleReachesItsDocumentedAction(_ name: String) throws {
        let role = try #require(Role.named(name))
        let expected = try #require(Self.expected[name])
        let entry = switch role.kind {
        case .command: "item role: \(name)"
        case .toggle: "toggle role: \(name)"
        case .submenu: "submenu role: \(name) { }"
        }
        let code = Self.emit("app \"App\"\nplatforms macOS\n\nmenu \"Test\" {\n    \(entry)\n}\n")
        let title = SwiftLiteral.string(role.title(appName: "App"))
        switch expected {
        case "handler":
            let factory = role.kind == .toggle ? "toggle" : "command"
            #expect(code.contains("menu.addItem(\(factory)(\(title), .\(name)"), "\(name) should call the handler")
        case "system":
            #expect(code.contains("): the system inserts"), "\(name) should be left to the system")
            #expect(!code.contains("standard(\(title)"))
        case "servicesMenu":
            #expect(code.contains("application.servicesMenu = menu"))
        case "app":
            #expect(code.contains("(\(name)): the app fills it at run time."))
        default:
            let parts = expected.split(separator: " ", maxSplits: 1).map(String.init)
            var call = "standard(\(title), \"\(parts[0])\""
            if parts.count == 2 { call += ", tag: \(parts[1])" }
            if role.kind == .submenu { call = "standard(\"Clear Menu\", \"\(parts[0])\"" }
            #expect(code.contains("menu.addItem(\(call)"), "\(name) should send \(expected)")
        }
        if expected != "handler" {
            #expect(!code.contains("func \(name)()"), "a role AppKit performs has no handler method")
        }
    }

    /// An item without a role whose identifier has one elsewhere is the same
    /// command, with the same action.
    @Test func anIdentifierWithARoleTakesItsAction() {
        let code = Self.emit("""
            menu "Edit" {
                item role: copy
            }
            contextmenu "Text" {
                item "Copy" symbol: "doc.on.doc"
                item "Look Up"
            }
            """)
        #expect(code.contains(#"menu.addItem(standard("Copy", "copy:", symbol: "doc.on.doc"))"#))
        #expect(code.contains("func lookUp()"))
        #expect(!code.contains("func copy()"))
    }

    @Test func alternatesSectionsAndSystemMenus() {
        let code = Self.emit("""
            app "App"
            platforms macOS

            menu "File" {
                item "Close" key: cmd+W role: close
                alternate "Close All" key: cmd+opt+W id: closeAll
            }
            menu "Window" {
                item role: minimize
                section "Arrange" {
                    item role: bringAllToFront
                }
                dynamic role: windowList
            }
            menu "Help" {
                item role: help
            }
            """)
        for line in [
            #"menu.addItem(standard("Close", "performClose:", key: "w", modifiers: [.command]))"#,
            #"menu.addItem(command("Close All", .closeAll, key: "w", modifiers: [.command, .option], isAlternate: true))"#,
            #"menu.addItem(sectionHeader("Arrange"))"#,
            "application.windowsMenu = menu",
            "application.helpMenu = menu",
            "func closeAll()",
        ] {
            #expect(code.contains(line), "missing: \(line)")
        }
    }
}

// MARK: - Type-checking the output

@Suite(.serialized) struct SwiftBackendAppKitCompileTests {
    typealias Support = SwiftBackendSupport

    static let stubDirectory = Support.testsDirectory.appendingPathComponent("AppKitStub")

    /// The stub AppKit module, built once: the directory to pass with `-I`.
    /// Nil on macOS, where the real one is used.
    static let stubModule: Result<URL?, Support.CompileError> = {
        #if os(macOS)
        return .success(nil)
        #else
        do {
            let directory = try Support.temporaryDirectory("appkit-stub")
            let result = try Support.swiftc(
                [
                    "-emit-module", "-module-name", "AppKit", "-parse-as-library", "-swift-version", "6",
                    "-warnings-as-errors", stubDirectory.appendingPathComponent("AppKit.swift").path,
                    "-emit-module-path", directory.appendingPathComponent("AppKit.swiftmodule").path,
                ],
                in: directory)
            guard result.status == 0 else {
                return .failure(Support.CompileError(message: "the AppKit stub does not compile:\n\(result.output)\(result.errors)"))
            }
            return .success(directory)
        } catch {
            return .failure(Support.CompileError(message: "\(error)"))
        }
        #endif
    }()

    /// Type-checks files that import AppKit: against the stub on Linux, where
    /// the `@objc(…)` lines are removed (Objective-C does not exist there),
    /// against the SDK on macOS.
    static func typeCheck(_ files: [(name: String, text: String)], label: String) throws -> Support.ProcessResult {
        let directory = try Support.temporaryDirectory(label)
        defer { try? FileManager.default.removeItem(at: directory) }
        var arguments = ["-typecheck", "-swift-version", "6", "-parse-as-library", "-warnings-as-errors"]
        switch stubModule {
        case .success(let stub?):
            arguments += ["-I", stub.path]
        case .success(nil):
            #if arch(arm64)
            arguments += ["-target", "arm64-apple-macos11"]
            #else
            arguments += ["-target", "x86_64-apple-macos11"]
            #endif
        case .failure(let error):
            throw error
        }
        for file in files {
            var text = file.text
            #if !os(macOS)
            text = text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("@objc(") }
                .joined(separator: "\n")
            #endif
            let url = directory.appendingPathComponent(file.name)
            try Data(text.utf8).write(to: url)
            arguments.append(url.path)
        }
        return try Support.swiftc(arguments, in: directory)
    }

    static func allGenerated() throws -> [(name: String, text: String)] {
        var files: [(name: String, text: String)] = []
        for (index, input) in (Support.goldenInputs() + Support.extraInputs()).enumerated() {
            let model = try Support.check(input).model
            let code = SwiftBackend.emit(model, options: SwiftBackendAppKitTests.options(input))
            files.append((name: "Generated\(index).swift", text: code))
        }
        return files
    }

    /// The AppKit parts of every input type-check together (Swift 6,
    /// warnings as errors), with an app adopting the TextEdit handler.
    @Test(.enabled(if: SwiftBackendSupport.compiler != nil, "swiftc not found"))
    func appKitPartTypeChecks() throws {
        var files = try Self.allGenerated()
        let app = Self.stubDirectory.appendingPathComponent("TextEditApp.swift")
        files.append((name: "TextEditApp.swift", text: try String(contentsOf: app, encoding: .utf8)))
        let result = try Self.typeCheck(files, label: "appkit")
        #expect(result.status == 0, "the AppKit part does not type-check:\n\(result.output)\(result.errors)")
    }

    /// A handler that lacks one command's method is a compile error.
    @Test(.enabled(if: SwiftBackendSupport.compiler != nil, "swiftc not found"))
    func aMissingHandlerMethodIsACompileError() throws {
        guard let textEdit = Support.samples().first(where: { $0.sourceName == "TextEdit.menu" }) else { return }
        let code = SwiftBackend.emit(try Support.check(textEdit).model, options: SwiftBackendAppKitTests.options(textEdit))
        let app = try String(contentsOf: Self.stubDirectory.appendingPathComponent("TextEditApp.swift"), encoding: .utf8)
        let missing = app.replacingOccurrences(of: "    func exportAsPDF() { log(\"exportAsPDF\") }\n", with: "")
        try #require(missing != app)
        let result = try Self.typeCheck([("TextEdit.swift", code), ("TextEditApp.swift", missing)], label: "appkit-missing")
        #expect(result.status != 0)
        #expect((result.output + result.errors).contains("exportAsPDF"))
    }
}
