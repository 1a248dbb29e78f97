import MenuDiagnostics
import MenuFuzzing
import Testing

@Suite("Source files")
struct SourceFileTests {
    /// UTF-16 columns (what the language server and SARIF count) agree with
    /// decoding the line up to the offset, on ASCII lines, lines with
    /// non-ASCII text before or after the offset, invalid UTF-8 and a BOM.
    @Test(arguments: [
        Array("menu \"File\" {\n    item \"Öffnen…\" key: cmd+O\n    item \"😀 Smile\"\n}".utf8),
        [0xEF, 0xBB, 0xBF] + Array("plain\r\nline ✓ two\n".utf8),
        Array("ascii then ".utf8) + [0xFF, 0xC3] + Array(" after bad bytes\nnext".utf8),
        [],
    ])
    func utf16ColumnsMatchDecoding(_ bytes: [UInt8]) {
        let source = SourceFile(path: "test.menu", bytes: bytes)
        for offset in source.byteOrderMarkLength...bytes.count {
            let start = source.lineStart(source.lineIndex(of: offset))
            let expected = String(decoding: bytes[start..<offset], as: UTF8.self).utf16.count
            #expect(source.utf16Column(of: offset) == expected, "offset \(offset)")
        }
    }

    /// The line table agrees with a plain count of line breaks before each
    /// offset, and UTF-16 columns with decoding, on
    /// generated files of up to a few hundred lines with newlines and
    /// non-ASCII text at every offset of the words, with and without a
    /// byte-order mark. A carriage return without a line feed ends a line,
    /// as editors, clang and swiftc count lines.
    @Test func lineTableMatchesCountingLineBreaks() {
        // Tabs and other control bytes below a carriage return are looked at
        // with the line breaks, and passed over.
        let pieces: [[UInt8]] = ["a", "\n", "é", "\r\n", "😀", " ", "\n\n", "✓", "\t"].map { Array($0.utf8) } + [[0xFF], [0x0B]]
        // Some files of ASCII only, whose words the table counts whole.
        let asciiPieces: [[UInt8]] = ["a", "\n", "\r\n", " ", "\n\n", "item \"X\"\n", "\t"].map { Array($0.utf8) }
        var generator = SplitMix64(state: 5)
        for round in 0..<300 {
            var bytes: [UInt8] = generator.next() % 4 == 0 ? [0xEF, 0xBB, 0xBF] : []
            let pieceCount = round % 2 == 0 ? Int(generator.next() % 30) : Int(generator.next() % 900)
            var choices = round % 3 == 2 ? asciiPieces : pieces
            if round % 5 == 4 { choices.append(Array("\r".utf8)) }
            for _ in 0..<pieceCount { bytes += choices[Int(generator.next() % UInt64(choices.count))] }
            let source = SourceFile(path: "test.menu", bytes: bytes)
            func endsALine(_ index: Int) -> Bool {
                bytes[index] == UInt8(ascii: "\n")
                    || (bytes[index] == UInt8(ascii: "\r") && (index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n")))
            }
            var starts = [source.byteOrderMarkLength]
            for offset in source.byteOrderMarkLength...bytes.count {
                if offset > source.byteOrderMarkLength, endsALine(offset - 1) { starts.append(offset) }
                let line = starts.count - 1
                #expect(source.lineIndex(of: offset) == line)
                #expect(source.location(of: offset) == SourceLocation(offset: offset, line: line + 1, column: offset - starts[line] + 1))
                #expect(source.utf16Column(of: offset) == String(decoding: bytes[starts[line]..<offset], as: UTF8.self).utf16.count)
            }
            #expect(source.lineCount == starts.count)
            for (line, start) in starts.enumerated() where source.lineStart(line) != start {
                Issue.record("line \(line) starts at \(source.lineStart(line)), not \(start)")
            }
            // A line's text stops before its LF, CRLF or lone CR.
            for (line, start) in starts.enumerated() {
                var end = line + 1 < starts.count ? starts[line + 1] - 1 : bytes.count
                if line + 1 < starts.count, bytes[end] == UInt8(ascii: "\n"), end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                #expect(source.lineRange(line) == start..<end, "line \(line)")
            }
            #expect(source.lineIndex(of: bytes.count + 5) == starts.count - 1)
        }
    }
}
