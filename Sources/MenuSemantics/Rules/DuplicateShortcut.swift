import MenuDiagnostics

/// `duplicate-shortcut`: one shortcut for two entries of one scope.
public enum DuplicateShortcut: Rule {
    public static let descriptor = RuleDescriptor(
        id: "duplicate-shortcut",
        category: .shortcuts,
        severity: .error,
        summary: "Two entries in one scope share a shortcut, after Shift normalisation.",
        rationale: """
            A shortcut can trigger only one command; the second entry with it is \
            unreachable from the keyboard and its menu shows a promise that does not \
            hold. Shortcuts are compared as keys are pressed: ⌘? is ⇧⌘/ on a US \
            keyboard, and letters ignore case. The menu bar is one scope; each \
            pull-down and pop-up is its own.
            """,
        triggering: [
            """
            menu "File" {
                item "Save" key: cmd+S
            }
            menu "Edit" {
                item "Sort" key: ↓cmd+s
            }
            """,
            """
            menu "Help" {
                item "Demo Help" key: cmd+?
                item "Search Help" key: ↓cmd+shift+/
            }
            """,
        ],
        nonTriggering: [
            """
            menu "View" {
                item "Zoom In" key: cmd++
                item "Actual Size" key: cmd+=
            }
            """,
            """
            pulldown "Add" {
                item "Photo" key: cmd+P
                item "Video" key: cmd+V
                item "File" key: cmd+F
            }
            menu "File" {
                item "Print…" key: cmd+P
            }
            """,
        ])

    public static func check(_ context: inout RuleContext) {
        // One table per scope: the menu bar, and each pull-down and pop-up.
        var firstUse: [ScopedShortcut: CommandView] = [:]
        firstUse.reserveCapacity(context.index.commandsWithShortcuts.count)
        for visit in context.index.commandsWithShortcuts where visit.place.menuKind != .context {
            guard let shortcut = visit.command.shortcut, let range = visit.command.source.shortcutRange else { continue }
            let scope = visit.place.menuKind == .menuBar ? -1 : context.index.menuIndex(of: visit.place)
            let key = ScopedShortcut(scope: scope, shortcut: shortcut)
            guard let first = firstUse[key] else {
                firstUse[key] = visit.command
                continue
            }
            let where_ = scope == -1 ? "in the menu bar" : "in this \(visit.place.menuKind.displayName)"
            context.report(
                "shortcut '\(shortcut.display)' is already used by '\(first.title)' \(where_); give one of them another shortcut",
                at: range,
                notes: [DiagnosticNote("'\(first.title)' uses '\(shortcut.display)' here", at: first.source.shortcutRange)])
        }
    }

    private struct ScopedShortcut: Hashable {
        let scope: Int
        let shortcut: Shortcut
    }
}
