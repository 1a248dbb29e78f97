import MenuDiagnostics
import MenuModel
import MenuSyntax

/// `menu-platform`: a menu or layout that none of the file's platforms has.
public enum MenuPlatform: Rule {
    public static let descriptor = RuleDescriptor(
        id: "menu-platform",
        category: .structure,
        severity: .warning,
        summary: "A Dock menu, edit menu or 'layout:' is written for platforms the file does not target.",
        rationale: """
            The Dock menu is the Mac's; edit menus are those of iOS, iPadOS and \
            visionOS; the small and medium layouts are UIKit's (iOS and iPadOS 16, \
            visionOS). In a file that also targets a platform that has them, the \
            others simply do without: a Mac shows a context menu with a layout as a \
            plain menu, and that is no mistake. Only when none of the file's \
            platforms has it is the declaration dead, and likely the wrong \
            'platforms' line. A layout is offered a fix-it that removes it.
            """,
        triggering: [
            """
            platforms iOS
            ↓dockmenu {
                item "New Window"
            }
            """,
            """
            contextmenu "Photo" ↓layout: small {
                item "Copy"
            }
            """,
        ],
        nonTriggering: [
            """
            platforms macOS, iPadOS
            contextmenu "Photo" layout: small {
                item "Copy" symbol: "doc.on.doc"
            }
            editmenu "Caption" {
                item "Translate"
            }
            """,
        ],
        hasFixIt: true)

    static let dockPlatforms = PlatformSet(Platform.macOS)
    static let touchPlatforms = PlatformSet([.iOS, .iPadOS, .visionOS])

    public static func check(_ context: inout RuleContext) {
        let platforms = context.platforms
        for menu in context.model.menus {
            switch menu.kind {
            case .dock where platforms.isDisjoint(with: dockPlatforms):
                context.report(.menuNotOnPlatforms(menu.kind, has: dockPlatforms, targeted: platforms), at: menu.headerRange)
            case .edit where platforms.isDisjoint(with: touchPlatforms):
                context.report(.menuNotOnPlatforms(menu.kind, has: touchPlatforms, targeted: platforms), at: menu.headerRange)
            default:
                break
            }
            if let layout = menu.layout, let range = menu.layoutRange, platforms.isDisjoint(with: touchPlatforms) {
                context.report(
                    .layoutNotOnPlatforms(layout, targeted: platforms), at: range,
                    fixIts: removal(of: range, in: context.source))
            }
        }
    }

    /// Removes `layout: …` with the blanks before it, keeping any comment.
    private static func removal(of range: SourceRange, in source: SourceFile) -> [FixIt] {
        var start = range.start
        let bytes = source.bytes
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        let whole = SourceRange(start: start, end: range.end)
        return FixIt.remove(whole, keepingCommentsIn: bytes, message: "remove 'layout:'").map { [$0] } ?? []
    }
}

extension DiagnosticMessage {
    fileprivate static func menuNotOnPlatforms(_ kind: MenuKind, has: PlatformSet, targeted: PlatformSet) -> DiagnosticMessage {
        let noun = kind == .dock ? "the Dock menu" : "an \(kind.displayName)"
        return "\(noun) is shown on \(has.listing) only, and the file targets \(targeted.listing); add a platform that has it to 'platforms', or remove it"
    }

    fileprivate static func layoutNotOnPlatforms(_ layout: MenuLayout, targeted: PlatformSet) -> DiagnosticMessage {
        "'layout: \(layout.rawValue)' has no effect on \(targeted.listing); it applies on iOS, iPadOS and visionOS: remove it or add one of them to 'platforms'"
    }
}
