import MenuDiagnostics
import MenuJSON

/// Diagnostics as a SARIF 2.1.0 log with a single run, for code-scanning
/// services and editors.
///
/// Only properties the SARIF 2.1.0 schema defines are written. Columns are
/// 1-based UTF-16 code units (`columnKind: "utf16CodeUnits"`), as SARIF
/// consumers such as GitHub code scanning expect.
public enum SARIFReporter {
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    public static let informationURI = "https://github.com/menuc/menuc"

    public static func render(_ files: [FileDiagnostics], rules: [ReportedRule], toolVersion: String) -> String {
        // The schema requires the rules to be unique: exact repeats are dropped
        // (a rule's index is that of its first appearance either way).
        var seenRules: Set<ReportedRule> = []
        let rules = rules.filter { seenRules.insert($0).inserted }
        var writer = JSONWriter(pretty: true)
        writer.beginObject()
        writer.field("version", "2.1.0")
        writer.field("$schema", schemaURI)
        writer.key("runs")
        writer.beginArray()
        writer.beginObject()
        writer.key("tool")
        writeTool(rules: rules, toolVersion: toolVersion, to: &writer)
        writer.field("columnKind", "utf16CodeUnits")
        writer.key("results")
        writeResults(files, ruleIndex: ruleIndex(of: rules), to: &writer)
        writer.endObject()  // run
        writer.endArray()
        writer.endObject()
        return writer.string
    }

    /// Each rule's index in the rules written: that of the first with its id.
    private static func ruleIndex(of rules: [ReportedRule]) -> [String: Int] {
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in rules.enumerated() where ruleIndex[rule.id] == nil {
            ruleIndex[rule.id] = index
        }
        return ruleIndex
    }

    /// The tool object: menuc and its rules.
    private static func writeTool(rules: [ReportedRule], toolVersion: String, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("driver")
        writer.beginObject()
        writer.field("name", "menuc")
        writer.field("version", toolVersion)
        writer.field("informationUri", informationURI)
        writer.key("rules")
        writer.beginArray()
        for rule in rules { writeRule(rule, to: &writer) }
        writer.endArray()
        writer.endObject()  // driver
        writer.endObject()  // tool
    }

    private static func writeRule(_ rule: ReportedRule, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("id", rule.id)
        writer.key("shortDescription")
        writeMessage(rule.summary, to: &writer)
        writer.key("defaultConfiguration")
        writer.beginObject()
        writer.field("level", level(rule.defaultSeverity))
        writer.endObject()
        if let helpURI = rule.helpURI { writer.field("helpUri", helpURI) }
        if let helpText = rule.helpText {
            writer.key("help")
            writer.beginObject()
            writer.field("text", helpText)
            if let helpMarkdown = rule.helpMarkdown { writer.field("markdown", helpMarkdown) }
            writer.endObject()
        }
        writer.endObject()
    }

    /// The results array: every diagnostic of every file.
    private static func writeResults(_ files: [FileDiagnostics], ruleIndex: [String: Int], to writer: inout JSONWriter) {
        writer.beginArray()
        for file in files {
            let uri = uriReference(forPath: file.source.path)
            for diagnostic in file.diagnostics {
                writeResult(
                    diagnostic, in: file.source, uri: uri, ruleIndex: ruleIndex[diagnostic.id], to: &writer)
            }
        }
        writer.endArray()
    }

    private static func writeResult(
        _ diagnostic: Diagnostic, in source: SourceFile, uri: String, ruleIndex: Int?, to writer: inout JSONWriter
    ) {
        writer.beginObject()
        writer.field("ruleId", diagnostic.id)
        if let ruleIndex { writer.field("ruleIndex", ruleIndex) }
        writer.field("level", level(diagnostic.severity))
        writer.key("message")
        writeMessage(diagnostic.message, to: &writer)

        writer.key("locations")
        writer.beginArray()
        writer.beginObject()
        writePhysicalLocation(uri: uri, range: diagnostic.range, in: source, to: &writer)
        writer.endObject()
        writer.endArray()

        // `relatedLocations` and `fixes` must hold unique items: notes and
        // fix-its that would be written identically appear once.
        let notes = unique(diagnostic.notes) { note in
            [note.message] + (note.range.map { positionKey($0, in: source) } ?? [])
        }
        if !notes.isEmpty {
            writer.key("relatedLocations")
            writer.beginArray()
            for note in notes {
                writeRelatedLocation(note, in: source, uri: uri, to: &writer)
            }
            writer.endArray()
        }
        let fixIts = unique(diagnostic.fixIts) { fixIt in
            [fixIt.message, fixIt.replacement] + positionKey(fixIt.range, in: source)
        }
        if !fixIts.isEmpty {
            writer.key("fixes")
            writer.beginArray()
            for fixIt in fixIts {
                writeFix(fixIt, in: source, uri: uri, to: &writer)
            }
            writer.endArray()
        }
        writer.endObject()
    }

