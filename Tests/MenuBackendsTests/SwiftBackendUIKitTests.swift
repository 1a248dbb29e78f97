import Foundation
@testable import MenuBackends
import MenuDiagnostics
import MenuModel
import MenuRules
import MenuSyntax
import Testing

/// The UIKit target of the Swift backend (`swiftTarget: .uikit`): golden
/// files `Golden/<stem>.uikit.swift.txt`, a type-check of every input's
/// output against the stub in `UIKitStub/` (on macOS, against the iOS
/// simulator SDK's UIKit), and each standard role on its documented
/// selector or menu identifier.
enum UIKitSupport {
    typealias Support = SwiftBackendSupport
    static let stubDirectory = Support.testsDirectory.appendingPathComponent("UIKitStub")

    static func options(_ input: Support.Input) -> BackendOptions {
        BackendOptions(sourceName: input.sourceName, swiftNamespace: input.namespace, swiftTarget: .uikit)
    }

    static func golden(_ input: Support.Input) -> String {
        Support.stem(input.sourceName) + ".uikit.swift.txt"
    }

    static func stubText() throws -> String {
        String(decoding: try Data(contentsOf: stubDirectory.appendingPathComponent("UIKit.swift")), as: UTF8.self)
    }

    /// The stub modules, built once: ObjectiveC, Foundation and UIKit with
    /// Objective-C interoperability, which `@objc` and `#selector` need.
    static let stubModule: Result<URL, Support.CompileError> = {
        do {
            let directory = try Support.temporaryDirectory("uikit-stub")
            for module in ["ObjectiveC", "Foundation", "UIKit"] {
                // Foundation's stub holds the localized-string lookup too.
                var sources = [stubDirectory.appendingPathComponent(module + ".swift").path]
                if module == "Foundation" { sources.append(Support.localizationStub.path) }
                let result = try Support.swiftc(
                    [
                        "-emit-module", "-module-name", module, "-parse-as-library", "-swift-version", "6",
                        "-warnings-as-errors", "-I", directory.path, "-Xfrontend", "-enable-objc-interop",
                    ] + sources + ["-emit-module-path", directory.appendingPathComponent(module + ".swiftmodule").path],
                    in: directory)
                guard result.status == 0 else {
                    return .failure(Support.CompileError(message: "the \(module) stub does not compile:\n\(result.output)\(result.errors)"))
                }
            }
            return .success(directory)
        } catch {
            return .failure(Support.CompileError(message: "\(error)"))
        }
    }()

    /// Type-checks files that import UIKit: against the stubs on Linux,
    /// against the iOS simulator SDK on macOS.
    static func typeCheck(_ files: [(name: String, text: String)], label: String) throws -> Support.ProcessResult {
        let directory = try Support.temporaryDirectory(label)
        defer { try? FileManager.default.removeItem(at: directory) }
        var arguments = ["-typecheck", "-swift-version", "6", "-parse-as-library", "-warnings-as-errors"]
        #if os(macOS)
        arguments = ["-sdk", "iphonesimulator"] + arguments
        #if arch(arm64)
        arguments += ["-target", "arm64-apple-ios17.0-simulator"]
        #else
        arguments += ["-target", "x86_64-apple-ios17.0-simulator"]
        #endif
        #else
        arguments += ["-I", try stubModule.get().path, "-Xfrontend", "-enable-objc-interop"]
        #endif
        for file in files {
            let url = directory.appendingPathComponent(file.name)
            try Data(file.text.utf8).write(to: url)
            arguments.append(url.path)
        }
        return try Support.swiftc(arguments, in: directory)
    }

    static func emit(_ source: String) -> String {
        let model = Checker.check(SourceFile(path: "Roles.menu", text: source)).model
        return SwiftBackendSupport.literalTitles(SwiftBackend.emit(model, options: BackendOptions(sourceName: "Roles.menu", swiftTarget: .uikit)))
    }
}

@Suite struct SwiftBackendUIKitTests {
    typealias Support = SwiftBackendSupport

    @Test(arguments: SwiftBackendSupport.goldenInputs())
    func matchesGoldenFile(_ input: SwiftBackendSupport.Input) throws {
        let result = try Support.check(input)
        let code = SwiftBackend.emit(result.model, options: UIKitSupport.options(input))
        #expect(code == SwiftBackend.emit(result.model, options: UIKitSupport.options(input)), "output must be deterministic")
        #expect(code.contains("#if canImport(UIKit)\nimport UIKit\n"))
        #expect(!code.contains("import SwiftUI"))
        #expect(code.hasSuffix("#endif\n"))
        try GoldenFiles.assertMatches(code, fileName: UIKitSupport.golden(input))
    }

