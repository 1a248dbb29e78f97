import MenuDiagnostics

/// Decodes the text of a shortcut token (`cmd+shift+S`, `cmd++`, `⌥⌘⎋`) into
/// modifiers and a key, reporting each bad part at its own position.
public enum ShortcutDecoder {
    public static func decode(_ bytes: [UInt8], range: SourceRange) -> (ShortcutSyntax?, [Diagnostic]) {
        var diagnostics = LimitedDiagnostics(limit: 0)
        let shortcut = decode(bytes, range: range, reportingTo: &diagnostics)
        return (shortcut, diagnostics.kept)
    }

    /// Decodes, adding the mistakes to `diagnostics`, which keeps up to its
    /// limit and counts the rest: one shortcut may repeat a modifier a
    /// million times. Nil when there are mistakes.
    public static func decode(
        _ bytes: [UInt8], range: SourceRange, reportingTo diagnostics: inout LimitedDiagnostics
    ) -> ShortcutSyntax? {
        if let shortcut = decodeCommonForm(bytes, range: range) { return shortcut }
        return decodeAnyForm(bytes, range: range, reportingTo: &diagnostics)
    }

    /// Decodes every form, and reports every mistake.
    static func decodeAnyForm(_ bytes: [UInt8], range: SourceRange) -> (ShortcutSyntax?, [Diagnostic]) {
        var diagnostics = LimitedDiagnostics(limit: 0)
        let shortcut = decodeAnyForm(bytes, range: range, reportingTo: &diagnostics)
        return (shortcut, diagnostics.kept)
    }

    private static func decodeAnyForm(
        _ bytes: [UInt8], range: SourceRange, reportingTo diagnostics: inout LimitedDiagnostics
    ) -> ShortcutSyntax? {
        var decoder = State(bytes: bytes, range: range, diagnostics: diagnostics)
        diagnostics = LimitedDiagnostics(limit: diagnostics.limit)
        let shortcut = decoder.run()
        diagnostics = decoder.diagnostics
        return decoder.problemCount == 0 ? shortcut : nil
    }

    /// The common forms, modifier names and a key joined by single '+' signs
    /// (`cmd+shift+S`, `cmd++`, `cmd+return`) or modifier symbols and the key
    /// (`⇧⌘S`, `⌘Space`, as the shortcut tables write them), decoded from the
    /// bytes; nil for anything else (other symbols, mistakes), which the
    /// general path decodes or reports.
    private static func decodeCommonForm(_ bytes: [UInt8], range: SourceRange) -> ShortcutSyntax? {
        guard range.end <= bytes.count else { return nil }
        var modifiers: [ShortcutSyntax.ModifierPart] = []
        var start = range.start
        while let modifier = modifierSymbol(in: bytes, at: start, before: range.end) {
            guard !modifiers.contains(where: { $0.modifier == modifier }) else { return nil }
            modifiers.append(.init(modifier: modifier, range: SourceRange(start: start, end: start + 3)))
            start += 3
        }
        if !modifiers.isEmpty {
            guard let key = simpleKey(bytes[start..<range.end]) else { return nil }
            return ShortcutSyntax(range: range, modifiers: modifiers, key: key, keyRange: SourceRange(start: start, end: range.end))
        }
        while start < range.end {
            var end = start
            while end < range.end, bytes[end] != UInt8(ascii: "+") { end += 1 }
            // The last part is the key; a '+' that ends the token is the key '+'.
            let isKey = end == range.end || (end == start && end == range.end - 1)
            if isKey {
                let keyEnd = max(end, start + 1)
                guard let key = simpleKey(bytes[start..<keyEnd]) else { return nil }
                return ShortcutSyntax(range: range, modifiers: modifiers, key: key, keyRange: SourceRange(start: start, end: keyEnd))
            }
            guard let modifier = Modifier.spelled(by: bytes[start..<end]),
                  !modifiers.contains(where: { $0.modifier == modifier }) else { return nil }
            modifiers.append(.init(modifier: modifier, range: SourceRange(start: start, end: end)))
            start = end + 1
        }
        return nil
    }