    /// A note as a related location: its place, if it has one, and its message.
    private static func writeRelatedLocation(
        _ note: DiagnosticNote, in source: SourceFile, uri: String, to writer: inout JSONWriter
    ) {
        writer.beginObject()
        writePhysicalLocation(uri: uri, range: note.range, in: source, to: &writer)
        writer.key("message")
        writeMessage(note.message, to: &writer)
        writer.endObject()
    }

    /// A fix-it as a fix: one replacement in the diagnostic's file.
    private static func writeFix(_ fixIt: FixIt, in source: SourceFile, uri: String, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("description")
        writeMessage(fixIt.message, to: &writer)
        writer.key("artifactChanges")
        writer.beginArray()
        writer.beginObject()
        writeArtifactLocation(uri: uri, to: &writer)
        writer.key("replacements")
        writer.beginArray()
        writer.beginObject()
        writer.key("deletedRegion")
        writeRegion(fixIt.range, in: source, to: &writer)
        writer.key("insertedContent")
        writer.beginObject()
        writer.field("text", fixIt.replacement)
        writer.endObject()
        writer.endObject()
        writer.endArray()  // replacements
        writer.endObject()
        writer.endArray()  // artifactChanges
        writer.endObject()
    }

    private static func unique<Element>(_ elements: [Element], key: (Element) -> [String]) -> [Element] {
        var seen: Set<[String]> = []
        return elements.filter { seen.insert(key($0)).inserted }
    }

    private static func positionKey(_ range: SourceRange, in source: SourceFile) -> [String] {
        let start = source.location(of: range.start)
        let end = source.location(of: range.end)
        return ["\(start.line):\(source.utf16Column(of: range.start))-\(end.line):\(source.utf16Column(of: range.end))"]
    }

    private static func writeMessage(_ text: String, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("text", text)
        writer.endObject()
    }

    private static func writeArtifactLocation(uri: String, to writer: inout JSONWriter) {
        writer.key("artifactLocation")
        writer.beginObject()
        writer.field("uri", uri)
        writer.endObject()
    }

    private static func writePhysicalLocation(
        uri: String, range: SourceRange?, in source: SourceFile, to writer: inout JSONWriter
    ) {
        writer.key("physicalLocation")
        writer.beginObject()
        writeArtifactLocation(uri: uri, to: &writer)
        if let range {
            writer.key("region")
            writeRegion(range, in: source, to: &writer)
        }
        writer.endObject()
    }

    private static func writeRegion(_ range: SourceRange, in source: SourceFile, to writer: inout JSONWriter) {
        let resolved = ResolvedRange(range, in: source)
        writer.beginObject()
        writer.field("startLine", resolved.start.line)
        writer.field("startColumn", source.utf16Column(of: range.start) + 1)
        writer.field("endLine", resolved.end.line)
        writer.field("endColumn", source.utf16Column(of: range.end) + 1)
        writer.endObject()
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A file path as a URI reference: `\` becomes `/`, and every byte outside
    /// RFC 3986's unreserved characters and `/` is percent-encoded. Relative
    /// paths stay relative; absolute paths (`/…`, `C:/…`) become `file:` URIs.
    public static func uriReference(forPath path: String) -> String {
        var normalized = Array(path.utf8)
        for index in normalized.indices where normalized[index] == UInt8(ascii: "\\") {
            normalized[index] = UInt8(ascii: "/")
        }
        var result = ""
        var rest = normalized[...]
        if normalized.first == UInt8(ascii: "/") {
            result = "file://"
        } else if normalized.count >= 3, isASCIILetter(normalized[0]), normalized[1] == UInt8(ascii: ":"),
                  normalized[2] == UInt8(ascii: "/")
        {
            result = "file:///" + String(decoding: normalized[0..<2], as: UTF8.self)
            rest = normalized[2...]
        }
        let hex: [Character] = Array("0123456789ABCDEF")
        for byte in rest {
            if isASCIILetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: "~") || byte == UInt8(ascii: "/")
            {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result.append("%")
                result.append(hex[Int(byte >> 4)])
                result.append(hex[Int(byte & 0xF)])
            }
        }
        return result
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }
}
