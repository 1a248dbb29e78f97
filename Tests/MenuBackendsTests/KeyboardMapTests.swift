import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import MenuBackends
import MenuDiagnostics
import MenuModel
import MenuRules
import MenuSyntax
import Testing

/// The elements of an SVG or XHTML document, as XMLParser reads it: each
/// element's name, attributes and the text of its `<title>` child.
final class MarkupElements: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var title = ""
        var text = ""
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []
    private var inTitle: Int?
    private(set) var error: String?

    /// Parses `text`; nil with an issue recorded when it is not well-formed XML.
    static func parse(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> MarkupElements? {
        let reader = MarkupElements()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = reader
        guard parser.parse() else {
            Issue.record(
                "not well-formed XML at line \(parser.lineNumber): \(parser.parserError.map { "\($0)" } ?? "")", sourceLocation: sourceLocation)
            return nil
        }
        return reader
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if elementName == "title", let parent = open.last {
            inTitle = parent
        }
        elements.append(Element(name: elementName, attributes: attributes))
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
        if elementName == "title" { inTitle = nil }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let inTitle {
            elements[inTitle].title += string
        } else if let last = open.last {
            elements[last].text += string
        }
    }

    /// The elements whose `class` attribute holds `name`.
    func withClass(_ name: String) -> [Element] {
        elements.filter { ($0.attributes["class"] ?? "").split(separator: " ").contains(Substring(name)) }
    }
}

@Suite struct KeyboardMapTests {
    typealias Support = BackendTestSupport

    static func model(_ source: String) -> MenuModel {
        Checker.check(SourceFile(path: "Map.menu", text: source)).model
    }

    static func svg(_ model: MenuModel, keyboard: KeyboardLayout = .ansi) -> String {
        SVGBackend.emit(model, options: BackendOptions(sourceName: "Map.menu", keyboard: keyboard))
    }

    // MARK: Goldens

    @Test(arguments: Support.sampleNames())
    func sampleMatchesGolden(_ sample: String) throws {
        let model = try Support.checkSample(sample).model
        let options = BackendOptions(sourceName: sample)
        let svg = SVGBackend.emit(model, options: options)
        let html = HTMLBackend.emit(model, options: options)
        try GoldenFiles.assertMatches(svg, fileName: Support.stem(sample) + ".svg")
        try GoldenFiles.assertMatches(html, fileName: Support.stem(sample) + ".html")
        Self.expectEveryShortcutOnce(svg, model: model)
    }

    // MARK: Structure

    /// Each shortcut of the model is on exactly one key (or, for a key the
    /// keyboard lacks, on one line under it), with every command's title in
    /// its tooltip; keys shown are keys of the model.
    static func expectEveryShortcutOnce(_ svg: String, model: MenuModel, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let document = MarkupElements.parse(svg, sourceLocation: sourceLocation) else { return }
        let placed = document.elements.filter { $0.attributes["data-shortcut"] != nil }
        var byShortcut: [String: [MarkupElements.Element]] = [:]
        for element in placed { byShortcut[element.attributes["data-shortcut"]!, default: []].append(element) }
        let index = ShortcutIndexEntry.collect(model)
        var entriesByShortcut: [String: [ShortcutIndexEntry]] = [:]
        for entry in index { entriesByShortcut[entry.shortcut.display, default: []].append(entry) }
        for (display, entries) in entriesByShortcut {
            let elements = byShortcut[display] ?? []
            let keys = elements.filter { $0.name == "g" }
            let lines = elements.filter { $0.name == "text" }
            if keys.isEmpty {
                #expect(lines.count == entries.count, "'\(display)' is listed \(lines.count) times under the map", sourceLocation: sourceLocation)
                for (line, entry) in zip(lines, entries) {
                    #expect(line.text.contains(entry.title), "'\(display)': \(line.text)", sourceLocation: sourceLocation)
                }
                continue
            }
            #expect(keys.count == 1 && lines.isEmpty, "'\(display)' is on \(keys.count) keys", sourceLocation: sourceLocation)
            guard let key = keys.first else { continue }
            #expect(key.attributes["data-commands"] == "\(entries.count)", sourceLocation: sourceLocation)
            #expect(key.attributes["class"]?.contains("used") == true, sourceLocation: sourceLocation)
            for entry in entries {
                #expect(key.title.contains(entry.title + " — "), "'\(display)': \(key.title)", sourceLocation: sourceLocation)
            }
        }
        // No key or line shows a shortcut the model does not have.
        let shown = placed.filter { $0.name == "text" || $0.attributes["data-commands"] != "0" }.map { $0.attributes["data-shortcut"]! }
        #expect(Set(shown) == Set(entriesByShortcut.keys), sourceLocation: sourceLocation)
    }

