import Foundation
import MenuBackends
import MenuDiagnostics
import MenuJSON
import MenuModel
import MenuRules
import Testing

/// The Swift targets look every title up in the string catalog that
/// `--emit xcstrings` writes for the same file.
@Suite("Swift titles from the string catalog")
struct SwiftLocalizationTests {
    typealias Support = SwiftBackendSupport

    /// Each lookup in the code: its key and default value, as the code's
    /// string literals spell them.
    static func lookups(in code: String) -> [(key: String, value: String)] {
        let literal = #""((?:[^"\\]|\\.)*)""#
        let pattern = "String\\(localized: \(literal), defaultValue: \(literal), table: "
        let expression = try! NSRegularExpression(pattern: pattern)
        let text = code as NSString
        return expression.matches(in: code, range: NSRange(location: 0, length: text.length)).map {
            (text.substring(with: $0.range(at: 1)), text.substring(with: $0.range(at: 2)))
        }
    }

    /// Every key the code of every target looks up is in the catalog, with
    /// the code's default value as the catalog's source value.
    @Test(arguments: SwiftTarget.allCases)
    func everyLookupIsInTheCatalog(_ target: SwiftTarget) throws {
        for input in Support.samples() {
            let model = try Support.check(input).model
            var options = input.options
            options.swiftTarget = target
            let code = SwiftBackend.emit(model, options: options)
            let catalog = try StringCatalog.parse(SourceFile(path: "a.xcstrings", text: StringCatalogBackend.emit(model, options: options)))
            let lookups = Self.lookups(in: code)
            #expect(!lookups.isEmpty, "\(input.sourceName)")
            for lookup in lookups {
                let value = catalog.translation(of: SwiftLiteralDecoding.decode(lookup.key), in: "en")?.value
                #expect(value == SwiftLiteralDecoding.decode(lookup.value), "\(input.sourceName) \(target): \(lookup.key)")
            }
        }
    }

    @Test func lookupNamesTheTableAndBundle() throws {
        let text = "app \"Demo\"\nplatforms macOS\n\nmenu \"Tools\" {\n    item \"Go\" key: cmd+G\n}\n"
        let model = Checker.check(SourceFile(path: "Demo.menu", text: text)).model
        let expected = #"String(localized: "tools.go", defaultValue: "Go", table: "Demo", bundle: .main, comment: "Tools menu (menu bar): item")"#
        for target in SwiftTarget.allCases {
            let code = SwiftBackend.emit(model, options: BackendOptions(sourceName: "Demo.menu", swiftTarget: target))
            #expect(code.contains(expected), "\(target)")
            let module = SwiftBackend.emit(model, options: BackendOptions(sourceName: "Demo.menu", swiftTarget: target, localizationBundle: .module))
            #expect(module.contains(expected.replacingOccurrences(of: "bundle: .main", with: "bundle: .module")), "\(target)")
        }
    }
}

/// Reads back the escapes `SwiftLiteral.string` writes (`\"`, `\\`, `\n`,
/// `\t`, `\r`, `\0`, `\u{…}`).
enum SwiftLiteralDecoding {
    static func decode(_ body: String) -> String {
        var result = ""
        var characters = body.makeIterator()
        while let character = characters.next() {
            guard character == "\\", let escaped = characters.next() else {
                result.append(character)
                continue
            }
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "u":
                _ = characters.next()
                var hex = ""
                while let digit = characters.next(), digit != "}" { hex.append(digit) }
                result.unicodeScalars.append(Unicode.Scalar(UInt32(hex, radix: 16)!)!)
            default: result.append(escaped)
            }
        }
        return result
    }
}
