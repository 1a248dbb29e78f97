import MenuDiagnostics
import MenuModel
import MenuSyntax

/// `shortcut-modifiers`: printable keys need Command; Option and Control go
/// with letters only.
public enum ShortcutModifiers: Rule {
    static let strict = RuleOption("shortcut-modifiers.strict", default: false, summary: "Also flag Option or Control combined with a key that is not a letter.")

    public static let descriptor = RuleDescriptor(
        id: "shortcut-modifiers",
        category: .shortcuts,
        severity: .warning,
        summary: "A printable key has no Command modifier (or, in strict mode, Option or Control is combined with a key that is not a letter).",
        rationale: """
            Without Command, a printable key is typing: the shortcut fires while \
            people write text. Control types nothing, but with Control alone a \
            shortcut takes the place of one of the text system's editing keys \
            (⌃A, ⌃E, ⌃K and the other letters macOS binds), so only those are \
            reported: other Control chords are Apple's own (Xcode's ⌃I re-indents, \
            ⌃1 shows related items, ⌃6 the document's items). Named keys (arrows, \
            Tab, Return, Esc, Delete, function keys) may go without Command, and so \
            may Space alone, the Play/Pause of every media app. Digits and punctuation sit in different \
            places on non-US keyboards, and Option changes the character they \
            produce, so Option or Control with such a key can be unreliable around \
            the world; Apple's own apps use such shortcuts all the same (Finder sorts \
            with ⌃⌥⌘1, Mail flags with ⌥⌘1), so that part is checked only with the \
            option shortcut-modifiers.strict.
            """,
        triggering: [
            """
            menu "Edit" {
                item "Mark" key: ↓M
            }
            """,
            """
            menu "View" {
                item "Next Page" key: ↓shift+N
                item "Go to End" key: ↓ctrl+E
            }
            """,
        ],
        nonTriggering: [
            """
            menu "View" {
                item "Next Page" key: cmd+opt+right
                item "Enter Full Screen" key: ctrl+cmd+F
                item "Reload" key: f5
                item "Flag Red" key: cmd+opt+1
            }
            """,
            """
            menu "Editor" {
                item "Show Related Items" key: ctrl+1
                item "Re-Indent" key: ctrl+I
            }
            menu "Controls" {
                toggle "Play" | "Pause" key: space
            }
            """,
        ],
        options: [
            .init(strict),
        ])

    public static func check(_ context: inout RuleContext) {
        for visit in context.index.commandsWithShortcuts where visit.place.menuKind != .context {
            guard let shortcut = visit.command.shortcut, let range = visit.command.source.shortcutRange,
                  !visit.command.showsSystemShortcut else { continue }
            let key = shortcut.typedKey
            guard key.isPrintable, !isFreeWithoutCommand(shortcut) else { continue }
            // `reserved-shortcut` reports these; one report is enough.
            if !ShortcutTables.reservations(
                of: shortcut, for: visit.command, appName: context.appName, platforms: context.platforms
            ).isEmpty { continue }
            if !shortcut.modifiers.contains(.command) {
                // Not advice to take a shortcut the system keeps (⌘Space is Spotlight's).
                let withCommand = Shortcut(modifiers: shortcut.modifiers.union(.command), key: shortcut.key)
                let taken = ShortcutTables.reservations(
                    of: withCommand, for: visit.command, appName: context.appName, platforms: context.platforms
                ).first
                let message: DiagnosticMessage = taken.map {
                    .noCommandKey(shortcut, withCommandIsReserved: withCommand, $0.reservation.use, on: $0.platform)
                } ?? .noCommandKey(shortcut, withCommand: withCommand)
                context.report(message, at: range)
            } else if context.configuration[strict], !key.isLetter,
                      !shortcut.modifiers.isDisjoint(with: [.option, .control]) {
                let modifier = shortcut.modifiers.contains(.option) ? "Option" : "Control"
                context.report(.layoutDependentKey(shortcut, modifier: modifier, key: shortcut.displayedParts.key), at: range)
            }
        }
    }

    /// The letters the text system binds to Control (⌃A start of line, ⌃K
    /// delete to end of line, …), as macOS's standard key bindings do.
    static let textEditingControlLetters: Set<Character> = ["A", "B", "D", "E", "F", "H", "K", "L", "N", "O", "P", "T", "V", "Y"]

    /// A shortcut without Command that types nothing and takes no editing
    /// key: Space alone, or Control with a key the text system leaves free.
    static func isFreeWithoutCommand(_ shortcut: Shortcut) -> Bool {
        if shortcut.modifiers.contains(.command) { return false }
        if shortcut.modifiers.isEmpty { return shortcut.key == .named(.space) }
        guard shortcut.modifiers.contains(.control), !shortcut.modifiers.contains(.option) else { return false }
        if case .character(let character) = shortcut.typedKey { return !textEditingControlLetters.contains(character) }
        return true
    }
}

extension DiagnosticMessage {
    fileprivate static func noCommandKey(_ shortcut: Shortcut, withCommand: Shortcut) -> DiagnosticMessage {
        "'\(shortcut.display)' has no Command key, \(why(shortcut)); add 'cmd', as in '\(withCommand.spelling)'"
    }

    /// `use` is what the system does with `withCommand`: "shows Spotlight".
    fileprivate static func noCommandKey(
        _ shortcut: Shortcut, withCommandIsReserved withCommand: Shortcut, _ use: String, on platform: Platform
    ) -> DiagnosticMessage {
        "'\(shortcut.display)' has no Command key, \(why(shortcut)); add 'cmd' and another modifier or choose another key ('\(withCommand.display)' \(use) on \(platform.rawValue))"
    }

    /// What goes wrong without Command: a Control chord types nothing, but
    /// text fields edit with Control chords.
    private static func why(_ shortcut: Shortcut) -> String {
        shortcut.modifiers.contains(.control)
            ? "and Control chords are the editing keys of text fields (⌃A, ⌃E, ⌃K)"
            : "so it fires while people type"
    }

    /// `modifier` is "Option" or "Control".
    fileprivate static func layoutDependentKey(_ shortcut: Shortcut, modifier: String, key: Key) -> DiagnosticMessage {
        "'\(shortcut.display)' combines \(modifier) with '\(key.symbol)', which moves or changes on non-US keyboards; use a letter or drop \(modifier)"
    }
}