    /// Real apps' menus (the clean corpus) and the hostile titles, on each
    /// keyboard: well-formed, every shortcut once.
    static let corpus: [URL] = {
        let directory = Support.root.appendingPathComponent("Tests/Corpus/clean")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".menu") }.sorted().map { directory.appendingPathComponent($0) }
            + [GoldenFiles.directory.appendingPathComponent("Hostile.menu")]
    }()

    @Test(arguments: corpus)
    func everyShortcutOfARealFileIsOnceOnTheMap(_ url: URL) throws {
        let model = Checker.check(SourceFile(path: url.lastPathComponent, bytes: Array(try Data(contentsOf: url)))).model
        for keyboard in KeyboardLayout.allCases {
            Self.expectEveryShortcutOnce(Self.svg(model, keyboard: keyboard), model: model)
        }
        let html = HTMLBackend.emit(model, options: BackendOptions(sourceName: url.lastPathComponent))
        let page = try #require(MarkupElements.parse(html))
        #expect(page.elements.filter { $0.name == "tr" }.count == ShortcutIndexEntry.collect(model).count + 1)
    }

    @Test func theTextEditMapLabelsKeysWithTheirCommands() throws {
        let svg = Self.svg(try Support.checkSample("TextEdit.menu").model)
        let document = try #require(MarkupElements.parse(svg))
        let layers = document.withClass("layer").map { $0.attributes["id"] ?? "" }
        #expect(layers == ["layer-cmd", "layer-cmd-shift", "layer-cmd-opt"])
        let save = try #require(document.elements.first { $0.attributes["id"] == "cmd-S" })
        #expect(save.attributes["data-shortcut"] == "⌘S")
        #expect(save.attributes["class"] == "key used standard")
        #expect(save.title == "⌘S\nSave — File\nstandard for Save")
        // The labels of the key follow it: its legend, its title and its menu.
        let texts = document.elements.drop { $0.attributes["id"] != "cmd-S" }.filter { $0.name == "text" }.prefix(4).map(\.text)
        #expect(texts == ["S", "★", "Save", "File"])
        let space = try #require(document.elements.first { $0.attributes["id"] == "cmd-space" })
        #expect(space.attributes["class"] == "key free reserved")
        #expect(space.title.contains("reserved on macOS: opens Spotlight"))
        #expect(space.title.contains("reserved on iPadOS: opens Search"))
        let hide = try #require(document.elements.first { $0.attributes["id"] == "cmd-H" })
        #expect(hide.attributes["class"] == "key used standard", "Hide keeps ⌘H: not marked reserved")
    }

    @Test func titlesAreEscaped() throws {
        let model = Self.model(
            """
            menu "A <b> & \\"c\\"" {
                item "Tom & Jerry's <Show> \\"Live\\"" key: cmd+J
                item "F16 & <more>" key: cmd+F16
            }
            """)
        let svg = Self.svg(model)
        #expect(svg.contains("Tom &amp; Jerry&#39;s &lt;Show&gt; &quot;Live&quot;"))
        #expect(!svg.contains("<Show>") && !svg.contains("<more>"))
        let document = try #require(MarkupElements.parse(svg))
        let key = try #require(document.elements.first { $0.attributes["id"] == "cmd-J" })
        #expect(key.title == "⌘J\nTom & Jerry's <Show> \"Live\" — A <b> & \"c\"\nstandard for Jump to Selection")
        let html = HTMLBackend.emit(model, options: BackendOptions(sourceName: "Map.menu"))
        #expect(html.contains("<td>Tom &amp; Jerry&#39;s &lt;Show&gt; &quot;Live&quot;</td><td>A &lt;b&gt; &amp; &quot;c&quot;</td>"))
        Self.expectEveryShortcutOnce(svg, model: model)
    }

    @Test func controlCharactersBecomeSpaces() {
        #expect(MarkupText.escape("a\u{1}b\u{7F}c\u{FFFF}\td\n") == "a b c \td\n")
    }

    @Test func keysTheKeyboardLacksAreListedUnderIt() throws {
        let model = Self.model(
            """
            menu "Tools" {
                item "Record" key: cmd+F16
                item "Yen" key: cmd+¥
                item "Tick" key: cmd+`
            }
            """)
        let ansi = try #require(MarkupElements.parse(Self.svg(model)))
        let offANSI = ansi.withClass("off-keyboard").compactMap { $0.attributes["data-shortcut"] }
        #expect(offANSI == ["⌘¥", "⌘F16"])
        let jis = try #require(MarkupElements.parse(Self.svg(model, keyboard: .jis)))
        let offJIS = jis.withClass("off-keyboard").compactMap { $0.attributes["data-shortcut"] }
        #expect(offJIS == ["⌘`", "⌘F16"])
        #expect(jis.elements.contains { $0.attributes["id"] == "cmd-uA5" && $0.attributes["data-commands"] == "1" })
        Self.expectEveryShortcutOnce(Self.svg(model, keyboard: .jis), model: model)
        Self.expectEveryShortcutOnce(Self.svg(model, keyboard: .iso), model: model)
    }

    @Test func isoAndJISPlaceKeysDifferently() throws {
        let model = Self.model(
            """
            menu "Tools" {
                item "Tick" key: cmd+`
                item "Slash" key: cmd+\\
            }
            """)
        func rect(_ id: String, _ keyboard: KeyboardLayout) -> String? {
            let svg = Self.svg(model, keyboard: keyboard)
            guard let document = MarkupElements.parse(svg),
                  let start = document.elements.firstIndex(where: { $0.attributes["id"] == id }) else { return nil }
            let shape = document.elements[start...].first { $0.name == "rect" || $0.name == "path" }
            return shape.map { "\($0.attributes["x"] ?? "") \($0.attributes["y"] ?? "")" }
        }
        // ` is left of 1 on ANSI, right of the left Shift on ISO, not on JIS.
        #expect(rect("cmd-u60", .ansi) == "2 50")
        #expect(rect("cmd-u60", .iso) == "82 242")
        #expect(rect("cmd-u60", .jis) == nil)
        // \ ends the top row on ANSI, the home row on ISO.
        #expect(rect("cmd-u5C", .ansi) == "866 114")
        #expect(rect("cmd-u5C", .iso) == "818 178")
        // ISO's Return is tall: its outline is an L.
        let iso = Self.svg(model, keyboard: .iso)
        #expect(iso.contains("<path class=\"cap\" d=\"M866 114H958V238H882V174H866Z\"/>"))
    }

    @Test func conflictsAreMarkedWithMoreThanColour() throws {
        let model = Self.model(
            """
            menu "File" {
                item "Save" key: cmd+S
            }
            menu "Edit" {
                item "Sort" key: cmd+s
                item "Print Label" key: cmd+L
            }
            pulldown "Add" {
                item "Link" key: cmd+L
            }
            contextmenu "Row" {
                item "Sort Row" key: cmd+S
            }
            """)
        let svg = Self.svg(model)
        let document = try #require(MarkupElements.parse(svg))
        let save = try #require(document.elements.first { $0.attributes["id"] == "cmd-S" })
        #expect(save.attributes["class"] == "key used standard conflict")
        #expect(save.attributes["data-commands"] == "3")
        #expect(save.title.contains("Save — File\nSort — Edit\nSort Row — Context Menu: Row\nconflict: 3 commands share this shortcut"))
        // A pull-down is a scope of its own: its ⌘L is no conflict.
        let label = try #require(document.elements.first { $0.attributes["id"] == "cmd-L" })
        #expect(label.attributes["class"] == "key used")
        // The conflict is drawn with a pattern, a thick border and a mark, not colour alone.
        #expect(svg.contains(".key.conflict .cap { fill: url(#conflict-hatch); stroke: #b91c1c; stroke-width: 3.5; }"))
        #expect(svg.contains("<text class=\"badge conflict-badge\" x=\"234\" y=\"191\">‼</text>"))
        Self.expectEveryShortcutOnce(svg, model: model)
    }

    @Test func layersComeInAFixedOrder() {
        let sets: [ModifierSet] = [[.control, .option, .command], .control, [.shift, .command], .command, [.option, .command], [.control, .command], []]
        let titles = sets.sorted(by: KeyboardMap.layerOrder).map { KeyboardMap.Layer(modifiers: $0, keys: [], offKeyboard: []).symbols }
        #expect(titles == ["⌘", "⇧⌘", "⌥⌘", "⌃⌘", "⌃⌥⌘", "no modifier", "⌃"])
    }

    @Test func labelsAreFittedAndCut() {
        #expect(KeyLabel.lines("Save", maxWidth: 8, maxLines: 2) == ["Save"])
        #expect(KeyLabel.lines("Paste and Match Style", maxWidth: 5, maxLines: 2) == ["Paste and", "Match S…"])
        #expect(KeyLabel.lines("Show Spelling and Grammar", maxWidth: 6, maxLines: 3) == ["Show", "Spelling", "and Gram…"])
        #expect(KeyLabel.lines("隐藏其他应用程序和窗口", maxWidth: 5, maxLines: 2) == ["隐藏其他应", "用程序和…"])
        // A very long title is read only as far as it fits.
        let long = String(repeating: "x", count: 100_000)
        #expect(KeyLabel.lines(long, maxWidth: 6, maxLines: 1) == ["xxxxxxxx…"])
    }

    @Test func aFileWithoutShortcutsSaysSo() throws {
        let model = Self.model("menu \"File\" {\n    item \"Open\"\n}\n")
        let svg = Self.svg(model)
        #expect(svg.contains(">No shortcuts.</text>"))
        #expect(MarkupElements.parse(svg) != nil)
        #expect(HTMLBackend.emit(model, options: BackendOptions(sourceName: "Map.menu")).contains("<p>No shortcuts.</p>"))
    }

    @Test func theHTMLPageIsSelfContained() throws {
        let html = HTMLBackend.emit(try Support.checkSample("TextEdit.menu").model, options: BackendOptions(sourceName: "TextEdit.menu"))
        #expect(html.hasPrefix("<!DOCTYPE html>\n"))
        #expect(!html.contains("<script"))
        // The only address is the SVG namespace's; nothing is loaded.
        #expect(html.components(separatedBy: "http").count == 2)
        #expect(html.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(html.contains("<tr><td><kbd>⌘S</kbd></td><td>Save</td><td>File</td></tr>"))
        #expect(!html.contains("\r"))
    }
}
