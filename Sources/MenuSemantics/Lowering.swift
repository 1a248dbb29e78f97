import MenuDiagnostics
import MenuSyntax

/// Turns a syntax tree into a `MenuModel`, reporting the errors of meaning
/// the language defines: unknown roles and platforms, misplaced entries,
/// repeated declarations, identifiers that cannot be derived.
public struct Lowering {
    public private(set) var diagnostics: [Diagnostic] = []
    private let platformOverride: [Platform]?
    private var appName: String?
    private var platforms = PlatformSet.macOS
    private var menuIdentifiers = IdentifierSpace()
    private var choiceIdentifiers = IdentifierSpace()
    private var titleCount = 0
    private var listCount = 0
    private var entryCount = 0
    private let observer: LoweringObserver?
    private var appDeclaration: AppDeclaration?
    private var platformsDeclaration: PlatformsDeclaration?
    private var hasResolvedAppAndPlatforms = false
    private var menus: [Menu] = []
    /// The kind of the menu being lowered, which decides the shortcut an
    /// item's role gives it (`Role.shortcut(givenIn:on:)`).
    private var menuKind = MenuKind.menuBar
    /// The entry just lowered was left out as a role of other platforms'
    /// (not as misplaced): `lowerEntries` tidies the separators around it.
    private var leftOutForOtherPlatforms = false

    /// Lowers a tree. A caller that passes the only reference to it (with
    /// `consume`) lets each menu's syntax go as soon as it is lowered, so
    /// the model is built in the memory the tree gives back rather than
    /// beside the whole tree.
    // Out of line (it runs once per check): the benchmark counts the
    // instructions of each phase of a check by its function.
    @inline(never)
    public static func lower(
        _ tree: consuming SourceFileSyntax, platformOverride: [Platform]? = nil, observer: LoweringObserver? = nil
    ) -> (MenuModel, [Diagnostic]) {
        var lowering = Lowering(platformOverride: platformOverride, observer: observer)
        var declarations = tree.declarations
        tree.declarations = []
        let model = lowering.lower(&declarations)
        return (model, lowering.diagnostics)
    }

    private init(platformOverride: [Platform]?, observer: LoweringObserver?) {
        self.platformOverride = platformOverride
        self.observer = observer
    }

    private mutating func report(
        _ kind: SemanticErrorKind, _ message: String, at range: SourceRange,
        notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
    ) {
        diagnostics.append(Diagnostic(.error, id: kind.id, message, at: range, notes: notes, fixIts: fixIts))
    }

    // MARK: - File

    private mutating func lower(_ declarations: inout [Declaration]) -> MenuModel {
        // By position, not by a loop over copies: copying a menu's
        // declaration retained its entries, a cache miss per menu.
        for index in declarations.indices {
            if case .menu = declarations[index] { continue }
            take(appOrPlatforms: declarations[index])
        }
        resolveAppAndPlatforms()
        menus.reserveCapacity(declarations.count)
        menuIdentifiers.reserveCapacity(declarations.count)
        // Taken from the end of the reversed list, each declaration leaves
        // the array as it is lowered and is freed after it. Reversed by
        // moving each declaration into a second array: `reverse()` swapped
        // them by copies, retaining and releasing what each holds.
        var reversed: [Declaration] = []
        reversed.reserveCapacity(declarations.count)
        while let declaration = declarations.popLast() { reversed.append(declaration) }
        while let declaration = reversed.popLast() {
            guard case .menu(let menu) = consume declaration else { continue }
            take(menu)
        }
        return finish()
    }

    /// Parses and lowers a file together, each menu as soon as it is
    /// parsed, telling `observer` of each: a build starts writing a large
    /// file's JSON while the rest is still being parsed. Nil, once the
    /// observer has been told to abandon what it was told, when `app` or
    /// `platforms` is declared after a menu: the menus before it were
    /// lowered without it, and the caller parses and lowers the file again,
    /// one after the other.
    static func parseAndLower(
        _ source: SourceFile, platformOverride: [Platform]?, observer: LoweringObserver
    ) -> (parsed: ParseResult, model: MenuModel, diagnostics: [Diagnostic])? {
        var lowering = Lowering(platformOverride: platformOverride, observer: observer)
        var isLate = false
        let parsed = Parser.parse(source.bytes) { declaration in
            guard !isLate else { return }
            guard case .menu(let menu) = declaration else {
                if lowering.hasResolvedAppAndPlatforms { isLate = true } else { lowering.take(appOrPlatforms: declaration) }
                return
            }
            if !lowering.hasResolvedAppAndPlatforms { lowering.resolveAppAndPlatforms() }
            lowering.take(menu)
        }
        if isLate {
            observer.abandon()
            return nil
        }
        if !lowering.hasResolvedAppAndPlatforms { lowering.resolveAppAndPlatforms() }
        let model = lowering.finish()
        return (parsed, model, lowering.diagnostics)
    }

