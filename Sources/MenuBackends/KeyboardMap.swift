import MenuDiagnostics
import MenuModel
import MenuSyntax

/// The keyboard the `svg` and `html` maps draw: `--keyboard`, on the command
/// line or in a `.menuc` file.
public enum KeyboardLayout: String, CaseIterable, Sendable {
    /// The US keyboard (the default).
    case ansi
    /// The ISO keyboard: a tall Return, § beside 1, ` beside the left Shift.
    case iso
    /// The Japanese keyboard: ¥, 英数 and かな keys, no ` ' = \ keys.
    case jis

    /// How the map's heading names the layout.
    var displayName: String {
        switch self {
        case .ansi: "US ANSI"
        case .iso: "ISO"
        case .jis: "JIS"
        }
    }
}

/// A key drawn on the keyboard, in pixels from the keyboard's top left.
struct KeyCap {
    /// The key shortcuts name; nil for the modifier keys and the keys that
    /// type nothing a shortcut can name (Caps Lock, 英数).
    var key: Key?
    /// The modifier the key is, if it is one.
    var modifier: Modifier?
    /// What is printed on the key.
    var legend: String
    var x: Int
    var y: Int
    var width: Int
    var height: Int
    /// For the tall Return of ISO and JIS: how much further right its
    /// lower row starts than its upper one.
    var lowerIndent = 0
}

/// The geometry of the Mac keyboards: the main block, the function row up to
/// F15, the navigation keys (Fn, Home, End, Page Up, Page Down, Forward
/// Delete) and the arrows, as on Apple's full-size keyboard without its
/// numeric keypad. A shortcut's key is placed by the character the model
/// stores, the key's unshifted character on a US keyboard (`⌘?` is `⇧⌘/`); a
/// character no key of the layout types unshifted is listed under the drawing.
enum KeyboardGeometry {
    /// One key unit, in pixels.
    static let unit = 64
    /// The function row is lower than the others.
    static let functionRowHeight = 40
    /// Where the rows below the function row start.
    static let mainTop = 48
    /// Where the navigation keys start, right of the main block.
    static let navigationLeft = 15 * unit + unit / 2
    static let width = navigationLeft + 3 * unit
    static let height = mainTop + 5 * unit

    /// The keys of a layout, row by row.
    static func keys(_ layout: KeyboardLayout) -> [KeyCap] {
        var keys = functionRow() + navigationKeys()
        keys += row(1, numberRow(layout))
        keys += row(2, topRow(layout))
        keys += row(3, homeRow(layout))
        keys += row(4, bottomRow(layout))
        keys += row(5, spaceRow(layout))
        return keys
    }

    /// A key of a row before it is placed: what it is and its width in units.
    private struct Item {
        var key: Key?
        var modifier: Modifier?
        var legend: String
        var units: Double
    }

    private static func char(_ character: Character, _ units: Double = 1) -> Item {
        Item(key: .character(character), legend: String(character), units: units)
    }

    private static func chars(_ characters: String) -> [Item] { characters.map { char($0) } }

    private static func named(_ key: NamedKey, _ legend: String, _ units: Double) -> Item {
        Item(key: .named(key), legend: legend, units: units)
    }

    private static func modifier(_ modifier: Modifier, _ legend: String, _ units: Double) -> Item {
        Item(modifier: modifier, legend: legend, units: units)
    }

    private static func blank(_ legend: String, _ units: Double) -> Item {
        Item(legend: legend, units: units)
    }

    /// Places a row of the main block (1 to 5) from its left edge.
    private static func row(_ number: Int, _ items: [Item]) -> [KeyCap] {
        var x = 0
        let y = mainTop + (number - 1) * unit
        return items.map { item in
            let width = Int(item.units * Double(unit))
            defer { x += width }
            return KeyCap(key: item.key, modifier: item.modifier, legend: item.legend, x: x, y: y, width: width, height: unit)
        }
    }

