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
            and titles in other scripts are left alone. A first word "as" or a \
            preposition may stay lowercase where the item continues its menu's title \
            (View ▸ as Icons, Sort By ▸ by Day); the particles of names stay as \
            written between capitalised words (Rio de Janeiro, Ludwig van Beethoven); \
            and a note in parentheses is not part of the title (Open With ▸ Preview \
            (default)). The names of Unix commands keep the lowercase people type \
            (Terminal's Open man Page); other lowercase words are still judged.
            """,
        triggering: [
            """
            menu "File" {
                item ↓"Save all" key: cmd+opt+S
                item ↓"Find And Replace…" key: cmd+opt+F
                item ↓"the Other Window"
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
                submenu "Sort By" {
                    item "by Day"
                    item "by Name"
                }
            }
            menu "File" {
                submenu "Open With" {
                    item "Preview (default)"
                }
                submenu "Time Zone" {
                    item "Rio de Janeiro, Brazil"
                }
            }
            """,
            """
            menu "Help" {
                item "Open man Page for Selection" key: ctrl+cmd+shift+/
                item "Search man Page Index for Selection"
            }
            """,
        ],
        options: [
            .init(strict),
        ],
        hasFixIt: true)

    public static func check(_ context: inout RuleContext) {
        let strict = context.configuration[strict]
        for title in context.index.titles(where: { $0.isShown && (strict || !isCertainlyTitleCase($0.text)) }) {
            guard let corrected = correctedTitle(title.text, strict: strict) else { continue }
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

    /// Unix commands that titles name as they are typed ("Open man Page").
    static let commandNames: Set<String> = ["man", "ssh", "sftp", "sudo", "grep"]

    /// The title in title case, or nil when it already is (or is not judged).
    public static func correctedTitle(_ title: String, strict: Bool) -> String? {
        guard TitleText.isLatinScript(title) else { return nil }
        let words = title.split(separator: " ", omittingEmptySubsequences: false)
        let notes = parenthesised(words)
        let cores = words.indices.map { notes.contains($0) ? "" : core(of: words[$0]) }
        let judged = words.indices.filter { !cores[$0].isEmpty }
        guard let firstIndex = judged.first, let lastIndex = judged.last else { return nil }
        var corrected: [String]?
        var afterColon = false
        for index in judged {
            defer { if words[index].hasSuffix(":") { afterColon = true } }
            if afterColon { continue }
            let word = cores[index]
            guard isJudged(word) else { continue }
            // "as Icons" under View, "by Day" under Sort By: Apple writes the
            // item to be read after the title of its menu.
            if index == firstIndex, judged.count > 1, continuesItsMenu(word) { continue }
            if index != firstIndex, index != lastIndex, isNameParticle(word, in: cores, at: index) { continue }
            if word.first!.isLowercase, commandNames.contains(String(word)) { continue }
            let isEdge = index == firstIndex || index == lastIndex
            guard let uppercase = wantsUppercase(word, isEdge: isEdge, strict: strict) else { continue }
            if corrected == nil { corrected = words.map(String.init) }
            corrected![index] = recased(corrected![index], uppercase: uppercase)
        }
        return corrected?.joined(separator: " ")
    }

    /// Whether a lowercase first word is a preposition or `as`, with which
    /// an item reads on from its menu's title ("as Icons", "by Day").
    private static func continuesItsMenu(_ word: Substring) -> Bool {
        word.first!.isLowercase && minorWords.contains(String(word)) && !alwaysLowercase.contains(String(word))
    }

    /// The lowercase particles of personal and place names in the languages
    /// whose names English titles keep as written ("Rio de Janeiro", "Ludwig
    /// van Beethoven").
    static let nameParticles: Set<String> = [
        "al", "bin", "da", "das", "de", "del", "della", "der", "des", "di", "do", "dos", "du", "el", "la", "le",
        "van", "von", "y", "zu",
    ]

    /// Whether a lowercase word is a name's particle: one of those, between
    /// two capitalised words.
    private static func isNameParticle(_ word: Substring, in cores: [Substring], at index: Int) -> Bool {
        guard word.first!.isLowercase, nameParticles.contains(String(word)) else { return false }
        let before = cores[..<index].last { !$0.isEmpty }
        let after = cores[(index + 1)...].first { !$0.isEmpty }
        return before?.first?.isUppercase == true && after?.first?.isUppercase == true
    }

    /// The positions of the words in parentheses: a note on the title
    /// ("Preview (default)"), written as a note and not judged.
    static func parenthesised(_ words: [Substring]) -> Set<Int> {
        var notes: Set<Int> = []
        var depth = 0
        for (index, word) in words.enumerated() {
            let opens = word.utf8.count { $0 == UInt8(ascii: "(") }
            if depth > 0 || opens > 0 { notes.insert(index) }
            depth = max(0, depth + opens - word.utf8.count { $0 == UInt8(ascii: ")") })
        }
        return notes
    }

    /// Whether a judged word must start in uppercase (true) or lowercase
    /// (false); nil when it is right as it is.
    private static func wantsUppercase(_ word: Substring, isEdge: Bool, strict: Bool) -> Bool? {
        let startsUppercase = word.first!.isUppercase
        // Minor words have four letters at most: longer ones are not looked up.
        let lowered = word.utf8.count <= 4 ? word.lowercased() : ""
        if isEdge || !minorWords.contains(lowered) {
            return startsUppercase ? nil : true
        }
        return startsUppercase && (alwaysLowercase.contains(lowered) || strict) ? false : nil
    }

    /// Whether the lenient style finds nothing to correct, told from the
    /// bytes of an ASCII title without a closer look: its words are letters
    /// and digits, each starts with a capital or a digit, and no word inside
    /// it must be lowercase. Most titles are such; others go to
    /// `correctedTitle`, which agrees on these.
    static func isCertainlyTitleCase(_ title: String) -> Bool {
        var title = title
        return title.withUTF8 { bytes in
            var end = bytes.count
            if end >= 3, (bytes[end - 3], bytes[end - 2], bytes[end - 1]) == (0xE2, 0x80, 0xA6) { end -= 3 }
            var words = 0
            var wordStart: Int?
            // A word after the first, known to be inside once another follows.
            var maybeInside: Range<Int>?
            for offset in 0...end {
                guard offset < end, bytes[offset] != UInt8(ascii: " ") else {
                    if let start = wordStart { maybeInside = words >= 2 ? start..<offset : nil }
                    wordStart = nil
                    continue
                }
                let byte = bytes[offset]
                guard ASCII.isLetterOrDigit(byte) else { return false }
                if wordStart == nil {
                    if ASCII.isLowercaseLetter(byte) { return false }
                    if let inside = maybeInside, mustBeLowercase(bytes[inside]) { return false }
                    wordStart = offset
                    words += 1
                }
            }
            return words > 0
        }
    }

    /// Whether a word inside a title must be lowercase in any style.
    private static func mustBeLowercase(_ word: some Collection<UInt8>) -> Bool {
        word.count <= 3 && alwaysLowercase.contains(String(decoding: word.map(ASCII.lowercased), as: UTF8.self))
    }

    /// The word without surrounding punctuation, and of a hyphenated word only
    /// the first part.
    static func core(of word: Substring) -> Substring {
        if let core = asciiCore(of: word) { return core }
        let trimmed = word.drop { !$0.isLetter && !$0.isNumber }.reversed().drop { !$0.isLetter && !$0.isNumber }.reversed()
        let text = Substring(String(trimmed))
        return text.split(separator: "-", maxSplits: 1).first ?? ""
    }

    /// `core(of:)` for an ASCII word, perhaps ending in "…", read by its bytes
    /// (nearly every word is one); nil for other words.
    private static func asciiCore(of word: Substring) -> Substring? {
        var utf8 = word.utf8[...]
        while utf8.count >= 3, utf8.suffix(3).elementsEqual("…".utf8) { utf8 = utf8.dropLast(3) }
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        guard let first = utf8.firstIndex(where: ASCII.isLetterOrDigit), let last = utf8.lastIndex(where: ASCII.isLetterOrDigit) else {
            return ""
        }
        let trimmed = word[first...last]
        return trimmed.utf8.firstIndex(of: UInt8(ascii: "-")).map { trimmed[..<$0] } ?? trimmed
    }

    /// Words with digits, inner capitals or inner punctuation (iCloud, PDF, 3D,
    /// file.txt) are names, not words to recase.
    static func isJudged(_ word: Substring) -> Bool {
        if word.utf8.allSatisfy({ $0 < 0x80 }) {
            guard let first = word.utf8.first, ASCII.isLetter(first) else { return false }
            return word.utf8.dropFirst().allSatisfy { ASCII.isLowercaseLetter($0) || $0 == UInt8(ascii: "'") }
        }
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