    /// Keeps the first `app` and the first `platforms` declaration, and
    /// reports any other.
    private mutating func take(appOrPlatforms declaration: borrowing Declaration) {
        let repeated: (range: SourceRange, first: SourceRange, keyword: String, advice: String)
        switch declaration {
        case .app(let app):
            guard let first = appDeclaration else { return appDeclaration = app }
            repeated = (app.range, first.range, "app", "a file names its app once")
        case .platforms(let platforms):
            guard let first = platformsDeclaration else { return platformsDeclaration = platforms }
            repeated = (platforms.range, first.range, "platforms", "list every platform in one declaration")
        case .menu:
            return
        }
        report(
            .duplicateDeclaration, "'\(repeated.keyword)' is declared twice; \(repeated.advice)",
            at: repeated.range, notes: [DiagnosticNote("first declared here", at: repeated.first)])
    }

    /// Settles the app's name and the platforms, which every menu is
    /// lowered with, and tells the observer.
    private mutating func resolveAppAndPlatforms() {
        appName = appDeclaration?.name?.value
        if let platformsDeclaration {
            let declared = lowerPlatforms(platformsDeclaration)
            if !declared.isEmpty { platforms = declared }
        }
        if let platformOverride, !platformOverride.isEmpty {
            platforms = PlatformSet(platformOverride)
        }
        hasResolvedAppAndPlatforms = true
        observer?.willLowerMenus(appName, platforms.platforms)
    }

    private mutating func take(_ menu: consuming MenuDeclaration) {
        menus.append(lowerMenu(menu))
        observer?.didLowerMenu(menus[menus.count - 1])
    }

    private mutating func finish() -> MenuModel {
        observer?.didLowerAllMenus()
        return MenuModel(
            appName: appName, platforms: platforms.platforms, menus: menus, titleCount: titleCount, listCount: listCount,
            entryCount: entryCount)
    }

    private mutating func lowerPlatforms(_ declaration: PlatformsDeclaration) -> PlatformSet {
        var result = PlatformSet()
        // A list, not a dictionary keyed by platform: a dictionary of a key
        // type the process has not hashed yet makes the runtime look up the
        // key's conformance among all of the program's (a tenth of a
        // millisecond, a twentieth of a typical file's check).
        var seen: [(platform: Platform, range: SourceRange)] = []
        for identifier in declaration.platforms {
            guard let platform = Platform(rawValue: identifier.name) else {
                let names = Platform.allCases.map(\.rawValue)
                let suggestion = Suggestion.closest(to: identifier.name, in: names)
                report(
                    .unknownPlatform,
                    suggestion.map { "unknown platform '\(identifier.name)'; did you mean '\($0)'?" }
                        ?? "unknown platform '\(identifier.name)'; the platforms are macOS, iPadOS, iOS and visionOS",
                    at: identifier.range,
                    fixIts: suggestion.map { [.replace(identifier.range, with: $0, message: "replace with '\($0)'")] } ?? [])
                continue
            }
            if let first = seen.first(where: { $0.platform == platform }) {
                report(
                    .unknownPlatform, "platform '\(platform.rawValue)' is listed twice; remove one",
                    at: identifier.range, notes: [DiagnosticNote("first listed here", at: first.range)])
                continue
            }
            seen.append((platform, identifier.range))
            result.insert(PlatformSet(platform))
        }
        return result
    }

    // MARK: - Menus

    private mutating func lowerMenu(_ declaration: consuming MenuDeclaration) -> Menu {
        let titleText = declaration.title?.text ?? LiteralText("")
        let title = titleText.string
        let container: Container = declaration.kind == .popUp ? .popUp : .menu
        menuKind = declaration.kind
        titleCount += 1
        listCount += 1
        return Menu(
            kind: declaration.kind,
            titleText: titleText,
            identifier: menuIdentifiers.claim(IdentifierDerivation.derive(from: title), fallback: declaration.kind.rawValue),
            entries: lowerEntries(declaration.takeEntries(), in: container),
            headerRange: declaration.keywordRange.union(declaration.title?.range ?? declaration.keywordRange),
            titleRange: declaration.title?.range)
    }

