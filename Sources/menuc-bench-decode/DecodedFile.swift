import Foundation

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
