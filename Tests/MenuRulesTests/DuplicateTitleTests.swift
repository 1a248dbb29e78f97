import MenuDiagnostics
import Testing
@testable import MenuModel
@testable import MenuRules

/// `duplicate-title` groups a file's titles a few hundred at a time, whole
/// menus in each table: what it reports does not depend on where one table
/// ends and the next begins.
@Suite("Duplicate titles")
struct DuplicateTitleTests {
    /// A file of many menus, each with a duplicate far from its first
    /// entry, one menu larger than a table, and titles repeated in other
    /// lists (a submenu, another menu), which are not duplicates.
    @Test func duplicatesAreFoundWhereverTheTablesEnd() throws {
        var lines = ["app \"Tables\""]
        var duplicates: [(line: Int, first: Int)] = []
        func add(_ line: String) -> Int {
            lines.append(line)
            return lines.count
        }
        for menu in 0..<60 {
            _ = add("menu \"Menu \(menu)\" {")
            let first = add("    item \"Shared \(menu % 3)\"")
            for item in 0..<(menu % 7 == 0 ? 700 : 15) { _ = add("    item \"Item \(menu) \(item)\"") }
            _ = add("    submenu \"More \(menu)\" {")
            _ = add("        item \"Shared \(menu % 3)\"")
            _ = add("    }")
            duplicates.append((add("    item \"shared \(menu % 3)\""), first))
            _ = add("}")
        }
        let source = SourceFile(path: "tables.menu", text: lines.joined(separator: "\n") + "\n")
        var unlimited = Configuration()
        unlimited.errorLimit = 0
        let result = Checker.check(source, configuration: unlimited)
        #expect(ModelIndex(result.model).titles.count > 4 * 512)
        let reported = result.diagnostics.filter { $0.id == DuplicateTitle.descriptor.id }.map { diagnostic in
            (line: source.location(of: diagnostic.range.start).line,
             first: diagnostic.notes.first.flatMap { $0.range }.map { source.location(of: $0.start).line } ?? 0)
        }
        #expect(reported.map(\.line) == duplicates.map(\.line))
        #expect(reported.map(\.first) == duplicates.map(\.first))
    }
}