    private enum Container {
        case menu
        case submenu
        case choice
        case popUp
    }

    /// Lowers entries the caller holds the only reference to (see
    /// `Entry.takeChildren`), taking each one's titles rather than copying
    /// them.
    private mutating func lowerEntries(_ entries: consuming [Entry], in container: Container) -> [MenuEntry] {
        var result: [MenuEntry] = []
        result.reserveCapacity(entries.count)
        // Whether an entry of another platform's role was left out since the
        // last one kept: a separator that only its absence leaves first, last
        // or doubled goes too, so that `--- item role: hide ---` in an iPadOS
        // file makes one separator, as it does on the Mac. (A misplaced entry
        // is an error of its own, and its separators stay as written.)
        var leftOut = false
        Entry.consumeEach(of: &entries) { entry in
            guard let lowered = lowerEntry(&entry, in: container) else {
                if leftOutForOtherPlatforms {
                    leftOut = true
                    leftOutForOtherPlatforms = false
                }
                return
            }
            if leftOut, case .separator = lowered, Self.isEmptyOrEndsInSeparator(result) {
                // Of two, the later stays: where the file has one too many on
                // every platform, that is the one a warning names.
                if !result.isEmpty { result[result.count - 1] = lowered }
                entryCount -= 1
            } else {
                result.append(lowered)
            }
            leftOut = false
        }
        if leftOut, !result.isEmpty, Self.isEmptyOrEndsInSeparator(result) {
            result.removeLast()
            entryCount -= 1
        }
        return result
    }

    private static func isEmptyOrEndsInSeparator(_ entries: borrowing [MenuEntry]) -> Bool {
        guard let last = entries.last else { return true }
        if case .separator = last { return true }
        return false
    }

    /// Inlined into the loop over a list's entries.
    @inline(__always)
    private mutating func lowerEntry(_ entry: inout Entry, in container: Container) -> MenuEntry? {
        if container == .choice, entry.kind != .option {
            report(
                .entryPlacement,
                "a choice holds only 'option' entries; move this \(entry.kind == .separator ? "separator" : "'\(entry.kind.keyword)'") out of the choice",
                at: entry.keywordRange)
            return nil
        }
        if entry.kind == .option, container != .choice, container != .popUp {
            report(
                .entryPlacement, "'option' belongs inside a 'choice' or a 'popup'; use 'item' for a command or wrap the options in a 'choice'",
                at: entry.keywordRange)
            return nil
        }
        // Every entry lowered from here on is in the model, with a title
        // unless it is a separator, but for an item or submenu available on
        // none of the file's platforms (a role of other platforms'), which
        // is lowered for its diagnostics and then left out.
        entryCount += 1
        if entry.kind != .separator { titleCount += 1 }
        switch entry.kind {
        case .separator:
            return .separator(Separator(range: entry.range))
        case .item:
            let command = lowerItem(&entry)
            guard !command.platforms.isEmpty else {
                leftOutForOtherPlatforms = true
                return nil
            }
            return .command(command)
        case .toggle:
            return .toggle(lowerToggle(&entry))
        case .choice:
            return .choice(lowerChoice(&entry))
        case .option:
            return .option(lowerOption(&entry, inPopUp: container == .popUp))
        case .submenu:
            let submenu = lowerSubmenu(&entry)
            guard !submenu.platforms.isEmpty else {
                leftOutForOtherPlatforms = true
                return nil
            }
            return .submenu(submenu)
        }
    }

    // MARK: - Attributes

    /// Where each attribute is in an entry's list, found in one pass. A
    /// search of the list for each attribute copied every match out of it,
    /// and most entries have no attributes at all; this is one integer,
    /// and a value is read from the list only when it is there. The parser
    /// lets no attribute appear twice on an entry, so a list holds at most
    /// one of each of the eight.
    private struct AttributePositions {
        /// A byte per attribute name: its position in the list plus one, or zero.
        private var packed: UInt64 = 0