    /// Each role with a UIKit mapping reaches it: its selector through
    /// `UIResponderStandardEditActions`, or UIKit's own menu at its
    /// identifier, which the stub (transcribed from the documentation)
    /// declares. Roles without one are the app's commands.
    @Test(arguments: Role.all.map(\.name))
    func roleReachesItsDocumentedSelectorOrIdentifier(_ name: String) throws {
        let role = try #require(Role.named(name))
        let entry = switch role.kind {
        case .command: "item role: \(name)"
        case .toggle: "toggle role: \(name)"
        case .submenu: "submenu role: \(name) { }"
        }
        let code = UIKitSupport.emit("app \"Roles\"\nplatforms macOS, iPadOS\nmenu \"Tools\" {\n    \(entry)\n}\n")
        let stub = try UIKitSupport.stubText()
        switch UIKitPart.uikitRole(name) {
        case .selector(let selector):
            #expect(stub.contains("@objc optional func \(selector)(_ sender: Any?)"), "the stub lacks \(selector)(_:)")
            #expect(code.contains("action: #selector(UIResponderStandardEditActions.\(selector)(_:))"))
            #expect(!code.contains("func \(name)(_ sender: Any?)"), "no app method for \(name)")
        case .systemMenu(let identifier):
            #expect(stub.contains("public static let \(identifier) = Identifier("), "the stub lacks .\(identifier)")
            #expect(code.contains("let \(identifier)Menu = systemMenu(.\(identifier), in: builder)"))
            #expect(code.contains(" \(identifier)Menu,\n") || code.contains(" \(identifier)Menu),\n"))
            #expect(!code.contains("func \(name)(_ sender: Any?)"), "no app method for \(name)")
        case nil where role.isProvidedBySystem:
            #expect(code.contains("): the system inserts and"))
            #expect(!code.contains("func \(name)(_ sender: Any?)"))
        case nil:
            #expect(code.contains("func \(name)(_ sender: Any?)"), "\(name) is the app's command")
            #expect(code.contains("action: #selector(RolesMenusActions.\(name)(_:))"))
        }
    }

    /// An entry that shares its identifier with one the system inserts, but
    /// has no role itself, is the app's: it gets a handler member in every
    /// target (UIKit stopped on the missing member).
    @Test(arguments: SwiftTarget.allCases)
    func anEntrySharingASystemEntrysIdentifierIsTheApps(_ target: SwiftTarget) {
        let source = """
            menu "Edit" {
                item "Emoji & Symbols" role: emojiAndSymbols id: emoji
            }
            contextmenu "Text" {
                item "Emoji" id: emoji
            }

            """
        let model = Checker.check(SourceFile(path: "Emoji.menu", text: source)).model
        let code = SwiftBackend.emit(model, options: BackendOptions(sourceName: "Emoji.menu", swiftTarget: target))
        #expect(code.contains("func emoji("), "\(target)")
        #expect(!code.contains("SettingsLink"), "\(target)")
    }

    @Test func standardMenusAreReplacedAndLeftOutOnesRemoved() {
        let code = UIKitSupport.emit("""
            app "Roles"
            menu "File" {
                item "Refresh" key: cmd+F6
            }
            menu "Tools" {
                item "Run" key: cmd+R
            }
            """)
        for line in [
            "builder.replaceChildren(ofMenu: .file) { _ in [",
            "UIKeyCommand(title: \"Refresh\", action: #selector(RolesMenusActions.refresh(_:)), input: UIKeyCommand.f6, modifierFlags: [.command], propertyList: \"refresh\", discoverabilityTitle: \"Refresh\"),",
            "builder.insertSibling(",
            "UIMenu(title: \"Tools\", identifier: UIMenu.Identifier(rawValue: \"RolesMenus.tools\"), children: [",
            "afterMenu: .file)",
            "builder.remove(menu: .edit)",
            "builder.remove(menu: .format)",
            "builder.remove(menu: .view)",
            "builder.remove(menu: .window)",
            "builder.remove(menu: .help)",
        ] {
            #expect(code.contains(line), "missing: \(line)")
        }
        #expect(!code.contains("builder.remove(menu: .file)"))
        #expect(!code.contains("builder.remove(menu: .application)"))
    }

