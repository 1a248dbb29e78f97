import MenuDiagnostics
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
        // A pass over the index's records of toggle titles (a second title is
        // recorded right after its first): a toggle is read only when a title
        // may start with a word looked for, or its two titles may be the same.
        // Titles are then compared and tested as they are kept; strings are
        // made only for a message.
        let titles = context.index.titles
        let words = (toggle: LeadingBytes("toggle "), show: LeadingBytes("show "), hide: LeadingBytes("hide "))
        func mayNeedRewording(_ title: TitleTraits, isCheckmark: Bool) -> Bool {
            title.mayStart(with: words.toggle) || isCheckmark && (title.mayStart(with: words.show) || title.mayStart(with: words.hide))
        }
        for position in titles.indices where titles.kind(at: position) == .toggle {
            let first = titles.traits(at: position)
            let second = position + 1 < titles.endIndex && titles.kind(at: position + 1) == .toggleWhenOn
                ? titles.traits(at: position + 1) : nil
            // Titles beyond ASCII may be the same text in other scalars ("é",
            // or "e" and a combining accent): those are compared as strings.
            let mayBeOtherScalars = second.map { !(first.isASCII && $0.isASCII) } ?? false
            let mayConcernSecond = second.map { $0.mayEqual(first) || mayBeOtherScalars || mayNeedRewording($0, isCheckmark: false) } ?? false
            guard mayConcernSecond || mayNeedRewording(first, isCheckmark: second == nil),
                  case .toggle(let toggle)? = titles[position].entry else { continue }
            let source = toggle.source
            if let second = toggle.titleWhenOnText,
               second == toggle.titleText || mayBeOtherScalars && second.string == toggle.titleText.string,
               let range = toggle.secondTitleRange {
                context.report(
                    "both titles of this toggle are '\(second.string)'; give the second the title that turns it off, or use one title",
                    at: range)
            }
            if let range = source.firstTitleRange {
                checkWording(of: toggle.titleText, at: range, isCheckmark: toggle.titleWhenOnText == nil, in: &context)
            }
            if let second = toggle.titleWhenOnText, let range = toggle.secondTitleRange {
                checkWording(of: second, at: range, isCheckmark: false, in: &context)
            }
        }
    }

    private static func checkWording(of text: LiteralText, at range: SourceRange, isCheckmark: Bool, in context: inout RuleContext) {
        let mechanism = TitleText.hasPrefix(text, "Toggle ")
        guard mechanism || isCheckmark && (TitleText.hasPrefix(text, "Show ") || TitleText.hasPrefix(text, "Hide ")) else { return }
        let title = text.string
        if mechanism {
            context.report(
                "'\(title)' names the mechanism; name the state instead, as in '\(title.dropFirst("Toggle ".count))'",
                at: range)
        } else {
            let subject = title.dropFirst(5)
            context.report(
                "a checkmark beside '\(title)' is ambiguous; use a title that changes: toggle \"Show \(subject)\" | \"Hide \(subject)\"",
                at: range)
        }
    }
}
