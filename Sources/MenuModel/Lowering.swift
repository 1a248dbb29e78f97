import MenuDiagnostics
import MenuSyntax

/// Turns a syntax tree into a `MenuModel`, reporting the errors of meaning
/// the language defines: unknown roles and platforms, misplaced entries,
/// repeated declarations, identifiers that cannot be derived.
public struct Lowering {
    /// Kept up to the file's error limit, and only counted past it.
    private var diagnostics: LimitedDiagnostics
    private let platformOverride: [Platform]?
    private var appName: String?
    private var platforms = PlatformSet.macOS
    private var menuIdentifiers = IdentifierSpace()
    private var choiceIdentifiers = IdentifierSpace()
    private var appDeclaration: AppDeclaration?
    private var platformsDeclaration: PlatformsDeclaration?
    private var dockMenuDeclaration: MenuDeclaration?
    /// The kind of the menu being lowered, which decides the shortcut an
    /// item's role gives it (`Role.shortcut(givenIn:on:)`).
    private var menuKind = MenuKind.menuBar
    /// The identifiers of the commands, toggles and options lowered, by
    /// hash: which of them repeat decides whether any must be disambiguated.
    private var identifierHashes = DerivedIdentifiers.IdentifierHashes()

    /// Lowers a tree into its model and the diagnostics lowering found:
    /// the first `diagnosticLimit` of them (0: all), and a count of the rest.
    /// Each menu's syntax is let go once it is lowered, unless the caller
    /// keeps the tree: the model grows into the memory the tree gives back,
    /// and the two are never whole at once.
    public static func lower(
        _ tree: consuming SourceFileSyntax, platformOverride: [Platform]? = nil, diagnosticLimit: Int = 0
    ) -> (model: MenuModel, diagnostics: [Diagnostic], overflow: DiagnosticOverflow) {
        var lowering = Lowering(platformOverride: platformOverride, diagnosticLimit: diagnosticLimit)
        let model = lowering.lower((consume tree).declarations)
        return (model, lowering.diagnostics.kept, lowering.diagnostics.overflow)
    }

    private init(platformOverride: [Platform]?, diagnosticLimit: Int) {
        self.platformOverride = platformOverride
        self.diagnostics = LimitedDiagnostics(limit: diagnosticLimit)
    }

    private mutating func report(
        _ kind: SemanticErrorKind, _ message: DiagnosticMessage, at range: SourceRange,
        notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
    ) {
        diagnostics.append(Diagnostic(.error, id: kind.id, message, at: range, notes: notes, fixIts: fixIts))
    }

    // MARK: - File

    /// The app and platforms are settled first, wherever they are declared:
    /// every menu is lowered with them.
    private mutating func lower(_ declarations: consuming [Declaration]) -> MenuModel {
        for position in declarations.indices {
            take(appOrPlatforms: declarations[position])
        }
        resolveAppAndPlatforms()
        var menus: [Menu] = []
        // Taken from the end of the reversed list, each declaration goes
        // when the loop moves on.
        var pending = consume declarations
        pending.reverse()
        while let declaration = pending.popLast() {
            guard case .menu(let menu) = declaration, isFirstOfItsKind(menu) else { continue }
            menus.append(lowerMenu(menu))
        }
        DerivedIdentifiers.disambiguate(&menus, repeating: identifierHashes.takeRepeated())
        return MenuModel(appName: appName, platforms: platforms.platforms, menus: menus)
    }

    /// Keeps the first `app` and the first `platforms` declaration, and
    /// reports any other.
    private mutating func take(appOrPlatforms declaration: Declaration) {
        let repeated: (range: SourceRange, first: SourceRange, message: DiagnosticMessage)
        switch declaration {
        case .app(let app):
            guard let first = appDeclaration else { return appDeclaration = app }
            repeated = (app.range, first.range, .appDeclaredTwice)
        case .platforms(let platforms):
            guard let first = platformsDeclaration else { return platformsDeclaration = platforms }
            repeated = (platforms.range, first.range, .platformsDeclaredTwice)
        case .menu:
            return
        }
        report(
            .duplicateDeclaration, repeated.message,
            at: repeated.range, notes: [DiagnosticNote("first declared here", at: repeated.first)])
    }

