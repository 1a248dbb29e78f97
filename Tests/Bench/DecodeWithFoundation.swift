// DecodeWithFoundation FILE RUNS: decodes menuc's JSON with Foundation's
// JSONDecoder RUNS times and prints the fastest time in seconds.
//
// Not part of the package: menuc-bench compiles this file with `swiftc -O`
// when it runs and times it as a separate process, as it times CPython's
// json.loads, so that no module of the package imports Foundation for it.
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3, let runs = Int(arguments[2]), runs > 0,
      let data = FileManager.default.contents(atPath: arguments[1]) else {
    FileHandle.standardError.write(Data("usage: DecodeWithFoundation FILE RUNS\n".utf8))
    exit(64)
}
let decoder = JSONDecoder()
var fastest = Double.infinity
for _ in 0..<runs {
    let start = Date()
    do {
        _ = try decoder.decode(DecodedFile.self, from: data)
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(1)
    }
    fastest = min(fastest, Date().timeIntervalSince(start))
}
print(fastest)

/// The JSON format, as a consumer would decode it with Codable: the
/// reference the speed targets compare against.
struct DecodedFile: Decodable {
    struct Shortcut: Decodable {
        let key: String
        let modifiers: [String]
        let display: String
        let spelling: String
    }

    struct Entry: Decodable {
        let kind: String
        let id: String?
        let title: String?
        let titleWhenOn: String?
        let role: String?
        let shortcut: Shortcut?
        let symbol: String?
        let destructive: Bool?
        let disabled: Bool?
        let on: Bool?
        let checked: Bool?
        let `default`: Bool?
        let platforms: [String]?
        let entries: [Entry]?
        let options: [Entry]?
    }

    struct Menu: Decodable {
        let kind: String
        let id: String
        let title: String
        let entries: [Entry]
    }

    struct IndexedShortcut: Decodable {
        let display: String
        let spelling: String
        let id: String
        let kind: String
        let title: String
        let menu: String
        let menuId: String
        let path: [String]
    }

    let formatVersion: Int
    let generator: String
    let source: String
    let app: String?
    let platforms: [String]
    let menus: [Menu]
    let shortcuts: [IndexedShortcut]
}