    private static func functionRow() -> [KeyCap] {
        var keys = [KeyCap(key: .named(.escape), legend: "esc", x: 0, y: 0, width: 96, height: functionRowHeight)]
        for number in 1...12 {
            keys.append(KeyCap(key: .function(number), legend: "F\(number)", x: 96 + (number - 1) * 72, y: 0, width: 72, height: functionRowHeight))
        }
        for number in 13...15 {
            keys.append(KeyCap(
                key: .function(number), legend: "F\(number)", x: navigationLeft + (number - 13) * unit, y: 0, width: unit,
                height: functionRowHeight))
        }
        return keys
    }

    private static func navigationKeys() -> [KeyCap] {
        let rows: [[Item]] = [
            [modifier(.function, "fn", 1), named(.home, "home", 1), named(.pageUp, "page up", 1)],
            [named(.forwardDelete, "delete ⌦", 1), named(.end, "end", 1), named(.pageDown, "page down", 1)],
        ]
        var keys: [KeyCap] = []
        for (number, items) in rows.enumerated() {
            for (column, item) in items.enumerated() {
                keys.append(KeyCap(
                    key: item.key, modifier: item.modifier, legend: item.legend, x: navigationLeft + column * unit,
                    y: mainTop + number * unit, width: unit, height: unit))
            }
        }
        let arrows: [(NamedKey, String, Int, Int)] = [(.up, "↑", 1, 3), (.left, "←", 0, 4), (.down, "↓", 1, 4), (.right, "→", 2, 4)]
        for (key, legend, column, row) in arrows {
            keys.append(KeyCap(
                key: .named(key), legend: legend, x: navigationLeft + column * unit, y: mainTop + row * unit, width: unit, height: unit))
        }
        return keys
    }

    private static func numberRow(_ layout: KeyboardLayout) -> [Item] {
        switch layout {
        case .ansi: chars("`1234567890-=") + [named(.delete, "delete ⌫", 2)]
        case .iso: chars("§1234567890-=") + [named(.delete, "delete ⌫", 2)]
        // ^ types ^ unshifted on JIS, but the model stores ^ as ⇧6.
        case .jis: chars("1234567890-") + [blank("^", 1), char("¥"), named(.delete, "delete ⌫", 2)]
        }
    }

    private static func topRow(_ layout: KeyboardLayout) -> [Item] {
        let tab = named(.tab, "tab ⇥", 1.5)
        switch layout {
        case .ansi: return [tab] + chars("QWERTYUIOP[]") + [char("\\", 1.5)]
        case .iso: return [tab] + chars("QWERTYUIOP[]") + [tallReturn]
        case .jis: return [tab] + chars("QWERTYUIOP") + [blank("@", 1), char("[")] + [tallReturn]
        }
    }

    /// The upper row of ISO's and JIS's Return; its lower row is drawn with it.
    private static let tallReturn = named(.return, "return ↩", 1.5)

    private static func homeRow(_ layout: KeyboardLayout) -> [Item] {
        switch layout {
        case .ansi: [blank("caps lock", 1.75)] + chars("ASDFGHJKL;'") + [named(.return, "return ↩", 2.25)]
        case .iso: [blank("caps lock", 1.75)] + chars("ASDFGHJKL;'\\")
        case .jis: [modifier(.control, "control ⌃", 1.75)] + chars("ASDFGHJKL;") + [blank(":", 1), char("]")]
        }
    }

    private static func bottomRow(_ layout: KeyboardLayout) -> [Item] {
        switch layout {
        case .ansi: [modifier(.shift, "shift ⇧", 2.25)] + chars("ZXCVBNM,./") + [modifier(.shift, "shift ⇧", 2.75)]
        case .iso: [modifier(.shift, "shift ⇧", 1.25), char("`")] + chars("ZXCVBNM,./") + [modifier(.shift, "shift ⇧", 2.75)]
        case .jis: [modifier(.shift, "shift ⇧", 2.25)] + chars("ZXCVBNM,./") + [blank("_", 1), modifier(.shift, "shift ⇧", 1.75)]
        }
    }

