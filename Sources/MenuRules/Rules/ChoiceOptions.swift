import MenuDiagnostics
import MenuModel

/// `choice-options`: a choice needs alternatives and one selection at most.
public enum ChoiceOptions: Rule {
    public static let descriptor = RuleDescriptor(
        id: "choice-options",
        category: .structure,
        severity: .error,
        summary: "A choice has fewer than two options, or more than one checked.",
        rationale: """
            A choice is a set of mutually exclusive options, like radio buttons: one \
            option alone is a toggle, and two checked at once contradict what a \
            choice means.
            """,
        triggering: [
            """
            menu "View" {
                ↓choice "Layout" {
                    option "Grid" checked
                }
                choice "Sort" {
                    option "Name" checked
                    option "Date" ↓checked
                }
                ↓choice "Grid" {
                }
            }
            """,
        ],
        nonTriggering: [
            """
            menu "View" {
                choice "Sort" {
                    option "Name" checked
                    option "Date"
                }
            }
            """,
        ])

    public static func check(_ context: inout RuleContext) {
        for visit in context.index.entries(where: { $0.kind == .choice }) {
            guard case .choice(let choice) = visit.entry else { continue }
            // An empty choice is `empty-menu`'s to report as well, as a
            // warning; a choice without alternatives is an error here.
            switch choice.options.count {
            case 0:
                context.report(.choiceHasNoOptions(choice.name), at: choice.headerRange)
            case 1:
                context.report(.choiceHasOneOption(choice.name), at: choice.headerRange)
            default:
                break
            }
            var firstChecked: Option?
            for option in choice.options where option.isChecked {
                guard let firstChecked else {
                    firstChecked = option
                    continue
                }
                context.report(
                    .secondCheckedOption(in: choice.name, firstChecked: firstChecked.title),
                    at: option.source.checkedRange ?? option.keywordRange,
                    notes: [DiagnosticNote("'\(firstChecked.title)' is checked here", at: firstChecked.source.checkedRange)])
            }
        }
    }
}

extension DiagnosticMessage {
    fileprivate static func choiceHasNoOptions(_ choice: String) -> DiagnosticMessage {
        "choice '\(choice)' has no options; add at least two, or remove it"
    }

    fileprivate static func choiceHasOneOption(_ choice: String) -> DiagnosticMessage {
        "choice '\(choice)' has one option; add the alternatives, or make it a toggle"
    }

    fileprivate static func secondCheckedOption(in choice: String, firstChecked: String) -> DiagnosticMessage {
        "choice '\(choice)' already has '\(firstChecked)' checked; check one option at most"
    }
}
