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

    /// The line table (built eight bytes at a time) agrees with a plain
    /// count of newlines before each offset, and UTF-16 columns with decoding,
    /// on generated files with newlines and non-ASCII text at every offset
    /// of the words, with and without a byte-order mark.
    @Test func lineTableMatchesCountingNewlines() {
        let pieces: [[UInt8]] = ["a", "\n", "é", "\r\n", "😀", " ", "\n\n", "✓"].map { Array($0.utf8) } + [[0xFF]]
        var generator = SplitMix64(state: 5)
        for _ in 0..<400 {
            var bytes: [UInt8] = generator.next() % 4 == 0 ? [0xEF, 0xBB, 0xBF] : []
            for _ in 0..<Int(generator.next() % 30) { bytes += pieces[Int(generator.next() % UInt64(pieces.count))] }
            let source = SourceFile(path: "test.menu", bytes: bytes)
            for offset in source.byteOrderMarkLength...bytes.count {
                let line = bytes[source.byteOrderMarkLength..<offset].filter { $0 == UInt8(ascii: "\n") }.count
                #expect(source.lineIndex(of: offset) == line)
                let start = source.lineStart(line)
                #expect(start == (bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? source.byteOrderMarkLength))
                #expect(source.utf16Column(of: offset) == String(decoding: bytes[start..<offset], as: UTF8.self).utf16.count)
            }
        }
    }

    @Test(arguments: [nil, SourceRange.at(0), SourceRange(start: 3, end: 9), SourceRange.at(Int(UInt32.max))])
    func packedOptionalRangeRoundTrips(_ range: SourceRange?) {
        #expect(PackedOptionalRange(wrappedValue: range).wrappedValue == range)
    }
}
