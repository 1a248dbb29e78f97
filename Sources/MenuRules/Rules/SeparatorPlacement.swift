import MenuDiagnostics
import MenuModel

/// `separator-placement`: separators that separate nothing.
public enum SeparatorPlacement: Rule {
    public static let descriptor = RuleDescriptor(
        id: "separator-placement",
        category: .structure,
        severity: .warning,
        summary: "A separator is first or last in its menu, or follows another separator.",
        rationale: """
            Separators group related commands. One at the top or bottom of a menu, \
            or two in a row, groups nothing and leaves a stray line.
            """,
        triggering: [
            """
            menu "Edit" {
                ↓---
                item "Undo" key: cmd+Z
                ---
                ↓---
                item "Cut" key: cmd+X
                ↓---
            }
            """,
        ],
        nonTriggering: [
            """
            menu "Edit" {
                item "Undo" key: cmd+Z
                ---
                item "Cut" key: cmd+X
            }
            """,
        ],
        hasFixIt: true)

    public static func check(_ context: inout RuleContext) {
        // The index found the lists with a stray separator as it walked them:
        // only those are read again, to say where.
        for container in context.index.containers(where: \.hasStraySeparator) {
            let entries = container.entries
            guard let firstItem = entries.firstIndex(where: { !$0.isSeparator }) else {
                for case .separator(let separator) in entries {
                    report(separator.range, "in an otherwise empty \(container.description)", &context)
                }
                continue
            }
            let lastItem = entries.lastIndex(where: { !$0.isSeparator })!
            for (index, entry) in entries.enumerated() {
                guard case .separator(let separator) = entry else { continue }
                let range = separator.range
                if index < firstItem {
                    report(range, "at the top of \(container.description)", &context)
                } else if index > lastItem {
                    report(range, "at the bottom of \(container.description)", &context)
                } else if entries[index - 1].isSeparator {
                    report(range, "right after another separator", &context)
                }
            }
        }
    }

    private static func report(_ range: SourceRange, _ where_: String, _ context: inout RuleContext) {
        context.report(
            .separatesNothing(where_),
            at: range,
            fixIts: [.remove(wholeLine(of: range, in: context.source.bytes), message: "remove the separator")])
    }

    /// The separator's line, including its indentation and line break, when
    /// the separator is alone on it; otherwise just the separator.
    static func wholeLine(of range: SourceRange, in bytes: [UInt8]) -> SourceRange {
        var start = range.start
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n") else { return range }
        var end = range.end
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\r") { end += 1 }
        guard end == bytes.count || bytes[end] == UInt8(ascii: "\n") else { return range }
        return SourceRange(start: start, end: min(end + 1, bytes.count))
    }
}

extension DiagnosticMessage {
    /// `place` says where the separator is: "at the top of the menu 'File'".
    fileprivate static func separatesNothing(_ place: String) -> DiagnosticMessage {
        "separator \(place) separates nothing; remove it"
    }
}
