import MenuDiagnostics
import MenuModel

/// `standard-title`: an outdated or wrong title for a role.
public enum StandardTitle: Rule {
    public static let descriptor = RuleDescriptor(
        id: "standard-title",
        category: .titles,
        severity: .warning,
        summary: "An entry with a role uses an outdated or wrong English title for it.",
        rationale: """
            Standard commands have standard names so people find them in the same \
            place under the same word: Settings… (no longer Preferences…), Quit \
            (not Exit), Delete (not Erase or Clear). Titles in other languages are \
            left alone.
            """,
        triggering: [
            """
            app "Demo"
            menu "Demo" {
                item ↓"Preferences…" key: cmd+, role: settings
            }
            """,
        ],
        nonTriggering: [
            """
            app "Demo"
            menu "Demo" {
                item "Settings…" key: cmd+, role: settings
            }
            """,
            """
            app "Demo"
            menu "Demo" {
                item "设置…" key: cmd+, role: settings
            }
            """,
        ],
        hasFixIt: true)

    public static func check(_ context: inout RuleContext) {
        for title in context.index.titles(where: { $0.kind == .item && $0.hasRole }) where title.literalRange != nil {
            guard case .item(let role?) = title.owner, !role.outdatedTitles.isEmpty,
                  TitleText.isLatinScript(title.text),
                  let first = TitleText.words(TitleText.withoutEllipsis(title.text)).first,
                  let outdated = role.outdatedTitles.first(where: { $0.lowercased() == first.lowercased() })
            else { continue }
            let standard = role.title(appName: context.appName)
            context.report(
                .notStandardTitle(outdated, role: role, standard: standard),
                at: title.reportRange,
                fixIts: title.replacement(standard, message: "write '\(standard)'", in: context.source))
        }
    }
}

extension DiagnosticMessage {
    fileprivate static func notStandardTitle(_ outdated: String, role: Role, standard: String) -> DiagnosticMessage {
        "'\(outdated)' is not the standard title for '\(role.name)'; write '\(standard)'"
    }
}
