import MenuBackends
import MenuDiagnostics
import MenuFormatter
import MenuJSON
import MenuReporters
import MenuModel
import MenuRules
import MenuSyntax

/// What must hold for every input, however broken: the properties the fuzzer
/// and the mutation tests check. Each stage of the pipeline runs (check,
/// reporters, formatter, fix-its, every emitter) and each failed property is
/// described in the result. A crash or hang is a failure by itself.
public enum PipelineInvariants {
    public static func violations(in bytes: [UInt8], name: String = "input.menu") -> [String] {
        let result = Checker.check(SourceFile(path: name, bytes: bytes))
        var failures: [String] = []
        if !result.hasSyntaxErrors { failures += keywordRangeViolations(result) }
        failures += diagnosticViolations(result)
        failures += reporterViolations(result)
        failures += formatterViolations(result)
        failures += fixItViolations(result)
        if !result.hasErrors { failures += backendViolations(result.model) + diffViolations(result) }
        return failures
    }

    // MARK: - Checker

    /// Each entry's keyword range starts its range and spells its keyword.
    static func keywordRangeViolations(_ result: CheckResult) -> [String] {
        ModelIndex(result.model).entries.compactMap { visit -> String? in
            let spelled = result.source.text(in: visit.entry.keywordRange)
            guard spelled != visit.entry.keyword else { return nil }
            return "the \(visit.entry.keyword) at \(visit.entry.range.start) has the keyword range '\(spelled)'"
        }
    }

    /// Every diagnostic has a valid position inside the file and says something.
    static func diagnosticViolations(_ result: CheckResult) -> [String] {
        let source = result.source
        var failures: [String] = []
        let size = source.bytes.count
        for diagnostic in result.diagnostics {
            let ranges = [diagnostic.range] + diagnostic.notes.compactMap(\.range) + diagnostic.fixIts.map(\.range)
            for range in ranges where range.start < 0 || range.end > size || range.start > range.end {
                failures.append("[\(diagnostic.id)] range \(range.start)..<\(range.end) outside the file of \(size) bytes")
            }
            if diagnostic.message.isEmpty || diagnostic.id.isEmpty {
                failures.append("a diagnostic without message or id at \(diagnostic.range.start)")
            }
            for message in [diagnostic.message] + diagnostic.notes.map(\.message) {
                failures += messageViolations(message, of: diagnostic.id)
            }
            let location = source.location(of: diagnostic.range.start)
            if location.line < 1 || location.line > source.lineCount || location.column < 1 {
                failures.append("[\(diagnostic.id)] position \(location.line):\(location.column) is not in the file")
            }
        }
        return failures
    }

    /// The longest message a diagnostic may have: messages quote excerpts
    /// of the source, never whole lines of unbounded length.
    public static let maximumMessageLength = 1024

    /// A message is bounded. (It may hold any character: reporters escape
    /// what they show.)
    static func messageViolations(_ message: String, of id: String) -> [String] {
        guard message.utf8.count > maximumMessageLength else { return [] }
        return ["[\(id)] a message of \(message.utf8.count) bytes"]
    }

    /// The first control character (C0 but line feed and tab, DEL, C1) of
    /// `text`: what could split a report's line or drive a terminal.
    static func firstControl(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { $0.value < 0x20 && $0 != "\n" && $0 != "\t" || (0x7F...0x9F).contains($0.value) }
    }

    static func hex(_ scalar: Unicode.Scalar) -> String { "U+" + String(scalar.value, radix: 16, uppercase: true) }

    // MARK: - Reporters

