import MenuDiagnostics
import MenuModel

/// `unexpected-ellipsis`: an ellipsis where nothing more is asked.
public enum UnexpectedEllipsis: Rule {
    public static let descriptor = RuleDescriptor(
        id: "unexpected-ellipsis",
        category: .titles,
        severity: .warning,
        summary: "A submenu, toggle, choice, option or command that needs no further input ends with an ellipsis.",
        rationale: """
            An ellipsis promises a dialog before the command acts. On an entry that \
            acts at once (Copy, Close, Show Sidebar), on a toggle or option, or on a \
            submenu (which opens a menu, not a dialog) the promise is false. A title \
            alone cannot tell whether a command asks first, so only the commands that \
            never do are judged (Copy, Close, Undo, Minimize, About, Show and Hide…): \
            Duplicate acts at once in some apps and opens a save panel in others, and \
            is left alone.
            """,
        triggering: [
            """
            menu "Edit" {
                item ↓"Copy…" key: cmd+C
            }
            """,
            """
            menu "View" {
                toggle ↓"Word Wrap…"
            }
            """,
        ],
        nonTriggering: [
            """
            menu "File" {
                item "Print…" key: cmd+P
                item "Duplicate…" key: cmd+shift+S
            }
            """,
        ],
        hasFixIt: true)

    /// Commands that act at once, compared whole and case-insensitively.
    static let immediateCommands: Set<String> = [
        "close", "undo", "redo", "cut", "copy", "paste", "delete", "select all", "minimize", "zoom",
        "get info",
    ]

    /// Beginnings of commands that act at once ("About Demo", "Show Sidebar").
    static let immediatePrefixes = ["about ", "show ", "hide ", "quit "]

    public static func check(_ context: inout RuleContext) {
        for title in context.index.titles(where: { TitleText.hasTrailingEllipsis($0.text) }) where title.literalRange != nil {
            let reason: String
            switch title.owner {
            case .submenu: reason = "a submenu opens a menu, not a dialog"
            case .toggle, .toggleWhenOn: reason = "a toggle acts at once"
            case .choice, .option: reason = "an option acts at once"
            case .section: reason = "a section header is not a command"
            case .item:
                guard actsAtOnce(title.text) else { continue }
                reason = "the command acts at once"
            case .menu:
                continue
            }
            let fixed = String(TitleText.withoutEllipsis(title.text))
            context.report(
                .unexpectedEllipsis(title.text, reason: reason),
                at: title.reportRange,
                fixIts: title.replacement(fixed, message: "remove the ellipsis", in: context.source))
        }
    }

    static func actsAtOnce(_ title: String) -> Bool {
        guard TitleText.isLatinScript(title) else { return false }
        let lowered = TitleText.withoutEllipsis(title).lowercased()
        return immediateCommands.contains(lowered) || immediatePrefixes.contains { lowered.hasPrefix($0) }
    }
}

extension DiagnosticMessage {
    /// `reason` says why no more input is asked for: "a toggle acts at once".
    fileprivate static func unexpectedEllipsis(_ title: String, reason: String) -> DiagnosticMessage {
        "'\(title)' should not end with an ellipsis: \(reason); remove it"
    }
}
