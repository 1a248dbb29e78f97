import Foundation
@testable import MenuBackends
import MenuDiagnostics
import MenuModel
import MenuRules
import MenuSyntax
import Testing

/// Inputs, golden files and compiler runs for the Swift backend tests.
///
/// Golden files are `Tests/MenuBackendsTests/Golden/<stem>.swift.txt` (the
/// `Golden` folder is excluded from the package, and the extension keeps
/// tools from taking them for sources). To rewrite them after an intended
/// change:
///
///     MENUC_RECORD_GOLDEN=1 swift test --filter SwiftBackendTests
///
/// Three tests run the Swift compiler (a few seconds each): the neutral part
/// of every sample, the corpus and the hostile fixtures compiled together and
/// run; their SwiftUI parts type-checked against the stub in `SwiftUIStub/`
/// (on macOS, against the real SwiftUI); and a handler conformance missing
/// one method, which must fail to type-check.
enum SwiftBackendSupport {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let root = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
    static let goldenDirectory = GoldenFiles.directory
    static let stubDirectory = testsDirectory.appendingPathComponent("SwiftUIStub")
    /// The localized-string lookup every stub module is compiled with.
    static let localizationStub = testsDirectory.appendingPathComponent("LocalizationStub/LocalizedString.swift")

    /// One `.menu` file to generate Swift from.
    struct Input: Sendable, CustomTestStringConvertible {
        let url: URL
        /// A namespace, when the file's own would clash with another input's.
        var namespace: String?
        /// The golden file, for inputs that have one.
        var golden: String?
        /// Whether the file must check without errors.
        var mustBeClean = true

        var sourceName: String { url.lastPathComponent }
        var options: BackendOptions { BackendOptions(sourceName: sourceName, swiftNamespace: namespace) }
        var testDescription: String { sourceName }
    }

    static func stem(_ name: String) -> String {
        name.hasSuffix(".menu") ? String(name.dropLast(5)) : name
    }

    /// The code with each catalog lookup of a title written as the title's
    /// literal (`String(localized: "file.save", defaultValue: "Save", …)` →
    /// `"Save"`), for tests about what the code does with an entry; the
    /// goldens and `SwiftLocalizationTests` hold the lookups themselves.
    static func literalTitles(_ code: String) -> String {
        let literal = #""(?:[^"\\]|\\.)*""#
        let pattern = "String\\(localized: \(literal), defaultValue: (\(literal)), table: \(literal), bundle: \\.\\w+, comment: \(literal)\\)"
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.stringByReplacingMatches(in: code, range: NSRange(code.startIndex..., in: code), withTemplate: "$1")
    }

