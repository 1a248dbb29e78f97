import MenuDiagnostics

/// `duplicate-title`: two entries of one level with one title.
public enum DuplicateTitle: Rule {
    public static let descriptor = RuleDescriptor(
        id: "duplicate-title",
        category: .structure,
        severity: .warning,
        summary: "Two entries at the same level of one menu share a title.",
        rationale: """
            People choose a command by its title; two rows with the same words force \
            them to guess. Give each a title that says how it differs, or merge them. \
            The options of a choice are rows of the menu that holds the choice.
            """,
        triggering: [
            """
            menu "View" {
                item "Sidebar"
                ↓item "Sidebar"
            }
            """,
        ],
        nonTriggering: [
            """
            menu "View" {
                item "Sidebar"
                submenu "Panels" {
                    item "Sidebar" id: panelSidebar
                }
            }
            """,
        ])

    public static func check(_ context: inout RuleContext) {
        for container in context.index.containers {
            if case .choice = container.kind { continue }
            var seen: [String: SourceRange] = [:]
            for (title, range) in rows(of: container.entries) {
                let key = title.lowercased()
                if let first = seen[key] {
                    context.report(
                        "\(container.description) already has an entry titled '\(title)'; give this one a title that says how it differs",
                        at: range,
                        notes: [DiagnosticNote("first entry titled '\(title)'", at: first)])
                } else {
                    seen[key] = range
                }
            }
        }
    }

    /// The titled rows of one level: a choice's options are rows of the level
    /// that holds the choice.
    private static func rows(of entries: [MenuEntry]) -> [(String, SourceRange)] {
        var rows: [(String, SourceRange)] = []
        for entry in entries {
            switch entry {
            case .command(let command): rows.append((command.title, command.source.keywordRange))
            case .toggle(let toggle): rows.append((toggle.title, toggle.source.keywordRange))
            case .option(let option): rows.append((option.title, option.source.keywordRange))
            case .submenu(let submenu): rows.append((submenu.title, submenu.source.keywordRange))
            case .choice(let choice): rows += choice.options.map { ($0.title, $0.source.keywordRange) }
            case .separator: break
            }
        }
        return rows.filter { !$0.0.allSatisfy(\.isWhitespace) }
    }
}