    private static func spaceRow(_ layout: KeyboardLayout) -> [Item] {
        let space = { (units: Double) in named(.space, "space", units) }
        switch layout {
        case .ansi, .iso:
            return [
                modifier(.control, "control ⌃", 1.25), modifier(.option, "option ⌥", 1.25), modifier(.command, "command ⌘", 1.5),
                space(7), modifier(.command, "command ⌘", 1.5), modifier(.option, "option ⌥", 1.25), modifier(.control, "control ⌃", 1.25),
            ]
        case .jis:
            return [
                blank("caps", 1.25), modifier(.option, "option ⌥", 1.25), modifier(.command, "command ⌘", 1.5), blank("英数", 1.25),
                space(4.5), blank("かな", 1.25), modifier(.command, "command ⌘", 1.5), modifier(.option, "option ⌥", 1.25),
                modifier(.control, "control ⌃", 1.25),
            ]
        }
    }

    /// The keys with the tall Return of ISO and JIS made whole: its upper
    /// row reaches down over the row below, whose last unit it takes.
    static func placed(_ layout: KeyboardLayout) -> [KeyCap] {
        var keys = keys(layout)
        guard layout != .ansi, let index = keys.firstIndex(where: { $0.key == .named(.return) }) else { return keys }
        keys[index].height = 2 * unit
        keys[index].lowerIndent = unit / 4
        return keys
    }
}

/// The shortcuts of a file laid out on a keyboard: one layer per set of
/// modifiers that the file's shortcuts use.
struct KeyboardMap {
    let layers: [Layer]
    let appName: String?

    /// A system use of a shortcut and the platforms that reserve it for that.
    struct Reservation: Equatable {
        let use: String
        var platforms: PlatformSet
    }

    /// One keyboard with one set of modifiers held.
    struct Layer {
        let modifiers: ModifierSet
        /// The keys in drawing order.
        let keys: [KeyView]
        /// The shortcuts of this layer whose key the keyboard lacks.
        let offKeyboard: [ShortcutIndexEntry]

        /// The modifiers as Apple shows them: "⇧⌘"; "no modifier" for none.
        /// Fn is written "fn": few fonts have the globe.
        var symbols: String {
            modifiers.isEmpty ? "no modifier" : modifiers.displayOrder.map { $0 == .function ? "fn" : $0.symbol }.joined()
        }

        /// The modifiers' names: "Shift-Command".
        var names: String {
            modifiers.displayOrder.map(\.name).joined(separator: "-")
        }

        /// The layer's heading: "⇧⌘  Shift-Command", or "No modifier".
        var heading: String {
            modifiers.isEmpty ? "No modifier" : symbols + "  " + names
        }

        /// A stable name for ids: "cmd-shift"; "none" for no modifier.
        var slug: String {
            modifiers.isEmpty ? "none" : modifiers.spellingOrder.map(\.canonicalName).joined(separator: "-")
        }
    }

    /// A key of a layer: what pressing it with the layer's modifiers does.
    struct KeyView {
        let cap: KeyCap
        /// The layer's modifiers with this key; nil for modifier keys and
        /// keys no shortcut can name.
        let shortcut: Shortcut?
        /// The entries with this shortcut, in index order.
        let entries: [ShortcutIndexEntry]
        /// Two of `entries` in one scope on a common platform.
        let isConflict: Bool
        /// What the system does with the shortcut, and where: for a used
        /// key, the reservations its entries run into.
        let reservations: [Reservation]
        /// The shortcut's standard use on the file's platforms, if any.
        let standard: ShortcutTables.StandardUse?
        /// The key is a modifier the layer holds.
        let isHeld: Bool

        var isUsed: Bool { !entries.isEmpty }
    }

    init(_ model: MenuModel, layout: KeyboardLayout) {
        appName = model.appName
        let index = ShortcutIndexEntry.collect(model)
        var byShortcut: [Shortcut: [ShortcutIndexEntry]] = [:]
        for entry in index { byShortcut[entry.shortcut, default: []].append(entry) }
        let caps = KeyboardGeometry.placed(layout)
        let onKeyboard = Set(caps.compactMap(\.key))
        var layerModifiers: [ModifierSet] = []
        var offKeyboard: [ModifierSet: [ShortcutIndexEntry]] = [:]
        for entry in index {
            let modifiers = entry.shortcut.modifiers
            if offKeyboard[modifiers] == nil {
                offKeyboard[modifiers] = []
                layerModifiers.append(modifiers)
            }
            if !onKeyboard.contains(entry.shortcut.key) { offKeyboard[modifiers, default: []].append(entry) }
        }
        // The reserved and standard marks are for the file's platforms.
        let context = Context(appName: model.appName, platforms: model.platformSet)
        layers = layerModifiers.sorted(by: Self.layerOrder).map { modifiers in
            Layer(
                modifiers: modifiers,
                keys: caps.map { context.view(of: $0, holding: modifiers, entries: byShortcut) },
                offKeyboard: offKeyboard[modifiers] ?? [])
        }
    }