    /// Settles the app's name and the platforms, which every menu is lowered with.
    private mutating func resolveAppAndPlatforms() {
        appName = appDeclaration?.name?.value
        if let platformsDeclaration {
            let declared = lowerPlatforms(platformsDeclaration)
            if !declared.isEmpty { platforms = declared }
        }
        if let platformOverride, !platformOverride.isEmpty {
            platforms = PlatformSet(platformOverride)
        }
    }

    private mutating func lowerPlatforms(_ declaration: PlatformsDeclaration) -> PlatformSet {
        var result = PlatformSet()
        var firstListed: [Platform: SourceRange] = [:]
        for identifier in declaration.platforms {
            guard let platform = Platform(rawValue: identifier.name) else {
                reportUnknownPlatform(identifier)
                continue
            }
            if let first = firstListed[platform] {
                report(
                    .unknownPlatform, .platformListedTwice(platform),
                    at: identifier.range, notes: [DiagnosticNote("first listed here", at: first)])
                continue
            }
            firstListed[platform] = identifier.range
            result.insert(platform)
        }
        return result
    }

    private mutating func reportUnknownPlatform(_ identifier: Identifier) {
        let names = Platform.allCases.map(\.rawValue)
        let suggestion = Suggestion.closest(to: identifier.name, in: names)
        report(
            .unknownPlatform, .unknownPlatform(identifier.name, suggestion: suggestion),
            at: identifier.range,
            fixIts: suggestion.map { [.replace(identifier.range, with: $0, message: "replace with '\($0)'")] } ?? [])
    }

    /// An app has one Dock menu: a second `dockmenu` is reported and left out.
    private mutating func isFirstOfItsKind(_ menu: MenuDeclaration) -> Bool {
        guard menu.kind == .dock else { return true }
        guard let first = dockMenuDeclaration else {
            dockMenuDeclaration = menu
            return true
        }
        report(
            .duplicateDeclaration, .dockMenuDeclaredTwice,
            at: menu.keywordRange, notes: [DiagnosticNote("first declared here", at: first.keywordRange)])
        return false
    }

    // MARK: - Menus

    private mutating func lowerMenu(_ declaration: MenuDeclaration) -> Menu {
        let title = declaration.title?.value ?? ""
        menuKind = declaration.kind
        let container: Container = switch declaration.kind {
        case .popUp: .popUp
        case .activities: .activities
        default: .menu
        }
        return Menu(
            kind: declaration.kind,
            title: title,
            identifier: menuIdentifiers.claim(IdentifierDerivation.derive(from: title), fallback: declaration.kind.rawValue),
            entries: lowerEntries(declaration.entries, in: container),
            headerRange: declaration.keywordRange.union(declaration.title?.range ?? declaration.keywordRange),
            titleRange: declaration.title?.range,
            layout: declaration.layout?.layout,
            layoutRange: declaration.layout?.range)
    }

    private enum Container: Equatable {
        case menu
        case submenu
        case choice
        case popUp
        case activities
        /// A section of a pop-up holds options as the pop-up does; a
        /// section of a menu may hold options too, as one choice.
        case section(inPopUp: Bool)

        var holdsOptions: Bool {
            switch self {
            case .choice, .popUp, .section: true
            case .menu, .submenu, .activities: false
            }
        }

        var isPopUp: Bool { self == .popUp || self == .section(inPopUp: true) }
    }

    /// What lowering an entry gave: the model's entry, nothing for a
    /// misplaced one (reported), or nothing for an item or submenu whose
    /// role exists on none of the file's platforms (left out).
    private enum LoweredEntry {
        case kept(MenuEntry)
        case misplaced
        case leftOutForOtherPlatforms
    }

