import MenuDiagnostics

/// Derives command identifiers from titles: `"Save As…"` → `saveAs`,
/// `"Export as PDF…"` → `exportAsPDF`, `"打开"` → `打开`.
public enum IdentifierDerivation {
    /// Words are runs of letters and digits; an apostrophe inside a word is
    /// dropped ("Don't Save" → `dontSave`). The first word is lowercased (an
    /// all-capitals first word entirely, "PDF Export" → `pdfExport`), the others
    /// capitalised. A leading digit gets an underscore, so the result is always
    /// a valid Swift identifier; empty when the title has no letters or digits.
    public static func derive(from title: String) -> String {
        deriveASCII(title) ?? deriveFromScalars(title)
    }

    /// `derive(from:)` for any title, scalar by scalar.
    static func deriveFromScalars(_ title: String) -> String {
        let words = self.words(of: title)
        guard let first = words.first else { return "" }
        var result = lowercasedFirstWord(first)
        for word in words.dropFirst() {
            result += capitalised(word)
        }
        if let head = result.unicodeScalars.first, head.properties.numericType != nil {
            result = "_" + result
        }
        return result
    }

    /// `derive(from:)` for an ASCII title without apostrophes whose first
    /// word is not all capitals (nearly every title), read by its bytes; nil
    /// for other titles.
    static func deriveASCII(_ title: String) -> String? {
        var title = title
        return title.withUTF8 { bytes -> String? in
            var identifier: [UInt8] = []
            identifier.reserveCapacity(bytes.count + 1)
            var inWord = false
            var isFirstWord = true
            var firstWordLetters = 0
            var firstWordHasLowercase = false
            for byte in bytes {
                guard byte < 0x80, byte != UInt8(ascii: "'") else { return nil }
                guard ASCII.isLetterOrDigit(byte) else {
                    if inWord, isFirstWord {
                        if firstWordLetters > 1, !firstWordHasLowercase { return nil }
                        isFirstWord = false
                    }
                    inWord = false
                    continue
                }
                if isFirstWord, ASCII.isLetter(byte) {
                    firstWordLetters += 1
                    if ASCII.isLowercaseLetter(byte) { firstWordHasLowercase = true }
                }
                if identifier.isEmpty, ASCII.isDigit(byte) { identifier.append(UInt8(ascii: "_")) }
                if inWord {
                    identifier.append(byte)
                } else {
                    identifier.append(isFirstWord ? ASCII.lowercased(byte) : ASCII.uppercased(byte))
                }
                inWord = true
            }
            if isFirstWord, firstWordLetters > 1, !firstWordHasLowercase { return nil }
            return String(decoding: identifier, as: UTF8.self)
        }
    }

    /// Whether an identifier can be derived from `title`: whether it has a
    /// letter or digit.
    public static func canDerive(from title: String) -> Bool {
        // An ASCII letter or digit, which nearly every title has, is found
        // by bytes; only titles without one are read scalar by scalar.
        title.utf8.contains(where: ASCII.isLetterOrDigit) || title.unicodeScalars.contains(where: isWordScalar)
    }

    /// The runs of letters and digits of a title; an apostrophe between two
    /// letters is dropped, not a break.
    private static func words(of title: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousWasLetter = false
        let scalars = Array(title.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            if isWordScalar(scalar) {
                current.unicodeScalars.append(scalar)
                previousWasLetter = true
            } else if scalar == "'" || scalar == "’", previousWasLetter, index + 1 < scalars.count,
                      isWordScalar(scalars[index + 1]) {
                continue
            } else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousWasLetter = false
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (value >= 0x30 && value <= 0x39) || (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A)
        }
        return scalar.properties.isAlphabetic || scalar.properties.numericType == .decimal
    }

    private static func lowercasedFirstWord(_ word: String) -> String {
        let letters = word.unicodeScalars.filter { $0.properties.isAlphabetic }
        if letters.count > 1, letters.allSatisfy({ $0.properties.isUppercase }) {
            return word.lowercased()
        }
        guard let first = word.first else { return word }
        return first.lowercased() + String(word.dropFirst())
    }

    private static func capitalised(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + String(word.dropFirst())
    }
}

/// Identifiers handed out so far, for names that must be unique in the
/// generated code (menus, choices).
struct IdentifierSpace {
    /// Each identifier used, with the numeric suffix to try next when it is
    /// wanted again as a stem.
    private var nextSuffix: [String: Int] = [:]

    /// An identifier not yet used: `file`, then `file2`, `file3`…
    mutating func claim(_ base: String, fallback: String) -> String {
        let stem = base.isEmpty ? fallback : base
        guard var suffix = nextSuffix[stem] else {
            nextSuffix[stem] = 2
            return stem
        }
        var candidate = stem + String(suffix)
        while nextSuffix[candidate] != nil {
            suffix += 1
            candidate = stem + String(suffix)
        }
        nextSuffix[stem] = suffix + 1
        nextSuffix[candidate] = 2
        return candidate
    }
}