    /// Layers with ⌘ first, then the others; fewer modifiers first; then ⇧
    /// before ⌥ before ⌃ before Fn: ⌘, ⇧⌘, ⌥⌘, ⌃⌘, ⌥⇧⌘, …
    static func layerOrder(_ lhs: ModifierSet, _ rhs: ModifierSet) -> Bool {
        func rank(_ set: ModifierSet) -> [Int] {
            let order: [Modifier] = [.shift, .option, .control, .function]
            return [set.contains(.command) ? 0 : 1, set.displayOrder.count] + order.map { set.contains($0) ? 0 : 1 }
        }
        return rank(lhs).lexicographicallyPrecedes(rank(rhs))
    }

    /// What a key view needs besides the key: the app and its platforms.
    private struct Context {
        let appName: String?
        let platforms: PlatformSet

        func view(of cap: KeyCap, holding modifiers: ModifierSet, entries byShortcut: [Shortcut: [ShortcutIndexEntry]]) -> KeyView {
            guard let key = cap.key else {
                let isHeld = cap.modifier.map { modifiers.contains($0) } ?? false
                return KeyView(cap: cap, shortcut: nil, entries: [], isConflict: false, reservations: [], standard: nil, isHeld: isHeld)
            }
            let shortcut = Shortcut(modifiers: modifiers, key: key)
            let entries = byShortcut[shortcut] ?? []
            let standard = ShortcutTables.standardUse(of: shortcut).flatMap { $0.platforms.isDisjoint(with: platforms) ? nil : $0 }
            return KeyView(
                cap: cap, shortcut: shortcut, entries: entries, isConflict: KeyboardMap.hasConflict(entries),
                reservations: reservations(of: shortcut, for: entries), standard: standard, isHeld: false)
        }

        /// For a free key, what the system does with it on each platform; for
        /// a used key, the reservations its entries run into (Hide keeps ⌘H).
        private func reservations(of shortcut: Shortcut, for entries: [ShortcutIndexEntry]) -> [Reservation] {
            var found: [(platform: Platform, reservation: ShortcutTables.Reservation)] = []
            if entries.isEmpty {
                for platform in platforms.platforms {
                    if let reservation = ShortcutTables.reservation(of: shortcut, on: platform) { found.append((platform, reservation)) }
                }
            } else {
                for entry in entries {
                    found += ShortcutTables.reservations(of: shortcut, for: entry.command, appName: appName, platforms: entry.platforms)
                }
            }
            var reasons: [Reservation] = []
            for (platform, reservation) in found {
                if let index = reasons.firstIndex(where: { $0.use == reservation.use }) {
                    reasons[index].platforms.insert(platform)
                } else {
                    reasons.append(Reservation(use: reservation.use, platforms: PlatformSet(platform)))
                }
            }
            return reasons
        }
    }

    /// Whether two entries share the shortcut in one scope (the menu bar, or
    /// one pull-down, pop-up or other menu) on a platform they both exist on,
    /// as `duplicate-shortcut` sees it. Context menus have no scope: their
    /// shortcuts are another rule's. Two places of one command (the same
    /// written `id:`) are one owner. Linear: per scope and platform, the
    /// first owner seen.
    static func hasConflict(_ entries: [ShortcutIndexEntry]) -> Bool {
        guard entries.count > 1 else { return false }
        var owners: [String: String] = [:]
        for entry in entries where entry.menu.kind != .context {
            let scope = entry.menu.kind == .menuBar ? "" : entry.menu.identifier
            let owner = entry.command.idIsExplicit ? "id \(entry.command.kind.rawValue) \(entry.id)" : "#\(entry.order)"
            for platform in entry.platforms.platforms {
                let slot = scope + " " + platform.rawValue
                if let first = owners[slot] {
                    if first != owner { return true }
                } else {
                    owners[slot] = owner
                }
            }
        }
        return false
    }
}

