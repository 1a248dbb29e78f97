import MenuDiagnostics
import MenuModel

/// `pulldown-length`: pull-downs with too few items to be worth a menu.
public enum PulldownLength: Rule {
    public static let descriptor = RuleDescriptor(
        id: "pulldown-length",
        category: .structure,
        severity: .warning,
        summary: "A pull-down has fewer than three entries.",
        rationale: """
            A pull-down button hides its commands behind an extra click. With one or \
            two commands, separate buttons are quicker and easier to discover; use a \
            pull-down for three or more related commands.
            """,
        triggering: [
            """
            ↓pulldown "Add" {
                item "Photo" symbol: "photo"
                item "File" symbol: "doc"
            }
            """,
        ],
        nonTriggering: [
            """
            pulldown "Add" {
                item "Photo" symbol: "photo"
                item "File" symbol: "doc"
                item "Link" symbol: "link"
            }
            """,
            """
            pulldown "Open With" {
                item "Default App"
                dynamic "Apps that open the file" id: openWithApps
            }
            """,
            """
            pulldown "Open With" {
                item "Default App"
                section "Other Apps" {
                    dynamic "Apps that open the file" id: openWithApps
                }
            }
            """,
        ])

    public static func check(_ context: inout RuleContext) {
        // An empty pull-down is `empty-menu`'s to report; one with a dynamic
        // list may show any number of entries.
        let short = context.index.containers(where: {
            $0.menuKind == .pullDown && $0.isMenu && !$0.hasDynamicEntries && (1..<3).contains(entryCount($0))
        })
        for container in short {
            let count = entryCount(container)
            context.report(.tooFewEntries(container.description, count: count), at: container.headerRange)
        }
    }

    /// The entries but separators, a section counting as those it holds.
    private static func entryCount(_ container: ContainerVisit) -> Int {
        container.entries.withSectionsInline.count { !$0.isSeparator }
    }
}

extension DiagnosticMessage {
    /// `pullDown` as a message names it: "the pull-down 'Add'".
    fileprivate static func tooFewEntries(_ pullDown: String, count: Int) -> DiagnosticMessage {
        "\(pullDown) has only \(count) \(count == 1 ? "entry" : "entries"); use separate buttons, or give it at least three"
    }
}