        /// Inlined, so that an entry without attributes costs a test, not a call.
        @inline(__always)
        init(of attributes: [Attribute]) {
            if !attributes.isEmpty { packed = Self.pack(attributes) }
        }

        private static func pack(_ attributes: [Attribute]) -> UInt64 {
            var packed: UInt64 = 0
            for position in attributes.indices {
                packed |= UInt64(position + 1) << shift(of: attributes[position].name)
            }
            return packed
        }

        private static func shift(of name: AttributeName) -> UInt64 {
            switch name {
            case .key: 0
            case .id: 8
            case .role: 16
            case .symbol: 24
            case .destructive: 32
            case .disabled: 40
            case .checked: 48
            case .default: 56
            }
        }

        // The lookups are inlined, so that an entry without attributes
        // (most) costs a test of `packed` for each, not a call.

        @inline(__always)
        func contains(_ name: AttributeName) -> Bool { position(of: name) != nil }

        @inline(__always)
        func position(of name: AttributeName) -> Int? {
            let slot = Int(truncatingIfNeeded: (packed >> Self.shift(of: name)) & 0xFF)
            return slot == 0 ? nil : slot - 1
        }

        func range(of name: AttributeName, in attributes: [Attribute]) -> SourceRange? {
            position(of: name).map { attributes[$0].range }
        }

        @inline(__always)
        func value(of name: AttributeName, in attributes: [Attribute]) -> AttributeValue? {
            guard let position = position(of: name) else { return nil }
            return attributes[position].value
        }

        @inline(__always)
        func shortcut(in attributes: [Attribute]) -> Shortcut? {
            guard case .shortcut(let syntax)? = value(of: .key, in: attributes) else { return nil }
            return Shortcut(syntax)
        }

        @inline(__always)
        func identifier(_ name: AttributeName, in attributes: [Attribute]) -> Identifier? {
            guard case .identifier(let identifier)? = value(of: name, in: attributes) else { return nil }
            return identifier
        }

        @inline(__always)
        func symbol(in attributes: [Attribute]) -> String? {
            guard case .string(let string)? = value(of: .symbol, in: attributes) else { return nil }
            return string.value
        }

        /// The shortcut's range in it is that of its text, of `none` in
        /// `key: none`, or, when the role gives it (`shortcutFromRole`), of
        /// the role's name.
        ///
        /// Inlined, so that an entry without attributes (most) makes its
        /// source without a call.
        @inline(__always)
        func source(of entry: borrowing Entry, titleRange: SourceRange?, shortcutFromRole: Bool = false) -> EntrySource {
            guard packed != 0 else { return EntrySource(range: entry.range, firstTitleRange: titleRange) }
            return sourceWithAttributes(of: entry, titleRange: titleRange, shortcutFromRole: shortcutFromRole)
        }

        private func sourceWithAttributes(of entry: borrowing Entry, titleRange: SourceRange?, shortcutFromRole: Bool) -> EntrySource {
            let attributes = entry.attributes
            var shortcutRange: SourceRange?
            switch value(of: .key, in: attributes) {
            case .shortcut(let syntax)?: shortcutRange = syntax.range
            case .noShortcut(let range)?: shortcutRange = range
            default: if shortcutFromRole { shortcutRange = identifier(.role, in: attributes)?.range }
            }
            return EntrySource(
                range: entry.range, firstTitleRange: titleRange, keyAttributeRange: range(of: .key, in: attributes),
                shortcutRange: shortcutRange, roleRange: identifier(.role, in: attributes)?.range,
                disabledRange: range(of: .disabled, in: attributes), checkedRange: range(of: .checked, in: attributes),
                defaultRange: range(of: .default, in: attributes))
        }
    }

    // MARK: - Entries

    /// The title a role gives an entry written without one; empty without a role.
    private func title(of role: Role?) -> LiteralText {
        LiteralText(role?.title(appName: appName) ?? "")
    }

