import MenuDiagnostics
import MenuModel
import MenuSyntax

/// A `// menuc:disable-next-line RULE, RULE - reason` or
/// `// menuc:disable RULE - reason` comment.
public struct SuppressionDirective: Sendable {
    public enum Scope: Sendable {
        /// Silences the rules on the line after the comment.
        case nextLine
        /// Silences the rules from the comment to the end of the file.
        case restOfFile
    }

    public struct RuleName: Sendable {
        public let name: String
        public let range: SourceRange
    }

    /// nil when the comment starts with `menuc:` but is no known directive.
    public let scope: Scope?
    public let directive: String
    public let rules: [RuleName]
    public let reason: String?
    public let commentRange: SourceRange
    /// The comment is alone on its line (so removing it removes the line).
    public let startsLine: Bool
    /// 1-based line where the comment starts: a file-wide directive
    /// silences from there.
    public let line: Int
    /// 1-based line where the comment ends: the line after it is the one a
    /// next-line directive silences, however many lines a block comment
    /// takes.
    public let endLine: Int

    /// Finds the directives among a file's comments.
    public static func parse(_ comments: [Comment], in source: SourceFile) -> [SuppressionDirective] {
        comments.compactMap { parse($0, in: source) }
    }

    private static func parse(_ comment: Comment, in source: SourceFile) -> SuppressionDirective? {
        // Most comments are not directives, which the lexer has told.
        guard comment.mayBeDirective, comment.startsWithDirectivePrefix(in: source.bytes) else { return nil }
        let (words, reason) = words(of: comment.text(in: source.bytes), in: source)
        guard let head = words.first else { return nil }
        let scope: Scope? = switch head.text {
        case Comment.nextLineDirective: .nextLine
        case "menuc:disable": .restOfFile
        default: nil
        }
        return SuppressionDirective(
            scope: scope,
            directive: head.text,
            rules: words.dropFirst().map { RuleName(name: $0.text, range: $0.range) },
            reason: reason,
            commentRange: comment.range,
            startsLine: comment.startsLine,
            line: source.location(of: comment.range.start).line,
            endLine: source.location(of: comment.range.end).line)
    }

    /// The words of a comment's text with their ranges, up to a '-' standing
    /// alone, and the reason after that '-'. Commas separate words, and so
    /// do a block comment's line breaks.
    private static func words(
        of text: Range<Int>, in source: SourceFile
    ) -> (words: [(text: String, range: SourceRange)], reason: String?) {
        let bytes = source.bytes
        let end = text.upperBound
        var words: [(text: String, range: SourceRange)] = []
        var index = text.lowerBound
        while index < end {
            while index < end, isSpace(bytes[index]) || bytes[index] == UInt8(ascii: ",") {
                index += 1
            }
            guard index < end else { break }
            if bytes[index] == UInt8(ascii: "-"), index + 1 == end || isSpace(bytes[index + 1]) {
                return (words, reason(in: index + 1..<end, of: source))
            }
            let wordStart = index
            while index < end, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ",") {
                index += 1
            }
            let range = SourceRange(start: wordStart, end: index)
            words.append((source.text(in: range), range))
        }
        return (words, nil)
    }

    /// The text in `range` without the blanks around it.
    private static func reason(in range: Range<Int>, of source: SourceFile) -> String {
        let bytes = source.bytes
        var start = range.lowerBound
        var end = range.upperBound
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        return source.text(in: SourceRange(start: start, end: end))
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}

/// Which directives silenced which diagnostics: what `unused-suppression` reads.
public struct SuppressionReport: Sendable {
    public struct Use: Hashable, Sendable {
        public let directive: Int
        public let rule: Int
    }

    public let directives: [SuppressionDirective]
    public let used: Set<Use>

    /// Removes the diagnostics the directives silence, recording each use.
    static func apply(
        _ directives: [SuppressionDirective], to diagnostics: [Diagnostic], in source: SourceFile
    ) -> (kept: [Diagnostic], report: SuppressionReport) {
        var silencer = Silencer(directives)
        guard !silencer.isEmpty else {
            return (diagnostics, SuppressionReport(directives: directives, used: []))
        }
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics {
            let line = source.location(of: diagnostic.range.start).line
            if !silencer.silences(diagnostic, onLine: line) { kept.append(diagnostic) }
        }
        return (kept, SuppressionReport(directives: directives, used: silencer.used))
    }

    /// The directives arranged to find the ones that silence a diagnostic,
    /// and the uses recorded so far. Finding them takes time linear in the
    /// rule names of the directives (up to a logarithm), however many
    /// directives name the same rule.
    private struct Silencer {
        private let directives: [SuppressionDirective]
        /// By line, the next-line directives that silence it.
        private var nextLine: [Int: [Int]] = [:]
        /// For each rule name, the file-wide directives naming it, in file order.
        private var restOfFile: [String: [RuleMention]] = [:]
        /// How many of each rule's file-wide mentions are recorded as used: a
        /// diagnostic uses every mention above it, and those were recorded
        /// once already if an earlier diagnostic was further down.
        private var recorded: [String: Int] = [:]
        private(set) var used: Set<Use> = []

        init(_ directives: [SuppressionDirective]) {
            self.directives = directives
            for (index, directive) in directives.enumerated() {
                switch directive.scope {
                case .nextLine:
                    nextLine[directive.endLine + 1, default: []].append(index)
                case .restOfFile:
                    // A name given twice counts once, at its first mention, as a
                    // next-line directive's does.
                    var named: Set<String> = []
                    for (rule, name) in directive.rules.enumerated() where named.insert(name.name).inserted {
                        restOfFile[name.name, default: []].append(RuleMention(line: directive.line, use: Use(directive: index, rule: rule)))
                    }
                case nil:
                    break
                }
            }
        }

        var isEmpty: Bool { nextLine.isEmpty && restOfFile.isEmpty }

        /// Whether a directive silences the diagnostic, which is on `line`;
        /// records every directive that does.
        mutating func silences(_ diagnostic: Diagnostic, onLine line: Int) -> Bool {
            let byNextLine = silencesByNextLine(diagnostic, onLine: line)
            let byRestOfFile = silencesByRestOfFile(diagnostic, onLine: line)
            return byNextLine || byRestOfFile
        }

        private mutating func silencesByNextLine(_ diagnostic: Diagnostic, onLine line: Int) -> Bool {
            var silenced = false
            for index in nextLine[line, default: []] {
                if let rule = directives[index].rules.firstIndex(where: { $0.name == diagnostic.id }) {
                    used.insert(Use(directive: index, rule: rule))
                    silenced = true
                }
            }
            return silenced
        }

        private mutating func silencesByRestOfFile(_ diagnostic: Diagnostic, onLine line: Int) -> Bool {
            guard let mentions = restOfFile[diagnostic.id] else { return false }
            let above = mentions.partitioningIndex { $0.line > line }
            let alreadyRecorded = recorded[diagnostic.id, default: 0]
            if above > alreadyRecorded {
                for mention in mentions[alreadyRecorded..<above] { used.insert(mention.use) }
                recorded[diagnostic.id] = above
            }
            return above > 0
        }
    }

    private struct RuleMention {
        let line: Int
        let use: Use
    }
}

extension Array {
    /// The index of the first element for which `isAfter` holds, in an array
    /// where every element that satisfies it comes after every one that does not.
    func partitioningIndex(where isAfter: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isAfter(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
