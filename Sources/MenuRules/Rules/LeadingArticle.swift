import MenuDiagnostics
import MenuModel

/// `leading-article`: a title that starts with an article.
public enum LeadingArticle: Rule {
    public static let descriptor = RuleDescriptor(
        id: "leading-article",
        category: .titles,
        severity: .warning,
        summary: "A Latin-script title begins with 'A', 'An' or 'The'.",
        rationale: """
            Menu titles are short commands and names; a leading article adds a word \
            to read without adding meaning, and pushes the word people scan for away \
            from the edge of the menu.
            """,
        triggering: [
            """
            menu "View" {
                item ↓"The Sidebar"
            }
            """,
        ],
        nonTriggering: [
            """
            menu "View" {
                item "Sidebar"
                item "Theme"
            }
            """,
        ],
        hasFixIt: true)

    public static func check(_ context: inout RuleContext) {
        for title in context.index.titles(where: { startsWithArticle($0.text) && $0.isShown }) where TitleText.isLatinScript(title.text) {
            let words = TitleText.words(title.text)
            guard words.count > 1, let article = words.first, ["a", "an", "the"].contains(article.lowercased()) else { continue }
            var rest = String(title.text.drop(while: { $0 == " " }).dropFirst(article.count).drop(while: { $0 == " " }))
            if let first = rest.first, first.isLowercase {
                rest = first.uppercased() + rest.dropFirst()
            }
            context.report(
                .leadingArticle(article, in: title.text, corrected: rest),
                at: title.reportRange,
                fixIts: title.replacement(rest, message: "remove '\(article)'", in: context.source))
        }
    }

    /// Whether the title starts with "a ", "an " or "the ", in any case.
    static func startsWithArticle(_ title: String) -> Bool {
        // Every article starts with 'a' or 't': other titles need no closer look.
        guard let first = title.utf8.first.map(ASCII.lowercased), first == UInt8(ascii: "a") || first == UInt8(ascii: "t") else {
            return false
        }
        return articles.contains { TitleText.hasPrefixIgnoringCase(title, $0) }
    }

    private static let articles = ["a ", "an ", "the "]
}

extension DiagnosticMessage {
    fileprivate static func leadingArticle(_ article: some StringProtocol, in title: String, corrected: String) -> DiagnosticMessage {
        "'\(title)' begins with the article '\(article)'; write '\(corrected)'"
    }
}
