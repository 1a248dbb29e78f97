import MenuDiagnostics
import MenuModel

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
            """
            menu "File" {
                item role: saveAs
                item role: ↓duplicate
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

    /// A shortcut in a scope: the menu bar (-1), or the position of a
    /// pull-down or pop-up in the model.
    private struct ScopedShortcut: Hashable {
        let scope: Int
        let shortcut: Shortcut
    }

    public static func check(_ context: inout RuleContext) {
        // A shortcut may be used once per scope: the menu bar, and each
        // pull-down and pop-up (shortcuts in context menus are another rule's).
        let commands = context.index.commandsWithShortcuts
        var keys: [ScopedShortcut?] = []
        var firstUse: [ScopedShortcut: Int] = [:]
        for visit in commands {
            guard visit.place.menuKind != .context, let shortcut = visit.command.shortcut,
                  visit.command.source.shortcutRange != nil else {
                keys.append(nil)
                continue
            }
            let key = ScopedShortcut(scope: visit.place.menuKind == .menuBar ? -1 : visit.place.menuIndex, shortcut: shortcut)
            keys.append(key)
            if firstUse[key] == nil { firstUse[key] = keys.count - 1 }
        }
        for (position, key) in keys.enumerated() {
            guard let key, let firstPosition = firstUse[key], firstPosition != position else { continue }
            let visit = commands[position]
            let first = commands[firstPosition].command
            // Two places of one command (the same written 'id:') show its one shortcut.
            if first.idIsExplicit, visit.command.idIsExplicit, first.id == visit.command.id, first.kind == visit.command.kind {
                continue
            }
            guard let range = visit.command.source.shortcutRange else { continue }
            let shortcut = key.shortcut
            let where_ = key.scope == -1 ? "in the menu bar" : "in this \(visit.place.menuKind.displayName)"
            var notes = [DiagnosticNote("'\(first.title)' uses '\(shortcut.display)' here", at: first.source.shortcutRange)]
            // One way out at most, and only to a shortcut free in the scope.
            let isFree = { (alternative: Shortcut) in firstUse[ScopedShortcut(scope: key.scope, shortcut: alternative)] == nil }
            if let note = [first, visit.command].lazy.compactMap({ alternativeNote(for: $0, instead: shortcut, ifFree: isFree) }).first {
                notes.append(note)
            }
            context.report(.shortcutAlreadyUsed(shortcut, by: first.title, where_), at: range, notes: notes)
        }
    }

    /// Where one of the two has a role with an alternative shortcut, the way
    /// out Apple takes: with Duplicate on ⇧⌘S, Save As… moves to ⌥⇧⌘S.
    private static func alternativeNote(
        for command: CommandView, instead shortcut: Shortcut, ifFree isFree: (Shortcut) -> Bool
    ) -> DiagnosticNote? {
        guard let alternative = command.role?.alternativeShortcuts.first(where: { $0 != shortcut && isFree($0) }) else { return nil }
        return DiagnosticNote(
            "'\(command.title)' may take its alternative shortcut '\(alternative.display)': write 'key: \(alternative.spelling)'",
            at: command.source.shortcutRange ?? command.keywordRange)
    }
}

extension DiagnosticMessage {
    /// `place` says where the shortcut is taken: "in the menu bar".
    fileprivate static func shortcutAlreadyUsed(_ shortcut: Shortcut, by title: String, _ place: String) -> DiagnosticMessage {
        "shortcut '\(shortcut.display)' is already used by '\(title)' \(place); give one of them another shortcut"
    }
}