    static func menuFiles(in directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".menu") }.sorted().map { directory.appendingPathComponent($0) }
    }

    /// Every `Samples/*.menu`, each with a golden file.
    static func samples() -> [Input] {
        menuFiles(in: root.appendingPathComponent("Samples")).map { url in
            Input(url: url, golden: stem(url.lastPathComponent) + ".swift.txt")
        }
    }

    /// The fixture of titles and identifiers aimed at Swift.
    static let hostile = Input(
        url: goldenDirectory.appendingPathComponent("hostile-swift.menu"), golden: "hostile-swift.swift.txt")

    /// A menu bar of more than ten menus, which the code groups.
    static let manyMenus = Input(
        url: goldenDirectory.appendingPathComponent("many-menus.menu"), golden: "many-menus.swift.txt")

    /// The Dock menu, an edit menu, activities and layouts, which the code leaves out.
    static let otherMenus = Input(
        url: goldenDirectory.appendingPathComponent("OtherMenus.menu"), golden: "OtherMenus.swift.txt")

    static func goldenInputs() -> [Input] { samples() + [hostile, manyMenus, otherMenus] }

    /// Inputs compiled but not compared with golden files: the clean corpus
    /// and the JSON and Markdown backends' hostile fixture, under namespaces
    /// of their own.
    static func extraInputs() -> [Input] {
        // A real menu may keep an error where Apple deviates (Xcode's ⌃Space),
        // marked `expected-error`; its code must still compile.
        var inputs = menuFiles(in: root.appendingPathComponent("Tests/Corpus/clean")).map { url in
            let marksAnError = ((try? String(contentsOf: url, encoding: .utf8)) ?? "").contains("expected-error")
            return Input(url: url, namespace: "Corpus" + upperCamel(stem(url.lastPathComponent)) + "Menus", mustBeClean: !marksAnError)
        }
        let other = goldenDirectory.appendingPathComponent("Hostile.menu")
        if FileManager.default.fileExists(atPath: other.path) {
            inputs.append(Input(url: other, namespace: "OtherHostileMenus", mustBeClean: false))
        }
        return inputs
    }

    static func upperCamel(_ text: String) -> String {
        text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func check(_ input: Input, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> CheckResult {
        let data = try Data(contentsOf: input.url)
        let result = Checker.check(SourceFile(path: input.sourceName, bytes: Array(data)))
        if input.mustBeClean, result.hasErrors {
            let errors = result.diagnostics.filter { $0.severity == .error }.map { diagnostic in
                let location = result.source.location(of: diagnostic.range.start)
                return "\(input.sourceName):\(location.line):\(location.column): \(diagnostic.message)"
            }
            Issue.record("\(input.sourceName) must check without errors:\n\(errors.joined(separator: "\n"))", sourceLocation: sourceLocation)
        }
        return result
    }

    /// A model with no menus, the smallest input the backend must handle.
    static func emptyModel() -> MenuModel {
        Checker.check(SourceFile(path: "Empty.menu", text: "app \"Empty\"\n")).model
    }

    // MARK: Running the compiler

    struct ProcessResult {
        let status: Int32
        let output: String
        let errors: String
    }

    /// The Swift compiler: `$SWIFT_EXEC`, else `swiftc` on the PATH (on macOS
    /// through xcrun), else the toolchain's usual place.
    static let compiler: [String]? = {
        let environment = ProcessInfo.processInfo.environment
        if let exec = environment["SWIFT_EXEC"], !exec.isEmpty { return [exec] }
        #if os(macOS)
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/xcrun") { return ["/usr/bin/xcrun", "--sdk", "macosx", "swiftc"] }
        #endif
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = String(directory) + "/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return [candidate] }
        }
        for candidate in ["/usr/bin/swiftc", "/opt/swift/usr/bin/swiftc"] where FileManager.default.isExecutableFile(atPath: candidate) {
            return [candidate]
        }
        return nil
    }()

    static func run(_ command: [String], in directory: URL) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.currentDirectoryURL = directory
        let outputURL = directory.appendingPathComponent("stdout-\(UUID().uuidString)")
        let errorURL = directory.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL)
        let errors = try FileHandle(forWritingTo: errorURL)
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        try output.close()
        try errors.close()
        let result = ProcessResult(
            status: process.terminationStatus,
            output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            errors: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
        try? FileManager.default.removeItem(at: outputURL)
        try? FileManager.default.removeItem(at: errorURL)
        return result
    }

    static func swiftc(_ arguments: [String], in directory: URL) throws -> ProcessResult {
        guard let compiler else { throw CompileError(message: "swiftc not found") }
        return try run(compiler + arguments, in: directory)
    }

    struct CompileError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    static func temporaryDirectory(_ label: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("menuc-swift-\(label)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The stub SwiftUI module, built once for all tests that need it: the
    /// directory to pass with `-I`. Nil on macOS, where the real one is used.
    static let stubModule: Result<URL?, CompileError> = {
        #if os(macOS)
        return .success(nil)
        #else
        do {
            let directory = try temporaryDirectory("stub")
            let result = try swiftc(
                [
                    "-emit-module", "-module-name", "SwiftUI", "-parse-as-library", "-swift-version", "6",
                    "-warnings-as-errors", stubDirectory.appendingPathComponent("SwiftUI.swift").path, localizationStub.path,
                    "-emit-module-path", directory.appendingPathComponent("SwiftUI.swiftmodule").path,
                ],
                in: directory)
            guard result.status == 0 else {
                return .failure(CompileError(message: "the SwiftUI stub does not compile:\n\(result.output)\(result.errors)"))
            }
            return .success(directory)
        } catch {
            return .failure(CompileError(message: "\(error)"))
        }
        #endif
    }()

    /// Type-checks Swift files that import SwiftUI: against the stub on Linux
    /// (where `#if os(macOS)` is read as true, so macOS-only entries are
    /// checked too), against the SDK on macOS.
    static func typeCheckSwiftUI(_ files: [(name: String, text: String)], label: String) throws -> ProcessResult {
        let directory = try temporaryDirectory(label)
        defer { try? FileManager.default.removeItem(at: directory) }
        var arguments = ["-typecheck", "-swift-version", "6", "-parse-as-library", "-warnings-as-errors"]
        switch stubModule {
        case .success(let stub?):
            arguments += ["-I", stub.path]
        case .success(nil):
            // macOS: xcrun supplies the SDK with the real SwiftUI; Commands
            // need macOS 11, Button roles macOS 12.
            #if arch(arm64)
            arguments += ["-target", "arm64-apple-macos14"]
            #else
            arguments += ["-target", "x86_64-apple-macos14"]
            #endif
        case .failure(let error):
            throw error
        }
        for file in files {
            var text = file.text
            #if !os(macOS)
            text = text.replacingOccurrences(of: "#if os(macOS)", with: "#if true // os(macOS)")
            #endif
            let url = directory.appendingPathComponent(file.name)
            try Data(text.utf8).write(to: url)
            arguments.append(url.path)
        }
        return try swiftc(arguments, in: directory)
    }
}

// MARK: - Golden files

@Suite struct SwiftBackendTests {
    typealias Support = SwiftBackendSupport

    @Test(arguments: SwiftBackendSupport.goldenInputs())
    func matchesGoldenFile(_ input: SwiftBackendSupport.Input) throws {
        let result = try Support.check(input)
        let code = SwiftBackend.emit(result.model, options: input.options)
        #expect(code == SwiftBackend.emit(result.model, options: input.options), "output must be deterministic")
        #expect(code.hasPrefix("// Generated by menuc from \(input.sourceName). Do not edit.\n"))
        #expect(!code.unicodeScalars.contains("\r"), "LF line endings only")
        #expect(code.hasSuffix("\n") && !code.hasSuffix("\n\n"))
        #expect(!code.contains(Support.root.path), "no absolute paths")
        try GoldenFiles.assertMatches(code, fileName: input.golden!)
    }

    @Test func namespaceProblems() {
        #expect(SwiftBackend.problem(withNamespace: "AppMenus") == nil)
        #expect(SwiftBackend.problem(withNamespace: "菜单") == nil)
        #expect(SwiftBackend.problem(withNamespace: "") == .notAnIdentifier)
        #expect(SwiftBackend.problem(withNamespace: "2024Menus") == .notAnIdentifier)
        #expect(SwiftBackend.problem(withNamespace: "my menus") == .notAnIdentifier)
        #expect(SwiftBackend.problem(withNamespace: "struct") == .keyword)
        #expect(SwiftBackend.problem(withNamespace: "Menu") == .hidesAType)
        #expect(SwiftBackend.problem(withNamespace: "Shortcut") == .namesANestedType)
        // Each problem is one `namespace(for:)` would otherwise mend.
        for name in ["", "2024Menus", "my menus", "struct", "Menu", "Shortcut", "Command", "Platform"] {
            #expect(SwiftBackend.namespace(for: BackendOptions(sourceName: "A.menu", swiftNamespace: name)) != name)
        }
    }

    @Test func namespaceNames() {
        func name(_ source: String, _ explicit: String? = nil) -> String {
            SwiftBackend.namespace(for: BackendOptions(sourceName: source, swiftNamespace: explicit))
        }
        #expect(name("TextEdit.menu") == "TextEditMenus")
        #expect(name("Menus.menu") == "Menus")
        #expect(name("MainMenu.menu") == "MainMenu")
        #expect(name("my-app.menu") == "MyAppMenus")
        #expect(name("Notes-iPad.menu") == "NotesIPadMenus")
        #expect(name("Preview-zh.menu") == "PreviewZhMenus")
        #expect(name("2024 plan.menu") == "_2024PlanMenus")
        #expect(name("菜单.menu") == "菜单Menus")
        #expect(name(".menu") == "Menus")
        #expect(name("Menu.menu") == "Menus", "a namespace named Menu would hide SwiftUI's Menu")
        #expect(name("TextEdit.menu", "AppMenus") == "AppMenus")
        #expect(name("TextEdit.menu", "my menus") == "my_menus")
        #expect(name("TextEdit.menu", "String") == "StringMenus")
        #expect(name("TextEdit.menu", "default") == "defaultMenus")
    }

    @Test func headerNamesOnlyTheFile() {
        let model = Support.emptyModel()
        let code = SwiftBackend.emit(model, options: BackendOptions(sourceName: "/Users/me/Apps/Evil\nimport Foundation.menu"))
        #expect(code.hasPrefix("// Generated by menuc from Evil\\nimport Foundation.menu. Do not edit.\n"))
        #expect(!code.contains("/Users/me"))
        #expect(code.contains("public enum EvilImportFoundationMenus {"))
    }

    /// An identifier used in several menus is one command: its titles come
    /// from where it first appears, its shortcut from the first appearance
    /// that has one.
    @Test func aCommandIsDescribedByItsFirstAppearance() {
        let text = """
            menu "Edit" {
                item "Copy Link" id: copyLink
                toggle "Show Ruler" | "Hide Ruler" id: ruler
            }

            pulldown "Share" {
                item "Copy the Link" id: copyLink key: cmd+L
                toggle "Ruler" id: ruler key: cmd+R
                item "Mail" key: cmd+M
            }
            """
        let result = Checker.check(SourceFile(path: "Share.menu", text: text))
        #expect(!result.hasErrors)
        let code = SwiftBackend.emit(result.model, options: BackendOptions(sourceName: "Share.menu"))
        #expect(code.contains("""
                    switch command {
                    case .copyLink: "Copy Link"
                    case .ruler: "Show Ruler"
                    case .mail: "Mail"
                    }
            """))
        #expect(code.contains("""
                    switch command {
                    case .copyLink: Shortcut(key: .character("L"), modifiers: [.command], display: "⌘L")
                    case .ruler: Shortcut(key: .character("R"), modifiers: [.command], display: "⌘R")
                    case .mail: Shortcut(key: .character("M"), modifiers: [.command], display: "⌘M")
                    }
            """))
        #expect(code.contains("/// \"Show Ruler\" / \"Hide Ruler\"\n"))
    }

    /// An identifier that an item and a toggle both use (an error the
    /// checker reports) still gets a handler method and a property, under
    /// names that differ, so that the code compiles.
    @Test func anIdentifierOfAnItemAndAToggleGetsBothMembers() {
        let text = """
            menu "View" {
                item "Ruler" id: ruler
                item "Default" id: default
            }

            contextmenu "Canvas" {
                toggle "Ruler" id: ruler
                toggle "Default" id: default
            }
            """
        let result = Checker.check(SourceFile(path: "Both.menu", text: text))
        #expect(result.hasErrors)
        let code = Support.literalTitles(SwiftBackend.emit(result.model, options: BackendOptions(sourceName: "Both.menu")))
        #expect(code.contains("    func ruler()\n"))
        #expect(code.contains("    var rulerIsOn: Bool { get set }\n"))
        #expect(code.contains("    func `default`()\n"))
        #expect(code.contains("    var defaultIsOn: Bool { get set }\n"))
        #expect(code.contains("Button(\"Ruler\") { handler.ruler() }"))
        #expect(code.contains("Toggle(\"Ruler\", isOn: Binding(get: { @MainActor in handler.rulerIsOn }"))
        #expect(code.contains("Toggle(\"Default\", isOn: Binding(get: { @MainActor in handler.defaultIsOn }"))
    }

    @Test func keywordsAndHostileTitlesAreEscaped() throws {
        let result = try Support.check(Support.hostile)
        let code = SwiftBackend.emit(result.model, options: Support.hostile.options)
        for line in [
            "case `import`",
            "case `default`",
            "case `self`",
            "case `Type`",
            "case allCasesCommand = \"allCases\"",
            "func `import`()",
            "var `repeat`: Bool { get set }",
            "public enum StringChoice: String, CaseIterable, Hashable, Sendable {",
            "case initialOption = \"initial\"",
            "public enum MenuPopUp: String, CaseIterable, Hashable, Sendable {",
            "\"Interp \\\\(evil) \\\\(1 + 1)\"",
            "\"Raw #\\\"x\\\"# and \\\"#\"",
            "\"Line\\nBreak\\n\\nand\\tTab\"",
            "\"Bidi \\u{202E}evil\\u{202C} zero\\u{200B}width \\u{FEFF}bom\"",
            "\"Nbsp\\u{00A0}x Sep\\u{2028}y Soft\\u{00AD}hyphen Private\\u{E000}\"",
            "\"Cafe\u{301} \\u{0301}Lead\"",
            "\"Party 🎉 👩‍👩‍👧 🇯🇵 ❤️\"",
        ] {
            #expect(code.contains(line), "missing: \(line)")
        }
    }

    /// A key equal to a one-byte one (U+037E is canonically ";") is one
    /// shortcut to the rules, and each is still written as it was spelled:
    /// equal shortcuts share their value only when they are spelled alike.
    /// (A key of several scalars, such as a decomposed 'é', is an error.)
    @Test func equivalentKeysKeepTheirSpelling() {
        let greek = SourceFile(path: "Keys.menu", text: """
            menu "Edit" {
                item "Semicolon" key: cmd+;
            }
            pulldown "More" {
                item "Greek" key: cmd+\u{37E}
            }

            """)
        let greekCode = Array(SwiftBackend.emit(Checker.check(greek).model, options: BackendOptions(sourceName: "Keys.menu")).utf8)
        for spelling in [";", "\u{37E}"] {
            let needle = Array("display: \"⌘\(spelling)\"".utf8)
            let count = (0...(greekCode.count - needle.count)).filter { greekCode[$0..<($0 + needle.count)].elementsEqual(needle) }.count
            #expect(count == 2, "\(spelling.unicodeScalars.map(\.value))")
        }
    }
}

// MARK: - Compiling the output

@Suite(.serialized) struct SwiftBackendCompileTests {
    typealias Support = SwiftBackendSupport

    /// Every input, with the namespace each one's code uses.
    struct Generated {
        let sourceName: String
        let namespace: String
        let model: MenuModel
        let code: String
    }

    static func allGenerated() throws -> [Generated] {
        var result: [Generated] = []
        for input in Support.goldenInputs() + Support.extraInputs() {
            let model = try Support.check(input).model
            result.append(Generated(
                sourceName: input.sourceName, namespace: SwiftBackend.namespace(for: input.options),
                model: model, code: SwiftBackend.emit(model, options: input.options)))
        }
        let empty = BackendOptions(sourceName: "Empty.menu")
        result.append(Generated(
            sourceName: "Empty.menu", namespace: SwiftBackend.namespace(for: empty),
            model: Support.emptyModel(), code: SwiftBackend.emit(Support.emptyModel(), options: empty)))
        return result
    }

    /// The neutral parts of every input compile together (Swift 6, warnings as
    /// errors) and run: the program prints every title, identifier, role,
    /// symbol and shortcut from the generated values, and they must match the
    /// model byte for byte.
    @Test(.enabled(if: SwiftBackendSupport.compiler != nil, "swiftc not found"))
    func neutralPartCompilesAndRoundTrips() throws {
        let generated = try Self.allGenerated()
        let directory = try Support.temporaryDirectory("neutral")
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [String] = []
        for (index, item) in generated.enumerated() {
            let url = directory.appendingPathComponent("Generated\(index).swift")
            try Data(item.code.utf8).write(to: url)
            files.append(url.path)
        }
        let main = directory.appendingPathComponent("main.swift")
        try Data(RoundTrip.program(generated).utf8).write(to: main)
        files.append(main.path)

        let executable = directory.appendingPathComponent("roundtrip").path
        let build = try Support.swiftc(
            ["-swift-version", "6", "-warnings-as-errors", "-module-name", "RoundTrip", "-o", executable] + files, in: directory)
        try #require(build.status == 0, "the generated code does not compile:\n\(build.output)\(build.errors)")

        let run = try Support.run([executable], in: directory)
        try #require(run.status == 0, "the round-trip program failed:\n\(run.errors)")
        let actual = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let expected = RoundTrip.expectedLines(generated) + [""]
        #expect(actual.count == expected.count, "\(actual.count) lines printed, \(expected.count) expected")
        for (index, (line, expectedLine)) in zip(actual, expected).enumerated() where line != expectedLine {
            Issue.record("line \(index + 1) differs:\n  expected: \(RoundTrip.readable(expectedLine))\n  actual:   \(RoundTrip.readable(line))")
            break
        }
        // Spot checks a reader can follow.
        if let textEdit = generated.first(where: { $0.sourceName == "TextEdit.menu" }) {
            let commands = Set(RoundTrip.commands(of: textEdit.model).map(\.id)).count
            #expect(actual.contains("TextEditMenus commands \(commands)"))
            #expect(actual.contains("TextEditMenus shortcut duplicate \(RoundTrip.hex("⇧⌘S"))"))
            #expect(actual.contains("TextEditMenus grid initial gridOn"))
            #expect(actual.contains("TextEditMenus sortBy options name,dateModified,size initial name"))
        }
        #expect(actual.contains("HostileSwiftMenus title in \(RoundTrip.hex("Line\nBreak\n\nand\tTab"))"))
        #expect(actual.contains("HostileSwiftMenus shortcut self \(RoundTrip.hex("⌘?"))"))
    }

    /// The SwiftUI parts of every input type-check against the stub, together
    /// with a conformance of a TextEdit model to its handler protocol.
    @Test(.enabled(if: SwiftBackendSupport.compiler != nil, "swiftc not found"))
    func swiftUIPartTypeChecks() throws {
        let generated = try Self.allGenerated()
        var files = generated.enumerated().map { (name: "Generated\($0.offset).swift", text: $0.element.code) }
        files.append((name: "TextEditConformance.swift", text: try Self.conformance()))
        let result = try Support.typeCheckSwiftUI(files, label: "swiftui")
        #expect(result.status == 0, "the SwiftUI part does not type-check:\n\(result.output)\(result.errors)")
    }

    /// A handler that lacks one command's method is a compile error.
    @Test(.enabled(if: SwiftBackendSupport.compiler != nil, "swiftc not found"))
    func missingHandlerMethodFailsToTypeCheck() throws {
        let generated = try Self.allGenerated()
        let textEdit = try #require(generated.first { $0.sourceName == "TextEdit.menu" })
        let conformance = try Self.conformance()
        let method = "    func exportAsPDF() { log(\"exportAsPDF\") }\n"
        try #require(conformance.contains(method))
        let broken = conformance.replacingOccurrences(of: method, with: "")
        let result = try Support.typeCheckSwiftUI(
            [(name: "TextEdit.swift", text: textEdit.code), (name: "Broken.swift", text: broken)], label: "negative")
        #expect(result.status != 0, "a conformance without exportAsPDF() must not type-check")
        let messages = result.output + result.errors
        #expect(messages.contains("does not conform to protocol 'TextEditMenusHandler'"), "\(messages)")
        #expect(messages.contains("exportAsPDF"), "\(messages)")
    }

    static func conformance() throws -> String {
        String(decoding: try Data(contentsOf: Support.stubDirectory.appendingPathComponent("TextEditConformance.swift")), as: UTF8.self)
    }
}

// MARK: - Round-trip program

/// Writes the program that prints the generated values, and the lines it must
/// print, computed from the model. Text is printed as hexadecimal UTF-8 so
/// that any title survives the trip through standard output.
enum RoundTrip {
    static func hex(_ text: String) -> String {
        text.isEmpty ? "<>" : text.utf8.map { byte in
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    /// A hexadecimal line decoded where possible, for failure messages.
    static func readable(_ line: String) -> String {
        line.split(separator: " ").map { field -> String in
            guard field.count.isMultiple(of: 2), field.allSatisfy(\.isHexDigit), field.count > 2 else { return String(field) }
            var bytes: [UInt8] = []
            var index = field.startIndex
            while index < field.endIndex {
                let next = field.index(index, offsetBy: 2)
                bytes.append(UInt8(field[index..<next], radix: 16) ?? 0x3F)
                index = next
            }
            return "\"" + String(decoding: bytes, as: UTF8.self).debugDescription.dropFirst().dropLast() + "\""
        }.joined(separator: " ")
    }

    static func program(_ generated: [Generated]) -> String {
        var text = """
            // Prints what the generated code holds; see SwiftBackendTests.swift.

            func hex(_ text: String) -> String {
                text.isEmpty ? "<>" : text.utf8.map { byte in
                    let digits = String(byte, radix: 16, uppercase: true)
                    return digits.count == 1 ? "0" + digits : digits
                }.joined()
            }

            func optionalHex(_ text: String?) -> String {
                text.map(hex) ?? "-"
            }

            func flag(_ value: Bool, _ name: String) -> String {
                value ? name : "-"
            }


            """
        for (index, item) in generated.enumerated() {
            text += dumpFunction(index, item.namespace)
        }
        for index in generated.indices {
            text += "dump\(index)()\n"
        }
        if generated.contains(where: { $0.sourceName == "TextEdit.menu" }) {
            text += """
                print("TextEditMenus grid initial", TextEditMenus.Grid.initial.rawValue)
                print("TextEditMenus sortBy options", TextEditMenus.SortBy.allCases.map(\\.rawValue).joined(separator: ","), "initial", TextEditMenus.SortBy.initial.rawValue)

                """
        }
        return text
    }

    private static func dumpFunction(_ index: Int, _ ns: String) -> String {
        """
        func shortcut\(index)(_ shortcut: \(ns).Shortcut?) -> String {
            guard let shortcut else { return "-" }
            let key: String
            switch shortcut.key {
            case .character(let character): key = "character:" + hex(String(character))
            case .named(let named): key = "named:" + named.rawValue
            case .function(let number): key = "function:" + String(number)
            }
            let names: [(\(ns).Shortcut.Modifiers, String)] = [
                (.command, "command"), (.shift, "shift"), (.option, "option"), (.control, "control"), (.function, "function"),
            ]
            let modifiers = names.filter { shortcut.modifiers.contains($0.0) }.map(\\.1).joined(separator: "+")
            return key + "/" + modifiers + "/" + hex(shortcut.display)
        }

        func option\(index)(_ option: \(ns).Option, _ indent: String) {
            print(indent + "option", option.command.rawValue, hex(option.title), shortcut\(index)(option.shortcut), optionalHex(option.symbol), flag(option.isChecked, "checked"), flag(option.isDefault, "default"), flag(option.isDisabled, "disabled"))
        }

        func walk\(index)(_ entries: [\(ns).Entry], _ indent: String) {
            for entry in entries {
                switch entry {
                case .item(let item):
                    print(indent + "item", item.command.rawValue, hex(item.title), item.role ?? "-", shortcut\(index)(item.shortcut), optionalHex(item.symbol), flag(item.isDestructive, "destructive"), flag(item.isDisabled, "disabled"), item.platforms.map(\\.rawValue).joined(separator: ","))
                case .toggle(let toggle):
                    print(indent + "toggle", toggle.command.rawValue, hex(toggle.title), optionalHex(toggle.titleWhenOn), shortcut\(index)(toggle.shortcut), optionalHex(toggle.symbol), flag(toggle.isOn, "on"), flag(toggle.isDisabled, "disabled"))
                case .choice(let choice):
                    print(indent + "choice", hex(choice.name), choice.identifier)
                    for option in choice.options { option\(index)(option, indent + "  ") }
                case .option(let option):
                    option\(index)(option, indent)
                case .submenu(let submenu):
                    print(indent + "submenu", hex(submenu.title), submenu.role ?? "-", optionalHex(submenu.symbol), flag(submenu.isDisabled, "disabled"), submenu.platforms.map(\\.rawValue).joined(separator: ","))
                    walk\(index)(submenu.entries, indent + "  ")
                case .separator:
                    print(indent + "---")
                }
            }
        }

        func dump\(index)() {
            typealias N = \(ns)
            print("\(ns) app", optionalHex(N.appName), N.platforms.map(\\.rawValue).joined(separator: ","))
            print("\(ns) commands", N.Command.allCases.count)
            for command in N.Command.allCases {
                print("\(ns) title", command.rawValue, hex(N.title(of: command)))
                print("\(ns) shortcut", command.rawValue, optionalHex(N.shortcut(for: command)?.display))
                print("\(ns) startsDisabled", command.rawValue, N.startsDisabled(command))
            }
            for menu in N.menus {
                print("\(ns) menu", menu.kind.rawValue, hex(menu.title), menu.identifier)
                walk\(index)(menu.entries, "  ")
            }
        }


        """
    }

    struct CommandAppearance {
        let id: String
        let title: String
        let shortcut: Shortcut?
        let disabled: Bool
    }

    /// Every appearance of a command, in model order.
    static func commands(of model: MenuModel) -> [CommandAppearance] {
        var result: [CommandAppearance] = []
        func walk(_ entries: [MenuEntry]) {
            for entry in entries {
                switch entry {
                case .command(let c): result.append(.init(id: c.id, title: c.title, shortcut: c.shortcut, disabled: c.isDisabled))
                case .toggle(let t): result.append(.init(id: t.id, title: t.title, shortcut: t.shortcut, disabled: t.isDisabled))
                case .choice(let choice):
                    for o in choice.options { result.append(.init(id: o.id, title: o.title, shortcut: o.shortcut, disabled: o.isDisabled)) }
                case .option(let o): result.append(.init(id: o.id, title: o.title, shortcut: o.shortcut, disabled: o.isDisabled))
                case .submenu(let submenu): walk(submenu.entries)
                // The generated code carries a section's entries inline, and
                // neither alternates nor dynamic lists.
                case .section(let section): walk(section.entries)
                case .separator, .dynamic: break
                }
            }
        }
        for menu in model.menus { walk(menu.entries) }
        return result
    }

    static func expectedLines(_ generated: [Generated]) -> [String] {
        var lines: [String] = []
        for item in generated {
            lines += expectedLines(item.model, item.namespace)
        }
        if generated.contains(where: { $0.sourceName == "TextEdit.menu" }) {
            lines.append("TextEditMenus grid initial gridOn")
            lines.append("TextEditMenus sortBy options name,dateModified,size initial name")
        }
        return lines
    }

    private static func optionalHex(_ text: String?) -> String { text.map(hex) ?? "-" }

    private static func flag(_ value: Bool, _ name: String) -> String { value ? name : "-" }

    private static func platforms(_ set: PlatformSet) -> String { set.platforms.map(\.rawValue).joined(separator: ",") }

    private static func shortcut(_ shortcut: Shortcut?) -> String {
        guard let shortcut else { return "-" }
        let key: String
        switch shortcut.key {
        case .character(let character): key = "character:" + hex(String(character))
        case .named(let named): key = "named:" + named.rawValue
        case .function(let number): key = "function:" + String(number)
        }
        let names = shortcut.modifiers.spellingOrder.map { modifier -> String in
            switch modifier {
            case .command: "command"
            case .shift: "shift"
            case .option: "option"
            case .control: "control"
            case .function: "function"
            }
        }
        return key + "/" + names.joined(separator: "+") + "/" + hex(shortcut.display)
    }

    private static func expectedLines(_ model: MenuModel, _ ns: String) -> [String] {
        var lines = ["\(ns) app \(optionalHex(model.appName)) \(model.platforms.map(\.rawValue).joined(separator: ","))"]
        var order: [String] = []
        var first: [String: CommandAppearance] = [:]
        var shortcuts: [String: Shortcut] = [:]
        for appearance in commands(of: model) {
            if first[appearance.id] == nil {
                first[appearance.id] = appearance
                order.append(appearance.id)
            }
            if shortcuts[appearance.id] == nil, let shortcut = appearance.shortcut { shortcuts[appearance.id] = shortcut }
        }
        lines.append("\(ns) commands \(order.count)")
        for id in order {
            lines.append("\(ns) title \(id) \(hex(first[id]!.title))")
            lines.append("\(ns) shortcut \(id) \(optionalHex(shortcuts[id]?.display))")
            lines.append("\(ns) startsDisabled \(id) \(first[id]!.disabled)")
        }
        func option(_ o: Option, _ indent: String) {
            lines.append("\(indent)option \(o.id) \(hex(o.title)) \(shortcut(o.shortcut)) \(optionalHex(o.symbol)) \(flag(o.isChecked, "checked")) \(flag(o.isDefault, "default")) \(flag(o.isDisabled, "disabled"))")
        }
        func walk(_ entries: [MenuEntry], _ indent: String) {
            for entry in entries {
                switch entry {
                case .command(let c):
                    lines.append("\(indent)item \(c.id) \(hex(c.title)) \(c.role?.name ?? "-") \(shortcut(c.shortcut)) \(optionalHex(c.symbol)) \(flag(c.isDestructive, "destructive")) \(flag(c.isDisabled, "disabled")) \(platforms(c.platforms))")
                case .toggle(let t):
                    lines.append("\(indent)toggle \(t.id) \(hex(t.title)) \(optionalHex(t.titleWhenOn)) \(shortcut(t.shortcut)) \(optionalHex(t.symbol)) \(flag(t.isOn, "on")) \(flag(t.isDisabled, "disabled"))")
                case .choice(let choice):
                    lines.append("\(indent)choice \(hex(choice.name)) \(choice.identifier)")
                    for o in choice.options { option(o, indent + "  ") }
                case .option(let o):
                    option(o, indent)
                case .submenu(let s):
                    lines.append("\(indent)submenu \(hex(s.title)) \(s.role?.name ?? "-") \(optionalHex(s.symbol)) \(flag(s.isDisabled, "disabled")) \(platforms(s.platforms))")
                    walk(s.entries, indent + "  ")
                case .separator:
                    lines.append("\(indent)---")
                case .section(let section):
                    walk(section.entries, indent)
                case .dynamic:
                    break
                }
            }
        }
        let kinds: [(MenuKind, String)] = [(.menuBar, "menuBar"), (.context, "contextMenu"), (.pullDown, "pullDown"), (.popUp, "popUp")]
        for (kind, name) in kinds {
            for menu in model.menus where menu.kind == kind {
                lines.append("\(ns) menu \(name) \(hex(menu.title)) \(menu.identifier)")
                walk(menu.entries, "  ")
            }
        }
        return lines
    }
}

typealias Generated = SwiftBackendCompileTests.Generated
