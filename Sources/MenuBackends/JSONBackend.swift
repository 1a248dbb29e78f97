import MenuJSON
import MenuModel
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
public enum JSONBackend: Backend {
    public static let name = "json"
    public static let fileExtension = "json"
    /// The version of the format written; raised on incompatible changes.
    public static let formatVersion = 1

    public static func emit(_ model: MenuModel, options: BackendOptions) -> String {
        String(decoding: emitUTF8(model, options: options), as: UTF8.self)
    }

    /// The document as UTF-8, as the writer built it.
    public static func emitUTF8(_ model: MenuModel, options: BackendOptions) -> [UInt8] {
        // An entry takes about 270 bytes, its line in the shortcut index included.
        var writer = JSONWriter(pretty: true, capacity: 4096)
        write(Header(model), menu: menus(of: model), options: options, to: &writer) { _ in }
        return writer.bytes
    }

    /// The model's menus as the writer asks for them, nil past the last.
    private static func menus(of model: MenuModel) -> (Int) -> Menu? {
        { model.menus.indices.contains($0) ? model.menus[$0] : nil }
    }

    /// What the document says before its menus.
    private struct Header {
        let appName: String?
        let platforms: [Platform]

        init(appName: String?, platforms: [Platform]) {
            self.appName = appName
            self.platforms = platforms
        }

        init(_ model: MenuModel) {
            self.init(appName: model.appName, platforms: model.platforms)
        }
    }