    private mutating func lowerItem(_ entry: inout Entry) -> Command {
        let written = AttributePositions(of: entry.attributes)
        let role = resolveRole(written.identifier(.role, in: entry.attributes), expecting: .command)
        let available = platforms(of: role)
        if available.isEmpty { restoreCounts(countsBeforeEntry) }
        // Taken, not copied: the title moves into the command.
        let writtenTitle = entry.title.take()
        let titleRange = writtenTitle?.range
        let title = writtenTitle?.text ?? title(of: role)
        var shortcut = written.shortcut(in: entry.attributes)
        var shortcutFromRole = false
        // Tested in this order, so that an item without a role (most) costs one test.
        if let role, shortcut == nil, !written.contains(.key) {
            shortcut = role.shortcut(givenIn: menuKind, on: platforms)
            shortcutFromRole = shortcut != nil
        }
        return Command(
            explicitID: explicitIdentifier(of: entry, written, title: title, role: role, at: titleRange),
            title: title,
            titleFromRole: titleRange == nil && role != nil,
            role: role,
            shortcut: shortcut,
            symbol: written.symbol(in: entry.attributes),
            isDestructive: written.contains(.destructive),
            isDisabled: written.contains(.disabled),
            platforms: available,
            source: written.source(of: entry, titleRange: titleRange, shortcutFromRole: shortcutFromRole))
    }

    private mutating func lowerToggle(_ entry: inout Entry) -> Toggle {
        let written = AttributePositions(of: entry.attributes)
        let writtenTitle = entry.title.take()
        let titleRange = writtenTitle?.range
        let title = writtenTitle?.text ?? title(of: nil)
        let secondTitle = entry.secondTitle.take()
        if secondTitle != nil { titleCount += 1 }
        return Toggle(
            explicitID: explicitIdentifier(of: entry, written, title: title, role: nil, at: titleRange),
            title: title,
            titleWhenOn: secondTitle?.text,
            shortcut: written.shortcut(in: entry.attributes),
            symbol: written.symbol(in: entry.attributes),
            isOn: written.contains(.checked),
            isDisabled: written.contains(.disabled),
            source: written.source(of: entry, titleRange: titleRange),
            secondTitleRange: secondTitle?.range)
    }

    private mutating func lowerChoice(_ entry: inout Entry) -> Choice {
        listCount += 1
        let writtenTitle = entry.title.take()
        let titleRange = writtenTitle?.range
        let name = writtenTitle?.text ?? title(of: nil)
        let options = lowerEntries(entry.takeChildren(), in: .choice).compactMap { child -> Option? in
            guard case .option(let option) = child else { return nil }
            return option
        }
        return Choice(
            name: name,
            identifier: choiceIdentifiers.claim(IdentifierDerivation.derive(from: name.string), fallback: "choice"),
            options: options,
            source: AttributePositions(of: entry.attributes).source(of: entry, titleRange: titleRange))
    }

    private mutating func lowerOption(_ entry: inout Entry, inPopUp: Bool) -> Option {
        let written = AttributePositions(of: entry.attributes)
        if inPopUp {
            reportFlag(.checked, where: .default, isWanted: "a pop-up", on: entry, written)
        } else {
            reportFlag(.default, where: .checked, isWanted: "a choice", on: entry, written)
        }
        let writtenTitle = entry.title.take()
        let titleRange = writtenTitle?.range
        let title = writtenTitle?.text ?? title(of: nil)
        return Option(
            explicitID: explicitIdentifier(of: entry, written, title: title, role: nil, at: titleRange),
            title: title,
            shortcut: written.shortcut(in: entry.attributes),
            symbol: written.symbol(in: entry.attributes),
            isChecked: !inPopUp && written.contains(.checked),
            isDefault: inPopUp && written.contains(.default),
            isDisabled: written.contains(.disabled),
            source: written.source(of: entry, titleRange: titleRange))
    }

    /// Reports `wrong` on an option where `right` marks the initial one. The
    /// fix-it replaces it, or removes it when the option has `right` already
    /// (a second one would not parse).
    private mutating func reportFlag(
        _ wrong: AttributeName, where right: AttributeName, isWanted container: String, on entry: Entry, _ written: AttributePositions
    ) {
        guard let flag = written.range(of: wrong, in: entry.attributes) else { return }
        let fixIt: FixIt = written.contains(right)
            ? .remove(flag, message: "remove '\(wrong.rawValue)'")
            : .replace(flag, with: right.rawValue, message: "replace with '\(right.rawValue)'")
        report(
            .entryPlacement, "\(container) marks its initial option with '\(right.rawValue)', not '\(wrong.rawValue)'",
            at: flag, fixIts: [fixIt])
    }

