import MenuJSON
import MenuModel
import MenuSyntax

/// Writes the resolved model as JSON, format version 2.
///
/// The format is described by `Grammar/menu.schema.json` (JSON Schema draft
/// 2020-12). Output is pretty-printed with two-space indentation, LF line
/// endings and a final newline; every object's keys are written in a fixed
/// order; no timestamps and no absolute paths appear (the source is named by
/// `BackendOptions.sourceName`). Equal models give byte-identical output.
///
/// Top level, in this order:
///
///     formatVersion  2
///     generator      "menuc"
///     source         the input's file name
///     app            the app's name, or null
///     platforms      ["macOS", "iPadOS", …] in canonical order
///     menus          [menu…] in model order (menu bar first)
///     shortcuts      [index entry…] sorted by key, modifiers, model order
///
/// A menu is `{kind, id, title, layout?, entries}` (`layout` only on a context
/// menu or pull-down that has one; a Dock menu's title is ""); an entry is an
/// object whose `kind` is "command", "toggle", "choice", "option", "submenu",
/// "separator", "section", "dynamic" or "activity". `platforms` appears on
/// commands, submenus and dynamic lists only when they are available on fewer
/// platforms than the file targets. A command or toggle with Option-key
/// alternates has `alternates`: commands shown in its place while their
/// modifiers are held (macOS), so a consumer that ignores the field builds the
/// menu other platforms show.
public enum JSONBackend: Backend {
    public static let name = "json"
    public static let fileExtension = "json"
    /// The version of the format written; raised on incompatible changes.
    public static let formatVersion = 2

    /// A shortcut as the format writes it, `{key, modifiers, display,
    /// spelling}`; `menuc diff --format json` writes shortcuts this way too.
    static func writeShortcut(_ shortcut: Shortcut, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("key", shortcut.key.canonicalName)
        writer.key("modifiers")
        writer.beginArray()
        for modifier in shortcut.modifiers.displayOrder { writer.string(modifier.jsonName) }
        writer.endArray()
        writer.field("display", shortcut.display)
        writer.field("spelling", shortcut.spelling)
        writer.endObject()
    }

    public static func emit(_ model: MenuModel, options: BackendOptions, to output: any ArtefactOutput) {
        var writer = JSONWriter(pretty: true, capacity: ArtefactPieces.size)
        let emitter = JSONMenuEmitter(filePlatforms: model.platformSet, output: output)
        write(model, options: options, with: emitter, to: &writer)
        emitter.passOn(&writer)
    }

    /// Writes the document: the header, the menus, then the shortcut index.
    private static func write(_ model: MenuModel, options: BackendOptions, with emitter: JSONMenuEmitter, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("formatVersion", formatVersion)
        writer.field("generator", "menuc")
        writer.field("source", options.sourceName)
        emitter.writeOptional("app", model.appName, to: &writer)
        writer.key("platforms")
        emitter.writePlatforms(model.platforms, to: &writer)
        writer.key("menus")
        writer.beginArray()
        for menu in model.menus { emitter.writeMenu(menu, to: &writer) }
        writer.endArray()
        writer.key("shortcuts")
        writer.beginArray()
        for entry in ShortcutIndexEntry.collect(model) {
            emitter.writeIndexEntry(entry, to: &writer)
            emitter.passOnIfFull(&writer)
        }
        writer.endArray()
        writer.endObject()
    }
}

/// Writes menus and entries, and passes the text on to the output between
/// entries. Key order here is the format's key order.
private struct JSONMenuEmitter {
    let filePlatforms: PlatformSet
    let output: any ArtefactOutput

    /// Passes the text written so far on to the output.
    func passOn(_ writer: inout JSONWriter) {
        output.write(String(decoding: writer.takeOutput(), as: UTF8.self))
    }

    /// Passes the text on once the writer holds a piece's worth.
    func passOnIfFull(_ writer: inout JSONWriter) {
        if writer.byteCount >= ArtefactPieces.size { passOn(&writer) }
    }

    func writePlatforms(_ platforms: [Platform], to writer: inout JSONWriter) {
        writer.beginArray()
        for platform in platforms { writer.string(platform.rawValue) }
        writer.endArray()
    }

    func writeMenu(_ menu: Menu, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("kind", menu.kind.jsonName)
        writer.field("id", menu.identifier)
        writer.field("title", menu.title)
        if let layout = menu.layout { writer.field("layout", layout.rawValue) }
        writer.key("entries")
        writeEntries(menu.entries, to: &writer)
        writer.endObject()
    }

    func writeEntries(_ entries: [MenuEntry], to writer: inout JSONWriter) {
        writer.beginArray()
        for entry in entries {
            writeEntry(entry, to: &writer)
            passOnIfFull(&writer)
        }
        writer.endArray()
    }

    func writeEntry(_ entry: MenuEntry, to writer: inout JSONWriter) {
        writer.beginObject()
        switch entry {
        case .command(let command): writeCommandFields(command, to: &writer)
        case .toggle(let toggle): writeToggleFields(toggle, to: &writer)
        case .choice(let choice): writeChoiceFields(choice, to: &writer)
        case .option(let option): writeOptionFields(option, to: &writer)
        case .submenu(let submenu): writeSubmenuFields(submenu, to: &writer)
        case .separator: writer.field("kind", "separator")
        case .section(let section): writeSectionFields(section, to: &writer)
        case .dynamic(let list): writeDynamicFields(list, to: &writer)
        }
        writer.endObject()
    }

