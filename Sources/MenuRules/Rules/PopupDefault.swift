import MenuDiagnostics
import MenuModel

/// `popup-default`: pop-ups need an initial value and a manageable length.
public enum PopupDefault: Rule {
    static let maximumOptions = RuleOption("popup-default.max-options", default: 12, summary: "The most options of a pop-up.")

    public static let descriptor = RuleDescriptor(
        id: "popup-default",
        category: .structure,
        severity: .warning,
        summary: "A pop-up has no default option, or more than \(maximumOptions.defaultValue) options.",
        rationale: """
            A pop-up button always shows a value, so one option must be the initial \
            one; say which, rather than leaving it to chance. A pop-up with many \
            options is tiring to scan; past about a dozen, a list or a searchable \
            field serves better.
            """,
        triggering: [
            """
            ↓popup "Sort By" {
                option "Name"
                option "Date"
            }
            """,
        ],
        nonTriggering: [
            """
            popup "Sort By" {
                option "Name" default
                option "Date"
            }
            """,
        ],
        options: [
            .init(maximumOptions),
        ])

    public static func check(_ context: inout RuleContext) {
        let limit = context.configuration[maximumOptions]
        for menu in context.model.menus where menu.kind == .popUp {
            var count = 0
            var hasDefault = false
            for case .option(let option) in menu.entries.withSectionsInline {
                count += 1
                hasDefault = hasDefault || option.isDefault
            }
            guard count > 0 else { continue }
            if !hasDefault {
                context.report(.noDefaultOption(in: menu.title), at: menu.headerRange)
            }
            if count > limit {
                context.report(.tooManyOptions(in: menu.title, count: count, limit: limit), at: menu.headerRange)
            }
        }
    }
}

extension DiagnosticMessage {
    fileprivate static func noDefaultOption(in popUp: String) -> DiagnosticMessage {
        "pop-up '\(popUp)' has no default option; mark its initial option with 'default'"
    }

    fileprivate static func tooManyOptions(in popUp: String, count: Int, limit: Int) -> DiagnosticMessage {
        "pop-up '\(popUp)' has \(count) options; keep it to \(limit) or fewer, or use a list"
    }
}