    /// Lowers a list of entries. A separator that only the absence of an
    /// entry left out for other platforms leaves first, last or doubled goes
    /// too, so that `--- item role: hide ---` in an iPadOS file makes one
    /// separator, as it does on the Mac. (A misplaced entry is an error of
    /// its own, and its separators stay as written.)
    private mutating func lowerEntries(_ entries: [Entry], in container: Container) -> [MenuEntry] {
        var result: [MenuEntry] = []
        result.reserveCapacity(entries.count)
        var leftOut = false
        // Where in `result` the entry an alternate would stand in for is:
        // set after an item or toggle, kept through its alternates.
        var alternateBase: Int?
        for (position, entry) in entries.enumerated() {
            // In a choice or a list of activities an alternate is misplaced, as lowerEntry reports.
            if entry.kind == .alternate, container != .choice, container != .activities {
                let previous = position > 0 ? entries[position - 1] : nil
                let base = alternateBase.map { (position: $0, entry: result[$0]) }
                if let alternate = lowerAlternate(entry, after: previous, base: base?.entry), let base {
                    result[base.position].attach(alternate)
                }
                continue
            }
            alternateBase = nil
            switch lowerEntry(entry, in: container) {
            case .misplaced:
                continue
            case .leftOutForOtherPlatforms:
                leftOut = true
                continue
            case .kept(let lowered):
                if entry.kind == .item || entry.kind == .toggle { alternateBase = result.count }
                if leftOut, lowered.isSeparator, Self.isEmptyOrEndsInSeparator(result) {
                    // Of two, the later stays: where the file has one too many on
                    // every platform, that is the one a warning names.
                    if !result.isEmpty { result[result.count - 1] = lowered }
                } else {
                    result.append(lowered)
                }
                leftOut = false
            }
        }
        if leftOut, !result.isEmpty, Self.isEmptyOrEndsInSeparator(result) {
            result.removeLast()
        }
        return result
    }

    private static func isEmptyOrEndsInSeparator(_ entries: [MenuEntry]) -> Bool {
        entries.last?.isSeparator ?? true
    }

    private mutating func lowerEntry(_ entry: Entry, in container: Container) -> LoweredEntry {
        if container == .choice, entry.kind != .option {
            report(.entryPlacement, .notAnOptionInChoice(entry.kind), at: entry.keywordRange)
            return .misplaced
        }
        if entry.kind == .option, !container.holdsOptions {
            report(.entryPlacement, .optionOutsideChoice, at: entry.keywordRange)
            return .misplaced
        }
        if (container == .activities) != (entry.kind == .activity) {
            report(.entryPlacement, container == .activities ? .notAnActivity(entry.kind) : .activityOutsideActivities, at: entry.keywordRange)
            return .misplaced
        }
        switch entry.kind {
        case .separator:
            return .kept(.separator(Separator(range: entry.range)))
        case .item:
            let command = lowerItem(entry)
            identifierHashes.note(command.id)
            return command.platforms.isEmpty ? .leftOutForOtherPlatforms : .kept(.command(command))
        case .toggle:
            let toggle = lowerToggle(entry)
            identifierHashes.note(toggle.id)
            return .kept(.toggle(toggle))
        case .choice:
            return .kept(.choice(lowerChoice(entry)))
        case .option:
            let option = lowerOption(entry, inPopUp: container.isPopUp)
            identifierHashes.note(option.id)
            return .kept(.option(option))
        case .submenu:
            let submenu = lowerSubmenu(entry)
            return submenu.platforms.isEmpty ? .leftOutForOtherPlatforms : .kept(.submenu(submenu))
        case .activity:
            let activity = lowerActivity(entry)
            identifierHashes.note(activity.id)
            return .kept(.command(activity))
        case .alternate:
            // Handled by `lowerEntries`, which sees the entry before it.
            return .misplaced
        case .section:
            if case .section = container {
                report(.entryPlacement, .nestedSection, at: entry.keywordRange)
                return .misplaced
            }
            return .kept(.section(lowerSection(entry, inPopUp: container.isPopUp)))
        case .dynamic:
            guard let list = lowerDynamic(entry) else { return .misplaced }
            return list.platforms.isEmpty ? .leftOutForOtherPlatforms : .kept(.dynamic(list))
        }
    }

    // MARK: - Entries

    /// The title a role gives an entry written without one; empty without a role.
    private func title(of role: Role?) -> String {
        role?.title(appName: appName) ?? ""
    }

