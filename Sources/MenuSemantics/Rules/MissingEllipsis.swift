import MenuDiagnostics

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
            edits in place, all rightly without an ellipsis.
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
        ],
        hasFixIt: true)

    /// Commands that always ask for more input, compared whole and
    /// case-insensitively.
    static let commands: Set<String> = [
        "open", "save as", "export", "export as", "import", "print", "page setup", "find",
        "find and replace", "rename", "move to", "go to", "settings", "customize toolbar",
        "go to line", "go to folder", "open location", "save as template", "add bookmark",
        "add link", "edit link", "new from template",
    ]

    /// Commands that ask for more input only as the standard document
    /// command: judged only on an entry with that role.
    static let roleRequired = ["open": "open", "find": "find", "rename": "rename"]

    /// Beginnings that always ask for input, whatever follows ("Export as PDF").
    /// Each is at least eight bytes long, so its first eight bytes decide.
    static let prefixes: [StaticString] = ["export as ", "export to ", "save as ", "import from "]

    public static func check(_ context: inout RuleContext) {
        // A whole-title match hashes like one of the commands; a prefix match
        // starts with the first eight bytes of a prefix. The tables are read
        // once, not once per title.
        let (commandHashes, prefixHeads) = (Self.commandHashes, Self.prefixHeads)
        let candidates = context.index.titles { title in
            !title.traits.hasTrailingEllipsis
                && (commandHashes.contains(title.traits.caseInsensitiveHash) || prefixHeads.contains(Self.folded(title.traits.leadingBytesLowercased)))
        }
        for title in candidates where title.isItem && title.literalRange != nil {
            guard needsInput(title.text) else { continue }
            if let role = roleRequired[TitleText.withoutEllipsis(title.text).lowercased()] {
                guard case .item(let actual?) = title.owner, actual.name == role else { continue }
            }
            context.report(
                "'\(title.text)' asks for more input before it acts; end its title with '…'",
                at: title.reportRange,
                fixIts: title.replacement(title.text + "…", message: "append '…'", in: context.source))
        }
    }

    // The filters below take every title's hash or leading bytes as they
    // are: sorted arrays searched by bisection, which turn most titles away
    // with one test of a bit. They only narrow the titles `needsInput`
    // judges.

    /// The case-insensitive hashes of the commands above (see `TitleTraits`).
    static let commandHashes = SortedHashes(commands.map { TitleTraits($0).caseInsensitiveHash })

    /// The first eight bytes of the prefixes above, packed as `TitleTraits`
    /// packs a title's, folded to thirty-two bits: the search of an array
    /// of the four cost more per title than the rest of the filter.
    static let prefixHeads = SortedHashes(prefixes.map { folded(TitleTraits.packed($0)) })

    private static func folded(_ leadingBytes: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: leadingBytes ^ leadingBytes >> 32)
    }

    static func needsInput(_ title: String) -> Bool {
        guard TitleText.isLatinScript(title) else { return false }
        let lowered = TitleText.withoutEllipsis(title).lowercased()
        return commands.contains(lowered) || prefixes.contains { lowered.hasPrefix($0.description) }
    }
}
