import MenuDiagnostics
import MenuModel

/// `reserved-shortcut`: a shortcut the system keeps for itself.
public enum ReservedShortcut: Rule {
    public static let descriptor = RuleDescriptor(
        id: "reserved-shortcut",
        category: .shortcuts,
        severity: .error,
        summary: "A shortcut is reserved by the system on one of the file's platforms.",
        rationale: """
            The system handles these shortcuts before any app sees them (Spotlight, the app \
            switcher, screenshots, Force Quit, the Home Screen on iPad, every Globe-key \
            combination), so a menu item that claims one never runs and tells people \
            something false. ⌘H and ⌥⌘H are the exception on macOS: they belong to the \
            app menu's Hide and Hide Others items. So are the entries the system \
            inserts itself, written with their roles (Emoji & Symbols on 🌐E, Fill on \
            🌐⌃F), and the entries of a system submenu (Move & Resize's Left on 🌐⌃←): \
            they show the system's own shortcut. Of the function keys alone only \
            F11 (show the desktop) is reserved: the HIG lists what F8, F9, F10 and F12 \
            do as varying with the keyboard and the settings, and apps use them.
            """,
        triggering: [
            """
            menu "View" {
                item "Search" key: ↓cmd+space
            }
            """,
            """
            platforms iPadOS
            menu "View" {
                item "History" key: ↓cmd+H
            }
            """,
            """
            menu "Tools" {
                item "Emoji Picker" key: ↓fn+E
            }
            """,
            """
            menu "View" {
                item "Show Desktop Items" key: ↓F11
            }
            """,
        ],
        nonTriggering: [
            """
            app "Demo"
            menu "Demo" {
                item "Hide Demo" key: cmd+H role: hide
            }
            """,
            """
            menu "View" {
                item "Search" key: cmd+opt+F
            }
            """,
            """
            menu "Edit" {
                item role: emojiAndSymbols
            }
            menu "Window" {
                item role: fill
                submenu "Move & Resize" role: moveAndResize {
                    item "Left" key: fn+ctrl+left
                    item "Return to Previous Size" key: fn+ctrl+R
                }
            }
            """,
            """
            menu "Debug" {
                item "Step Over" key: F6
                item "Continue" key: F8
                item "Step Out" key: F12
            }
            """,
        ])

    public static func check(_ context: inout RuleContext) {
        for visit in context.index.commandsWithShortcuts where visit.place.menuKind != .context && !visit.place.inSystemSubmenu {
            let command = visit.command
            guard let shortcut = command.shortcut, let range = command.source.shortcutRange else { continue }
            let uses = ShortcutTables.reservations(
                of: shortcut, for: command, appName: context.appName, platforms: context.platforms
            ).map { "\($0.reservation.use) on \($0.platform.rawValue)" }
            guard !uses.isEmpty else { continue }
            context.report(.reservedShortcut(shortcut, uses: uses), at: range)
        }
    }
}

extension DiagnosticMessage {
    /// `uses` say what the system does with it: "shows Spotlight on macOS".
    fileprivate static func reservedShortcut(_ shortcut: Shortcut, uses: [String]) -> DiagnosticMessage {
        "'\(shortcut.display)' is reserved by the system: it \(uses.joined(separator: " and ")); choose another shortcut"
    }
}
