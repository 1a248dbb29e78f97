import MenuDiagnostics

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
        for visit in context.index.entries {
            guard case .toggle(let toggle) = visit.entry else { continue }
            let ranges = toggle.source.titleRanges
            if let second = toggle.titleWhenOn, second == toggle.title, ranges.count > 1 {
                context.report(
                    "both titles of this toggle are '\(second)'; give the second the title that turns it off, or use one title",
                    at: ranges[1])
            }
            for (index, title) in toggle.titles.enumerated() where index < ranges.count {
                if title.hasPrefix("Toggle ") {
                    context.report(
                        "'\(title)' names the mechanism; name the state instead, as in '\(title.dropFirst("Toggle ".count))'",
                        at: ranges[index])
                } else if toggle.titleWhenOn == nil, title.hasPrefix("Show ") || title.hasPrefix("Hide ") {
                    let subject = title.dropFirst(5)
                    context.report(
                        "a checkmark beside '\(title)' is ambiguous; use a title that changes: toggle \"Show \(subject)\" | \"Hide \(subject)\"",
                        at: ranges[index])
                }
            }
        }
    }
}
