import MenuDiagnostics
import MenuModel
import MenuSyntax

/// `toggle-title`: toggle titles that do not say what the toggle does.
public enum ToggleTitle: Rule {
    public static let descriptor = RuleDescriptor(
        id: "toggle-title",
        category: .titles,
        severity: .warning,
        summary: "A toggle's titles do not describe its states.",
        rationale: """
            A checkmark toggle names a state that is on or off ("Word Wrap"). When \
            the item shows or hides something, its title must change with the state \
            ("Show Ruler" | "Hide Ruler"), because a checkmark beside "Show Ruler" is \
            ambiguous. "Toggle …" names the mechanism, not the effect, and a \
            variable title whose two titles are the same changes nothing.
            """,
        triggering: [
            """
            menu "View" {
                toggle ↓"Show Sidebar"
                toggle ↓"Toggle Word Wrap"
                toggle "Grid" | ↓"Grid"
            }
            """,
        ],
        nonTriggering: [
            """
            menu "View" {
                toggle "Show Sidebar" | "Hide Sidebar"
                toggle "Word Wrap"
            }
            """,
        ])

    public static func check(_ context: inout RuleContext) {
        for visit in context.index.entries(where: { $0.kind == .toggle }) {
            guard case .toggle(let toggle) = visit.entry else { continue }
            if let second = toggle.titleWhenOn, second == toggle.title, let range = toggle.secondTitleRange {
                context.report(.sameTitleTwice(second), at: range)
            }
            if let range = toggle.source.firstTitleRange {
                checkWording(of: toggle.title, at: range, isCheckmark: toggle.titleWhenOn == nil, in: &context)
            }
            if let second = toggle.titleWhenOn, let range = toggle.secondTitleRange {
                checkWording(of: second, at: range, isCheckmark: false, in: &context)
            }
        }
    }

    private static func checkWording(of title: String, at range: SourceRange, isCheckmark: Bool, in context: inout RuleContext) {
        let mechanism = TitleText.hasPrefix(title, "Toggle ")
        guard mechanism || isCheckmark && (TitleText.hasPrefix(title, "Show ") || TitleText.hasPrefix(title, "Hide ")) else { return }
        if mechanism {
            context.report(.namesTheMechanism(title, state: title.dropFirst("Toggle ".count)), at: range)
        } else {
            context.report(.ambiguousCheckmark(title, subject: title.dropFirst("Show ".count)), at: range)
        }
    }
}

extension DiagnosticMessage {
    fileprivate static func sameTitleTwice(_ title: String) -> DiagnosticMessage {
        "both titles of this toggle are '\(title)'; give the second the title that turns it off, or use one title"
    }

    /// `state` is the title without "Toggle ".
    fileprivate static func namesTheMechanism(_ title: String, state: Substring) -> DiagnosticMessage {
        "'\(title)' names the mechanism; name the state instead, as in '\(state)'"
    }

    /// `subject` is the title without "Show " or "Hide ".
    fileprivate static func ambiguousCheckmark(_ title: String, subject: Substring) -> DiagnosticMessage {
        "a checkmark beside '\(title)' is ambiguous; use a title that changes: toggle \"Show \(subject)\" | \"Hide \(subject)\""
    }
}
