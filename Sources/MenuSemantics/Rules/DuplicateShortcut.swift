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

    public static func check(_ context: inout RuleContext) {
        // A shortcut may be used once per scope: the menu bar, and each
        // pull-down and pop-up (shortcuts in context menus are another
        // rule's). Scope and shortcut are hashed here and grouped by
        // `FirstOccurrenceTable`: a dictionary keyed by them made the
        // runtime search all of the program's conformances for the key
        // type's (a twentieth of a typical file's check).
        let commands = context.index.commandsWithShortcuts
        var scopes = [Int](repeating: 0, count: commands.count)
        var keys = [UInt32](repeating: 0, count: commands.count)
        for position in commands.indices {
            let place = commands.place(at: position)
            guard place.menuKind != .context else { continue }
            let command = commands[position].command
            guard let shortcut = command.shortcut, command.source.shortcutRange != nil else { continue }
            let scope = place.menuKind == .menuBar ? -1 : context.index.menuIndex(of: place)
            scopes[position] = scope
            keys[position] = key(of: shortcut, inScope: scope)
        }
        // The positions of each key, made at the first clash that has a
        // role's alternative to offer: whether the alternative is free in
        // the scope is then a lookup, where a search of every command for
        // each clash took 22 s for 20,000 clashing Save As… items.
        var positionsByKey: [UInt32: [Int]]?
        func isFree(_ alternative: Shortcut, inScope scope: Int) -> Bool {
            if positionsByKey == nil {
                positionsByKey = Dictionary(grouping: keys.indices.filter { keys[$0] != 0 }, by: { keys[$0] })
            }
            return !(positionsByKey?[key(of: alternative, inScope: scope)] ?? []).contains {
                scopes[$0] == scope && commands[$0].command.shortcut == alternative
            }
        }
        FirstOccurrenceTable.forEachFirstOccurrence(ofKeys: keys, isSameKey: { earlier, later in
            scopes[earlier] == scopes[later] && commands[earlier].command.shortcut == commands[later].command.shortcut
        }) { position, firstPosition in
            guard firstPosition != position else { return }
            let visit = commands[position]
            let first = commands[firstPosition].command
            guard let shortcut = visit.command.shortcut, let range = visit.command.source.shortcutRange else { return }
            let where_ = scopes[position] == -1 ? "in the menu bar" : "in this \(visit.place.menuKind.displayName)"
            var notes = [DiagnosticNote("'\(first.title)' uses '\(shortcut.display)' here", at: first.source.shortcutRange)]
            // One way out at most, and only to a shortcut free in the scope.
            let scope = scopes[position]
            if let note = [first, visit.command].lazy.compactMap({
                alternativeNote(for: $0, instead: shortcut, ifFree: { isFree($0, inScope: scope) })
            }).first {
                notes.append(note)
            }
            context.report(
                "shortcut '\(shortcut.display)' is already used by '\(first.title)' \(where_); give one of them another shortcut",
                at: range, notes: notes)
        }
    }

    /// The key `FirstOccurrenceTable` groups a shortcut of a scope by.
    private static func key(of shortcut: Shortcut, inScope scope: Int) -> UInt32 {
        var hasher = Hasher()
        hasher.combine(scope)
        hasher.combine(shortcut)
        return FirstOccurrenceTable.key(of: UInt64(UInt(bitPattern: hasher.finalize())))
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
