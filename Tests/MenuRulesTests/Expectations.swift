import MenuDiagnostics
import MenuModel
import MenuRules

/// Expected diagnostics written into a `.menu` file as clang-style comments:
/// `// expected-warning {{title-case}}` on the line that should get the
/// diagnostic, or `expected-error@+1 {{…}}` / `@-1` for a line nearby. One
/// comment may hold several expectations.
struct Expectation: Hashable, Comparable, CustomStringConvertible {
    let line: Int
    let severity: Severity
    let id: String

    var description: String { "line \(line): \(severity.rawValue) [\(id)]" }

    static func < (lhs: Expectation, rhs: Expectation) -> Bool {
        (lhs.line, lhs.id, lhs.severity.rawValue) < (rhs.line, rhs.id, rhs.severity.rawValue)
    }

    static func parse(_ source: SourceFile) -> [Expectation] {
        var expectations: [Expectation] = []
        for lineIndex in 0..<source.lineCount {
            var rest = source.lineText(lineIndex)[...]
            while let range = rest.firstRange(of: "expected-") {
                rest = rest[range.upperBound...]
                let severityName = rest.prefix { $0.isLetter }
                guard let severity = Severity(rawValue: String(severityName)) else { continue }
                rest = rest.dropFirst(severityName.count)
                var line = lineIndex + 1
                if rest.first == "@" {
                    let offset = rest.dropFirst().prefix { $0 == "+" || $0 == "-" || $0.isNumber }
                    line += Int(offset) ?? 0
                    rest = rest.dropFirst(1 + offset.count)
                }
                guard let open = rest.firstRange(of: "{{"), let close = rest.firstRange(of: "}}") else { continue }
                let id = rest[open.upperBound..<close.lowerBound].trimmingSpaces
                expectations.append(Expectation(line: line, severity: severity, id: id))
                rest = rest[close.upperBound...]
            }
        }
        return expectations.sorted()
    }

    static func actual(_ diagnostics: [Diagnostic], in source: SourceFile) -> [Expectation] {
        diagnostics.map { Expectation(line: source.location(of: $0.range.start).line, severity: $0.severity, id: $0.id) }.sorted()
    }
}

extension Substring {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

/// A rule example: the `↓` markers say where the rule must report.
struct MarkedExample {
    let bytes: [UInt8]
    let markers: [Int]

    init(_ text: String) {
        var bytes: [UInt8] = []
        var markers: [Int] = []
        for character in text {
            if character == "↓" {
                markers.append(bytes.count)
            } else {
                bytes += Array(String(character).utf8)
            }
        }
        self.bytes = bytes
        self.markers = markers
    }
}
