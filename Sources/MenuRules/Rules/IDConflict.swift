import MenuDiagnostics
import MenuModel

/// `id-conflict`: one identifier naming different commands.
public enum IDConflict: Rule {
    public static let descriptor = RuleDescriptor(
        id: "id-conflict",
        category: .structure,
        severity: .error,
        summary: "One command identifier names entries of different kinds, or two entries of the menu bar.",
        rationale: """
            An identifier names one command in the generated code. The same \
            identifier in the menu bar and a context menu is the same command, which \
            is what sharing it means; two menu-bar entries, or an item and a toggle, \
            cannot be one command. Give one of them its own 'id:'.
            """,
        triggering: [
            """
            menu "File" {
                item "Export…"
            }
            menu "Share" {
                ↓item "Export…"
            }
            """,
            """
            app "TextEdit"
            menu "TextEdit" {
                item role: about
            }
            menu "Help" {
                ↓toggle "About"
            }
            """,
        ],
        nonTriggering: [
            """
            menu "Edit" {
                item "Copy" key: cmd+C
            }
            contextmenu "Selection" {
                item "Copy"
            }
            """,
        ])

    public static func check(_ context: inout RuleContext) {
        let commands = context.index.commands
        let groups = context.index.identifierGroups
        // The command each identifier group is compared against, by group.
        var home = [Int](repeating: -1, count: commands.count)
        for position in commands.indices {
            let group = groups[position]
            if group < 0 { continue }
            guard home[group] >= 0 else {
                home[group] = position
                continue
            }
            let visit = commands[position]
            let earlier = commands[home[group]]
            let differentKind = earlier.command.kind != visit.command.kind
            guard differentKind || earlier.place.menuKind == .menuBar && visit.place.menuKind == .menuBar else {
                // The menu-bar entry is the command's home; later ones share it.
                if visit.place.menuKind == .menuBar { home[group] = position }
                continue
            }
            let id = visit.command.id
            let message: DiagnosticMessage = differentKind
                ? .identifierNamesOtherKind(id, earlier: earlier.command.kind, this: visit.command.kind)
                : .identifierNamesAnotherMenuBarEntry(id)
            context.report(
                message, at: visit.command.keywordRange,
                notes: [DiagnosticNote(
                    "'\(id)' first names the \(earlier.command.kind.rawValue) '\(earlier.command.title)' here",
                    at: earlier.command.keywordRange)])
        }
    }

}

extension DiagnosticMessage {
    fileprivate static func identifierNamesOtherKind(
        _ id: String, earlier: CommandView.Kind, this kind: CommandView.Kind
    ) -> DiagnosticMessage {
        let article = earlier == .item || earlier == .option ? "an" : "a"
        return "identifier '\(id)' already names \(article) \(earlier.rawValue); give this \(kind.rawValue) its own 'id:'"
    }

    fileprivate static func identifierNamesAnotherMenuBarEntry(_ id: String) -> DiagnosticMessage {
        "identifier '\(id)' already names another entry of the menu bar; give this one its own 'id:'"
    }
}
