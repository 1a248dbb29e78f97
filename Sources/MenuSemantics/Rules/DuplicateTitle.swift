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
        // Rows are keyed by their list and the case-insensitive hash of
        // their title, and confirmed by text. They are grouped a few
        // hundred titles at a time, whole menus in each table (rows of two
        // menus never match), so that the table stays in the cache: one
        // table for a large file's titles missed it at every probe.
        let titles = context.index.titles
        // Titles are read through views (and their text made) only when the
        // records cannot settle a question. A title that is not a row, or is
        // blank, has no key.
        var keys = [UInt32](repeating: 0, count: titles.count)
        var slots: [UInt32] = []
        keys.withUnsafeMutableBufferPointer { keys in
            func group(_ span: Range<Int>) {
                FirstOccurrenceTable.forEachFirstOccurrence(
                    ofKeys: UnsafeBufferPointer(keys), in: span, reusing: &slots,
                    isSameKey: { earlier, later in
                        titles.rowList(at: earlier) == titles.rowList(at: later)
                            && TitleText.equalIgnoringCase(titles[earlier].text, titles[later].text)
                    }
                ) { position, firstPosition in
                    guard firstPosition != position else { return }
                    let title = titles[position]
                    guard let entry = title.entry, let menuIndex = title.menuIndex else { return }
                    let earlier = titles[firstPosition]
                    let menu = context.model.menus[menuIndex]
                    context.report(
                        "'\(title.text)' already appears at this level of \(menu.kind.displayName) '\(menu.title)'; give this entry a title that says how it differs",
                        at: entry.keywordRange,
                        notes: [DiagnosticNote("first entry titled '\(earlier.text)'", at: earlier.entry?.keywordRange)])
                }
            }
            var ungrouped = 0
            titles.forEachRow({ position, list, traits in
                guard traits.startsVisible || !TitleText.isBlank(titles[position].text) else { return }
                keys[position] = FirstOccurrenceTable.key(
                    of: UInt64(traits.caseInsensitiveHash) ^ (UInt64(truncatingIfNeeded: list) &* 0x9E37_79B9_7F4A_7C15))
            }, menuEnded: { menuTitles in
                if menuTitles.upperBound - ungrouped >= titlesPerTable {
                    group(ungrouped..<menuTitles.upperBound)
                    ungrouped = menuTitles.upperBound
                }
            })
            group(ungrouped..<keys.count)
        }
    }

    /// About how many titles one table groups: its slots (eight kilobytes
    /// at most) stay in the cache, and setting one up is little beside them.
    private static let titlesPerTable = 512
}