    /// Apple's notation as the shortcut tables write it (`⇧⌘S`, `⌘Space`,
    /// `⌃F1`): modifier symbols, each once, then a key read as the common
    /// form reads one. Nil for anything else. Without the parts' places and
    /// diagnostics a written shortcut needs: the tables' ninety entries are
    /// read by every process that looks one up.
    public static func decodeTableNotation(_ bytes: [UInt8]) -> (modifiers: ModifierSet, key: Key)? {
        var modifiers: ModifierSet = []
        var start = 0
        // The Globe key's symbol, 🌐, is four bytes and comes first, as Apple shows it.
        let globe = Array("🌐".utf8)
        if bytes.starts(with: globe) {
            modifiers.insert(.function)
            start = globe.count
        }
        while let modifier = modifierSymbol(in: bytes, at: start, before: bytes.count) {
            guard !modifiers.contains(modifier) else { return nil }
            modifiers.insert(ModifierSet(modifier))
            start += 3
        }
        return simpleKey(bytes[start...]).map { (modifiers, $0) }
    }

    /// The modifier whose symbol (⌃ ⌥ ⇧ ⌘, three bytes each in UTF-8) starts
    /// at `start`, ending by `end`; nil when there is none.
    private static func modifierSymbol(in bytes: [UInt8], at start: Int, before end: Int) -> Modifier? {
        guard start + 3 <= end else { return nil }
        let (lead, second, third) = (bytes[start], bytes[start + 1], bytes[start + 2])
        guard lead & 0xF0 == 0xE0, second & 0xC0 == 0x80, third & 0xC0 == 0x80,
              let scalar = Unicode.Scalar(UInt32(lead & 0x0F) << 12 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F))
        else { return nil }
        return Modifier.fromSymbol(scalar)
    }

    /// A key written as one printable ASCII character, or as an ASCII name
    /// (`return`, `f5`); nil for anything else, or a name that is no key.
    private static func simpleKey(_ bytes: ArraySlice<UInt8>) -> Key? {
        if bytes.count == 1 { return Key.parse(asciiByte: bytes[bytes.startIndex]) }
        guard !bytes.isEmpty, bytes.allSatisfy(ASCII.isLetterOrDigit) else {
            return nil
        }
        return Key.parse(Substring(String(decoding: bytes, as: UTF8.self)))
    }

    /// Decodes a shortcut's scalars one by one from the file's bytes, by
    /// byte offset: a shortcut may be megabytes long, and a table of its
    /// scalars would take many times its size.
    private struct State {
        let bytes: [UInt8]
        /// The byte offset of the next scalar.
        var index: Int
        var modifiers: [ShortcutSyntax.ModifierPart] = []
        var diagnostics: LimitedDiagnostics
        /// The mistakes found, kept or only counted.
        var problemCount = 0
        let range: SourceRange
        let text: String

        init(bytes: [UInt8], range: SourceRange, diagnostics: LimitedDiagnostics) {
            self.bytes = bytes
            self.range = range
            self.index = range.start
            self.diagnostics = diagnostics
            self.text = String(decoding: bytes[range.start..<range.end], as: UTF8.self)
        }

        /// The scalar at byte `offset` of the token and its bytes; a byte
        /// that starts no valid scalar is U+FFFD, one byte long.
        func scalar(at offset: Int) -> (scalar: Unicode.Scalar, range: SourceRange) {
            var parser = Unicode.UTF8.ForwardParser()
            var iterator = bytes[offset..<range.end].makeIterator()
            guard case .valid(let encoded) = parser.parseScalar(from: &iterator) else {
                return ("\u{FFFD}", SourceRange(start: offset, end: offset + 1))
            }
            return (UTF8.decode(encoded), SourceRange(start: offset, end: offset + encoded.count))
        }

        mutating func run() -> ShortcutSyntax? {
            readModifierSymbols()
            while true {
                guard index < range.end else {
                    reportMissingKey()
                    return nil
                }
                let first = scalar(at: index)
                if first.scalar == "+" {
                    if first.range.end == range.end {
                        return finish(key: .character("+"), at: first.range)
                    }
                    if !onlyCounted(at: first.range) { report(.unknownModifier, .emptyModifier(in: text), at: first.range) }
                    index = first.range.end
                    continue
                }
                // A part is kept only as far as a message quotes it: longer
                // than any name or key, it is reported, never looked up whole.
                var component = String.UnicodeScalarView()
                var scalarCount = 0
                var componentRange = first.range
                while index < range.end {
                    let next = scalar(at: index)
                    if next.scalar == "+" { break }
                    if scalarCount <= DiagnosticMessage.quoteScalarLimit { component.append(next.scalar) }
                    scalarCount += 1
                    componentRange = componentRange.union(next.range)
                    index = next.range.end
                }
                if index == range.end {
                    return key(String(component), scalarCount: scalarCount, at: componentRange)
                }
                index += 1
                addModifier(named: String(component), at: componentRange)
            }
        }

        /// The symbolic form's modifier symbols (`⌥⌘⎋`), each perhaps with a
        /// variation selector, and a '+' after them that is not the key.
        mutating func readModifierSymbols() {
            while index < range.end, case let symbol = scalar(at: index), let modifier = Modifier.fromSymbol(symbol.scalar) {
                var partRange = symbol.range
                index = symbol.range.end
                if index < range.end, case let selector = scalar(at: index),
                   selector.scalar == "\u{FE0E}" || selector.scalar == "\u{FE0F}" {
                    partRange = partRange.union(selector.range)
                    index = selector.range.end
                }
                add(modifier, at: partRange)
            }
            let symbolic = index > range.start
            if symbolic, index + 1 < range.end, bytes[index] == UInt8(ascii: "+") { index += 1 }
        }

        /// The modifier a part before a '+' names, or a report that it names none.
        mutating func addModifier(named component: String, at componentRange: SourceRange) {
            if let modifier = Modifier.named(component) ?? singleSymbolModifier(component) {
                add(modifier, at: componentRange, removing: componentRange.union(SourceRange(start: index - 1, end: index)))
                return
            }
            if onlyCounted(at: componentRange) { return }
            let spellings = Modifier.allCases.flatMap(\.spellings)
            let suggestion = Suggestion.closest(to: component, in: spellings)
            report(
                .unknownModifier, .unknownModifier(component, in: text, suggestion: suggestion), at: componentRange,
                fixIts: suggestion.map { [.replace(componentRange, with: $0, message: "replace '\(component)' with '\($0)'")] } ?? [])
        }

        func singleSymbolModifier(_ component: String) -> Modifier? {
            let scalars = Array(component.unicodeScalars)
            return scalars.count == 1 ? Modifier.fromSymbol(scalars[0]) : nil
        }

        mutating func add(_ modifier: Modifier, at partRange: SourceRange, removing removal: SourceRange? = nil) {
            if let first = modifiers.first(where: { $0.modifier == modifier }) {
                if onlyCounted(at: partRange) { return }
                let removeRange = removal ?? partRange
                report(
                    .repeatedModifier, .modifierTwice(modifier, in: text),
                    at: partRange,
                    notes: [DiagnosticNote("first written here", at: first.range)],
                    fixIts: [.remove(removeRange, message: "remove the second '\(modifier.canonicalName)'")])
                return
            }
            modifiers.append(.init(modifier: modifier, range: partRange))
        }

        /// `scalarCount` is the part's length as written; `component` may hold only its start.
        mutating func key(_ component: String, scalarCount: Int, at keyRange: SourceRange) -> ShortcutSyntax? {
            if let key = Key.parse(Substring(component)) {
                return finish(key: key, at: keyRange)
            }
            if Modifier.named(component) != nil || singleSymbolModifier(component) != nil {
                reportMissingKey()
                return nil
            }
            if let character = component.first, component.dropFirst().isEmpty, character.unicodeScalars.count > 1 {
                report(.unknownKey, .keyOfSeveralScalars(component, count: scalarCount, in: text), at: keyRange)
                return nil
            }
            if !modifiers.isEmpty, component.lowercased() == "none" {
                report(.unknownKey, .noneWithModifiers(in: text), at: keyRange)
                return nil
            }
            // 'none' stands alone: a misspelling of it is suggested only there.
            let names = modifiers.isEmpty ? Key.namedSpellings + ["none"] : Key.namedSpellings
            let suggestion = Suggestion.expansion(of: component, in: names) ?? Suggestion.closest(to: component, in: names)
            report(
                .unknownKey, .unknownKey(component, in: text, suggestion: suggestion), at: keyRange,
                fixIts: suggestion.map { [.replace(keyRange, with: $0, message: "replace '\(component)' with '\($0)'")] } ?? [])
            return nil
        }

        mutating func finish(key: Key, at keyRange: SourceRange) -> ShortcutSyntax? {
            ShortcutSyntax(range: range, modifiers: modifiers, key: key, keyRange: keyRange)
        }

        mutating func reportMissingKey() {
            // Symbols are followed by the key directly ('⇧⌘S'), words by '+'.
            let endsInSymbol = text.unicodeScalars.last.flatMap(Modifier.fromSymbol) != nil
            let example = text.hasSuffix("+") || text.isEmpty || endsInSymbol ? "\(text)S" : "\(text)+S"
            report(
                .missingKey, .missingKey(in: text, example: example),
                at: SourceRange.at(range.end).union(SourceRange(start: max(range.start, range.end - 1), end: range.end)))
        }

        /// Counts a problem past the error limit, whose message (which quotes
        /// the shortcut), notes and fix-its are then not made; false before it.
        mutating func onlyCounted(at range: SourceRange) -> Bool {
            guard diagnostics.isFull else { return false }
            problemCount += 1
            diagnostics.count(.error, at: range)
            return true
        }

        mutating func report(
            _ kind: SyntaxErrorKind, _ message: DiagnosticMessage, at range: SourceRange,
            notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
        ) {
            problemCount += 1
            diagnostics.append(Diagnostic(.error, id: kind.id, message, at: range, notes: notes, fixIts: fixIts))
        }
    }
}

