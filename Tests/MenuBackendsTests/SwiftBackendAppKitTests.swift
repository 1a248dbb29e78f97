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
        return Support.literalTitles(SwiftBackend.emit(result.model, options: BackendOptions(sourceName: name, swiftTarget: .appkit)))
    }

    /// The sample package's file, which shows every standard menu with roles.
    static let sketchpad = Support.Input(
        url: Support.root.appendingPathComponent("Samples/Sketchpad/Sources/Sketchpad/Sketchpad.menu"))

    static func goldenInputs() -> [Support.Input] { Support.goldenInputs() + [sketchpad] }

    @Test(arguments: SwiftBackendAppKitTests.goldenInputs())
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
        "inspector": "handler",
        "writingTools": "system",
        "continuityCamera": "system",
        "lookUp": "system",
        "translate": "system",
        "searchWeb": "system",
        "shareSheet": "system",
        // iOS and iPadOS only: a Mac's menu leaves them out.
        "speak": "absent",
        "newQuickNote": "absent",
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
        case "absent":
            #expect(!code.contains(title), "\(name) exists on iOS and iPadOS only")
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
    /// The Services submenu is the system's: an entry written in it gets no
    /// handler member, so it is not built either (it would do nothing).
    @Test func servicesEntriesAreLeftToTheSystem() {
        let code = Self.emit("""
            menu "Demo" {
                submenu "Services" role: services {
                    item "Do Thing"
                }
            }

            """)
        #expect(code.contains("the system fills it; its entries in the file are left out"))
        #expect(!code.contains(".doThing))"))
        #expect(!code.contains("func doThing()"))
    }

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
                    "-warnings-as-errors", stubDirectory.appendingPathComponent("AppKit.swift").path, Support.localizationStub.path,
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
    static func typeCheck(
        _ files: [(name: String, text: String)], label: String, parseAsLibrary: Bool = true
    ) throws -> Support.ProcessResult {
        let directory = try Support.temporaryDirectory(label)
        defer { try? FileManager.default.removeItem(at: directory) }
        var arguments = ["-typecheck", "-swift-version", "6", "-warnings-as-errors"]
        if parseAsLibrary { arguments.append("-parse-as-library") }
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
        for (index, input) in (SwiftBackendAppKitTests.goldenInputs() + Support.extraInputs()).enumerated() {
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

    /// The sample package's Viewer target as a Mac builds it: its program,
    /// with the AppKit code its menu file gives.
    @Test(.enabled(if: SwiftBackendSupport.compiler != nil, "swiftc not found"))
    func theViewerSampleTypeChecks() throws {
        let folder = Support.root.appendingPathComponent("Samples/Sketchpad/Sources/Viewer")
        let source = try Data(contentsOf: folder.appendingPathComponent("Viewer.menu"))
        let checked = Checker.check(SourceFile(path: "Viewer.menu", bytes: Array(source)))
        #expect(checked.diagnostics.isEmpty)
        let code = SwiftBackend.emit(checked.model, options: BackendOptions(sourceName: "Viewer.menu", swiftTarget: .appkit))
        let program = try String(contentsOf: folder.appendingPathComponent("main.swift"), encoding: .utf8)
        let result = try Self.typeCheck([("Viewer.swift", code), ("main.swift", program)], label: "appkit-viewer", parseAsLibrary: false)
        #expect(result.status == 0, "the Viewer sample does not type-check:\n\(result.output)\(result.errors)")
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

// MARK: - Running the output against the stub

/// The builder run on Linux against the stub, whose NSMenu and NSMenuItem
/// keep what they are given: the menus of TextEdit and Sketchpad are built
/// and printed item by item (title, action, target, key equivalent, mask,
/// tag, alternate, represented object), with what the application was given
/// and what validation shows after the handler's state changes, and compared
/// with `Golden/appkit-runtime.txt`. Sending the actions needs the
/// Objective-C runtime: only a Mac does that.
@Suite(.serialized) struct SwiftBackendAppKitRuntimeTests {
    typealias Support = SwiftBackendSupport

    static let program = #"""
        import AppKit

        @MainActor
        final class SketchpadModel: SketchpadMenusHandler {
            var snapToGrid = false
            var showRulers = false
            var tool = SketchpadMenus.Tool.initial
            func settings() {}
            func newDrawing() {}
            func exportAsPNG() {}
            func zoomIn() {}
            func zoomOut() {}
            func actualSize() {}
        }

        @MainActor
        func describe(_ item: NSMenuItem, builder: AnyObject) -> String {
            if item.title.isEmpty, item.action == nil, item.submenu == nil { return "---" }
            var parts = [item.title]
            if let action = item.action { parts.append("action \(action)") }
            if let target = item.target { parts.append(target === builder ? "target builder" : "target other") }
            if !item.keyEquivalent.isEmpty {
                let key = item.keyEquivalent.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
                let flags: [(NSEvent.ModifierFlags, String)] = [(.control, "ctrl"), (.option, "opt"), (.shift, "shift"), (.command, "cmd"), (.function, "fn")]
                let mask = flags.filter { item.keyEquivalentModifierMask.contains($0.0) }.map(\.1)
                parts.append("key " + key.joined(separator: " ") + " [" + mask.joined(separator: " ") + "]")
            }
            if item.tag != 0 { parts.append("tag \(item.tag)") }
            if item.isAlternate { parts.append("alternate") }
            if item.image != nil { parts.append("image") }
            if let object = item.representedObject { parts.append("object \(object)") }
            return parts.joined(separator: " | ")
        }

        @MainActor
        func dump(_ menu: NSMenu, builder: AnyObject, indent: String = "  ") {
            for item in menu.items {
                print(indent + describe(item, builder: builder))
                if let submenu = item.submenu { dump(submenu, builder: builder, indent: indent + "  ") }
            }
        }

        @MainActor
        func find(_ title: String, in menu: NSMenu) -> NSMenuItem? {
            for item in menu.items {
                if item.title == title { return item }
                if let submenu = item.submenu, let found = find(title, in: submenu) { return found }
            }
            return nil
        }

        let textEdit = TextEditModel()
        let textEditMenus = TextEditMenusBuilder(handler: textEdit)
        let textEditBar = textEditMenus.mainMenu(for: NSApp)
        print("TextEdit main menu")
        dump(textEditBar, builder: textEditMenus)
        print("TextEdit context menu")
        dump(textEditMenus.textSelectionMenu(), builder: textEditMenus)
        print("TextEdit pull-down")
        dump(textEditMenus.addPullDown(), builder: textEditMenus)
        print("TextEdit pop-up")
        dump(textEditMenus.sortByPopUp(), builder: textEditMenus)
        print("windowsMenu", NSApp.windowsMenu?.title ?? "-", "helpMenu", NSApp.helpMenu?.title ?? "-",
              "servicesMenu", NSApp.servicesMenu?.title ?? "-")

        let ruler = find("Show Ruler", in: textEditBar)!
        let gridOn = find("Grid On", in: textEditBar)!
        let gridOff = find("Grid Off", in: textEditBar)!
        print("validate", textEditMenus.validateMenuItem(ruler), ruler.title, gridOn.state == .on)
        _ = textEditMenus.validateMenuItem(gridOn)
        _ = textEditMenus.validateMenuItem(gridOff)
        print("initial", "gridOn", gridOn.state == .on, "gridOff", gridOff.state == .on)
        textEdit.showRuler = true
        textEdit.grid = .gridOff
        _ = textEditMenus.validateMenuItem(ruler)
        _ = textEditMenus.validateMenuItem(gridOn)
        _ = textEditMenus.validateMenuItem(gridOff)
        print("changed", ruler.title, "gridOn", gridOn.state == .on, "gridOff", gridOff.state == .on)

        NSApp.windowsMenu = nil
        NSApp.helpMenu = nil
        NSApp.servicesMenu = nil
        let sketchpadMenus = SketchpadMenusBuilder(handler: SketchpadModel())
        print("Sketchpad main menu")
        dump(sketchpadMenus.mainMenu(for: NSApp), builder: sketchpadMenus)
        print("Sketchpad context menu")
        dump(sketchpadMenus.canvasSelectionMenu(), builder: sketchpadMenus)
        print("windowsMenu", NSApp.windowsMenu?.title ?? "-", "helpMenu", NSApp.helpMenu?.title ?? "-",
              "servicesMenu", NSApp.servicesMenu?.title ?? "-")
        """#

    @Test(.enabled(if: SwiftBackendSupport.compiler != nil, "swiftc not found"))
    func builtMenusMatchTheFile() throws {
        #if os(macOS)
        return
        #else
        let directory = try Support.temporaryDirectory("appkit-run")
        defer { try? FileManager.default.removeItem(at: directory) }
        let stub = SwiftBackendAppKitCompileTests.stubDirectory.appendingPathComponent("AppKit.swift")
        let library = try Support.swiftc(
            [
                "-emit-library", "-emit-module", "-module-name", "AppKit", "-parse-as-library", "-swift-version", "6",
                stub.path, Support.localizationStub.path, "-o", directory.appendingPathComponent("libAppKit.so").path,
                "-emit-module-path", directory.appendingPathComponent("AppKit.swiftmodule").path,
            ],
            in: directory)
        try #require(library.status == 0, "the stub library does not build:\n\(library.errors)")

        var files: [String] = []
        let inputs = SwiftBackendAppKitTests.goldenInputs().filter { ["TextEdit.menu", "Sketchpad.menu"].contains($0.sourceName) }
        try #require(inputs.count == 2)
        for input in inputs {
            let code = SwiftBackend.emit(try Support.check(input).model, options: SwiftBackendAppKitTests.options(input))
            files.append(try Self.write(code, named: input.sourceName + ".swift", in: directory))
        }
        let app = try String(contentsOf: SwiftBackendAppKitCompileTests.stubDirectory.appendingPathComponent("TextEditApp.swift"), encoding: .utf8)
        files.append(try Self.write(app, named: "TextEditApp.swift", in: directory))
        files.append(try Self.write(Self.program, named: "main.swift", in: directory))

        let executable = directory.appendingPathComponent("menus").path
        let build = try Support.swiftc(
            ["-swift-version", "6", "-module-name", "Menus", "-I", directory.path, "-L", directory.path, "-lAppKit",
             "-Xlinker", "-rpath", "-Xlinker", directory.path, "-o", executable] + files,
            in: directory)
        try #require(build.status == 0, "the program does not build:\n\(build.output)\(build.errors)")
        let run = try Support.run([executable], in: directory)
        try #require(run.status == 0, "the program failed:\n\(run.errors)")
        try GoldenFiles.assertMatches(run.output, fileName: "appkit-runtime.txt")
        // TextEdit has no Window or Help menu; Sketchpad has both.
        #expect(run.output.contains("windowsMenu - helpMenu - servicesMenu -"))
        #expect(run.output.contains("validate true Show Ruler"))
        #expect(run.output.contains("initial gridOn true gridOff false"))
        #expect(run.output.contains("changed Hide Ruler gridOn false gridOff true"))
        #expect(run.output.contains("windowsMenu Window helpMenu Help servicesMenu -"))
        #endif
    }

    /// `text` without the `@objc(…)` lines, which need the Objective-C runtime.
    static func write(_ text: String, named name: String, in directory: URL) throws -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("@objc(") }
        let url = directory.appendingPathComponent(name)
        try Data(lines.joined(separator: "\n").utf8).write(to: url)
        return url.path
    }
}
