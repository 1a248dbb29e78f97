import Foundation
import MenuBackends
import MenuDiagnostics
import MenuJSON
import MenuModel
import MenuRules
import Testing

@Suite("String catalog backend")
struct StringCatalogBackendTests {
    typealias Support = BackendTestSupport

    static func emit(_ check: CheckResult, _ sourceName: String, language: String = "en") -> String {
        StringCatalogBackend.emit(check.model, options: BackendOptions(sourceName: sourceName, sourceLanguage: language))
    }

    // MARK: Goldens

    @Test(arguments: Support.sampleNames())
    func sampleMatchesGolden(_ sample: String) throws {
        let language = sample.hasSuffix("-zh.menu") ? "zh-Hans" : sample.hasSuffix("-ja.menu") ? "ja" : "en"
        let catalog = Self.emit(try Support.checkSample(sample), sample, language: language)
        try GoldenFiles.assertMatches(catalog, fileName: Support.stem(sample) + ".xcstrings")
    }

    @Test func otherMenusMatchGolden() throws {
        let catalog = Self.emit(try Support.check(GoldenFiles.directory.appendingPathComponent("OtherMenus.menu")), "OtherMenus.menu")
        try GoldenFiles.assertMatches(catalog, fileName: "OtherMenus.xcstrings")
    }

    // MARK: Structure

    /// Every sample's catalog is Xcode's structure: version 1.0, the source
    /// language, and for each title a comment, "manual" extraction and the
    /// source language's translated string unit, whose value reads back as
    /// the title at its key.
    @Test(arguments: Support.sampleNames())
    func catalogHasXcodesStructure(_ sample: String) throws {
        let check = try Support.checkSample(sample)
        let text = Self.emit(check, sample)
        let document = try JSONParser.parse(text)
        #expect(document.objectValue?.keys == ["sourceLanguage", "strings", "version"])
        #expect(document["version"] == "1.0")
        #expect(document["sourceLanguage"] == "en")
        let strings = try #require(document["strings"]?.objectValue)
        let titles = check.model.localizableTitles
        #expect(strings.keys == StringCatalogOrder.sorted(titles).map(\.key))
        for member in strings.members {
            let string = try #require(member.value.objectValue)
            #expect(string.keys == ["comment", "extractionState", "localizations"])
            #expect(string["extractionState"] == "manual")
            #expect(member.value["localizations"]?["en"]?["stringUnit"]?.objectValue?.keys == ["state", "value"])
            #expect(member.value["localizations"]?["en"]?["stringUnit"]?["state"] == "translated")
        }
        let catalog = try StringCatalog.parse(SourceFile(path: "a.xcstrings", text: text))
        for title in titles {
            #expect(catalog.translation(of: title.key, in: "en")?.value == title.value)
        }
    }

    /// Laid out as Xcode writes it: `" : "`, two spaces, no final line feed.
    @Test func layoutIsXcodes() throws {
        let check = try Support.checkSample("TextEdit.menu")
        let text = Self.emit(check, "TextEdit.menu")
        #expect(text.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"add\" : {\n      \"comment\" : "))
        #expect(text.hasSuffix("\n    }\n  },\n  \"version\" : \"1.0\"\n}"))
    }

    @Test func emptyModelIsAnEmptyCatalog() throws {
        let check = Checker.check(SourceFile(path: "a.menu", text: "app \"Demo\"\n"))
        #expect(Self.emit(check, "a.menu") == "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}")
    }

