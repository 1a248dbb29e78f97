import MenuDiagnostics
import MenuModel

/// `missing-ellipsis`: a command that asks for more input before it acts.
public enum MissingEllipsis: Rule {
    public static let descriptor = RuleDescriptor(
        id: "missing-ellipsis",
        category: .titles,
        severity: .warning,
        summary: "An item whose command always asks for more input lacks a trailing ellipsis.",
        rationale: """
            The ellipsis tells people that choosing the item opens a dialog, panel or \
            window where they finish the command (Open…, Print…, Export…), so nothing \
            happens yet. Submenus never take one. Open, Find and Rename are judged only \
            with their role: in a document app they open a panel, but Finder's Open \
            opens the selection, its Find focuses the search field and its Rename \
            edits in place, all rightly without an ellipsis. Open Location is left \
            alone too: Safari's moves to the address field, titled Open Location… on \
            the Mac and Open Location on iPad. A title alone cannot \
            tell whether other commands ask first (Safari's Add Bookmark… asks where, \
            Preview's Add Bookmark adds at once; Go To and Move To may be either), so \
            only the commands whose name is their panel are judged: Save As, Export, \
            Import, Print, Page Setup, Find and Replace, Settings, Customize Toolbar, \
            Go to Line, Go to Folder.
            """,
        triggering: [
            """
            menu "File" {
                item ↓"Export"
                item ↓"Open" key: cmd+O role: open
            }
            """,
        ],
        nonTriggering: [
            """
            menu "File" {
                item "Open…" key: cmd+O
                submenu "Export" {
                    item "PDF"
                    item "Plain Text"
                }
            }
            """,
            """
            menu "File" {
                item "Open" key: cmd+O
                item "Rename"
            }
            """,
            """
            menu "Tools" {
                item "Add Bookmark" key: cmd+D
                item "Move To"
            }
            """,
            """
            platforms iPadOS
            menu "File" {
                item "Open Location" key: cmd+L
            }
            """,
        ],
        hasFixIt: true)

    /// Commands that always ask for more input, compared whole and
    /// case-insensitively.
    static let commands: Set<String> = [
        "open", "save as", "export", "export as", "import", "print", "page setup", "find",
        "find and replace", "rename", "settings", "customize toolbar", "go to line", "go to folder",
        "save as template",
    ]

    /// Commands that ask for more input only as the standard document
    /// command: judged only on an entry with that role.
    static let roleRequired = ["open": "open", "find": "find", "rename": "rename"]

    /// Beginnings that always ask for input, whatever follows ("Export as PDF").
    static let prefixes = ["export as ", "export to ", "save as ", "import from "]

    public static func check(_ context: inout RuleContext) {
        let candidates = context.index.titles { title in
            title.isItem && title.literalRange != nil && !TitleText.hasTrailingEllipsis(title.text) && isWrittenAsACommand(title.text)
        }
        for title in candidates where needsInput(title.text) {
            if let role = roleRequired[TitleText.withoutEllipsis(title.text).lowercased()] {
                guard case .item(let actual?) = title.owner, actual.name == role else { continue }
            }
            context.report(
                .missingEllipsis(title.text),
                at: title.reportRange,
                fixIts: title.replacement(title.text + "…", message: "append '…'", in: context.source))
        }
    }

    /// Whether the title as written, ASCII letters compared without case, is
    /// one of the commands or starts with one of the prefixes: "Export " with
    /// a trailing space is not judged.
    static func isWrittenAsACommand(_ title: String) -> Bool {
        prefixes.contains { TitleText.hasPrefixIgnoringCase(title, $0) }
            || commandsByLength[title.utf8.count, default: []].contains { TitleText.hasPrefixIgnoringCase(title, $0) }
    }

    /// The commands by their length in bytes: a title is compared with
    /// those of its own length only.
    private static let commandsByLength = Dictionary(grouping: commands, by: \.utf8.count)

    static func needsInput(_ title: String) -> Bool {
        guard TitleText.isLatinScript(title) else { return false }
        let lowered = TitleText.withoutEllipsis(title).lowercased()
        return commands.contains(lowered) || prefixes.contains { lowered.hasPrefix($0) }
    }
}

extension DiagnosticMessage {
    fileprivate static func missingEllipsis(_ title: String) -> DiagnosticMessage {
        "'\(title)' asks for more input before it acts; end its title with '…'"
    }
}
