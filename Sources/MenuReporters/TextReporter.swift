import MenuDiagnostics

/// Human-readable diagnostics in clang's style:
///
///     menus/main.menu:3:9: error: unknown modifier 'Cmdd' [unknown-modifier]
///       key = Cmdd+S
///             ^~~~
///             Cmd
///     menus/main.menu:1:1: note: menu declared here
///     menu File {
///     ^
///
/// Carets are placed by display width, so wide (CJK, emoji) text before them
/// still lines up; tabs are expanded to the next multiple of 4 columns, and
/// other control characters are shown as `<U+XXXX>`.
public enum TextReporter {
    public static func render(_ files: [FileDiagnostics], colors: Bool) -> String {
        var output = ""
        for file in files {
            for diagnostic in file.diagnostics {
                renderDiagnostic(diagnostic, in: file.source, colors: colors, into: &output)
            }
        }
        return output
    }

    /// `1 error and 2 warnings generated.`; nil when there is nothing to count.
    public static func summary(errors: Int, warnings: Int) -> String? {
        func count(_ number: Int, _ noun: String) -> String {
            "\(number) \(noun)\(number == 1 ? "" : "s")"
        }
        switch (errors > 0, warnings > 0) {
        case (true, true): return "\(count(errors, "error")) and \(count(warnings, "warning")) generated."
        case (true, false): return "\(count(errors, "error")) generated."
        case (false, true): return "\(count(warnings, "warning")) generated."
        case (false, false): return nil
        }
    }

    // MARK: Diagnostics

    private static func renderDiagnostic(
        _ diagnostic: Diagnostic, in source: SourceFile, colors: Bool, into output: inout String
    ) {
        let start = source.location(of: diagnostic.range.start)
        header(
            location: "\(source.path):\(start.line):\(start.column):", severity: diagnostic.severity,
            message: "\(diagnostic.message) [\(diagnostic.id)]", colors: colors, into: &output)
        snippet(
            for: diagnostic.range, in: source, fixIts: diagnostic.fixIts, colors: colors, into: &output)
        for note in diagnostic.notes {
            guard let range = note.range else {
                header(
                    location: "\(source.path):", severity: .note, message: note.message, colors: colors,
                    into: &output)
                continue
            }
            let location = source.location(of: range.start)
            header(
                location: "\(source.path):\(location.line):\(location.column):", severity: .note,
                message: note.message, colors: colors, into: &output)
            snippet(for: range, in: source, fixIts: [], colors: colors, into: &output)
        }
    }

    private static func header(
        location: String, severity: Severity, message: String, colors: Bool, into output: inout String
    ) {
        let location = TerminalText.oneLine(location)
        let message = TerminalText.oneLine(message)
        guard colors else {
            output += "\(location) \(severity.rawValue): \(message)\n"
            return
        }
        output += ANSI.bold + location + " " + ANSI.reset
        output += ANSI.severity(severity) + severity.rawValue + ":" + " " + ANSI.reset
        // Like clang, supplemental notes are not bold.
        if severity == .note {
            output += message + "\n"
        } else {
            output += ANSI.bold + message + ANSI.reset + "\n"
        }
    }

    /// The source line holding the start of `range`, a caret line under it and,
    /// when there are insertions or replacements on that line, a fix-it line.
    private static func snippet(
        for range: SourceRange, in source: SourceFile, fixIts: [FixIt], colors: Bool,
        into output: inout String
    ) {
        let start = source.location(of: range.start)
        let end = source.location(of: range.end)
        let line = SnippetLine(around: range, onLine: start.line - 1, in: source)
        let startColumn = line.column(of: start.offset)
        let endColumn = end.line == start.line ? line.column(of: end.offset) : line.endColumn
        let carets = caretLine(from: startColumn, to: endColumn)
        output += line.text + "\n"
        output += colors ? ANSI.caret + carets + ANSI.reset + "\n" : carets + "\n"

        let hints = fixItHints(fixIts, on: start.line, shownAs: line, in: source)
        guard !hints.isEmpty else { return }
        let hintText = hintLine(hints)
        output += colors ? ANSI.fixIt + hintText + ANSI.reset + "\n" : hintText + "\n"
    }

    /// `^` under the first column of a range and `~` under the rest.
    private static func caretLine(from startColumn: Int, to endColumn: Int) -> String {
        var caretLine = String(repeating: " ", count: startColumn) + "^"
        if endColumn > startColumn + 1 {
            caretLine += String(repeating: "~", count: endColumn - startColumn - 1)
        }
        return caretLine
    }

    /// The text that fix-its insert on the shown part of a 1-based line, at
    /// the columns where it goes, in column order. Removals and fix-its that
    /// span or insert line breaks have no hint.
    private static func fixItHints(
        _ fixIts: [FixIt], on lineNumber: Int, shownAs line: SnippetLine, in source: SourceFile
    ) -> [(column: Int, text: String)] {
        var hints: [(column: Int, text: String)] = []
        for fixIt in fixIts where fixIt.kind != .remove && !fixIt.replacement.isEmpty {
            let fixStart = source.location(of: fixIt.range.start)
            let fixEnd = source.location(of: fixIt.range.end)
            guard fixStart.line == lineNumber, fixEnd.line == lineNumber,
                  line.window.contains(fixStart.offset) || fixStart.offset == line.window.upperBound,
                  !fixIt.replacement.utf8.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") })
            else { continue }
            hints.append((line.column(of: fixStart.offset), shortened(fixIt.replacement)))
        }
        hints.sort { $0.column < $1.column }
        return hints
    }

