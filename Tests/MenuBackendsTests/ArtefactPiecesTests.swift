@testable import MenuBackends
import MenuDiagnostics
import MenuModel
import MenuRules
import Testing

/// Backends write a large artefact a piece at a time, and the pieces make
/// up exactly what one string would hold.
@Suite struct ArtefactPiecesTests {
    /// Records each piece it is given.
    final class Pieces: ArtefactOutput {
        var pieces: [String] = []
        func write(_ piece: String) { pieces.append(piece) }
    }

    /// A file of 8,000 short commands in twenty menus: some 160 KB of
    /// Markdown. Half have ⌘F16, which the keyboard map lists under the
    /// keyboard, and a quarter ⌘K, whose key's tooltip names them all.
    static let model: MenuModel = {
        var text = ""
        for menu in 0..<20 {
            text += "menu \"Menu \(menu)\" {\n"
            for item in 0..<400 {
                let key = item % 2 == 0 ? " key: cmd+F16" : item % 4 == 1 ? " key: cmd+K" : ""
                text += "    item \"Command \(menu) \(item)\"\(key)\n"
            }
            text += "}\n"
        }
        return Checker.check(SourceFile(path: "Large.menu", text: text)).model
    }()

    @Test(arguments: Backends.names)
    func largeArtefactIsWrittenInBoundedPieces(backendName: String) throws {
        let backend = try #require(Backends.named(backendName))
        let options = BackendOptions(sourceName: "Large.menu")
        let output = Pieces()
        backend.emit(Self.model, options: options, to: output)
        #expect(output.pieces.count > 2)
        #expect(output.pieces.allSatisfy { $0.utf8.count < ArtefactPieces.size + 4096 })
        #expect(output.pieces.joined() == backend.emit(Self.model, options: options))
    }
}
