import MenuDiagnostics
import MenuModel

/// `destructive-placement`: destructive actions last in touch context menus.
public enum DestructivePlacement: Rule {
    public static let descriptor = RuleDescriptor(
        id: "destructive-placement",
        category: .structure,
        severity: .warning,
        summary: "On iOS, iPadOS or visionOS, a destructive context-menu entry is not in the last group.",
        rationale: """
            Touch context menus open under a finger, and the first rows are the \
            easiest to hit. Keeping destructive actions in the last group, after a \
            separator, keeps them away from accidental taps and where people expect \
            them.
            """,
        triggering: [
            """
            platforms iPadOS
            menu "Edit" {
                item "Delete" symbol: "trash" destructive role: delete
                item "Duplicate" key: cmd+D symbol: "plus.square.on.square"
            }
            contextmenu "Note" {
                ↓item "Delete" symbol: "trash" destructive role: delete
                ---
                item "Duplicate" symbol: "plus.square.on.square"
            }
            """,
        ],
        nonTriggering: [
            """
            platforms iPadOS
            menu "Edit" {
                item "Delete" symbol: "trash" destructive role: delete
                item "Duplicate" key: cmd+D symbol: "plus.square.on.square"
            }
            contextmenu "Note" {
                item "Duplicate" symbol: "plus.square.on.square"
                ---
                item "Delete" symbol: "trash" destructive role: delete
            }
            """,
        ])

    public static func check(_ context: inout RuleContext) {
        let touch = PlatformSet(context.platforms.platforms.filter(\.isTouchFirst))
        guard !touch.isEmpty else { return }
        for container in context.index.containers(where: { $0.menuKind == .context && !$0.isChoice }) {
            guard let lastSeparator = container.entries.lastIndex(where: \.isSeparator) else { continue }
            for entry in container.entries[..<lastSeparator] {
                guard case .command(let command) = entry, command.isDestructive else { continue }
                context.report(.destructiveBeforeLastGroup(command.title, on: touch), at: command.keywordRange)
            }
        }
    }
}

extension DiagnosticMessage {
    fileprivate static func destructiveBeforeLastGroup(_ title: String, on platforms: PlatformSet) -> DiagnosticMessage {
        "on \(platforms.listing), put destructive '\(title)' in the last group of the context menu, after a separator"
    }
}
