import Foundation
@testable import MenuBackends
import MenuDiagnostics
import MenuFuzzing
import MenuJSON
import MenuModel
import MenuRules
import Testing

/// Files, golden comparison and Python helpers shared by the JSON and
/// Markdown backend tests.
///
/// Golden files: see `GoldenFiles`.
enum BackendTestSupport {
    /// The repository root, found from this file's path.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let samplesDirectory = root.appendingPathComponent("Samples")

    /// The file names of every `Samples/*.menu`, sorted.
    static func sampleNames() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: samplesDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".menu") }.sorted()
    }

    /// Checks a file; records an issue listing the errors if it has any.
    static func check(_ url: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> CheckResult {
        let data = try Data(contentsOf: url)
        let result = Checker.check(SourceFile(path: url.lastPathComponent, bytes: Array(data)))
        if result.hasErrors {
            let errors = result.diagnostics.filter { $0.severity == .error }.map { diagnostic in
                let location = result.source.location(of: diagnostic.range.start)
                return "\(url.lastPathComponent):\(location.line):\(location.column): \(diagnostic.message)"
            }
            Issue.record(
                "\(url.lastPathComponent) must check without errors:\n\(errors.joined(separator: "\n"))",
                sourceLocation: sourceLocation)
        }
        return result
    }

    static func checkSample(_ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> CheckResult {
        try check(samplesDirectory.appendingPathComponent(name), sourceLocation: sourceLocation)
    }

    /// The hostile-titles fixture, `Golden/Hostile.menu`.
    static func checkHostile(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> CheckResult {
        try check(GoldenFiles.directory.appendingPathComponent("Hostile.menu"), sourceLocation: sourceLocation)
    }

    static func stem(_ fileName: String) -> String {
        String(fileName.dropLast(fileName.hasSuffix(".menu") ? 5 : 0))
    }

    static func temporaryDirectory(_ label: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("menuc-\(label)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs `python3` with the arguments from the repository root; returns the
    /// exit status and the combined output. Status 127 when python3 is missing.
    static func runPython(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        process.currentDirectoryURL = root
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// Whether `python3 -c 'import <module>'` succeeds.
    static func pythonCanImport(_ module: String) -> Bool {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/env"),
              let result = try? runPython(["-c", "import \(module)"])
        else { return false }
        return result.status == 0
    }

    /// The same titles, read back from the JSON document.
    static func titles(ofJSON document: JSONValue) -> [String] {
        var result: [String] = []
        func walk(_ entries: [JSONValue]) {
            for entry in entries {
                switch entry["kind"]?.stringValue {
                case "command", "option":
                    result.append(entry["title"]?.stringValue ?? "<missing>")
                    walk(entry["alternates"]?.arrayValue ?? [])
                case "toggle":
                    result.append(entry["title"]?.stringValue ?? "<missing>")
                    if let on = entry["titleWhenOn"]?.stringValue { result.append(on) }
                    walk(entry["alternates"]?.arrayValue ?? [])
                case "section":
                    result.append(entry["title"]?.stringValue ?? "<missing>")
                    walk(entry["entries"]?.arrayValue ?? [])
                case "choice":
                    result.append(entry["title"]?.stringValue ?? "<missing>")
                    walk(entry["options"]?.arrayValue ?? [])
                case "submenu":
                    result.append(entry["title"]?.stringValue ?? "<missing>")
                    walk(entry["entries"]?.arrayValue ?? [])
                default:
                    break
                }
            }
        }
        for menu in document["menus"]?.arrayValue ?? [] {
            result.append(menu["title"]?.stringValue ?? "<missing>")
            walk(menu["entries"]?.arrayValue ?? [])
        }
        return result
    }
}

@Suite struct JSONBackendTests {
    typealias Support = BackendTestSupport

    static let hostileTitles: [String] = [
        "File | *Bold* _It_",
        "Quote \" and Backslash \\",
        "Pipe | in | Title",
        "*Stars* and _Underscores_ and __Double__",
        "`Code` and ``Double``",
        "<script>alert(1)</script>",
        "\\(x) Interpolation",
        "# Not a Heading #",
        "Line\nBreak and\tTab",
        "Emoji \u{1F389}\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467} and Flag \u{1F1EF}\u{1F1F5}",
        "新しいウインドウ 新建窗口",
        "\u{0641}\u{062A}\u{062D} \u{0627}\u{0644}\u{0645}\u{0644}\u{0641}",
        "Cafe\u{0301} Ol\u{00E9}",
        "[Link](http://example.com) ![Image](x.png)",
        "&amp; &copy; Entities",
        "~~Strike~~",
        "Hide \"Hostile\"",
        "Sub | Menu *",
        "Inner `Tick` |",
        "Show \"A\"",
        "Hide <B>",
        "Grid | *X*",
        "On_1",
        "Off\\",
        "Context | <i>",
        "- Minus",
        "1. Numbered",
        "2) Paren",
        "+ Plus",
        "--- Rule",
        "> Quote",
        "Pull ] [Down]",
        "=== Equals",
        "    Indented",
        "Pop # Up",
        "## Heading",
        "Trailing Backslash \\",
    ]

    // MARK: Goldens

    @Test(arguments: Support.sampleNames())
    func sampleMatchesGolden(_ sample: String) throws {
        let result = try Support.checkSample(sample)
        let output = JSONBackend.emit(result.model, options: BackendOptions(sourceName: sample))
        try GoldenFiles.assertMatches(output, fileName: Support.stem(sample) + ".json")
    }

    @Test func hostileMatchesGolden() throws {
        let result = try Support.checkHostile()
        let output = JSONBackend.emit(result.model, options: BackendOptions(sourceName: "Hostile.menu"))
        try GoldenFiles.assertMatches(output, fileName: "Hostile.json")
    }

    @Test func otherMenusMatchGolden() throws {
        let result = try Support.check(GoldenFiles.directory.appendingPathComponent("OtherMenus.menu"))
        let output = JSONBackend.emit(result.model, options: BackendOptions(sourceName: "OtherMenus.menu"))
        try GoldenFiles.assertMatches(output, fileName: "OtherMenus.json")
    }

    @Test func thereAreSamples() {
        #expect(Support.sampleNames().contains("TextEdit.menu"))
    }

    // MARK: Properties of every sample's output

    @Test(arguments: Support.sampleNames())
    func sampleOutputHasTheDocumentedProperties(_ sample: String) throws {
        let result = try Support.checkSample(sample)
        let output = JSONBackend.emit(result.model, options: BackendOptions(sourceName: sample))
        let document = try JSONParser.parse(output)

        #expect(document["formatVersion"]?.intValue == 2)
        #expect(document["generator"]?.stringValue == "menuc")
        #expect(document["source"]?.stringValue == sample)
        #expect(document.objectValue?.keys == ["formatVersion", "generator", "source", "app", "platforms", "menus", "shortcuts"])
        if let app = result.model.appName {
            #expect(document["app"]?.stringValue == app)
        } else {
            #expect(document["app"]?.isNull == true)
        }
        #expect(document["platforms"]?.arrayValue?.compactMap(\.stringValue) == result.model.platforms.map(\.rawValue))
        #expect(document["menus"]?.arrayValue?.count == result.model.menus.count)

        // Titles round-trip exactly, byte for byte.
        let modelTitles = ModelSummary.titles(of: result.model)
        let jsonTitles = Support.titles(ofJSON: document)
        #expect(jsonTitles.map { Array($0.utf8) } == modelTitles.map { Array($0.utf8) })

        // Every command in the shortcut index exists among the entries, with
        // that shortcut; and every entry with a shortcut is in the index.
        var shortcutsByID: [String: Set<String>] = [:]
        var entriesWithShortcuts = 0
        func collect(_ entries: [JSONValue]) {
            for entry in entries {
                if let id = entry["id"]?.stringValue, entry["kind"]?.stringValue != "choice" {
                    let display = entry["shortcut"]?["display"]?.stringValue
                    if display != nil { entriesWithShortcuts += 1 }
                    shortcutsByID[id, default: []].insert(display ?? "")
                }
                collect(entry["entries"]?.arrayValue ?? [])
                collect(entry["options"]?.arrayValue ?? [])
                collect(entry["alternates"]?.arrayValue ?? [])
            }
        }
        for menu in document["menus"]?.arrayValue ?? [] { collect(menu["entries"]?.arrayValue ?? []) }
        let index = document["shortcuts"]?.arrayValue ?? []
        #expect(index.count == entriesWithShortcuts)
        for entry in index {
            let id = entry["id"]?.stringValue ?? ""
            #expect(shortcutsByID[id] != nil, "shortcut index names '\(id)', which no entry has")
            #expect(shortcutsByID[id]?.contains(entry["display"]?.stringValue ?? "?") == true)
            #expect(entry["path"]?[0]?.stringValue == entry["menu"]?.stringValue)
        }

        // No absolute path anywhere, and the same output every time.
        #expect(!output.contains(Support.root.path))
        #expect(document["source"]?.stringValue?.contains("/") == false)
        #expect(output == JSONBackend.emit(result.model, options: BackendOptions(sourceName: sample)))
        #expect(output.hasSuffix("}\n") && !output.hasSuffix("\n\n") && !output.contains("\r"))
    }

    // MARK: Hostile titles

    @Test func hostileTitlesRoundTripByteForByte() throws {
        let result = try Support.checkHostile()
        let output = JSONBackend.emit(result.model, options: BackendOptions(sourceName: "Hostile.menu"))
        let document = try JSONParser.parse(output)
        let titles = Support.titles(ofJSON: document)
        #expect(titles.count == Self.hostileTitles.count)
        for (actual, expected) in zip(titles, Self.hostileTitles) {
            #expect(Array(actual.utf8) == Array(expected.utf8), "title \(expected.debugDescription) came back as \(actual.debugDescription)")
        }
        #expect(document["app"]?.stringValue == "Hostile \"App\" <b>")
        // Raw non-ASCII text, escaped control characters.
        #expect(output.contains("新しいウインドウ"))
        #expect(output.contains(#""Line\nBreak and\tTab""#))
        #expect(output.contains(#""Quote \" and Backslash \\""#))
    }

    @Test func hostileEntriesHaveTheDocumentedShapes() throws {
        let result = try Support.checkHostile()
        let document = try JSONParser.parse(JSONBackend.emit(result.model, options: BackendOptions(sourceName: "Hostile.menu")))
        let keysByKind: [String: [String]] = [
            "command": ["kind", "id", "title", "role", "shortcut", "symbol", "destructive", "disabled"],
            "toggle": ["kind", "id", "title", "titleWhenOn", "role", "shortcut", "symbol", "on", "disabled"],
            "choice": ["kind", "id", "title", "options"],
            "option": ["kind", "id", "title", "shortcut", "symbol", "checked", "default", "disabled"],
            "submenu": ["kind", "title", "role", "symbol", "disabled", "entries"],
            "separator": ["kind"],
            "section": ["kind", "title", "entries"],
            "dynamic": ["kind", "id", "title", "role"],
        ]
        var seenKinds: Set<String> = []
        func check(_ entries: [JSONValue]) {
            for entry in entries {
                let kind = entry["kind"]?.stringValue ?? "<none>"
                seenKinds.insert(kind)
                var keys = entry.objectValue?.keys ?? []
                if entry["platforms"] != nil {
                    #expect(kind == "command" || kind == "submenu" || kind == "dynamic")
                    keys.removeAll { $0 == "platforms" }
                }
                if let alternates = entry["alternates"]?.arrayValue {
                    #expect(kind == "command" || kind == "toggle")
                    #expect(!alternates.isEmpty)
                    keys.removeAll { $0 == "alternates" }
                    check(alternates)
                }
                #expect(keys == keysByKind[kind], "keys of a \(kind)")
                if let shortcut = entry["shortcut"], !shortcut.isNull {
                    #expect(shortcut.objectValue?.keys == ["key", "modifiers", "display", "spelling"])
                }
                check(entry["entries"]?.arrayValue ?? [])
                check(entry["options"]?.arrayValue ?? [])
            }
        }
        for menu in document["menus"]?.arrayValue ?? [] {
            #expect(menu.objectValue?.keys == ["kind", "id", "title", "entries"])
            check(menu["entries"]?.arrayValue ?? [])
        }
        // The hostile fixture has no sections or dynamic lists; their
        // shapes are checked in EntriesBackendTests.
        #expect(seenKinds == Set(keysByKind.keys).subtracting(["section", "dynamic"]))
        #expect(document["menus"]?.arrayValue?.compactMap { $0["kind"]?.stringValue } == ["menuBar", "context", "pullDown", "popUp"])
    }

    @Test func platformsAppearOnlyOnRestrictedEntries() throws {
        let result = try Support.checkHostile()
        let document = try JSONParser.parse(JSONBackend.emit(result.model, options: BackendOptions(sourceName: "Hostile.menu")))
        let entries = document["menus"]?[0]?["entries"]?.arrayValue ?? []
        let restricted = entries.filter { $0["platforms"] != nil }
        #expect(restricted.count == 1)
        #expect(restricted.first?["role"]?.stringValue == "hide")
        #expect(restricted.first?["platforms"] == ["macOS"])
    }

    @Test func shortcutObjects() throws {
        let source = """
            menu "Go" {
                item "Help" key: cmd+?
                item "Left" key: ctrl+opt+cmd+left
                item "Five" key: fn+shift+f5
                item "Esc" key: cmd+opt+esc
            }

            """
        let model = Checker.check(SourceFile(path: "Go.menu", text: source)).model
        let document = try JSONParser.parse(JSONBackend.emit(model, options: BackendOptions(sourceName: "Go.menu")))
        let shortcuts = (document["menus"]?[0]?["entries"]?.arrayValue ?? []).map { $0["shortcut"] ?? .null }
        #expect(shortcuts[0] == ["key": "/", "modifiers": ["shift", "command"], "display": "⌘?", "spelling": "cmd+shift+/"])
        #expect(shortcuts[1]["key"] == "left")
        #expect(shortcuts[1]["modifiers"] == ["control", "option", "command"])
        #expect(shortcuts[2]["key"] == "f5")
        #expect(shortcuts[2]["modifiers"] == ["function", "shift"])
        #expect(shortcuts[3]["key"] == "esc")
        #expect(shortcuts[3]["display"] == "⌥⌘⎋")
        // The index: letters, digits, other characters, named keys, F-keys.
        let index = document["shortcuts"]?.arrayValue?.compactMap { $0["id"]?.stringValue }
        #expect(index == ["help", "esc", "left", "five"])
    }

    @Test func shortcutIndexOrder() throws {
        let source = """
            menu "A" {
                item "Z" key: cmd+Z
                item "Shift A" key: cmd+shift+A
                item "Opt A" key: cmd+opt+A
                item "A" key: cmd+A
                item "One" key: cmd+1
                item "Ctrl A" key: ctrl+A
            }

            """
        let model = Checker.check(SourceFile(path: "A.menu", text: source)).model
        let document = try JSONParser.parse(JSONBackend.emit(model, options: BackendOptions(sourceName: "A.menu")))
        let index = document["shortcuts"]?.arrayValue?.compactMap { $0["display"]?.stringValue }
        #expect(index == ["⌘A", "⌃A", "⇧⌘A", "⌥⌘A", "⌘Z", "⌘1"])
    }

    @Test func fileWithoutAppOrShortcuts() throws {
        let model = Checker.check(SourceFile(path: "x.menu", text: "menu \"File\" {\n    item \"Open…\"\n}\n")).model
        let output = JSONBackend.emit(model, options: BackendOptions(sourceName: "x.menu"))
        let document = try JSONParser.parse(output)
        #expect(document["app"]?.isNull == true)
        #expect(document["platforms"] == ["macOS"])
        #expect(document["shortcuts"] == [])
        #expect(output.contains("\"shortcuts\": []\n}\n"))
    }

    /// The entries of roles that exist on none of the file's platforms are
    /// left out of every output, and so are the separators only their
    /// absence leaves doubled or at an end; a doubled separator written so
    /// stays (and is warned about).
    @Test func entriesOfOtherPlatformsRolesAreLeftOut() throws {
        let source = """
            app "Notes"
            platforms iPadOS
            menu "Notes" {
                item role: about
                ---
                item role: hide
                item role: hideOthers
                ---
                item role: quit
                ---
                item role: showAll
            }
            menu "Edit" {
                submenu "Services" role: services { }
                ---
                item "A"
                ---
                ---
                item "B"
            }

            """
        let result = Checker.check(SourceFile(path: "Notes.menu", text: source))
        #expect(result.diagnostics.map(\.id) == ["separator-placement"])
        let document = try JSONParser.parse(JSONBackend.emit(result.model, options: BackendOptions(sourceName: "Notes.menu")))
        let kinds = document["menus"]?.arrayValue?.map { menu in
            (menu["entries"]?.arrayValue ?? []).map { $0["id"]?.stringValue ?? $0["kind"]?.stringValue ?? "" }
        }
        #expect(kinds == [["about", "separator", "quit"], ["a", "separator", "separator", "b"]])
        #expect(document["shortcuts"]?.arrayValue?.map { $0["id"] } == ["quit"])
        let swift = SwiftBackend.emit(result.model, options: BackendOptions(sourceName: "Notes.menu"))
        #expect(!swift.contains("hide") && !swift.contains("showAll") && !swift.contains("\"Services\""))
    }

    // MARK: Schema

    /// The schema's role enums list exactly the roles the compiler knows.
    @Test func schemaListsEveryRole() throws {
        let data = try Data(contentsOf: Support.root.appendingPathComponent("Grammar/menu.schema.json"))
        let schema = try JSONParser.parse(Array(data))
        let commandRoles = schema["$defs"]?["commandRole"]?["enum"]?.arrayValue?.compactMap(\.stringValue)
        let toggleRoles = schema["$defs"]?["toggleRole"]?["enum"]?.arrayValue?.compactMap(\.stringValue)
        let submenuRoles = schema["$defs"]?["submenuRole"]?["enum"]?.arrayValue?.compactMap(\.stringValue)
        #expect(commandRoles == Role.all.filter { $0.kind.applies(to: .item) }.map(\.name))
        #expect(toggleRoles == Role.all.filter { $0.kind == .toggle }.map(\.name))
        #expect(submenuRoles == Role.all.filter { $0.kind == .submenu }.map(\.name))
        let listRoles = schema["$defs"]?["listRole"]?["enum"]?.arrayValue?.compactMap(\.stringValue)
        #expect(listRoles == SystemList.allCases.map(\.name))
    }

    @Test(.enabled(if: Support.pythonCanImport("jsonschema"), "needs python3 with the jsonschema package"))
    func outputsValidateAgainstTheSchema() throws {
        let directory = try Support.temporaryDirectory("json")
        defer { try? FileManager.default.removeItem(at: directory) }
        for sample in Support.sampleNames() {
            let result = try Support.checkSample(sample)
            let output = JSONBackend.emit(result.model, options: BackendOptions(sourceName: sample))
            try Data(output.utf8).write(to: directory.appendingPathComponent(Support.stem(sample) + ".json"))
        }
        let hostile = try Support.checkHostile()
        try Data(JSONBackend.emit(hostile.model, options: BackendOptions(sourceName: "Hostile.menu")).utf8)
            .write(to: directory.appendingPathComponent("Hostile.json"))

        let valid = try Support.runPython([".ci/validate_json.py", directory.path])
        #expect(valid.status == 0, "validate_json.py failed:\n\(valid.output)")

        // The validator really rejects what the schema forbids.
        let invalid = directory.appendingPathComponent("invalid")
        try FileManager.default.createDirectory(at: invalid, withIntermediateDirectories: true)
        var document = try JSONParser.parse(JSONBackend.emit(hostile.model, options: BackendOptions(sourceName: "Hostile.menu")))
        if case .object(var object) = document {
            object["formatVersion"] = 1
            object["extra"] = true
            document = .object(object)
        }
        try Data(document.serialized().utf8).write(to: invalid.appendingPathComponent("bad.json"))
        let rejected = try Support.runPython([".ci/validate_json.py", invalid.path])
        #expect(rejected.status == 1)
        #expect(rejected.output.contains("$.formatVersion"))
        #expect(rejected.output.contains("extra"))
    }
}