    private mutating func lowerSubmenu(_ entry: inout Entry) -> Submenu {
        let before = countsBeforeEntry
        listCount += 1
        let written = AttributePositions(of: entry.attributes)
        let role = resolveRole(written.identifier(.role, in: entry.attributes), expecting: .submenu)
        let writtenTitle = entry.title.take()
        let titleRange = writtenTitle?.range
        let entries = lowerEntries(entry.takeChildren(), in: .submenu)
        let available = platforms(of: role)
        // Uncounted with all it holds.
        if available.isEmpty { restoreCounts(before) }
        return Submenu(
            title: writtenTitle?.text ?? title(of: role),
            role: role,
            symbol: written.symbol(in: entry.attributes),
            isDisabled: written.contains(.disabled),
            entries: entries,
            platforms: available,
            source: written.source(of: entry, titleRange: titleRange))
    }

    /// The counts as they were before the entry being lowered, which
    /// `lowerEntry` has counted already (its entry and its title).
    private var countsBeforeEntry: (entries: Int, titles: Int, lists: Int) { (entryCount - 1, titleCount - 1, listCount) }

    /// Takes back the counts of an entry available on none of the file's
    /// platforms (a role of other platforms'), and of what it holds: the
    /// model leaves it out.
    private mutating func restoreCounts(_ counts: (entries: Int, titles: Int, lists: Int)) {
        (entryCount, titleCount, listCount) = counts
    }

    // MARK: - Roles and identifiers

    /// Where an entry with `role` is available: the file's platforms, less
    /// those the role is not on. Without a role, the file's platforms, as
    /// they are: not intersected with `PlatformSet.all`, a static that costs
    /// a call to read.
    @inline(__always)
    private func platforms(of role: Role?) -> PlatformSet {
        guard let role else { return platforms }
        return platforms.intersection(role.platforms)
    }

    /// Inlined, so that an entry without a role (most) costs a test, not a call.
    @inline(__always)
    private mutating func resolveRole(_ written: Identifier?, expecting kind: Role.Kind) -> Role? {
        guard let identifier = written else { return nil }
        return resolveRole(named: identifier, expecting: kind)
    }

    private mutating func resolveRole(named identifier: Identifier, expecting kind: Role.Kind) -> Role? {
        guard let role = Role.named(identifier.name) else {
            let candidates = Role.all.filter { $0.kind == kind }.map(\.name)
            let suggestion = Suggestion.closest(to: identifier.name, in: candidates)
            let known = kind == .submenu ? "the submenu roles are \(Parser.list(candidates))" : "run 'menuc explain roles' for the list"
            report(
                .unknownRole,
                suggestion.map { "unknown role '\(identifier.name)'; did you mean '\($0)'?" }
                    ?? "unknown role '\(identifier.name)'; \(known)",
                at: identifier.range,
                fixIts: suggestion.map { [.replace(identifier.range, with: $0, message: "replace with '\($0)'")] } ?? [])
            return nil
        }
        guard role.kind == kind else {
            report(
                .rolePlacement,
                kind == .submenu
                    ? "'\(role.name)' is the role of a command; use it on an 'item', not a 'submenu'"
                    : "'\(role.name)' is the role of a system-filled submenu; write 'submenu \"\(role.title(appName: appName))\" role: \(role.name) { }'",
                at: identifier.range)
            return nil
        }
        return role
    }

    /// The identifier written with `id:`. Without one, a command is named by
    /// its role or by an identifier derived from its title, which the model
    /// derives when asked; a title without a letter or digit is reported
    /// here, at the title as written (taken from the entry, so passed in).
    private mutating func explicitIdentifier(
        of entry: borrowing Entry, _ written: AttributePositions, title: LiteralText, role: Role?, at titleRange: SourceRange?
    ) -> String? {
        if let explicit = written.identifier(.id, in: entry.attributes) { return explicit.name }
        if role == nil, !IdentifierDerivation.canDerive(from: title),
           !title.string.allSatisfy(\.isWhitespace) {
            report(
                .missingIdentifier,
                "no identifier can be derived from the title '\(title.string)'; add one with 'id:', as in 'id: myCommand'",
                at: titleRange ?? entry.keywordRange)
        }
        return nil
    }
}

/// Identifiers handed out so far, for names that must be unique in the
/// generated code (menus, choices).
private struct IdentifierSpace {
    /// An identifier used, with the numeric suffix to try next when it is
    /// wanted again as a stem, so that a hundred menus of one title cost a
    /// hundred lookups, not five thousand.
    private struct Slot {
        var hash: UInt64
        var name: String
        /// Zero in an empty slot.
        var nextSuffix: Int
    }

