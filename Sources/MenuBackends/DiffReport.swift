import MenuDiagnostics
import MenuJSON
import MenuModel
import MenuSyntax

/// One side of `menuc diff`: the name to show and the text lines are read from.
public struct DiffFile: Sendable {
    public var name: String
    /// Nil for a file that does not exist (git's `/dev/null` for an added or removed file).
    public var source: SourceFile?

    public init(name: String, source: SourceFile?) {
        self.name = name
        self.source = source
    }

    /// The 1-based line where `entry` starts.
    func line(of entry: DiffEntry) -> Int? {
        source?.location(of: entry.range.start).line
    }
}

/// The renderings of `MenuDiff.compare`'s changes: text for people,
/// Markdown for release notes, JSON for tools. Shortcuts are shown as the
/// cheat-sheet shows them (`Shortcut.display`, ⇧⌘S). Deterministic, LF
/// line endings, one final newline.
public enum DiffReport {
    public enum Format: String, CaseIterable, Sendable {
        case text, markdown, json
    }

    /// The version of the JSON shape; raised on incompatible changes.
    public static let formatVersion = 1

    public static func render(_ format: Format, _ changes: [MenuChange], old: DiffFile, new: DiffFile) -> String {
        switch format {
        case .text: text(changes, old: old, new: new)
        case .markdown: markdown(changes)
        case .json: json(changes, old: old, new: new)
        }
    }

    // MARK: Text