    /// "File" as a menu and as an item of a pull-down, and "Cut" in the
    /// menu bar and in a context menu, are separate strings with their own
    /// comments.
    @Test func oneTitleInTwoPlacesIsTwoStrings() throws {
        let titles = try Support.checkSample("TextEdit.menu").model.localizableTitles
        let file = titles.filter { $0.value == "File" }
        #expect(file.map(\.key) == ["file", "add.file"])
        #expect(file.map(\.comment) == ["File menu (menu bar): title of the menu", "Add pull-down: item"])
        #expect(titles.filter { $0.value == "Cut" }.map(\.key) == ["edit.cut", "textSelection.cut"])
        let ruler = titles.filter { $0.key.hasPrefix("view.showRuler") }
        #expect(ruler.map(\.value) == ["Show Ruler", "Hide Ruler"])
        #expect(ruler.map(\.comment) == [
            "View menu (menu bar): toggle, shown while it is off (the only title of a checkmark toggle)",
            "View menu (menu bar): toggle, shown while it is on",
        ])
        #expect(Set(titles.map(\.key)).count == titles.count)
    }

    /// Every key and comment of a menu names the menu: a long title (and
    /// the identifier derived from it) is cut there, so the catalog and the
    /// Swift hold the title a bounded number of times, not once per entry.
    @Test func longMenuTitleIsNotRepeatedPerEntry() {
        let title = String(repeating: "Long ", count: 20_000)
        var text = "menu \"\(title)\" {\n"
        for index in 0..<200 { text += "    item \"Item \(index)\"\n" }
        text += "}\n"
        let check = Checker.check(SourceFile(path: "a.menu", text: text))
        let titles = check.model.localizableTitles
        #expect(titles.count == 201)
        #expect(titles.allSatisfy { $0.key.utf8.count < 100 && $0.comment.utf8.count < 120 })
        #expect(Set(titles.map(\.key)).count == 201)
        #expect(Self.emit(check, "a.menu").utf8.count < 2 * title.utf8.count)
        for target in SwiftTarget.allCases {
            let code = SwiftBackend.emit(check.model, options: BackendOptions(sourceName: "a.menu", swiftTarget: target))
            #expect(code.utf8.count < 8 * title.utf8.count, "\(target)")
        }
    }

    /// Xcode's order, from a catalog it wrote: case ignored, punctuation
    /// before letters, `_` before `.`, lowercase before its capital.
    @Test func keysAreInXcodesOrder() {
        let keys = ["myDeviceVariant", "Key", "my.snake_case.with-multiple-separators", "Empty.Comment", "continue", "my_snake_case", "Empty", "empty", "item2", "item10"]
        #expect(keys.sorted { StringCatalogOrder.sortKey($0) < StringCatalogOrder.sortKey($1) } == [
            "continue", "empty", "Empty", "Empty.Comment", "item10", "item2", "Key", "my_snake_case",
            "my.snake_case.with-multiple-separators", "myDeviceVariant",
        ])
    }

    // MARK: Reading

    @Test func readsTranslationsWithTheirPlaces() throws {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "file" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "File" } },
                    "ja" : { "variations" : { "device" : { } } },
                    "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "文件" } }
                  }
                },
                "file.save" : { "extractionState" : "manual" }
              },
              "version" : "1.0"
            }
            """
        let source = SourceFile(path: "a.xcstrings", text: text)
        let catalog = try StringCatalog.parse(source)
        #expect(catalog.languages == ["en", "zh-Hans"])
        let translation = try #require(catalog.translation(of: "file", in: "zh-Hans"))
        #expect(translation.value == "文件")
        #expect(source.text(in: translation.range) == "\"文件\"")
        #expect(source.location(of: translation.range.start).line == 8)
        #expect(catalog.translation(of: "file", in: "ja") == nil)
        #expect(catalog.translation(of: "file.save", in: "en") == nil)
    }

    @Test(arguments: [
        ("{\"version\" : \"1.0\", \"sourceLanguage\" : \"en\", \"strings\" : {},}", "1:61", "the string catalog is not valid JSON: expected a string naming an object member; save it again from Xcode or regenerate it with '--emit xcstrings'"),
        ("[]", "1:1", "this is not a string catalog: its top level is not an object; name an .xcstrings file"),
        ("{\"version\" : \"1.0\", \"sourceLanguage\" : \"en\"}", "1:1", "this is not a string catalog: it has no 'strings'; name an .xcstrings file"),
        ("{\"version\" : \"2.0\", \"sourceLanguage\" : \"en\", \"strings\" : {}}", "1:14", "string catalog version '2.0' is not supported; menuc reads version 1"),
        ("{\"version\" : \"1.0\", \"sourceLanguage\" : \"en\", \"strings\" : []}", "1:58", "'strings' in the string catalog must be a JSON object"),
        ("{\"version\" : \"1.0\", \"sourceLanguage\" : \"en\", \"strings\" : {\"a\" : {\"localizations\" : {\"en\" : {\"stringUnit\" : {\"value\" : 1}}}}}}",
         "1:119", "the 'en' value of 'a' in the string catalog must be a string"),
    ])
    func malformedCatalogIsAnErrorAtItsPlace(_ text: String, _ location: String, _ message: String) throws {
        let source = SourceFile(path: "a.xcstrings", text: text)
        do {
            _ = try StringCatalog.parse(source)
            Issue.record("no error for \(text)")
        } catch {
            let start = source.location(of: error.diagnostic.range.start)
            #expect("\(start.line):\(start.column)" == location)
            #expect(error.diagnostic.message == message)
            #expect(error.diagnostic.id == "invalid-catalog")
            #expect(error.diagnostic.severity == .error)
        }
    }
}

/// Building in another language: TextEdit's catalog with the titles macOS
/// shows in Simplified Chinese (`Golden/TextEdit.zh-Hans.xcstrings`).
@Suite("Translated models")
struct TranslatedModelTests {
    typealias Support = BackendTestSupport

    static func chineseTextEdit() throws -> (model: MenuModel, untranslated: [String]) {
        let url = GoldenFiles.directory.appendingPathComponent("TextEdit.zh-Hans.xcstrings")
        let catalog = try StringCatalog.parse(SourceFile(path: url.path, bytes: Array(try Data(contentsOf: url))))
        return catalog.translate(try Support.checkSample("TextEdit.menu").model, into: "zh-Hans")
    }

    @Test func chineseCheatSheetMatchesGolden() throws {
        let (model, untranslated) = try Self.chineseTextEdit()
        #expect(untranslated.isEmpty)
        let markdown = MarkdownBackend.emit(model, options: BackendOptions(sourceName: "TextEdit.menu"))
        try GoldenFiles.assertMatches(markdown, fileName: "TextEdit.zh-Hans.md")
    }

    /// Every backend that shows titles shows the translated ones: the model
    /// is translated before any backend runs, so a new backend needs
    /// nothing of its own. The catalog backend writes the source titles.
    @Test func everyBackendWritesTheTranslatedTitles() throws {
        let (model, _) = try Self.chineseTextEdit()
        for backend in Backends.all where backend != StringCatalogBackend.self {
            let text = backend.emit(model, options: BackendOptions(sourceName: "TextEdit.menu"))
            // Paste (⌘V) and Save (⌘S): titles with shortcuts, which every output shows.
            #expect(text.contains("粘贴"), "\(backend.name)")
            #expect(text.contains("存储"), "\(backend.name)")
            // The English title, delimited as any output writes a title: the
            // keyboard map names standard shortcuts' actions in English too
            // ("standard for Paste"), which are not the file's titles.
            for english in [">Paste<", "\"Paste\"", "| Paste |"] {
                #expect(!text.contains(english), "\(backend.name): \(english)")
            }
        }
    }

    /// A title the catalog does not translate keeps its text and is listed
    /// once by its key; identifiers and shortcuts do not change.
    @Test func untranslatedTitlesKeepTheirText() throws {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "file" : { "localizations" : { "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "文件" } } } }
              },
              "version" : "1.0"
            }
            """
        let catalog = try StringCatalog.parse(SourceFile(path: "a.xcstrings", text: text))
        let check = Checker.check(SourceFile(path: "a.menu", text: "menu \"File\" {\n    item \"Save\" key: cmd+S\n}\n"))
        let (model, untranslated) = catalog.translate(check.model, into: "zh-Hans")
        #expect(model.menus.map(\.title) == ["文件"])
        #expect(model.menus.map(\.identifier) == ["file"])
        #expect(untranslated == ["file.save"])
        guard case .command(let save) = model.menus[0].entries[0] else {
            Issue.record("not a command")
            return
        }
        #expect(save.title == "Save")
        #expect(save.id == "save")
        #expect(save.shortcut?.display == "⌘S")
    }
}
