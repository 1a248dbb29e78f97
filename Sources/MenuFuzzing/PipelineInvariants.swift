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
        if !result.hasErrors { failures += backendViolations(result.model) }
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
            let location = source.location(of: diagnostic.range.start)
            if location.line < 1 || location.line > source.lineCount || location.column < 1 {
                failures.append("[\(diagnostic.id)] position \(location.line):\(location.column) is not in the file")
            }
        }
        return failures
    }

    // MARK: - Reporters

    /// Reporters accept whatever the checker produced; the JSON one is valid JSON.
    static func reporterViolations(_ result: CheckResult) -> [String] {
        let files = [FileDiagnostics(source: result.source, diagnostics: result.diagnostics)]
        _ = TextReporter.render(files, colors: true)
        _ = GitHubReporter.render(files)
        _ = SARIFReporter.render(files, rules: [], toolVersion: "fuzz")
        guard (try? JSONParser.parse(Array(JSONDiagnosticReporter.render(files).utf8))) != nil else {
            return ["the JSON reporter's output does not parse"]
        }
        return []
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
            let after = Checker.check(formatted)
            var failures: [String] = []
            if after.hasSyntaxErrors { failures.append("the formatted text does not parse") }
            if ModelSummary(after.model) != ModelSummary(result.model) { failures.append("formatting changed the model") }
            if diagnosticTexts(after) != diagnosticTexts(result) {
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

    /// Applying every fix-it to a file that parses gives a file that parses.
    static func fixItViolations(_ result: CheckResult) -> [String] {
        guard !result.hasSyntaxErrors else { return [] }
        let fixIts = result.diagnostics.flatMap(\.fixIts)
        guard !fixIts.isEmpty else { return [] }
        let (fixed, _) = FixItApplication.apply(fixIts, to: result.source.bytes)
        let after = Parser.parse(fixed)
        return after.diagnostics.hasErrors ? ["applying the fix-its gives text that does not parse: \(after.diagnostics.first!.message)"] : []
    }

    // MARK: - Backends

    /// Every emitter runs; the JSON parses and holds every title; every title
    /// is a Swift string literal of the generated code that decodes back to it.
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

        let swift = SwiftBackend.emit(model, options: options)
        let literals = Set(SwiftStringLiterals.decodedLiterals(in: swift))
        // Alternates and section headers are not generated yet (see the
        // Swift backends); their titles are in comments only.
        let notCarried = Set(ModelSummary.titlesLeftOutOfSwift(of: model))
        for title in titles where !literals.contains(title) && !notCarried.contains(title) {
            failures.append("title \(debugQuoted(title)) is not a string literal of the generated Swift")
        }
        return failures
    }

    static func allStrings(in value: JSONValue) -> [String] {
        switch value {
        case .string(let string): [string]
        case .array(let values): values.flatMap(allStrings)
        case .object(let object): object.keys.compactMap { object[$0] }.flatMap(allStrings)
        default: []
        }
    }

    static func debugQuoted(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined() + "\""
    }
}
