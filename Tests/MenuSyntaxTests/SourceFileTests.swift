import MenuDiagnostics
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

    @Test(arguments: [nil, SourceRange.at(0), SourceRange(start: 3, end: 9), SourceRange.at(Int(UInt32.max))])
    func packedOptionalRangeRoundTrips(_ range: SourceRange?) {
        #expect(PackedOptionalRange(range).range == range)
    }
}