    /// A header line, the file's platforms if they changed, then one
    /// paragraph per menu: its name, and one indented line per change.
    public static func text(_ changes: [MenuChange], old: DiffFile, new: DiffFile) -> String {
        let header = TerminalText.oneLine(old.name) + " → " + TerminalText.oneLine(new.name)
        guard !changes.isEmpty else { return header + ": no changes to menus or shortcuts\n" }
        var lines = [header + ": \(changes.count) change\(changes.count == 1 ? "" : "s")"]
        // Groups in the order their menus first appear; a dictionary finds
        // a menu's group, so a file of many menus takes no quadratic time.
        var groups: [(name: String, lines: [String])] = []
        var groupIndex: [String: Int] = [:]
        for change in changes {
            guard let entry = change.entry else {
                if case .filePlatformsChanged(let before, let after) = change {
                    lines.append("platforms: " + before.listing + " → " + after.listing)
                }
                continue
            }
            let name = menuName(entry)
            let line = "  " + textLine(change, old: old, new: new)
            if let index = groupIndex[name] {
                groups[index].lines.append(line)
            } else {
                groupIndex[name] = groups.count
                groups.append((name, [line]))
            }
        }
        for group in groups {
            lines += ["", TerminalText.oneLine(group.name)] + group.lines
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One change: what happened, then its line in the new file (the old one
    /// for a removed entry).
    static func textLine(_ change: MenuChange, old oldFile: DiffFile, new newFile: DiffFile) -> String {
        let text: String
        switch change {
        case .added(let entry):
            text = "added " + named(entry) + shortcutSuffix(entry.shortcut)
        case .removed(let entry):
            text = "removed " + named(entry) + shortcutSuffix(entry.shortcut)
        case .shortcutChanged(let old, let new):
            text = named(new) + ": shortcut " + shown(old.shortcut) + " → " + shown(new.shortcut)
        case .renamed(let old, let new):
            text = named(old) + " renamed " + quoted(new.title)
        case .titleWhenOnChanged(let old, let new):
            text = named(new) + ": title when on " + (old.titleWhenOn.map(quoted) ?? "none") + " → "
                + (new.titleWhenOn.map(quoted) ?? "none")
        case .moved(let old, let new):
            text = named(new) + " moved from " + pathText(old) + " to " + pathText(new)
        case .platformsChanged(let old, let new):
            text = named(new) + ": platforms " + old.platforms.listing + " → " + new.platforms.listing
        case .filePlatformsChanged(let old, let new):
            text = "platforms " + old.listing + " → " + new.listing
        }
        if let new = change.new, let line = newFile.line(of: new) { return text + " (line \(line))" }
        if let old = change.old, let line = oldFile.line(of: old) { return text + " (old line \(line))" }
        return text
    }

    /// `'Save…'`, `submenu 'Export'`, `context menu 'Text Selection'`.
    private static func named(_ entry: DiffEntry) -> String {
        if entry.kind == .menu, !entry.menuKind.hasTitle { return kindName(entry) }
        let kind = kindName(entry)
        return (kind.isEmpty ? "" : kind + " ") + quoted(entry.title)
    }

    /// What a change calls an entry's kind; nothing for a command or toggle,
    /// which users see alike.
    private static func kindName(_ entry: DiffEntry) -> String {
        switch entry.kind {
        case .command, .toggle: ""
        case .submenu, .option, .alternate, .activity: entry.kind.rawValue
        case .menu: entry.menuKind.displayName
        }
    }

    /// The menu a change is listed under, named as the cheat-sheet heads it:
    /// "File", "Context Menu: Text Selection", "Dock Menu".
    public static func menuName(_ entry: DiffEntry) -> String {
        guard let label = MarkdownBackend.otherMenuLabel(entry.menuKind) else { return entry.menuTitle }
        return entry.menuKind.hasTitle ? label + ": " + entry.menuTitle : label
    }

    /// "File ▸ Export".
    private static func pathText(_ entry: DiffEntry) -> String {
        TerminalText.oneLine(entry.path.joined(separator: " ▸ "))
    }

    private static func shortcutSuffix(_ shortcut: Shortcut?) -> String {
        shortcut.map { " " + $0.display } ?? ""
    }

    private static func shown(_ shortcut: Shortcut?) -> String { shortcut?.display ?? "none" }

    private static func quoted(_ title: String) -> String { "'" + TerminalText.oneLine(title) + "'" }

    // MARK: Markdown

    /// A second-level heading, the platforms if they changed, then a table
    /// for each kind of change that happened: Added, Removed, Changed
    /// Shortcuts, Renamed (second titles of toggles too), Moved, Platforms.
    public static func markdown(_ changes: [MenuChange]) -> String {
        var blocks = ["## Changes to Menus and Shortcuts"]
        guard !changes.isEmpty else { return blocks[0] + "\n\nNo changes to menus or shortcuts.\n" }
        for change in changes {
            if case .filePlatformsChanged(let old, let new) = change {
                blocks.append("Platforms: " + old.listing + " → " + new.listing + ".")
            }
        }
        for section in MarkdownSection.allCases {
            let rows = changes.compactMap { section.row(for: $0) }
            guard !rows.isEmpty else { continue }
            let table = [MarkdownBackend.tableRow(section.columns), MarkdownBackend.tableRow(section.columns.map { _ in "---" })]
                + rows.map(MarkdownBackend.tableRow)
            blocks.append("### " + section.rawValue + "\n\n" + table.joined(separator: "\n"))
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    private enum MarkdownSection: String, CaseIterable {
        case added = "Added"
        case removed = "Removed"
        case shortcuts = "Changed Shortcuts"
        case renamed = "Renamed"
        case moved = "Moved"
        case platforms = "Platforms"

        var columns: [String] {
            switch self {
            case .added, .removed: ["Command", "Menu", "Shortcut"]
            case .shortcuts: ["Command", "Menu", "Before", "After"]
            case .renamed: ["Before", "After", "Menu"]
            case .moved: ["Command", "From", "To"]
            case .platforms: ["Command", "Menu", "Before", "After"]
            }
        }

        /// The change's row in this section's table, if it belongs here.
        func row(for change: MenuChange) -> [String]? {
            switch (self, change) {
            case (.added, .added(let entry)), (.removed, .removed(let entry)):
                [command(entry), menu(entry), code(entry.shortcut)]
            case (.shortcuts, .shortcutChanged(let old, let new)):
                [command(new), menu(new), code(old.shortcut), code(new.shortcut)]
            case (.renamed, .renamed(let old, let new)), (.renamed, .titleWhenOnChanged(let old, let new)):
                [titles(old), titles(new), menu(new)]
            case (.moved, .moved(let old, let new)):
                [command(new), menu(old), menu(new)]
            case (.platforms, .platformsChanged(let old, let new)):
                [command(new), menu(new), old.platforms.listing, new.platforms.listing]
            default:
                nil
            }
        }

        /// The title, with the kind of entry when it is not a command: "Export (submenu)".
        private func command(_ entry: DiffEntry) -> String {
            let title = entry.kind == .menu ? DiffReport.menuName(entry) : entry.title
            let kind = DiffReport.kindName(entry)
            return MarkdownText.escape(title) + (kind.isEmpty ? "" : " (" + kind + ")")
        }

        /// `Show Ruler / Hide Ruler`, or the title alone.
        private func titles(_ entry: DiffEntry) -> String {
            guard let titleWhenOn = entry.titleWhenOn else { return command(entry) }
            return MarkdownText.escape(entry.title) + " / " + MarkdownText.escape(titleWhenOn)
        }

        /// "File ▸ Export", "Context Menu: Text Selection"; empty for a menu.
        private func menu(_ entry: DiffEntry) -> String {
            guard entry.kind != .menu else { return "" }
            var parts = entry.path.map(MarkdownText.escape)
            parts[0] = MarkdownText.escape(DiffReport.menuName(entry))
            return parts.joined(separator: " ▸ ")
        }

        private func code(_ shortcut: Shortcut?) -> String {
            shortcut.map { MarkdownText.tableCodeSpan($0.display) } ?? ""
        }
    }

    // MARK: JSON

    /// `{formatVersion, generator, old, new, changes}`: `old` and `new` name
    /// the files; each change is `{change, breaksShortcut, old, new}`, where
    /// `change` is the `MenuChange` case's name and `old` and `new` are the
    /// entry before and after (null when added or removed), each `{kind, id,
    /// title, titleWhenOn, shortcut, platforms, menu: {kind, title}, path,
    /// line}` with `shortcut` as the JSON backend writes it; a
    /// `filePlatformsChanged` change has `{platforms}` on each side.
    /// `Grammar/diff.schema.json` describes it; CI holds the output to it.
    public static func json(_ changes: [MenuChange], old: DiffFile, new: DiffFile) -> String {
        var writer = JSONWriter(pretty: true)
        writer.beginObject()
        writer.field("formatVersion", formatVersion)
        writer.field("generator", "menuc")
        writer.field("old", old.name)
        writer.field("new", new.name)
        writer.key("changes")
        writer.beginArray()
        for change in changes { writeChange(change, old: old, new: new, to: &writer) }
        writer.endArray()
        writer.endObject()
        return writer.string
    }

    private static func writeChange(_ change: MenuChange, old: DiffFile, new: DiffFile, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("change", caseName(change))
        writer.field("breaksShortcut", change.breaksShortcut)
        if case .filePlatformsChanged(let before, let after) = change {
            let sides: [(StaticString, PlatformSet)] = [("old", before), ("new", after)]
            for (key, platforms) in sides {
                writer.key(key)
                writer.beginObject()
                writePlatforms(platforms, to: &writer)
                writer.endObject()
            }
        } else {
            writeEntry(change.old, key: "old", file: old, to: &writer)
            writeEntry(change.new, key: "new", file: new, to: &writer)
        }
        writer.endObject()
    }

    static func caseName(_ change: MenuChange) -> String {
        switch change {
        case .added: "added"
        case .removed: "removed"
        case .shortcutChanged: "shortcutChanged"
        case .renamed: "renamed"
        case .titleWhenOnChanged: "titleWhenOnChanged"
        case .moved: "moved"
        case .platformsChanged: "platformsChanged"
        case .filePlatformsChanged: "filePlatformsChanged"
        }
    }

    private static func writeEntry(_ entry: DiffEntry?, key: StaticString, file: DiffFile, to writer: inout JSONWriter) {
        writer.key(key)
        guard let entry else { return writer.null() }
        writer.beginObject()
        writer.field("kind", entry.kind.rawValue)
        writeOptional("id", entry.id, to: &writer)
        writer.field("title", entry.title)
        writeOptional("titleWhenOn", entry.titleWhenOn, to: &writer)
        writer.key("shortcut")
        if let shortcut = entry.shortcut { JSONBackend.writeShortcut(shortcut, to: &writer) } else { writer.null() }
        writePlatforms(entry.platforms, to: &writer)
        writer.key("menu")
        writer.beginObject()
        writer.field("kind", entry.menuKind.jsonName)
        writer.field("title", entry.menuTitle)
        writer.endObject()
        writer.key("path")
        writer.beginArray()
        for title in entry.path { writer.string(title) }
        writer.endArray()
        writer.key("line")
        if let line = file.line(of: entry) { writer.int(line) } else { writer.null() }
        writer.endObject()
    }

    private static func writeOptional(_ key: StaticString, _ value: String?, to writer: inout JSONWriter) {
        writer.key(key)
        if let value { writer.string(value) } else { writer.null() }
    }

    private static func writePlatforms(_ platforms: PlatformSet, to writer: inout JSONWriter) {
        writer.key("platforms")
        writer.beginArray()
        for platform in platforms.platforms { writer.string(platform.rawValue) }
        writer.endArray()
    }
}
