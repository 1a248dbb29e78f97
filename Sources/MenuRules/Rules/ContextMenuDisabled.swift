import MenuDiagnostics
import MenuModel

/// `context-menu-disabled`: unavailable entries in a context menu.
public enum ContextMenuDisabled: Rule {
    public static let descriptor = RuleDescriptor(
        id: "context-menu-disabled",
        category: .structure,
        severity: .warning,
        summary: "A context-menu entry is disabled.",
        rationale: """
            A context menu lists what can be done with the thing under the pointer, \
            right now. Leave out what is unavailable instead of showing it dimmed. \
            Cut, Copy and Paste are the exception on macOS, where people expect to \
            find them in the same place every time.
            """,
        triggering: [
            """
            platforms iPadOS
            menu "Edit" {
                item "Paste" key: cmd+V symbol: "doc.on.clipboard"
            }
            contextmenu "Selection" {
                item "Paste" symbol: "doc.on.clipboard" ↓disabled
            }
            """,
        ],
        nonTriggering: [
            """
            menu "Edit" {
                item "Paste" key: cmd+V
            }
            contextmenu "Selection" {
                item "Paste" disabled
            }
            """,
            """
            menu "Edit" {
                item "Copy" key: cmd+C id: copyRow
            }
            contextmenu "Row" {
                item "Copy" id: copyRow disabled
            }
            """,
        ])

    static let editCommands: Set<String> = ["cut", "copy", "paste"]

    public static func check(_ context: inout RuleContext) {
        for visit in context.index.contextMenuEntries {
            let (title, id, source, disabled): (String, String?, EntrySource, Bool)
            switch visit.entry {
            case .command(let command): (title, id, source, disabled) = (command.title, command.role?.name ?? command.id, command.source, command.isDisabled)
            case .toggle(let toggle): (title, id, source, disabled) = (toggle.title, toggle.id, toggle.source, toggle.isDisabled)
            case .option(let option): (title, id, source, disabled) = (option.title, option.id, option.source, option.isDisabled)
            case .submenu(let submenu): (title, id, source, disabled) = (submenu.title, nil, submenu.source, submenu.isDisabled)
            default: continue
            }
            guard disabled, let range = source.disabledRange else { continue }
            var platforms = context.platforms
            // Cut, Copy or Paste by role, identifier or title: one named
            // 'copyRow' is still Copy.
            if let id, editCommands.contains(id) || editCommands.contains(TitleText.withoutEllipsis(title).lowercased()) {
                platforms.remove(.macOS)
            }
            guard !platforms.isEmpty else { continue }
            // Every platform there is goes without saying.
            let isEveryPlatform = platforms == context.platforms && platforms.platforms.count == Platform.allCases.count
            context.report(.disabledInContextMenu(title, on: isEveryPlatform ? nil : platforms), at: range)
        }
    }
}

extension DiagnosticMessage {
    /// `platforms` is nil when the advice holds on every platform.
    fileprivate static func disabledInContextMenu(_ title: String, on platforms: PlatformSet?) -> DiagnosticMessage {
        let scope = platforms.map { " on \($0.listing)" } ?? ""
        return "context menus\(scope) leave out what is unavailable; remove '\(title)' when it cannot be used instead of disabling it"
    }
}