extension DiagnosticMessage {
    /// `shortcut` is the shortcut as written, for every message here.
    fileprivate static func emptyModifier(in shortcut: String) -> DiagnosticMessage {
        "empty modifier before '+' in shortcut '\(shortcut)'; write modifiers and key joined by single '+' signs, as in 'cmd+shift+S'"
    }

    fileprivate static func unknownModifier(_ word: String, in shortcut: String, suggestion: String?) -> DiagnosticMessage {
        if let suggestion { return "unknown modifier '\(word)' in shortcut '\(shortcut)'; did you mean '\(suggestion)'?" }
        return "unknown modifier '\(word)' in shortcut '\(shortcut)'; the modifiers are cmd, shift, opt, ctrl and fn"
    }

    fileprivate static func modifierTwice(_ modifier: Modifier, in shortcut: String) -> DiagnosticMessage {
        "modifier '\(modifier.canonicalName)' appears twice in shortcut '\(shortcut)'; remove one"
    }

    fileprivate static func noneWithModifiers(in shortcut: String) -> DiagnosticMessage {
        "'none' takes no modifiers; write 'key: none' for no shortcut, or end '\(shortcut)' with a key"
    }

    fileprivate static func unknownKey(_ word: String, in shortcut: String, suggestion: String?) -> DiagnosticMessage {
        if let suggestion { return "unknown key '\(word)' in shortcut '\(shortcut)'; did you mean '\(suggestion)'?" }
        return "unknown key '\(word)' in shortcut '\(shortcut)'; use one character or a key name such as 'return', 'esc', 'tab', 'space', 'left' or 'f1'"
    }

    fileprivate static func keyOfSeveralScalars(_ key: String, count: Int, in shortcut: String) -> DiagnosticMessage {
        "key '\(key)' in shortcut '\(shortcut)' is one character of \(count) Unicode scalars; a key is a single scalar, so write the character precomposed or without its combining marks"
    }

    /// `example` is the shortcut completed with a key.
    fileprivate static func missingKey(in shortcut: String, example: String) -> DiagnosticMessage {
        "shortcut '\(shortcut)' has no key; end it with a key, as in '\(example)'"
    }
}