    @Test func everyKeyReachesAnInputOrSaysWhyNot() {
        let expressible: [(String, String)] = [
            ("cmd+F1", "input: UIKeyCommand.f1, modifierFlags: [.command]"),
            ("cmd+F12", "input: UIKeyCommand.f12, modifierFlags: [.command]"),
            ("cmd+up", "input: UIKeyCommand.inputUpArrow, modifierFlags: [.command]"),
            ("cmd+down", "input: UIKeyCommand.inputDownArrow"),
            ("cmd+left", "input: UIKeyCommand.inputLeftArrow"),
            ("cmd+right", "input: UIKeyCommand.inputRightArrow"),
            ("cmd+home", "input: UIKeyCommand.inputHome"),
            ("cmd+end", "input: UIKeyCommand.inputEnd"),
            ("cmd+pageup", "input: UIKeyCommand.inputPageUp"),
            ("cmd+pagedown", "input: UIKeyCommand.inputPageDown"),
            ("cmd+escape", "input: UIKeyCommand.inputEscape"),
            ("cmd+delete", "input: UIKeyCommand.inputDelete"),
            ("cmd+return", "input: \"\\r\""),
            ("ctrl+tab", "input: \"\\t\", modifierFlags: [.control]"),
            ("cmd+opt+shift+S", "input: \"s\", modifierFlags: [.command, .shift, .alternate]"),
            ("cmd+?", "input: \"?\", modifierFlags: [.command]"),
        ]
        for (key, expected) in expressible {
            let code = UIKitSupport.emit("app \"Roles\"\nmenu \"Tools\" {\n    item \"Go\" key: \(key)\n}\n")
            #expect(code.contains(expected), "\(key): missing \(expected)")
            #expect(code.contains("discoverabilityTitle: \"Go\""), "\(key): no discoverability title")
        }
        for key in ["cmd+F13", "cmd+forwarddelete", "cmd+enter", "cmd+clear", "fn+E"] {
            let code = UIKitSupport.emit("app \"Roles\"\nmenu \"Tools\" {\n    item \"Go\" key: \(key)\n}\n")
            #expect(code.contains("the command has no shortcut here."), "\(key)")
            #expect(code.contains("UICommand(title: \"Go\", action: #selector(RolesMenusActions.go(_:))"), "\(key)")
        }
    }
}

@Suite(.serialized) struct SwiftBackendUIKitCompileTests {
    typealias Support = SwiftBackendSupport

    /// The UIKit parts of every input, and a TextEdit responder adopting its
    /// protocols, type-check against the stub.
    @Test(.enabled(if: SwiftBackendSupport.compiler != nil, "swiftc not found"))
    func uikitPartTypeChecks() throws {
        var files: [(name: String, text: String)] = []
        for (index, input) in (Support.goldenInputs() + Support.extraInputs()).enumerated() {
            let model = try Support.check(input).model
            files.append((name: "Generated\(index).swift", text: SwiftBackend.emit(model, options: UIKitSupport.options(input))))
        }
        files.append((
            name: "Empty.swift",
            text: SwiftBackend.emit(Support.emptyModel(), options: BackendOptions(sourceName: "Empty.menu", swiftTarget: .uikit))))
        files.append((name: "TextEditResponder.swift", text: try Self.conformance()))
        let result = try UIKitSupport.typeCheck(files, label: "uikit")
        #expect(result.status == 0, "the UIKit part does not type-check:\n\(result.output)\(result.errors)")
    }

    /// A responder that lacks one action is a compile error.
    @Test(.enabled(if: SwiftBackendSupport.compiler != nil, "swiftc not found"))
    func missingActionFailsToTypeCheck() throws {
        let input = try #require(Support.samples().first { $0.sourceName == "TextEdit.menu" })
        let code = SwiftBackend.emit(try Support.check(input).model, options: UIKitSupport.options(input))
        let method = "    func newDocument(_ sender: Any?) {}\n"
        let conformance = try Self.conformance()
        try #require(conformance.contains(method))
        let result = try UIKitSupport.typeCheck(
            [(name: "TextEdit.swift", text: code), (name: "Broken.swift", text: conformance.replacingOccurrences(of: method, with: ""))],
            label: "uikit-negative")
        #expect(result.status != 0, "a responder without newDocument(_:) must not type-check")
        #expect((result.output + result.errors).contains("TextEditMenusActions"))
    }

    static func conformance() throws -> String {
        String(decoding: try Data(contentsOf: UIKitSupport.stubDirectory.appendingPathComponent("TextEditResponder.swift")), as: UTF8.self)
    }
}