    /// The entry's shortcut, and whether its role gave it: `key:` written,
    /// with a shortcut or with `none`, takes the role's place.
    private func shortcut(_ written: WrittenAttributes, role: Role?) -> (Shortcut?, fromRole: Bool) {
        if let role, written.shortcut == nil, !written.has(.key) {
            let shortcut = role.shortcut(givenIn: menuKind, on: platforms)
            return (shortcut, shortcut != nil)
        }
        return (written.shortcut, false)
    }

    private mutating func lowerItem(_ entry: Entry) -> Command {
        let written = WrittenAttributes(entry.attributes)
        let role = written.role.flatMap { resolveRole(named: $0, on: .item) }
        let title = entry.title?.value ?? title(of: role)
        let (shortcut, shortcutFromRole) = self.shortcut(written, role: role)
        return Command(
            explicitID: explicitIdentifier(of: entry, written, title: title, role: role),
            title: title,
            role: role,
            shortcut: shortcut,
            symbol: written.symbol,
            isDestructive: written.has(.destructive),
            isDisabled: written.has(.disabled),
            platforms: platforms(of: role),
            source: written.source(of: entry, shortcutFromRole: shortcutFromRole))
    }

    /// An activity is a command with a title, a symbol and an identifier.
    private mutating func lowerActivity(_ entry: Entry) -> Command {
        let written = WrittenAttributes(entry.attributes)
        let title = entry.title?.value ?? title(of: nil)
        return Command(
            explicitID: explicitIdentifier(of: entry, written, title: title, role: nil),
            title: title, role: nil, shortcut: nil, symbol: written.symbol, isDestructive: false, isDisabled: false,
            platforms: platforms, source: written.source(of: entry), isActivity: true)
    }

    /// A toggle with a role takes the role's shortcut as an item does; its
    /// titles are the ones written (a toggle always has a title).
    private mutating func lowerToggle(_ entry: Entry) -> Toggle {
        let written = WrittenAttributes(entry.attributes)
        let role = written.role.flatMap { resolveRole(named: $0, on: .toggle) }
        let title = entry.title?.value ?? title(of: role)
        let (shortcut, shortcutFromRole) = self.shortcut(written, role: role)
        return Toggle(
            explicitID: explicitIdentifier(of: entry, written, title: title, role: role),
            title: title,
            titleWhenOn: entry.secondTitle?.value,
            role: role,
            shortcut: shortcut,
            symbol: written.symbol,
            isOn: written.has(.checked),
            isDisabled: written.has(.disabled),
            source: written.source(of: entry, shortcutFromRole: shortcutFromRole),
            secondTitleRange: entry.secondTitle?.range)
    }

    private mutating func lowerChoice(_ entry: Entry) -> Choice {
        let name = entry.title?.value ?? title(of: nil)
        let options = lowerEntries(entry.children, in: .choice).compactMap { child -> Option? in
            guard case .option(let option) = child else { return nil }
            return option
        }
        return Choice(
            name: name,
            identifier: choiceIdentifiers.claim(IdentifierDerivation.derive(from: name), fallback: "choice"),
            options: options,
            source: WrittenAttributes(entry.attributes).source(of: entry))
    }

    private mutating func lowerOption(_ entry: Entry, inPopUp: Bool) -> Option {
        let written = WrittenAttributes(entry.attributes)
        if inPopUp {
            reportFlag(.checked, where: .default, isWanted: "a pop-up", written)
        } else {
            reportFlag(.default, where: .checked, isWanted: "a choice", written)
        }
        let title = entry.title?.value ?? title(of: nil)
        return Option(
            explicitID: explicitIdentifier(of: entry, written, title: title, role: nil),
            title: title,
            shortcut: written.shortcut,
            symbol: written.symbol,
            isChecked: !inPopUp && written.has(.checked),
            isDefault: inPopUp && written.has(.default),
            isDisabled: written.has(.disabled),
            source: written.source(of: entry))
    }

