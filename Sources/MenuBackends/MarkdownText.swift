/// Turns arbitrary text into GitHub-flavoured Markdown that renders as exactly
/// that text, wherever the backend puts it: a table cell, a heading, a list item.
///
/// The rules, applied to each title on its own:
///
/// 1. Control characters (U+0000–U+001F and U+007F, so also newlines and
///    tabs) become one space each: a title with a line break cannot break a
///    table row or end a list item, and is shown on one line.
/// 2. These ASCII characters get a backslash: `\` `` ` `` `*` `_` `[` `]`
///    `<` `>` `#` `|` `~` `&`. That stops emphasis, code spans, links and
///    images, raw HTML and autolinks, headings and closing `#` sequences,
///    strikethrough, entity references, and splitting a table cell (GitHub
///    needs `\|` even inside code spans).
/// 3. At the start of the text, a `-`, `+` or `=` gets a backslash, and so
///    does the `.` or `)` after leading digits, so a list item cannot turn
///    into a nested list or a thematic break (`- ---`).
/// 4. Leading and trailing spaces are written `&#32;`: Markdown strips
///    surrounding spaces from cells, headings and list items, and a trailing
///    space would be invisible in the file.
///
/// Every backslash escape used is one CommonMark defines for ASCII
/// punctuation, so a renderer shows the character alone; no HTML is emitted.
enum MarkdownText {
    /// The characters that always get a backslash.
    static let escapedCharacters: Set<Unicode.Scalar> = ["\\", "`", "*", "_", "[", "]", "<", ">", "#", "|", "~", "&"]

    /// `text` as Markdown inline text that renders as `text` (with control
    /// characters shown as spaces).
    static func escape(_ text: String) -> String {
        let scalars = text.unicodeScalars.map { scalar -> Unicode.Scalar in
            scalar.value < 0x20 || scalar.value == 0x7F ? " " : scalar
        }
        guard !scalars.isEmpty else { return "" }
        // Leading and trailing spaces become entities; the rest is escaped.
        var start = 0
        while start < scalars.count && scalars[start] == " " { start += 1 }
        var end = scalars.count
        while end > start && scalars[end - 1] == " " { end -= 1 }

        var result = String.UnicodeScalarView()
        func appendSpaceEntities(_ count: Int) {
            for _ in 0..<count { result.append(contentsOf: "&#32;".unicodeScalars) }
        }
        appendSpaceEntities(start)
        // The position (in `scalars`) of a `.` or `)` ending a leading number.
        var listMarkerIndex: Int?
        if start < end {
            var index = start
            while index < end, ("0"..."9").contains(scalars[index]) { index += 1 }
            if index > start, index < end, scalars[index] == "." || scalars[index] == ")" {
                listMarkerIndex = index
            }
        }
        for index in start..<end {
            let scalar = scalars[index]
            if escapedCharacters.contains(scalar)
                || (index == start && (scalar == "-" || scalar == "+" || scalar == "="))
                || index == listMarkerIndex
            {
                result.append("\\")
            }
            result.append(scalar)
        }
        appendSpaceEntities(scalars.count - end)
        return String(result)
    }

    /// `text` as a code span for a table cell: fenced with one more backtick
    /// than the longest run inside, padded with a space when the text starts
    /// or ends with a backtick or space, and with `|` written `\|` (GitHub
    /// splits cells before it finds code spans; the backslash is removed).
    static func tableCodeSpan(_ text: String) -> String {
        var longestRun = 0
        var run = 0
        for scalar in text.unicodeScalars {
            run = scalar == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        let needsPadding = text.first == "`" || text.last == "`" || text.first == " " || text.last == " "
        let padding = needsPadding ? " " : ""
        var body = ""
        for character in text {
            if character == "|" { body += "\\|" } else { body.append(character) }
        }
        return fence + padding + body + padding + fence
    }
}