/// Gives different commands that share a title different derived
/// identifiers. Terminal has a "Basic" profile under New Window ▸ and under
/// New Tab ▸: those are two commands, `newWindowBasic` and `newTabBasic`.
/// An identifier derived from a title is prefixed with the titles of the
/// submenus holding the entry, nearest first, only as far as needed: when
/// two entries of the menu bar, or entries of different kinds, derive the
/// same identifier from different submenus. An entry named by its role or an
/// `id:` keeps its identifier but counts among them: Xcode's Navigators ▸
/// Find is `navigatorsFind` beside the Find menu's `item role: find`.
/// Entries whose submenus have the
/// same titles keep sharing it: an item of the menu bar and the same item in
/// a context menu are one command; two in the same list remain a conflict
/// for `id-conflict` to report.
enum DerivedIdentifiers {
    /// The hashes of the identifiers noted so far: all `disambiguate` needs
    /// to know before it walks the model. A list, sorted once at the end,
    /// takes a third of the memory of a set, and it is held while lowering
    /// has both the syntax tree and the model.
    struct IdentifierHashes {
        private var hashes: [Int] = []

        mutating func note(_ identifier: String) {
            if !identifier.isEmpty { hashes.append(identifier.hashValue) }
        }

        /// The hashes noted more than once; the list is let go.
        mutating func takeRepeated() -> Set<Int> {
            hashes.sort()
            var result = Set<Int>()
            for (previous, current) in zip(hashes, hashes.dropFirst()) where previous == current {
                result.insert(current)
            }
            hashes = []
            return result
        }
    }

    /// The submenus met in a walk of the model, numbered in model order.
    private struct Submenus {
        var titles: [String] = []
        /// The submenu holding each one; -1 for one directly in a menu.
        var parents: [Int] = []

        mutating func add(_ title: String, parent: Int) -> Int {
            titles.append(title)
            parents.append(parent)
            return titles.count - 1
        }

        /// Whether the submenus holding `a` and `b` differ in their titles.
        func differ(_ a: Int, _ b: Int) -> Bool {
            var (a, b) = (a, b)
            while a >= 0, b >= 0, a != b {
                if titles[a] != titles[b] { return true }
                (a, b) = (parents[a], parents[b])
            }
            return (a < 0) != (b < 0)
        }
    }

    /// An entry whose identifier is derived from its title.
    private struct Place {
        var title: String
        var kind: CommandView.Kind
        /// The submenu holding the entry; -1 for none.
        var submenu: Int
        var inMenuBar: Bool
        /// The identifier was written or is the role's: it is never prefixed.
        var isFixed = false
        /// How many submenu titles prefix the identifier.
        var level = 0
        var identifier: String
    }

    /// What is known of the entries deriving one identifier.
    private struct Group {
        var firstSubmenu: Int
        var firstKind: CommandView.Kind
        var menuBarSubmenu: Int?
        var splits = false

        init(_ place: Place) {
            firstSubmenu = place.submenu
            firstKind = place.kind
            menuBarSubmenu = place.inMenuBar ? place.submenu : nil
        }

        /// Adds a later entry: the group splits when it names a different
        /// command than an earlier one (see `DerivedIdentifiers`).
        mutating func add(_ place: Place, _ submenus: Submenus) {
            if place.inMenuBar {
                if let menuBarSubmenu { splits = splits || submenus.differ(menuBarSubmenu, place.submenu) }
                else { menuBarSubmenu = place.submenu }
            }
            if place.kind != firstKind, submenus.differ(firstSubmenu, place.submenu) { splits = true }
        }
    }

    static func disambiguate(_ menus: inout [Menu], repeating repeated: Set<Int>) {
        // Only an identifier met more than once can need it; lowering noted
        // which hashes repeat, so a file whose identifiers are all different
        // is not walked at all. A hash shared by different identifiers only
        // adds them to the groups below.
        guard !repeated.isEmpty else { return }
        // Which identifiers need it; in nearly every file, none.
        var groups: [String: Group] = [:]
        var submenus = Submenus()
        walk(&menus, &submenus) { place, submenus in
            guard repeated.contains(place.identifier.hashValue) else { return nil }
            if groups[place.identifier]?.add(place, submenus) == nil { groups[place.identifier] = Group(place) }
            return nil
        }
        let splitting = Set(groups.filter(\.value.splits).keys)
        guard !splitting.isEmpty else { return }
        groups = [:]
        var places: [Place] = []
        submenus = Submenus()
        walk(&menus, &submenus) { place, _ in
            if splitting.contains(place.identifier) { places.append(place) }
            return nil
        }
        prefix(&places, submenus)
        var next = 0
        submenus = Submenus()
        walk(&menus, &submenus) { place, _ in
            guard splitting.contains(place.identifier) else { return nil }
            next += 1
            return places[next - 1].identifier
        }
    }

