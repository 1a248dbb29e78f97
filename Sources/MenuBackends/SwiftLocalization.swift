import MenuModel

/// Where the generated Swift looks its titles up: `--swift-bundle`.
public enum LocalizationBundle: String, CaseIterable, Sendable {
    /// `Bundle.main`: the string catalog is a resource of the app's target.
    case main
    /// `Bundle.module`: it is a resource of the Swift package target that
    /// holds the generated code (SwiftPM declares `module` only for a
    /// target with resources).
    case module
}

/// How the Swift targets write a title: looked up in the string catalog
/// `--emit xcstrings` writes, by the title's key, with the title of the
/// `.menu` as the value when the catalog has none:
///
///     String(localized: "file.save", defaultValue: "Save", table: "TextEdit",
///            bundle: .main, comment: "File menu (menu bar): item")
///
/// The table is named after the `.menu` file (`TextEdit.menu` →
/// `TextEdit.xcstrings`, table "TextEdit"). `String(localized:defaultValue:
/// table:bundle:locale:comment:)` is Foundation's (macOS 12, iOS 15); SwiftUI
/// shows the resulting `String` as it is.
struct SwiftLocalization {
    let table: String
    let bundle: LocalizationBundle

    init(options: BackendOptions) {
        table = MarkdownBackend.sourceStem(SwiftBackend.sourceFileName(options.sourceName))
        bundle = options.localizationBundle
    }

    /// The expression for `title` at `place` in `menu`.
    func expression(_ title: String, at place: TitlePlace, in menu: MenuLocalization) -> String {
        let key = LocalizableTitle.key(at: place, in: menu)
        let comment = LocalizableTitle.comment(at: place, in: menu)
        return "String(localized: \(SwiftLiteral.string(key)), defaultValue: \(SwiftLiteral.string(title)), table: \(SwiftLiteral.string(table)), bundle: .\(bundle.rawValue), comment: \(SwiftLiteral.string(comment)))"
    }

    /// The place of a choice's name or a pop-up's title.
    static func place(of selection: SwiftPlan.Selection) -> TitlePlace {
        selection.isPopUp ? .menu : .choice(identifier: selection.identifier)
    }

    /// The place of an item's, toggle's or option's title (a toggle's
    /// first title).
    static func place(of command: CommandView) -> TitlePlace {
        switch command.entry {
        case .command(let item): .of(item)
        case .toggle(let toggle): .toggle(id: toggle.id)
        default: .option(id: command.id)
        }
    }
}