    /// Reports `wrong` on an option where `right` marks the initial one. The
    /// fix-it replaces it, or removes it when the option has `right` already
    /// (a second one would not parse).
    private mutating func reportFlag(
        _ wrong: AttributeName, where right: AttributeName, isWanted container: String, _ written: WrittenAttributes
    ) {
        guard let flag = written.range(of: wrong) else { return }
        let fixIt: FixIt = written.has(right)
            ? .remove(flag, message: "remove '\(wrong.rawValue)'")
            : .replace(flag, with: right.rawValue, message: "replace with '\(right.rawValue)'")
        report(.entryPlacement, .initialOptionMarkedWith(wrong, in: container, instead: right), at: flag, fixIts: [fixIt])
    }

    private mutating func lowerSubmenu(_ entry: Entry) -> Submenu {
        let written = WrittenAttributes(entry.attributes)
        let role = written.role.flatMap { resolveRole(named: $0, on: .submenu) }
        let entries = lowerEntries(entry.children, in: .submenu)
        return Submenu(
            title: entry.title?.value ?? title(of: role),
            role: role,
            symbol: written.symbol,
            isDisabled: written.has(.disabled),
            entries: entries,
            platforms: platforms(of: role),
            source: written.source(of: entry))
    }

    // MARK: - Version 2 entries

    /// Lowers an `alternate`, reporting one that does not directly follow an
    /// item, toggle or alternate, or whose shortcut is not that entry's plus
    /// modifiers. Nil when reported, or where no platform of the file is
    /// macOS: alternates exist on the Mac only.
    /// `base` is the item or toggle the alternate stands in for, as lowered
    /// with the alternates before this one; nil when it was left out (for
    /// another platform) or reported, and then so is the alternate.
    private mutating func lowerAlternate(_ entry: Entry, after previous: Entry?, base lowered: MenuEntry?) -> Command? {
        guard let previous, [.item, .toggle, .alternate].contains(previous.kind) else {
            report(.entryPlacement, .alternateWithoutBase(after: previous?.kind), at: entry.keywordRange)
            return nil
        }
        guard let lowered else { return nil }
        // The alternate adds modifiers to the entry it follows: the last
        // alternate kept, or the item or toggle; its messages name that one.
        let standIn = CommandView(lowered.alternates.last.map(MenuEntry.command) ?? lowered)
        let base = (title: standIn?.title ?? "", shortcut: standIn?.shortcut)
        var alternate = lowerItem(entry)
        alternate.isAlternate = true
        guard checkAlternateShortcut(alternate, entry: entry, base: base) else { return nil }
        alternate.platforms = alternate.platforms.intersection(.macOS)
        return alternate.platforms.isEmpty ? nil : alternate
    }

    /// Whether the alternate's shortcut is the base's plus one or more
    /// modifiers on the same key; reports it when not.
    private mutating func checkAlternateShortcut(_ alternate: Command, entry: Entry, base: (title: String, shortcut: Shortcut?)) -> Bool {
        guard let baseShortcut = base.shortcut else {
            report(.alternateShortcut, .alternateOfEntryWithoutShortcut(base.title), at: entry.keywordRange)
            return false
        }
        let suggestion = Shortcut(modifiers: baseShortcut.modifiers.union(.option), key: baseShortcut.key)
        guard let shortcut = alternate.shortcut else {
            report(
                .alternateShortcut, .alternateWithoutShortcut(base: baseShortcut, suggestion: suggestion),
                at: alternate.source.keyAttributeRange ?? entry.keywordRange)
            return false
        }
        let addsModifiers = shortcut.key == baseShortcut.key && shortcut.modifiers != baseShortcut.modifiers
            && shortcut.modifiers.isSuperset(of: baseShortcut.modifiers)
        guard addsModifiers else {
            report(
                .alternateShortcut, .alternateShortcutMismatch(shortcut, base: baseShortcut, suggestion: suggestion),
                at: alternate.source.shortcutRange ?? entry.keywordRange)
            return false
        }
        return true
    }

    private mutating func lowerSection(_ entry: Entry, inPopUp: Bool) -> Section {
        Section(
            title: entry.title?.value ?? "",
            entries: lowerEntries(entry.children, in: .section(inPopUp: inPopUp)),
            source: WrittenAttributes(entry.attributes).source(of: entry))
    }