    /// Reporters accept whatever the checker produced; the text and GitHub
    /// reports show no control character but line feeds and tabs; the JSON one
    /// is valid JSON.
    static func reporterViolations(_ result: CheckResult) -> [String] {
        let files = [FileDiagnostics(source: result.source, diagnostics: result.diagnostics)]
        var failures: [String] = []
        _ = TextReporter.render(files, colors: true)
        for (name, report) in [("text", TextReporter.render(files, colors: false)), ("GitHub", GitHubReporter.render(files))] {
            if let scalar = firstControl(in: report) { failures.append("the \(name) report shows \(hex(scalar)) unescaped") }
        }
        _ = SARIFReporter.render(files, rules: [], toolVersion: "fuzz")
        if (try? JSONParser.parse(Array(JSONDiagnosticReporter.render(files).utf8))) == nil {
            failures.append("the JSON reporter's output does not parse")
        }
        return failures
    }

    // MARK: - Formatter

    /// Formatting keeps the model, the diagnostics and the comments, and a
    /// second formatting changes nothing. Files with syntax errors are refused.
    static func formatterViolations(_ result: CheckResult) -> [String] {
        switch Formatter.format(result.source) {
        case .refused:
            return result.hasSyntaxErrors ? [] : ["the formatter refused a file without syntax errors"]
        case .movesSuppression:
            return result.hasSyntaxErrors ? ["the formatter judged suppressions in a file with syntax errors"] : []
        case .formatted(let text):
            if result.hasSyntaxErrors { return ["the formatter formatted a file with syntax errors"] }
            let formatted = SourceFile(path: result.source.path, text: text)
            // All the diagnostics on both sides: formatting may reorder those
            // of a line, and so which are cut at the limit.
            var unlimited = Configuration()
            unlimited.errorLimit = 0
            let after = Checker.check(formatted, configuration: unlimited)
            let before = result.diagnostics.contains { $0.id == DiagnosticLimit.noteID }
                ? Checker.check(result.source, configuration: unlimited) : result
            var failures: [String] = []
            if after.hasSyntaxErrors { failures.append("the formatted text does not parse") }
            if ModelSummary(after.model) != ModelSummary(result.model) { failures.append("formatting changed the model") }
            if diagnosticTexts(after) != diagnosticTexts(before) {
                failures.append("formatting changed the diagnostics")
            }
            if commentTexts(after) != commentTexts(result) { failures.append("formatting changed the comments") }
            if case .formatted(let again) = Formatter.format(formatted), again != text {
                failures.append("formatting is not idempotent")
            }
            return failures
        }
    }

    /// The diagnostics as a multiset of id and message: the formatter moves
    /// text within lines (attributes into their canonical order) and removes
    /// blank lines, so positions and the order within a line may change.
    public static func diagnosticTexts(_ result: CheckResult) -> [String] {
        result.diagnostics.map { "\($0.id) \($0.message)" }.sorted()
    }

    static func commentTexts(_ result: CheckResult) -> [String] {
        (result.tree?.comments ?? []).map { comment in
            var text = result.source.text(in: comment.range)
            while text.last == " " || text.last == "\t" { text.removeLast() }
            return text
        }
    }

    // MARK: - Fix-its

    /// Applying every fix-it to a file that parses gives a file that parses,
    /// keeps every comment of the file, and changes only the fixed text:
    /// every line no fix-it touches is still there, in order.
    static func fixItViolations(_ result: CheckResult) -> [String] {
        guard !result.hasSyntaxErrors else { return [] }
        let fixIts = result.diagnostics.flatMap(\.fixIts)
        guard !fixIts.isEmpty else { return [] }
        let bytes = result.source.bytes
        let (fixed, _) = FixItApplication.apply(fixIts, to: bytes)
        var failures: [String] = []
        let after = Parser.parse(fixed)
        if after.diagnostics.hasErrors {
            failures.append("applying the fix-its gives text that does not parse: \(after.diagnostics.first!.message)")
        }
        var kept: [String: Int] = [:]
        for (text, _) in comments(in: fixed) { kept[text, default: 0] += 1 }
        for (text, range) in comments(in: bytes) {
            if let count = kept[text], count > 0 {
                kept[text] = count - 1
            } else if !fixIts.contains(where: { edits(comment: range, in: bytes, $0) }) {
                failures.append("applying the fix-its removed the comment \(debugQuoted(text))")
            }
        }
        if !isSubsequence(untouchedLines(of: bytes, by: fixIts.map(\.range)), of: lines(of: fixed).map { Array(fixed[$0]) }) {
            failures.append("applying the fix-its changed text outside their ranges")
        }
        return failures
    }