    /// Writes the document; `pause` is called after each entry and shortcut,
    /// where the writer may be drained.
    private static func write(
        _ header: Header, menu: (Int) -> Menu?, options: BackendOptions, to writer: inout JSONWriter,
        pause: (inout JSONWriter) -> Void
    ) {
        var emitter = JSONMenuEmitter(filePlatforms: PlatformSet(header.platforms))
        writer.beginObject()
        writer.field("formatVersion", formatVersion)
        writer.field("generator", "menuc")
        writer.field("source", options.sourceName)
        writer.key("app")
        if let app = header.appName { writer.string(app) } else { writer.null() }
        writer.key("platforms")
        emitter.writePlatforms(header.platforms, to: &writer)
        writer.key("menus")
        writer.beginArray()
        var index = 0
        while let next = menu(index) {
            emitter.writeMenu(next, to: &writer, pause: pause)
            index += 1
        }
        writer.endArray()
        writer.key("shortcuts")
        writer.beginArray()
        for entry in emitter.shortcutIndex.sorted() {
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
    /// The entries with shortcuts, gathered as the menus are written.
    private(set) var shortcutIndex: ShortcutIndexEntry.Collector
    /// The members entries share (see `SharedMembers`), prepared for each
    /// depth an entry's object has been met at (a menu's entries, a
    /// submenu's, a choice's options) when first written there:
    /// `SharedMembers.slotCount` per depth.
    private var sharedMembers: [JSONWriter.PreparedMembers?] = []

    init(filePlatforms: PlatformSet) {
        self.filePlatforms = filePlatforms
        shortcutIndex = ShortcutIndexEntry.Collector(filePlatforms: filePlatforms)
    }

    /// Members every entry of a kind has with the same value, or one of a
    /// few values: each kind's `kind` and the key after it, keys that follow
    /// a value written on its own, and the members after the title when the
    /// optional ones (role, shortcut, symbol) are null, told apart by the
    /// entry's flags.
    private enum SharedMembers {
        case commandHead, toggleHead, optionHead, choiceHead, submenuHead, separator
        case titleKey, titleWhenOnKey, optionsKey, entriesKey
        case commandTail(destructive: Bool, disabled: Bool)
        case toggleTail(on: Bool, disabled: Bool)
        case optionTail(checked: Bool, isDefault: Bool, disabled: Bool)
        case submenuTail(disabled: Bool)

        /// The ten fixed members, then the tails: four of commands, four of
        /// toggles, eight of options, two of submenus.
        static let slotCount = 10 + 4 + 4 + 8 + 2

        var slot: Int {
            switch self {
            case .commandHead: 0
            case .toggleHead: 1
            case .optionHead: 2
            case .choiceHead: 3
            case .submenuHead: 4
            case .separator: 5
            case .titleKey: 6
            case .titleWhenOnKey: 7
            case .optionsKey: 8
            case .entriesKey: 9
            case .commandTail(let destructive, let disabled): 10 | (destructive ? 1 : 0) | (disabled ? 2 : 0)
            case .toggleTail(let on, let disabled): 14 + ((on ? 1 : 0) | (disabled ? 2 : 0))
            case .optionTail(let checked, let isDefault, let disabled): 18 + ((checked ? 1 : 0) | (isDefault ? 2 : 0) | (disabled ? 4 : 0))
            case .submenuTail(let disabled): 26 + (disabled ? 1 : 0)
            }
        }

        func prepare(depth: Int, in writer: inout JSONWriter) -> JSONWriter.PreparedMembers {
            switch self {
            case .commandHead: writer.prepare(depth: depth, ["kind": .string("command")], openKey: "id")
            case .toggleHead: writer.prepare(depth: depth, ["kind": .string("toggle")], openKey: "id")
            case .optionHead: writer.prepare(depth: depth, ["kind": .string("option")], openKey: "id")
            case .choiceHead: writer.prepare(depth: depth, ["kind": .string("choice")], openKey: "id")
            case .submenuHead: writer.prepare(depth: depth, ["kind": .string("submenu")], openKey: "title")
            case .separator: writer.prepare(depth: depth, ["kind": .string("separator")])
            case .titleKey: writer.prepare(depth: depth, [:], openKey: "title")
            case .titleWhenOnKey: writer.prepare(depth: depth, [:], openKey: "titleWhenOn")
            case .optionsKey: writer.prepare(depth: depth, [:], openKey: "options")
            case .entriesKey: writer.prepare(depth: depth, [:], openKey: "entries")
            case .commandTail(let destructive, let disabled):
                writer.prepare(depth: depth, [
                    "role": .null, "shortcut": .null, "symbol": .null, "destructive": .bool(destructive), "disabled": .bool(disabled),
                ])
            case .toggleTail(let on, let disabled):
                writer.prepare(depth: depth, ["shortcut": .null, "symbol": .null, "on": .bool(on), "disabled": .bool(disabled)])
            case .optionTail(let checked, let isDefault, let disabled):
                writer.prepare(depth: depth, [
                    "shortcut": .null, "symbol": .null, "checked": .bool(checked), "default": .bool(isDefault), "disabled": .bool(disabled),
                ])
            case .submenuTail(let disabled):
                writer.prepare(depth: depth, ["role": .null, "symbol": .null, "disabled": .bool(disabled)])
            }
        }
    }

    /// Writes shared members of an entry whose object is open in `writer`.
    private mutating func write(_ members: SharedMembers, to writer: inout JSONWriter) {
        let depth = writer.nestingDepth
        let needed = (depth + 1) * SharedMembers.slotCount
        if sharedMembers.count < needed {
            sharedMembers.append(contentsOf: repeatElement(nil, count: needed - sharedMembers.count))
        }
        let slot = depth * SharedMembers.slotCount + members.slot
        if let prepared = sharedMembers[slot] {
            writer.write(prepared)
        } else {
            let prepared = members.prepare(depth: depth, in: &writer)
            sharedMembers[slot] = prepared
            writer.write(prepared)
        }
    }

    func writePlatforms(_ platforms: [Platform], to writer: inout JSONWriter) {
        writer.beginArray()
        for platform in platforms { writer.string(platform.rawValue) }
        writer.endArray()
    }

    mutating func writeMenu(_ menu: Menu, to writer: inout JSONWriter, pause: (inout JSONWriter) -> Void) {
        writer.beginObject()
        writer.field("kind", menu.kind.jsonName)
        writer.field("id", menu.identifier)
        writer.field("title", menu.title)
        writer.key("entries")
        shortcutIndex.enter(menu)
        writeEntries(menu.entries, to: &writer, pause: pause)
        writer.endObject()
    }

    mutating func writeEntries(_ entries: [MenuEntry], to writer: inout JSONWriter, pause: (inout JSONWriter) -> Void) {
        writer.beginArray()
        for entry in entries {
            writeEntry(entry, to: &writer, pause: pause)
            pause(&writer)
        }
        writer.endArray()
    }

    // Members every entry of a kind has with the same value, or one of a few
    // values, are written as prepared (`SharedMembers`); the rest, and
    // entries whose optional members are there, member by member.

    mutating func writeEntry(_ entry: borrowing MenuEntry, to writer: inout JSONWriter, pause: (inout JSONWriter) -> Void) {
        writer.beginObject()
        switch entry {
        case .command(let command):
            write(SharedMembers.commandHead, to: &writer)
            writer.string(command.id)
            write(SharedMembers.titleKey, to: &writer)
            writeText(command.title, to: &writer)
            let role = command.role?.name
            let shortcut = command.shortcut
            let symbol = command.symbol
            if role == nil, shortcut == nil, symbol == nil {
                write(SharedMembers.commandTail(destructive: command.isDestructive, disabled: command.isDisabled), to: &writer)
            } else {
                writeOptional("role", role, to: &writer)
                writeShortcut(shortcut, to: &writer)
                writeOptional("symbol", symbol, to: &writer)
                writer.field("destructive", command.isDestructive)
                writer.field("disabled", command.isDisabled)
            }
            writeRestriction(command.platforms, to: &writer)
            shortcutIndex.add(command)
        case .toggle(let toggle):
            write(SharedMembers.toggleHead, to: &writer)
            writer.string(toggle.id)
            write(SharedMembers.titleKey, to: &writer)
            writeText(toggle.title, to: &writer)
            write(SharedMembers.titleWhenOnKey, to: &writer)
            if let second = toggle.titleWhenOn { writeText(second, to: &writer) } else { writer.null() }
            let shortcut = toggle.shortcut
            let symbol = toggle.symbol
            if shortcut == nil, symbol == nil {
                write(SharedMembers.toggleTail(on: toggle.isOn, disabled: toggle.isDisabled), to: &writer)
            } else {
                writeShortcut(shortcut, to: &writer)
                writeOptional("symbol", symbol, to: &writer)
                writer.field("on", toggle.isOn)
                writer.field("disabled", toggle.isDisabled)
            }
            shortcutIndex.add(toggle)
        case .choice(let choice):
            write(SharedMembers.choiceHead, to: &writer)
            writer.string(choice.identifier)
            write(SharedMembers.titleKey, to: &writer)
            writeText(choice.name, to: &writer)
            write(SharedMembers.optionsKey, to: &writer)
            writer.beginArray()
            for option in choice.options {
                writer.beginObject()
                writeOptionFields(option, to: &writer)
                writer.endObject()
            }
            writer.endArray()
            shortcutIndex.add(choice)
        case .option(let option):
            writeOptionFields(option, to: &writer)
            shortcutIndex.add(option)
        case .submenu(let submenu):
            write(SharedMembers.submenuHead, to: &writer)
            writeText(submenu.title, to: &writer)
            let role = submenu.role?.name
            let symbol = submenu.symbol
            if role == nil, symbol == nil {
                write(SharedMembers.submenuTail(disabled: submenu.isDisabled), to: &writer)
            } else {
                writeOptional("role", role, to: &writer)
                writeOptional("symbol", symbol, to: &writer)
                writer.field("disabled", submenu.isDisabled)
            }
            writeRestriction(submenu.platforms, to: &writer)
            write(SharedMembers.entriesKey, to: &writer)
            shortcutIndex.enter(submenu)
            writeEntries(submenu.entries, to: &writer, pause: pause)
            shortcutIndex.leaveSubmenu()
        case .separator:
            write(SharedMembers.separator, to: &writer)
        }
        writer.endObject()
    }

    mutating func writeOptionFields(_ option: Option, to writer: inout JSONWriter) {
        write(SharedMembers.optionHead, to: &writer)
        writer.string(option.id)
        write(SharedMembers.titleKey, to: &writer)
        writeText(option.title, to: &writer)
        let shortcut = option.shortcut
        let symbol = option.symbol
        if shortcut == nil, symbol == nil {
            write(SharedMembers.optionTail(checked: option.isChecked, isDefault: option.isDefault, disabled: option.isDisabled), to: &writer)
        } else {
            writeShortcut(shortcut, to: &writer)
            writeOptional("symbol", symbol, to: &writer)
            writer.field("checked", option.isChecked)
            writer.field("default", option.isDefault)
            writer.field("disabled", option.isDisabled)
        }
    }

    // Titles and identifiers are copied from the source text, or derived
    // into a buffer, without making strings: a large model has one of each
    // per entry.

    func writeText(_ text: String, to writer: inout JSONWriter) {
        writer.string(text)
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