    /// Lowers a `dynamic` list: a system list named by `role:`, or one the
    /// app supplies, named by `id:`; exactly one of the two.
    private mutating func lowerDynamic(_ entry: Entry) -> DynamicList? {
        let written = WrittenAttributes(entry.attributes)
        let source = written.source(of: entry)
        switch (written.role, written.identifier(.id)) {
        case (nil, nil):
            report(.dynamicSource, .dynamicWithoutSource, at: entry.keywordRange)
            return nil
        case (_?, let id?):
            report(
                .dynamicSource, .dynamicWithRoleAndID, at: id.range,
                fixIts: written.range(of: .id).map { [.remove($0, message: "remove 'id:'")] } ?? [])
            return nil
        case (nil, let id?):
            return DynamicList(
                title: entry.title?.value ?? "", systemList: nil, id: id.name, platforms: platforms, source: source)
        case (let role?, nil):
            guard let list = resolveSystemList(role) else { return nil }
            return DynamicList(
                title: entry.title?.value ?? list.title, systemList: list, id: list.name,
                platforms: platforms.intersection(list.platforms), source: source)
        }
    }

    private mutating func resolveSystemList(_ identifier: Identifier) -> SystemList? {
        guard let list = SystemList.named(identifier.name) else {
            let names = SystemList.allCases.map(\.name)
            let suggestion = Suggestion.closest(to: identifier.name, in: names)
            report(
                .unknownRole, .unknownSystemList(identifier.name, suggestion: suggestion, lists: names),
                at: identifier.range,
                fixIts: suggestion.map { [.replace(identifier.range, with: $0, message: "replace with '\($0)'")] } ?? [])
            return nil
        }
        if list.isMenuBarOnly, menuKind != .menuBar {
            report(.rolePlacement, .systemListOutsideMenuBar(list, in: menuKind), at: identifier.range)
            return nil
        }
        return list
    }

    // MARK: - Roles and identifiers

    /// Where an entry with `role` is available: the file's platforms, less
    /// those the role is not on.
    private func platforms(of role: Role?) -> PlatformSet {
        guard let role else { return platforms }
        return platforms.intersection(role.platforms)
    }

    private mutating func resolveRole(named identifier: Identifier, on entryKind: EntryKind) -> Role? {
        guard let role = Role.named(identifier.name) else {
            let candidates = Role.all.filter { $0.kind.applies(to: entryKind) }.map(\.name)
            let suggestion = Suggestion.closest(to: identifier.name, in: candidates)
            report(
                .unknownRole, .unknownRole(identifier.name, suggestion: suggestion, on: entryKind, candidates: candidates),
                at: identifier.range,
                fixIts: suggestion.map { [.replace(identifier.range, with: $0, message: "replace with '\($0)'")] } ?? [])
            return nil
        }
        guard role.kind.applies(to: entryKind) else {
            let message: DiagnosticMessage = switch entryKind {
            case .submenu: .commandRoleOnSubmenu(role)
            case .toggle where role.kind == .command: .actionRoleOnToggle(role)
            default: .submenuRoleOnEntry(role, title: role.title(appName: appName))
            }
            report(.rolePlacement, message, at: identifier.range)
            return nil
        }
        return role
    }

    /// The identifier written with `id:`. Without one, a command is named by
    /// its role or by an identifier derived from its title; a title without
    /// a letter or digit is reported here, at the title as written.
    private mutating func explicitIdentifier(of entry: Entry, _ written: WrittenAttributes, title: String, role: Role?) -> String? {
        if let explicit = written.identifier(.id) { return explicit.name }
        if role == nil, !IdentifierDerivation.canDerive(from: title), !title.allSatisfy(\.isWhitespace) {
            report(.missingIdentifier, .noDerivableIdentifier(title), at: entry.title?.range ?? entry.keywordRange)
        }
        return nil
    }
}

/// The attributes written on an entry, found by name (the parser lets none
/// appear twice on one entry, and an entry has a few at most).
private struct WrittenAttributes {
    private let attributes: [Attribute]

    init(_ attributes: [Attribute]) {
        self.attributes = attributes
    }

    subscript(name: AttributeName) -> Attribute? { attributes.first { $0.name == name } }

    func has(_ name: AttributeName) -> Bool { attributes.contains { $0.name == name } }