    /// Open addressing with a cheap hash of the name's UTF-8, at most half
    /// full. A dictionary of strings hashed each name with SipHash, and a
    /// claim hashes two or three names: most of what lowering a menu took.
    private var slots: [Slot] = []
    private var count = 0

    /// Room for `identifiers`, so that the table is not rehashed as it grows.
    mutating func reserveCapacity(_ identifiers: Int) {
        if 2 * identifiers > slots.count { rehash(slotCount: Self.slotCount(for: identifiers)) }
    }

    /// An identifier not yet used: `file`, then `file2`, `file3`…
    mutating func claim(_ base: String, fallback: String) -> String {
        let stem = base.isEmpty ? fallback : base
        let stemHash = Self.hash(stem)
        guard let stemSlot = slot(of: stem, hash: stemHash) else {
            insert(stem, hash: stemHash)
            return stem
        }
        var suffix = slots[stemSlot].nextSuffix
        var candidate: String
        var candidateHash: UInt64
        repeat {
            candidate = stem + String(suffix)
            candidateHash = Self.hash(candidate)
            suffix += 1
        } while slot(of: candidate, hash: candidateHash) != nil
        // Before the insertion, which may move the slots.
        slots[stemSlot].nextSuffix = suffix
        insert(candidate, hash: candidateHash)
        return candidate
    }

    private func slot(of name: String, hash: UInt64) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        while slots[index].nextSuffix != 0 {
            if slots[index].hash == hash, slots[index].name == name { return index }
            index = (index + 1) & mask
        }
        return nil
    }

    /// Inserts a name not in the table, whose next suffix is 2.
    private mutating func insert(_ name: String, hash: UInt64) {
        if 2 * (count + 1) > slots.count { rehash(slotCount: Self.slotCount(for: count + 1)) }
        place(Slot(hash: hash, name: name, nextSuffix: 2))
        count += 1
    }

    /// Puts a slot's contents in the first empty slot from its hash's.
    private mutating func place(_ slot: Slot) {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: slot.hash) & mask
        while slots[index].nextSuffix != 0 { index = (index + 1) & mask }
        slots[index] = slot
    }

    private mutating func rehash(slotCount: Int) {
        let old = slots
        slots = Array(repeating: Slot(hash: 0, name: "", nextSuffix: 0), count: slotCount)
        for slot in old where slot.nextSuffix != 0 { place(slot) }
    }

    /// A power of two at least twice `count`.
    private static func slotCount(for count: Int) -> Int {
        var slotCount = 8
        while slotCount < 2 * count { slotCount *= 2 }
        return slotCount
    }

    /// The name's UTF-8 hashed a word at a time, as the index hashes
    /// identifiers (`ByteHash`).
    private static func hash(_ name: String) -> UInt64 {
        name.withUTF8Bytes(ByteHash.of)
    }
}

/// Told of a model's menus one by one, as lowering makes them: a build
/// starts writing a large file's JSON on the other core while the rest of
/// the file is parsed and lowered. All are called on the lowering thread.
// A class: copying an optional struct of closures made the runtime build
// its type's metadata, about 36,000 instructions of every check.
public final class LoweringObserver {
    /// Called before the first menu is lowered, with the model's app name
    /// and platforms.
    let willLowerMenus: (_ appName: String?, _ platforms: [Platform]) -> Void
    /// Called with each menu, in the model's order, once it is lowered.
    let didLowerMenu: (_ menu: Menu) -> Void
    /// Called once every menu has been lowered.
    let didLowerAllMenus: () -> Void
    /// Called when what the observer was told must be forgotten: the file
    /// declares its app or platforms after a menu, and is lowered again
    /// from the start, with a new call of `willLowerMenus`.
    let abandon: () -> Void

    public init(
        willLowerMenus: @escaping (_ appName: String?, _ platforms: [Platform]) -> Void,
        didLowerMenu: @escaping (_ menu: Menu) -> Void,
        didLowerAllMenus: @escaping () -> Void,
        abandon: @escaping () -> Void
    ) {
        self.willLowerMenus = willLowerMenus
        self.didLowerMenu = didLowerMenu
        self.didLowerAllMenus = didLowerAllMenus
        self.abandon = abandon
    }
}
