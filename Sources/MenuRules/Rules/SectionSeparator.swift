import MenuDiagnostics
import MenuModel
import MenuSyntax

/// `section-separator`: a separator beside a section, which stands apart
/// on its own.
public enum SectionSeparator: Rule {
    public static let descriptor = RuleDescriptor(
        id: "section-separator",
        category: .structure,
        severity: .warning,
        summary: "A separator comes right before or after a section.",
        rationale: """
            A section header sets its entries apart from those around it, as a \
            separator would: the system draws the gap itself. A separator beside it \
            adds a second line where one break was meant. Separators at the top or \
            bottom of a menu, or doubled, are separator-placement's to report.
            """,
        triggering: [
            """
            menu "View" {
                item "Show Preview"
                ↓---
                section "Sort By" {
                    option "Name" checked
                    option "Date Modified"
                }
                ↓---
                item "Show View Options"
            }
            """,
        ],
        nonTriggering: [
            """
            menu "View" {
                item "Show Preview"
                section "Sort By" {
                    option "Name" checked
                    option "Date Modified"
                }
                item "Show View Options"
                ---
                item "Show Path Bar"
            }
            """,
        ],
        hasFixIt: true)

    public static func check(_ context: inout RuleContext) {
        for container in context.index.containers(where: { $0.entries.contains(where: \.isSection) }) {
            let entries = container.entries
            for index in entries.indices.dropFirst().dropLast() {
                guard case .separator(let separator) = entries[index] else { continue }
                // A separator separating nothing is separator-placement's.
                guard !entries[index - 1].isSeparator, !entries[index + 1].isSeparator else { continue }
                let section = entries[index - 1].isSection ? entries[index - 1] : entries[index + 1]
                guard case .section(let beside) = section else { continue }
                let line = removedText(for: separator.range, in: context.source.bytes)
                let fixIt = FixIt.remove(line, keepingCommentsIn: context.source.bytes, message: "remove the separator")
                context.report(.separatorBesideSection(beside.title), at: separator.range, fixIts: fixIt.map { [$0] } ?? [])
            }
        }
    }
}

extension SectionSeparator {
    /// The separator's whole line when it is alone on it; otherwise the
    /// separator and the blanks after it, so that a comment after it moves
    /// to where it began.
    fileprivate static func removedText(for range: SourceRange, in bytes: [UInt8]) -> SourceRange {
        let line = SeparatorPlacement.wholeLine(of: range, in: bytes)
        guard line == range else { return line }
        var end = range.end
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return SourceRange(start: range.start, end: end)
    }
}

extension MenuEntry {
    fileprivate var isSection: Bool {
        if case .section = self { return true }
        return false
    }
}

extension DiagnosticMessage {
    fileprivate static func separatorBesideSection(_ title: String) -> DiagnosticMessage {
        "separator beside the section '\(title)' is redundant, as a section stands apart on its own; remove the separator"
    }
}