    /// A hint as shown: a long replacement (a whole rewritten title) is cut
    /// like a long source line, so that the report stays bounded. It is cut
    /// by scalars: one character may hold any number of them.
    private static func shortened(_ replacement: String) -> String {
        let shown = replacement.unicodeScalars.prefix(snippetWindowLimit)
        guard shown.endIndex != replacement.unicodeScalars.endIndex else { return replacement }
        return String(String.UnicodeScalarView(shown.dropLast())) + "…"
    }

    /// The hints laid out on one line; a hint that would overlap the
    /// previous one moves right, as in clang.
    private static func hintLine(_ hints: [(column: Int, text: String)]) -> String {
        var hintLine = ""
        var lineWidth = 0
        for hint in hints {
            let column = hint.column < lineWidth ? lineWidth + 1 : hint.column
            hintLine += String(repeating: " ", count: column - lineWidth)
            let rendered = LineLayout(Array(hint.text.utf8)[...], startingAt: column)
            hintLine += rendered.text
            lineWidth = rendered.endColumn
        }
        return hintLine
    }
}

/// The part of a source line a snippet shows, laid out for display. A long
/// line (minified or garbage) is cut to a window around the range, marked
/// with ellipses, as clang does; all of it under every diagnostic would bury
/// the report.
private struct SnippetLine {
    /// The byte offsets of the file that are shown.
    let window: Range<Int>
    let layout: LineLayout
    /// The shown text, with an ellipsis at each end that was cut.
    let text: String

    init(around range: SourceRange, onLine lineIndex: Int, in source: SourceFile) {
        let line = source.lineRange(lineIndex)
        window = snippetWindow(around: range, in: line, bytes: source.bytes)
        let prefix = window.lowerBound > line.lowerBound ? "…" : ""
        let suffix = window.upperBound < line.upperBound ? "…" : ""
        layout = LineLayout(source.bytes[window], startingAt: prefix.isEmpty ? 0 : 1)
        text = prefix + layout.text + suffix
    }

    var endColumn: Int { layout.endColumn }

    /// The display column of a byte offset of the file; offsets past the
    /// window are at its end.
    func column(of offset: Int) -> Int {
        offset >= window.upperBound ? layout.endColumn : layout.column(atByte: max(0, offset - window.lowerBound))
    }
}

/// Lines longer than this many bytes are shown as a window around the range.
let snippetWindowLimit = 200

/// The bytes of `line` to show for `range`: all of a short line; of a long
/// one, some context before the range and after its start, cut at
/// character boundaries.
func snippetWindow(around range: SourceRange, in line: Range<Int>, bytes: [UInt8]) -> Range<Int> {
    guard line.count > snippetWindowLimit else { return line }
    let anchor = min(max(range.start, line.lowerBound), line.upperBound)
    var lower = max(line.lowerBound, anchor - 60)
    var upper = min(line.upperBound, max(anchor, min(range.end, anchor + 80)) + 60)
    // Never start or end inside a UTF-8 sequence.
    while lower > line.lowerBound, bytes[lower] & 0xC0 == 0x80 { lower -= 1 }
    while upper < line.upperBound, bytes[upper] & 0xC0 == 0x80 { upper += 1 }
    return lower..<upper
}

/// ANSI escape sequences, as clang uses them.
private enum ANSI {
    static let reset = "\u{1B}[0m"
    static let bold = "\u{1B}[1m"
    static let caret = "\u{1B}[0;1;32m"
    static let fixIt = "\u{1B}[0;32m"

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "\u{1B}[0;1;31m"
        case .warning: "\u{1B}[0;1;35m"
        case .note: "\u{1B}[0;1;30m"
        }
    }
}

/// A line of source as it is shown, with the display column at which each of
/// its bytes starts.
struct LineLayout {
    /// The line as shown: tabs expanded, other control characters (C0, DEL,
    /// C1) and invalid UTF-8 replaced.
    private(set) var text = ""
    /// `columns[i]` is the display column of the character holding byte `i`;
    /// the last entry is the column just past the end of the line.
    private var columns: [Int] = []

    /// The display column just past the end of the line.
    var endColumn: Int { columns.last ?? 0 }

    init(_ bytes: ArraySlice<UInt8>, startingAt firstColumn: Int = 0) {
        var column = firstColumn
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        while true {
            let byteCount: Int
            let shown: (text: String, width: Int)
            switch parser.parseScalar(from: &iterator) {
            case .emptyInput:
                columns.append(column)
                return
            case .error(let length):
                byteCount = length
                shown = ("\u{FFFD}", 1)
            case .valid(let encoded):
                byteCount = encoded.count
                shown = Self.shown(UTF8.decode(encoded), atColumn: column)
            }
            columns += repeatElement(column, count: byteCount)
            text += shown.text
            column += shown.width
        }
    }

    /// How a character is shown at a display column, and how many columns
    /// it takes there.
    private static func shown(_ scalar: Unicode.Scalar, atColumn column: Int) -> (text: String, width: Int) {
        if scalar == "\t" {
            let width = 4 - column % 4
            return (String(repeating: " ", count: width), width)
        }
        if TerminalText.isControl(scalar) {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            let text = "<U+" + String(repeating: "0", count: 4 - hex.count) + hex + ">"
            return (text, text.utf8.count)
        }
        return (String(scalar), TextWidth.columns(of: scalar))
    }

    /// The display column of a byte offset in the line, clamped to the line.
    func column(atByte offset: Int) -> Int {
        columns[max(0, min(offset, columns.count - 1))]
    }
}