    /// The range of the attribute, and of its value: read where they are,
    /// without copying the attribute's value out.
    func range(of name: AttributeName) -> SourceRange? {
        attributes.firstIndex { $0.name == name }.map { attributes[$0].range }
    }

    func valueRange(of name: AttributeName) -> SourceRange? {
        attributes.firstIndex { $0.name == name }.flatMap { attributes[$0].value?.range }
    }

    var shortcut: Shortcut? {
        guard case .shortcut(let syntax)? = self[.key]?.value else { return nil }
        return Shortcut(syntax)
    }

    func identifier(_ name: AttributeName) -> Identifier? {
        guard case .identifier(let identifier)? = self[name]?.value else { return nil }
        return identifier
    }

    var role: Identifier? { identifier(.role) }

    var symbol: String? {
        guard case .string(let string)? = self[.symbol]?.value else { return nil }
        return string.value
    }

    /// Where the entry's parts are. The shortcut's range is that of its
    /// text, of `none` in `key: none`, or, when the role gives it
    /// (`shortcutFromRole`), of the role's name.
    func source(of entry: Entry, shortcutFromRole: Bool = false) -> EntrySource {
        // The value of `key:` is a shortcut or `none`; of `role:`, a name.
        let roleRange = valueRange(of: .role)
        var shortcutRange = valueRange(of: .key)
        if shortcutRange == nil, shortcutFromRole { shortcutRange = roleRange }
        return EntrySource(
            range: entry.range, firstTitleRange: entry.title?.range, keyAttributeRange: range(of: .key),
            shortcutRange: shortcutRange, roleRange: roleRange, disabledRange: range(of: .disabled),
            checkedRange: range(of: .checked), defaultRange: range(of: .default))
    }
}

extension MenuEntry {
    /// Keeps an alternate on the command or toggle it stands in for.
    fileprivate mutating func attach(_ alternate: Command) {
        switch self {
        case .command(var command):
            command.alternates.append(alternate)
            self = .command(command)
        case .toggle(var toggle):
            toggle.alternates.append(alternate)
            self = .toggle(toggle)
        default:
            break
        }
    }
}

extension DiagnosticMessage {
    /// `kind` is that of the entry before the alternate; nil when it is first.
    fileprivate static func alternateWithoutBase(after kind: EntryKind?) -> DiagnosticMessage {
        let place = kind.map { $0 == .separator ? "a separator" : "'\($0.keyword)'" } ?? "nothing"
        return "'alternate' follows \(place); put it right after the 'item' or 'toggle' it stands in for"
    }

    fileprivate static func alternateOfEntryWithoutShortcut(_ title: String) -> DiagnosticMessage {
        "an alternate is shown while modifiers are added to the shortcut of the entry before it, and '\(title)' has none; give '\(title)' a shortcut"
    }

    fileprivate static func alternateWithoutShortcut(base: Shortcut, suggestion: Shortcut) -> DiagnosticMessage {
        "'alternate' needs a shortcut: that of the entry before it (\(base.display)) plus modifiers, as in 'key: \(suggestion.spelling)'"
    }

    fileprivate static func alternateShortcutMismatch(_ shortcut: Shortcut, base: Shortcut, suggestion: Shortcut) -> DiagnosticMessage {
        "the alternate's shortcut \(shortcut.display) is not that of the entry before it (\(base.display)) plus modifiers; use the same key with more modifiers, as in 'key: \(suggestion.spelling)'"
    }

    fileprivate static let nestedSection: DiagnosticMessage =
        "sections are not nested; move this 'section' out of the enclosing one"

    fileprivate static let dynamicWithoutSource: DiagnosticMessage =
        "'dynamic' needs 'role:' for a list the system fills (role: windowList) or 'id:' for one the app supplies"

    fileprivate static let dynamicWithRoleAndID: DiagnosticMessage =
        "a 'dynamic' list is filled by the system ('role:') or by the app ('id:'), not both; remove one"

