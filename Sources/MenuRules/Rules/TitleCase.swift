import MenuDiagnostics
import MenuModel

/// `title-case`: Apple's title style for Latin-script titles.
public enum TitleCase: Rule {
    static let strict = RuleOption("title-case.strict", default: false, summary: "Also require short prepositions (with, from, into…) to be lowercase.")

    public static let descriptor = RuleDescriptor(
        id: "title-case",
        category: .titles,
        severity: .warning,
        summary: "A Latin-script title is not in title case.",
        rationale: """
            Apple's menus capitalise titles as titles: the first and last word and \
            every major word, while articles, coordinating conjunctions, 'as', 'to' \
            and short prepositions stay lowercase. Consistent capitalisation lets a \
            menu be scanned as a list of commands. The rule is lenient by default: \
            Apple itself writes 'With' and 'From' capitalised, so short prepositions \
            may be either; with the option title-case.strict they must be lowercase. \
            Words with inner capitals or digits (iCloud, PDF, 3D), words after a colon \
            and titles in other scripts are left alone, and a first word "as" may stay \
            lowercase where the item continues its menu's title (View ▸ as Icons).
            """,
        triggering: [
            """
            menu "File" {
                item ↓"Save all" key: cmd+opt+S
                item ↓"Find And Replace…" key: cmd+opt+F
            }
            """,
        ],
        nonTriggering: [
            """
            menu "Window" {
                item "Bring All to Front"
                item "Check Grammar With Spelling"
                item "Export as PDF…"
                item "Show iCloud Status"
                item "显示全部"
            }
            """,
            """
            menu "View" {
                choice "View As" {
                    option "as Icons" key: cmd+1 checked
                    option "as List" key: cmd+2
                }
            }
            """,
        ],
        options: [
            .init(strict),
        ],
        hasFixIt: true)

    public static func check(_ context: inout RuleContext) {
        for title in context.index.titles where title.isShown {
            guard let corrected = correctedTitle(title.text, strict: context.configuration[strict]) else { continue }
            context.report(
                .notTitleCase(title.text, corrected: corrected),
                at: title.reportRange,
                fixIts: title.replacement(corrected, message: "write '\(corrected)'", in: context.source))
        }
    }

    /// Articles and coordinating conjunctions: lowercase inside a title even in
    /// the lenient style.
    static let alwaysLowercase: Set<String> = ["a", "an", "the", "and", "but", "or", "nor", "yet", "so"]

    /// Words that may stay lowercase inside a title: the above, `for`, `as`,
    /// `to` and prepositions of four letters or fewer.
    static let minorWords: Set<String> = alwaysLowercase.union([
        "for", "as", "to", "at", "by", "from", "in", "into", "of", "off", "on", "onto", "out", "over",
        "per", "up", "upon", "via", "vs", "vs.", "with", "down", "till", "than", "amid", "atop", "unto",
    ])

    /// The title in title case, or nil when it already is (or is not judged).
    public static func correctedTitle(_ title: String, strict: Bool) -> String? {
        guard TitleText.isLatinScript(title) else { return nil }
        var words = title.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let judged = words.indices.filter { !core(of: words[$0]).isEmpty }
        guard let firstIndex = judged.first, let lastIndex = judged.last else { return nil }
        var changed = false
        var afterColon = false
        for index in judged {
            defer { if words[index].hasSuffix(":") { afterColon = true } }
            if afterColon { continue }
            let word = core(of: words[index])
            guard isJudged(word) else { continue }
            let lowered = word.lowercased()
            let startsUppercase = word.first!.isUppercase
            let isEdge = index == firstIndex || index == lastIndex
            // "as Icons" under View, "as Unread" under Mark: Apple writes the
            // item to be read after the title of its menu.
            if index == firstIndex, judged.count > 1, word == "as" { continue }
            var wanted: Bool?
            if isEdge || !minorWords.contains(lowered) {
                if !startsUppercase { wanted = true }
            } else if startsUppercase, alwaysLowercase.contains(lowered) || strict {
                wanted = false
            }
            guard let uppercase = wanted else { continue }
            words[index] = recased(words[index], uppercase: uppercase)
            changed = true
        }
        return changed ? words.joined(separator: " ") : nil
    }

    /// The word without surrounding punctuation, and of a hyphenated word only
    /// the first part.
    static func core(of word: String) -> Substring {
        let trimmed = word.drop { !$0.isLetter && !$0.isNumber }.reversed().drop { !$0.isLetter && !$0.isNumber }.reversed()
        let text = String(trimmed)
        return text.split(separator: "-", maxSplits: 1).first ?? ""
    }

    /// Words with digits, inner capitals or inner punctuation (iCloud, PDF, 3D,
    /// file.txt) are names, not words to recase.
    static func isJudged(_ word: Substring) -> Bool {
        guard let first = word.first, first.isLetter else { return false }
        for character in word.dropFirst() {
            if character.isUppercase || character.isNumber { return false }
            if !character.isLetter, character != "'", character != "’" { return false }
        }
        return true
    }

    /// The word with its first letter recased.
    static func recased(_ word: String, uppercase: Bool) -> String {
        guard let index = word.firstIndex(where: \.isLetter) else { return word }
        let letter = word[index]
        let replaced = uppercase ? letter.uppercased() : letter.lowercased()
        return String(word[..<index]) + replaced + String(word[word.index(after: index)...])
    }
}

extension DiagnosticMessage {
    fileprivate static func notTitleCase(_ title: String, corrected: String) -> DiagnosticMessage {
        "'\(title)' is not in title case; write '\(corrected)'"
    }
}
