import MenuJSON
import MenuSemantics
import MenuSyntax

/// Writes the resolved model as JSON, format version 1.
///
/// The format is described by `Grammar/menu.schema.json` (JSON Schema draft
/// 2020-12). Output is pretty-printed with two-space indentation, LF line
/// endings and a final newline; every object's keys are written in a fixed
/// order; no timestamps and no absolute paths appear (the source is named by
/// `BackendOptions.sourceName`). Equal models give byte-identical output.
///
/// Top level, in this order:
///
///     formatVersion  1
///     generator      "menuc"
///     source         the input's file name
///     app            the app's name, or null
///     platforms      ["macOS", "iPadOS", …] in canonical order
///     menus          [menu…] in model order (menu bar first)
///     shortcuts      [index entry…] sorted by key, modifiers, model order
///
/// A menu is `{kind, id, title, entries}`; an entry is an object whose `kind`
/// is "command", "toggle", "choice", "option", "submenu" or "separator".
/// `platforms` appears on commands and submenus only when they are available
/// on fewer platforms than the file targets.
public enum JSONBackend {
    /// The version of the format written; raised on incompatible changes.
    public static let formatVersion = 1

    public static func emit(_ model: MenuModel, options: BackendOptions) -> String {
        String(decoding: emitUTF8(model, options: options), as: UTF8.self)
    }

    /// The document as UTF-8, as the writer built it.
    public static func emitUTF8(_ model: MenuModel, options: BackendOptions) -> [UInt8] {
        // An entry takes about 270 bytes, its line in the shortcut index included.
        var writer = JSONWriter(pretty: true, capacity: 4096 + 512 * model.entryCount)
        write(model, options: options, to: &writer) { _ in }
        return writer.bytes
    }

    /// How much of the document `emit(_:options:into:)` holds before it
    /// hands it on.
    static let chunkSize = 1 << 18

    /// The document in pieces of about `chunkSize` bytes, handed to `sink`
    /// in order: a large model's JSON (seven times the size of its source)
    /// is written out without ever being held whole.
    public static func emit(_ model: MenuModel, options: BackendOptions, into sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        var writer = JSONWriter(pretty: true, capacity: 2 * chunkSize)
        write(model, options: options, to: &writer) { writer in
            if writer.byteCount >= chunkSize { writer.drain(sink) }
        }
        writer.drain(sink)
    }

    /// Writes the document; `pause` is called after each entry and shortcut,
    /// where the writer may be drained.
    private static func write(
        _ model: MenuModel, options: BackendOptions, to writer: inout JSONWriter, pause: (inout JSONWriter) -> Void
    ) {
        let emitter = JSONMenuEmitter(filePlatforms: model.platformSet)
        writer.beginObject()
        writer.field("formatVersion", formatVersion)
        writer.field("generator", "menuc")
        writer.field("source", options.sourceName)
        writer.key("app")
        if let app = model.appName { writer.string(app) } else { writer.null() }
        writer.key("platforms")
        emitter.writePlatforms(model.platforms, to: &writer)
        writer.key("menus")
        writer.beginArray()
        for menu in model.menus {
            emitter.writeMenu(menu, to: &writer, pause: pause)
        }
        writer.endArray()
        writer.key("shortcuts")
        writer.beginArray()
        for entry in ShortcutIndexEntry.collect(model) {
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
            pause(&writer)
        }
        writer.endArray()
        writer.endObject()
    }
}

/// Writes menus and entries. Key order here is the format's key order.
private struct JSONMenuEmitter {
    let filePlatforms: PlatformSet

    func writePlatforms(_ platforms: [Platform], to writer: inout JSONWriter) {
        writer.beginArray()
        for platform in platforms { writer.string(platform.rawValue) }
        writer.endArray()
    }

    func writeMenu(_ menu: Menu, to writer: inout JSONWriter, pause: (inout JSONWriter) -> Void) {
        writer.beginObject()
        writer.field("kind", menu.kind.jsonName)
        writer.field("id", menu.identifier)
        writer.field("title", menu.title)
        writer.key("entries")
        writeEntries(menu.entries, to: &writer, pause: pause)
        writer.endObject()
    }

    func writeEntries(_ entries: [MenuEntry], to writer: inout JSONWriter, pause: (inout JSONWriter) -> Void) {
        writer.beginArray()
        for entry in entries {
            writeEntry(entry, to: &writer, pause: pause)
            pause(&writer)
        }
        writer.endArray()
    }

    func writeEntry(_ entry: MenuEntry, to writer: inout JSONWriter, pause: (inout JSONWriter) -> Void) {
        writer.beginObject()
        switch entry {
        case .command(let command):
            writer.field("kind", "command")
            writeID(command.withIDUTF8, to: &writer)
            writeTitle(command.titleText, to: &writer)
            writeOptional("role", command.role?.name, to: &writer)
            writeShortcut(command.shortcut, to: &writer)
            writeOptional("symbol", command.symbol, to: &writer)
            writer.field("destructive", command.isDestructive)
            writer.field("disabled", command.isDisabled)
            writeRestriction(command.platforms, to: &writer)
        case .toggle(let toggle):
            writer.field("kind", "toggle")
            writeID(toggle.withIDUTF8, to: &writer)
            writeTitle(toggle.titleText, to: &writer)
            writer.key("titleWhenOn")
            if let second = toggle.titleWhenOnText { writeText(second, to: &writer) } else { writer.null() }
            writeShortcut(toggle.shortcut, to: &writer)
            writeOptional("symbol", toggle.symbol, to: &writer)
            writer.field("on", toggle.isOn)
            writer.field("disabled", toggle.isDisabled)
        case .choice(let choice):
            writer.field("kind", "choice")
            writer.field("id", choice.identifier)
            writeTitle(choice.nameText, to: &writer)
            writer.key("options")
            writer.beginArray()
            for option in choice.options {
                writer.beginObject()
                writeOptionFields(option, to: &writer)
                writer.endObject()
            }
            writer.endArray()
        case .option(let option):
            writeOptionFields(option, to: &writer)
        case .submenu(let submenu):
            writer.field("kind", "submenu")
            writeTitle(submenu.titleText, to: &writer)
            writeOptional("role", submenu.role?.name, to: &writer)
            writeOptional("symbol", submenu.symbol, to: &writer)
            writer.field("disabled", submenu.isDisabled)
            writeRestriction(submenu.platforms, to: &writer)
            writer.key("entries")
            writeEntries(submenu.entries, to: &writer, pause: pause)
        case .separator:
            writer.field("kind", "separator")
        }
        writer.endObject()
    }

    func writeOptionFields(_ option: Option, to writer: inout JSONWriter) {
        writer.field("kind", "option")
        writeID(option.withIDUTF8, to: &writer)
        writeTitle(option.titleText, to: &writer)
        writeShortcut(option.shortcut, to: &writer)
        writeOptional("symbol", option.symbol, to: &writer)
        writer.field("checked", option.isChecked)
        writer.field("default", option.isDefault)
        writer.field("disabled", option.isDisabled)
    }

    // Titles and identifiers are copied from the source text, or derived
    // into a buffer, without making strings: a large model has one of each
    // per entry.

    func writeTitle(_ title: LiteralText, to writer: inout JSONWriter) {
        writer.key("title")
        writeText(title, to: &writer)
    }

    func writeText(_ text: LiteralText, to writer: inout JSONWriter) {
        text.withValidUTF8 { writer.string(utf8: $0) }
    }

    func writeID(_ withIDUTF8: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void, to writer: inout JSONWriter) {
        writer.key("id")
        withIDUTF8 { writer.string(utf8: $0) }
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
}