    fileprivate static func unknownSystemList(_ name: String, suggestion: String?, lists: [String]) -> DiagnosticMessage {
        if let suggestion { return "unknown list role '\(name)'; did you mean '\(suggestion)'?" }
        return "unknown list role '\(name)'; the system fills \(Parser.list(lists.map { "'\($0)'" })); for a list the app supplies, write 'id:'"
    }

    fileprivate static func systemListOutsideMenuBar(_ list: SystemList, in kind: MenuKind) -> DiagnosticMessage {
        "the system fills '\(list.name)' only in the menu bar, not in a \(kind.displayName); move it to a 'menu'"
    }

    fileprivate static let appDeclaredTwice: DiagnosticMessage = "'app' is declared twice; a file names its app once"

    fileprivate static let platformsDeclaredTwice: DiagnosticMessage =
        "'platforms' is declared twice; list every platform in one declaration"

    fileprivate static func platformListedTwice(_ platform: Platform) -> DiagnosticMessage {
        "platform '\(platform.rawValue)' is listed twice; remove one"
    }

    fileprivate static func unknownPlatform(_ name: String, suggestion: String?) -> DiagnosticMessage {
        if let suggestion { return "unknown platform '\(name)'; did you mean '\(suggestion)'?" }
        return "unknown platform '\(name)'; the platforms are macOS, iPadOS, iOS and visionOS"
    }

    fileprivate static func notAnOptionInChoice(_ kind: EntryKind) -> DiagnosticMessage {
        "a choice holds only 'option' entries; move this \(kind == .separator ? "separator" : "'\(kind.keyword)'") out of the choice"
    }

    fileprivate static let dockMenuDeclaredTwice: DiagnosticMessage =
        "'dockmenu' is declared twice; an app has one Dock menu, so put every entry in the first"

    fileprivate static let activityOutsideActivities: DiagnosticMessage =
        "'activity' belongs inside 'activities'; use 'item' for a command of a menu"

    fileprivate static func notAnActivity(_ kind: EntryKind) -> DiagnosticMessage {
        "'activities' holds only 'activity' entries; move this \(kind == .separator ? "separator" : "'\(kind.keyword)'") out, or make it an 'activity'"
    }

    fileprivate static let optionOutsideChoice: DiagnosticMessage =
        "'option' belongs inside a 'choice' or a 'popup'; use 'item' for a command or wrap the options in a 'choice'"

    /// `container` names where the option is: "a pop-up", "a choice".
    fileprivate static func initialOptionMarkedWith(
        _ wrong: AttributeName, in container: String, instead right: AttributeName
    ) -> DiagnosticMessage {
        "\(container) marks its initial option with '\(right.rawValue)', not '\(wrong.rawValue)'"
    }

    /// Without a suggestion, lists the submenu or toggle roles, which are
    /// few, or points to where the command roles are listed.
    fileprivate static func unknownRole(
        _ name: String, suggestion: String?, on entryKind: EntryKind, candidates: [String]
    ) -> DiagnosticMessage {
        if let suggestion { return "unknown role '\(name)'; did you mean '\(suggestion)'?" }
        if entryKind == .submenu { return "unknown role '\(name)'; the submenu roles are \(Parser.list(candidates))" }
        if entryKind == .toggle { return "unknown role '\(name)'; the roles of toggles are \(Parser.list(candidates))" }
        return "unknown role '\(name)'; run 'menuc explain roles' for the list"
    }

    fileprivate static func commandRoleOnSubmenu(_ role: Role) -> DiagnosticMessage {
        "'\(role.name)' is the role of a command; use it on an 'item', not a 'submenu'"
    }

    fileprivate static func actionRoleOnToggle(_ role: Role) -> DiagnosticMessage {
        "'\(role.name)' is the role of an action, not of a state a toggle shows; use it on an 'item'"
    }

    /// `title` is the one the role gives the submenu.
    fileprivate static func submenuRoleOnEntry(_ role: Role, title: String) -> DiagnosticMessage {
        "'\(role.name)' is the role of a system-filled submenu; write 'submenu \"\(title)\" role: \(role.name) { }'"
    }

    fileprivate static func noDerivableIdentifier(_ title: String) -> DiagnosticMessage {
        "no identifier can be derived from the title '\(title)'; add one with 'id:', as in 'id: myCommand'"
    }
}