    /// The comments the lexer finds in `bytes`, without trailing blanks, and
    /// their ranges.
    static func comments(in bytes: [UInt8]) -> [(text: String, range: SourceRange)] {
        Lexer.tokenize(bytes).comments.map { comment in
            var text = bytes[comment.range.start..<comment.range.end]
            while let last = text.last, isBlank(last) { text.removeLast() }
            return (String(decoding: text, as: UTF8.self), comment.range)
        }
    }

    /// Whether the fix-it is an edit of the comment itself (as removing an
    /// unused suppression is) rather than of the code around it: it
    /// overlaps the comment and, outside it, replaces only blanks.
    static func edits(comment: SourceRange, in bytes: [UInt8], _ fixIt: FixIt) -> Bool {
        let range = fixIt.range
        guard range.start < comment.end, range.end > comment.start, range.start >= 0, range.end <= bytes.count else { return false }
        let outside = bytes[range.start..<max(range.start, comment.start)] + bytes[min(range.end, comment.end)..<range.end]
        return outside.allSatisfy(isBlank)
    }

    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
    }

    /// Each line's range, its line feed included.
    static func lines(of bytes: [UInt8]) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lines.append(start..<(index + 1))
            start = index + 1
        }
        if start < bytes.count { lines.append(start..<bytes.count) }
        return lines
    }

    /// The lines no edit touches: an edit touches a line when its range
    /// overlaps the line, or when it is empty and inserts into the line.
    static func untouchedLines(of bytes: [UInt8], by edits: [SourceRange]) -> [[UInt8]] {
        // How many edits cover each offset, as a running sum of starts and ends.
        var delta = [Int](repeating: 0, count: bytes.count + 2)
        for edit in edits where edit.start >= 0 && edit.end <= bytes.count && edit.start <= edit.end {
            delta[edit.start] += 1
            delta[max(edit.end, edit.start + 1)] -= 1
        }
        var covered = [Bool](repeating: false, count: bytes.count + 1)
        var depth = 0
        for offset in 0...bytes.count {
            depth += delta[offset]
            covered[offset] = depth > 0
        }
        return lines(of: bytes).filter { line in
            // The last line also takes an insertion at the end of the file.
            let end = line.upperBound == bytes.count ? line.upperBound : line.upperBound - 1
            return !covered[line.lowerBound...end].contains(true)
        }.map { Array(bytes[$0]) }
    }

    /// Whether `lines` appear in `text`, in order (not necessarily adjacent).
    static func isSubsequence(_ lines: [[UInt8]], of text: [[UInt8]]) -> Bool {
        var index = 0
        for line in lines {
            while index < text.count, text[index] != line { index += 1 }
            guard index < text.count else { return false }
            index += 1
        }
        return true
    }

    // MARK: - Backends

    /// Every emitter runs; the JSON parses and holds every title; every title
    /// is a Swift string literal of the generated code that decodes back to
    /// it; the keyboard maps escape every `&`; the string catalog reads back
    /// each title at its key.
    static func backendViolations(_ model: MenuModel) -> [String] {
        var failures: [String] = []
        let options = BackendOptions(sourceName: "input.menu")
        let titles = ModelSummary.titles(of: model)

        let json = JSONBackend.emit(model, options: options)
        if let value = try? JSONParser.parse(Array(json.utf8)) {
            if value["formatVersion"]?.intValue != JSONBackend.formatVersion {
                failures.append("the JSON has no formatVersion \(JSONBackend.formatVersion)")
            }
            let strings = Set(allStrings(in: value))
            for title in titles where !strings.contains(title) {
                failures.append("title \(debugQuoted(title)) is missing from the JSON")
            }
        } else {
            failures.append("the JSON backend's output does not parse")
        }

        let markdown = MarkdownBackend.emit(model, options: options)
        if !markdown.hasSuffix("\n") || markdown.contains("\r") { failures.append("the Markdown does not end lines with LF") }

        for map in [SVGBackend.emit(model, options: options), HTMLBackend.emit(model, options: options)] {
            if !map.hasSuffix("\n") || map.contains("\r") { failures.append("a keyboard map does not end lines with LF") }
            if let reference = unknownReference(in: map) { failures.append("a keyboard map holds a raw '&' before \(debugQuoted(reference))") }
        }

        let swift = SwiftBackend.emit(model, options: options)
        let literals = Set(SwiftStringLiterals.decodedLiterals(in: swift))
        // The Swift targets leave the Dock menu, edit menus and activities
        // out, and carry alternates and section headers in comments only.
        var generated = model
        generated.menus.removeAll { $0.kind == .dock || $0.kind == .edit || $0.kind == .activities }
        let notCarried = Set(ModelSummary.titlesLeftOutOfSwift(of: model))
        for title in ModelSummary.titles(of: generated) where !literals.contains(title) && !notCarried.contains(title) {
            failures.append("title \(debugQuoted(title)) is not a string literal of the generated Swift")
        }

        // The string catalog reads back, each title at its key.
        let catalogText = StringCatalogBackend.emit(model, options: options)
        if let catalog = try? StringCatalog.parse(SourceFile(path: "input.xcstrings", text: catalogText)) {
            for title in model.localizableTitles where catalog.translation(of: title.key, in: "en")?.value != title.value {
                failures.append("title \(debugQuoted(title.value)) does not read back from the string catalog")
            }
        } else {
            failures.append("the string catalog does not parse")
        }
        return failures
    }

    /// The text after the first `&` of `markup` that starts none of the
    /// references the keyboard maps write: a title that was not escaped.
    static func unknownReference(in markup: String) -> String? {
        let references = ["amp;", "lt;", "gt;", "quot;", "#39;"]
        var rest = markup[...]
        while let ampersand = rest.firstIndex(of: "&") {
            rest = rest[rest.index(after: ampersand)...]
            if !references.contains(where: { rest.hasPrefix($0) }) { return String(rest.prefix(10)) }
        }
        return nil
    }

    static func allStrings(in value: JSONValue) -> [String] {
        switch value {
        case .string(let string): [string]
        case .array(let values): values.flatMap(allStrings)
        case .object(let object): object.keys.compactMap { object[$0] }.flatMap(allStrings)
        default: []
        }
    }

    // MARK: - menuc diff

    /// A file compared with itself has no changes; compared with nothing,
    /// every change is an addition, and each rendering ends its lines with
    /// LF, and the JSON parses.
    static func diffViolations(_ result: CheckResult) -> [String] {
        var failures: [String] = []
        if !MenuDiff.compare(old: result.model, new: result.model).isEmpty {
            failures.append("the file compared with itself has changes")
        }
        let empty = MenuModel(appName: nil, platforms: result.model.platforms, menus: [])
        let changes = MenuDiff.compare(old: empty, new: result.model)
        if changes.contains(where: { if case .added = $0 { false } else { true } }) {
            failures.append("the file compared with an empty one has changes that are not additions")
        }
        let old = DiffFile(name: "empty.menu", source: nil)
        let new = DiffFile(name: "input.menu", source: result.source)
        for format in DiffReport.Format.allCases {
            let text = DiffReport.render(format, changes, old: old, new: new)
            if !text.hasSuffix("\n") || text.contains("\r") { failures.append("the diff's \(format) does not end lines with LF") }
            if format == .json, (try? JSONParser.parse(Array(text.utf8))) == nil { failures.append("the diff's JSON does not parse") }
        }
        return failures
    }

    static func debugQuoted(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined() + "\""
    }
}