    func writeCommandFields(_ command: Command, to writer: inout JSONWriter) {
        if command.isActivity { return writeActivityFields(command, to: &writer) }
        writer.field("kind", "command")
        writer.field("id", command.id)
        writer.field("title", command.title)
        writeOptional("role", command.role?.name, to: &writer)
        writeShortcut(command.shortcut, to: &writer)
        writeOptional("symbol", command.symbol, to: &writer)
        writer.field("destructive", command.isDestructive)
        writer.field("disabled", command.isDisabled)
        writeRestriction(command.platforms, to: &writer)
        writeAlternates(command.alternates, to: &writer)
    }

    /// `alternates`, only when the entry has some.
    func writeAlternates(_ alternates: [Command], to writer: inout JSONWriter) {
        guard !alternates.isEmpty else { return }
        writer.key("alternates")
        writeEntries(alternates.map(MenuEntry.command), to: &writer)
    }

    func writeSectionFields(_ section: Section, to writer: inout JSONWriter) {
        writer.field("kind", "section")
        writer.field("title", section.title)
        writer.key("entries")
        writeEntries(section.entries, to: &writer)
    }

    /// A list filled at run time: by the system (`role`), or by the app,
    /// which is asked for it by `id`.
    func writeDynamicFields(_ list: DynamicList, to writer: inout JSONWriter) {
        writer.field("kind", "dynamic")
        writer.field("id", list.id)
        writer.field("title", list.title)
        writeOptional("role", list.systemList?.name, to: &writer)
        writeRestriction(list.platforms, to: &writer)
    }

    /// An activity has a title, an identifier and a symbol; no shortcut or role.
    func writeActivityFields(_ activity: Command, to writer: inout JSONWriter) {
        writer.field("kind", "activity")
        writer.field("id", activity.id)
        writer.field("title", activity.title)
        writeOptional("symbol", activity.symbol, to: &writer)
    }

    func writeToggleFields(_ toggle: Toggle, to writer: inout JSONWriter) {
        writer.field("kind", "toggle")
        writer.field("id", toggle.id)
        writer.field("title", toggle.title)
        writeOptional("titleWhenOn", toggle.titleWhenOn, to: &writer)
        writeOptional("role", toggle.role?.name, to: &writer)
        writeShortcut(toggle.shortcut, to: &writer)
        writeOptional("symbol", toggle.symbol, to: &writer)
        writer.field("on", toggle.isOn)
        writer.field("disabled", toggle.isDisabled)
        writeAlternates(toggle.alternates, to: &writer)
    }

    func writeChoiceFields(_ choice: Choice, to writer: inout JSONWriter) {
        writer.field("kind", "choice")
        writer.field("id", choice.identifier)
        writer.field("title", choice.name)
        writer.key("options")
        writeEntries(choice.options.map(MenuEntry.option), to: &writer)
    }

    func writeOptionFields(_ option: Option, to writer: inout JSONWriter) {
        writer.field("kind", "option")
        writer.field("id", option.id)
        writer.field("title", option.title)
        writeShortcut(option.shortcut, to: &writer)
        writeOptional("symbol", option.symbol, to: &writer)
        writer.field("checked", option.isChecked)
        writer.field("default", option.isDefault)
        writer.field("disabled", option.isDisabled)
    }

    func writeSubmenuFields(_ submenu: Submenu, to writer: inout JSONWriter) {
        writer.field("kind", "submenu")
        writer.field("title", submenu.title)
        writeOptional("role", submenu.role?.name, to: &writer)
        writeOptional("symbol", submenu.symbol, to: &writer)
        writer.field("disabled", submenu.isDisabled)
        writeRestriction(submenu.platforms, to: &writer)
        writer.key("entries")
        writeEntries(submenu.entries, to: &writer)
    }

    func writeOptional(_ key: StaticString, _ value: String?, to writer: inout JSONWriter) {
        writer.key(key)
        if let value { writer.string(value) } else { writer.null() }
    }

    /// `platforms`, only when the entry is available on fewer platforms than
    /// the file targets.
    func writeRestriction(_ platforms: PlatformSet, to writer: inout JSONWriter) {
        let available = platforms.intersection(filePlatforms)
        guard available != filePlatforms else { return }
        writer.key("platforms")
        writePlatforms(available.platforms, to: &writer)
    }

    func writeShortcut(_ shortcut: Shortcut?, to writer: inout JSONWriter) {
        writer.key("shortcut")
        guard let shortcut else {
            writer.null()
            return
        }
        JSONBackend.writeShortcut(shortcut, to: &writer)
    }

    /// An entry of the `shortcuts` array.
    func writeIndexEntry(_ entry: ShortcutIndexEntry, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("display", entry.shortcut.display)
        writer.field("spelling", entry.shortcut.spelling)
        writer.field("id", entry.id)
        writer.field("kind", entry.kind.rawValue)
        writer.field("title", entry.title)
        writer.field("menu", entry.menu.title)
        writer.field("menuId", entry.menu.identifier)
        writer.key("path")
        writer.beginArray()
        for title in entry.path { writer.string(title) }
        writer.endArray()
        writer.endObject()
    }
}