extension Modifier {
    /// The key's name as Apple's keyboards print it: "Command".
    var name: String {
        switch self {
        case .function: "Fn"
        case .control: "Control"
        case .option: "Option"
        case .shift: "Shift"
        case .command: "Command"
        }
    }
}

/// The text of a key: a command's title fitted to the key's width, in lines,
/// cut with "…" where it does not fit.
enum KeyLabel {
    /// About how wide `character` is in a sans-serif font, in ems: wide
    /// characters (CJK) one em, narrow ones a third, capitals more than
    /// lowercase. An estimate on the wide side, so text rarely overflows.
    static func width(of character: Character) -> Double {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        if TextWidth.columns(of: scalar) == 2 { return 1.0 }
        if "iljtfI.,;:'!|() ".contains(character) { return 0.34 }
        if character == "m" || character == "w" || character == "…" { return 0.86 }
        if character.isUppercase { return 0.72 }
        return 0.6
    }

    /// `text` in at most `maxLines` lines of at most `maxWidth` ems, broken
    /// after spaces where possible, the last cut with "…" if the text does
    /// not fit. Control characters are spaces. Reads no more of `text` than
    /// fits.
    static func lines(_ text: String, maxWidth: Double, maxLines: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0.0
        var lastSpace: String.Index?
        for scalarCharacter in text {
            let character = scalarCharacter.unicodeScalars.first.map { $0.value < 0x20 || $0.value == 0x7F } == true ? " " : scalarCharacter
            if line.isEmpty && character == " " { continue }
            let characterWidth = width(of: character)
            if lineWidth + characterWidth <= maxWidth || line.isEmpty {
                if character == " " { lastSpace = line.endIndex }
                line.append(character)
                lineWidth += characterWidth
                continue
            }
            // The line is full: the last line is cut, another starts at the last space.
            if lines.count == maxLines - 1 {
                lines.append(cut(line, maxWidth: maxWidth))
                return lines
            }
            var rest = ""
            if let space = lastSpace, character != " " {
                rest = String(line[line.index(after: space)...])
                line = String(line[..<space])
            }
            lines.append(trimmed(line))
            line = character == " " ? rest : rest + String(character)
            lineWidth = line.reduce(0) { $0 + width(of: $1) }
            lastSpace = nil
        }
        let last = trimmed(line)
        if !last.isEmpty { lines.append(last) }
        return lines
    }

    /// `line` shortened so that it and "…" fit in `maxWidth`.
    private static func cut(_ line: String, maxWidth: Double) -> String {
        var text = trimmed(line)
        var total = text.reduce(0) { $0 + width(of: $1) } + width(of: "…")
        while total > maxWidth, let last = text.popLast() { total -= width(of: last) }
        return trimmed(text) + "…"
    }

    private static func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}

/// Text for XML and HTML: `&`, `<`, `>` and both quotes as references, so it
/// is safe in element content and attribute values alike; characters XML 1.0
/// does not allow (controls but tab and line feed, U+FFFE, U+FFFF) become a
/// space.
enum MarkupText {
    static func escape(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                let isAllowed = value >= 0x20 && value != 0x7F && value != 0xFFFE && value != 0xFFFF
                result.unicodeScalars.append(isAllowed ? scalar : " ")
            }
        }
        return result
    }
}

/// Writes an artefact in pieces of about `ArtefactPieces.size` bytes.
final class PieceWriter {
    private let output: any ArtefactOutput
    private var text = ""

    init(_ output: any ArtefactOutput) {
        self.output = output
    }

    func write(_ piece: String) {
        text += piece
        if text.utf8.count >= ArtefactPieces.size { flush() }
    }

    func flush() {
        if !text.isEmpty { output.write(text) }
        text = ""
    }
}