    /// Prefixes, round by round, one more submenu title to each identifier
    /// of a group that splits, until no group splits or its entries have no
    /// submenu left to name.
    private static func prefix(_ places: inout [Place], _ submenus: Submenus) {
        var extended = true
        while extended {
            extended = false
            var groups: [String: Group] = [:]
            for place in places {
                if groups[place.identifier]?.add(place, submenus) == nil { groups[place.identifier] = Group(place) }
            }
            for index in places.indices where !places[index].isFixed && groups[places[index].identifier]!.splits {
                guard let identifier = identifier(of: places[index], level: places[index].level + 1, submenus) else { continue }
                places[index].level += 1
                places[index].identifier = identifier
                extended = true
            }
        }
    }

    /// The identifier derived from the titles of `level` submenus holding
    /// the entry and its own; nil when it has fewer submenus.
    private static func identifier(of place: Place, level: Int, _ submenus: Submenus) -> String? {
        var titles = [place.title]
        var submenu = place.submenu
        for _ in 0..<level {
            guard submenu >= 0 else { return nil }
            titles.append(submenus.titles[submenu])
            submenu = submenus.parents[submenu]
        }
        return IdentifierDerivation.derive(from: titles.reversed().joined(separator: " "))
    }

    /// Calls `body` with each item, toggle and option that has an
    /// identifier, in model order; a non-nil result replaces an identifier
    /// derived from the title (one written or a role's is kept). Numbers the submenus in `submenus` as met.
    private static func walk(_ menus: inout [Menu], _ submenus: inout Submenus, _ body: (Place, Submenus) -> String?) {
        for index in menus.indices {
            let inMenuBar = menus[index].kind == .menuBar
            _ = walk(&menus[index].entries, in: -1, inMenuBar: inMenuBar, &submenus, body)
        }
    }

    /// Walks one list; returns whether an identifier changed. An entry is
    /// written back only then, so that a walk that changes nothing copies
    /// nothing.
    private static func walk(
        _ entries: inout [MenuEntry], in holder: Int, inMenuBar: Bool, _ submenus: inout Submenus,
        _ body: (Place, Submenus) -> String?
    ) -> Bool {
        func visit(_ id: String, explicit: Bool, hasRole: Bool, _ title: String, _ kind: CommandView.Kind) -> String? {
            guard !id.isEmpty else { return nil }
            let isFixed = explicit || hasRole
            let place = Place(title: title, kind: kind, submenu: holder, inMenuBar: inMenuBar, isFixed: isFixed, identifier: id)
            let replacement = body(place, submenus)
            return isFixed ? nil : replacement
        }
        var changed = false
        for index in entries.indices {
            switch entries[index] {
            case .command, .toggle, .option:
                // Read through a view, which copies no fields, and changed
                // only when renamed: most entries are only read.
                let view = CommandView(entries[index])!
                guard let id = visit(view.id, explicit: view.idIsExplicit, hasRole: view.role != nil, view.title, view.kind)
                else { continue }
                entries[index].rename(to: id)
            case .choice(let choice):
                var renamed = choice
                var optionsChanged = false
                for position in choice.options.indices {
                    let option = choice.options[position]
                    guard let id = visit(option.id, explicit: option.idIsExplicit, hasRole: false, option.title, .option)
                    else { continue }
                    renamed.options[position].id = id
                    optionsChanged = true
                }
                guard optionsChanged else { continue }
                entries[index] = .choice(renamed)
            case .submenu(var submenu):
                let number = submenus.add(submenu.title, parent: holder)
                guard walk(&submenu.entries, in: number, inMenuBar: inMenuBar, &submenus, body) else { continue }
                entries[index] = .submenu(submenu)
            case .section(var section):
                // A section's header is no level of the menu: its entries belong to the list around it.
                guard walk(&section.entries, in: holder, inMenuBar: inMenuBar, &submenus, body) else { continue }
                entries[index] = .section(section)
            case .separator, .dynamic:
                continue
            }
            changed = true
        }
        return changed
    }
}

extension MenuEntry {
    /// Gives a command, toggle or option another identifier; other entries have none.
    fileprivate mutating func rename(to id: String) {
        switch self {
        case .command(var command):
            command.id = id
            self = .command(command)
        case .toggle(var toggle):
            toggle.id = id
            self = .toggle(toggle)
        case .option(var option):
            option.id = id
            self = .option(option)
        case .choice, .submenu, .separator, .section, .dynamic:
            break
        }
    }
}
