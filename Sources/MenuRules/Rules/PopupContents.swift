import MenuDiagnostics
import MenuModel

/// `popup-contents`: pop-ups hold mutually exclusive options only.
public enum PopupContents: Rule {
    public static let descriptor = RuleDescriptor(
        id: "popup-contents",
        category: .structure,
        severity: .error,
        summary: "A pop-up holds something other than options, or more than one default.",
        rationale: """
            A pop-up button shows one value chosen from a list of mutually exclusive \
            options; its title is the current choice. A command, toggle or submenu \
            in it has no value to show; use a pull-down for commands. Exactly one \
            option can be the initial value.
            """,
        triggering: [
            """
            popup "Sort By" {
                option "Name" default
                option "Date" ↓default
                ↓item "Customize…"
            }
            """,
        ],
        nonTriggering: [
            """
            popup "Sort By" {
                option "Name" default
                option "Date"
                ---
                option "Size"
            }
            """,
        ],
        hasFixIt: true)

    public static func check(_ context: inout RuleContext) {
        for menu in context.model.menus where menu.kind == .popUp {
            var firstDefault: Option?
            for entry in menu.entries.withSectionsInline {
                switch entry {
                case .separator, .dynamic:
                    // A dynamic list in a pop-up is the app's options.
                    continue
                case .option(let option):
                    guard option.isDefault, let range = option.source.defaultRange else { continue }
                    if let firstDefault {
                        context.report(
                            .secondDefaultOption(in: menu.title, firstDefault: firstDefault.title),
                            at: range,
                            notes: [DiagnosticNote("'\(firstDefault.title)' is the default here", at: firstDefault.source.defaultRange)],
                            fixIts: [.remove(ContextMenuShortcut.withLeadingSpace(range, in: context.source.bytes), message: "remove 'default'")])
                    } else {
                        firstDefault = option
                    }
                default:
                    context.report(.notAnOptionInPopUp(entry.keyword, in: menu.title), at: entry.keywordRange)
                }
            }
        }
    }
}

extension DiagnosticMessage {
    fileprivate static func secondDefaultOption(in popUp: String, firstDefault: String) -> DiagnosticMessage {
        "pop-up '\(popUp)' already has a default option, '\(firstDefault)'; keep one 'default'"
    }

    fileprivate static func notAnOptionInPopUp(_ keyword: String, in popUp: String) -> DiagnosticMessage {
        "pop-up '\(popUp)' holds only 'option' entries; move this '\(keyword)' to a pull-down or the menu bar"
    }
}
