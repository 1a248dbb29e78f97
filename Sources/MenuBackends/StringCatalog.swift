import MenuDiagnostics
import MenuJSON
import MenuModel

/// A String Catalog read back (`--catalog`): the titles' translations, each
/// with where its value is in the file, so a rule can point at it.
///
/// Only what menus need is read: each string's `localizations` →
/// language → `stringUnit` → `value`. A localization without a string unit
/// (plural or device variations) counts as untranslated; other members are
/// ignored, as Xcode adds ones of its own.
public struct StringCatalog: Sendable {
    /// A translation and where its string is in the catalog, quotes included.
    public struct Translation: Sendable {
        public var value: String
        public var range: SourceRange
    }

    /// What is wrong with a catalog, as an error at its place in the file.
    public struct Problem: Error {
        public var diagnostic: Diagnostic

        init(_ message: DiagnosticMessage, at range: SourceRange) {
            diagnostic = Diagnostic(.error, id: StringCatalog.errorID, message, at: range)
        }
    }

    public let source: SourceFile
    public let sourceLanguage: String
    /// Key → language → translation.
    public let strings: [String: [String: Translation]]
    /// Key → each string's object as written (its `localizations` and what
    /// else Xcode keeps, such as `shouldTranslate`), which `--emit xcstrings`
    /// carries over into the catalog it writes.
    public let objects: [String: JSONObject]

    /// Every language with a translation, and the source language, sorted.
    public var languages: [String] {
        var languages: Set<String> = [sourceLanguage]
        for localizations in strings.values { languages.formUnion(localizations.keys) }
        return languages.sorted()
    }

    public func translation(of key: String, in language: String) -> Translation? {
        strings[key]?[language]
    }

    /// The keys, sorted, of the strings translated into another language
    /// than the source one that no title of `model` has: the catalog
    /// `--emit xcstrings` writes for the model leaves them out.
    public func translatedKeys(missingFrom model: MenuModel) -> [String] {
        let titleKeys = Set(model.localizableTitles.map(\.key))
        return strings.filter { key, localizations in
            !titleKeys.contains(key) && localizations.keys.contains { $0 != sourceLanguage }
        }.keys.sorted()
    }

    /// The model in `language`, as `--language` builds it before any backend
    /// runs: each title the catalog translates replaced by its translation,
    /// the others as they are, with the keys of those (once each).
    public func translate(_ model: MenuModel, into language: String) -> (model: MenuModel, untranslated: [String]) {
        var untranslated: [String] = []
        let translated = model.translated { title in
            guard let translation = translation(of: title.key, in: language) else {
                untranslated.append(title.key)
                return TranslatedTitle(text: title.value, range: title.range)
            }
            return TranslatedTitle(text: translation.value, range: title.range)
        }
        var seen: Set<String> = []
        return (translated, untranslated.filter { seen.insert($0).inserted })
    }

    /// The catalog in `source`, or the first thing wrong with it, as an
    /// error at its place in the file.
    public static func parse(_ source: SourceFile) throws(StringCatalog.Problem) -> StringCatalog {
        let document: JSONValue
        do {
            document = try JSONParser.parse(source.bytes)
        } catch {
            let offset = min(error.offset, source.bytes.count)
            throw Problem(.invalidJSON(error.message), at: SourceRange(start: offset, end: offset))
        }
        let whole = SourceRange(start: 0, end: 0)
        guard case .object(let root) = document else { throw Problem(.notACatalog, at: whole) }
        let version = try string(root, "version", whole)
        guard version.hasPrefix("1.") else {
            throw Problem(.unsupportedVersion(version), at: range(of: root.member("version"), whole))
        }
        let sourceLanguage = try string(root, "sourceLanguage", whole)
        let strings = try object(root, "strings", whole)
        var translations: [String: [String: Translation]] = [:]
        var objects: [String: JSONObject] = [:]
        for entry in strings.members {
            guard case .object(let string) = entry.value else {
                throw Problem(.notAnObject("the string '\(entry.key)'"), at: range(of: entry, whole))
            }
            objects[entry.key] = string
            guard let localizations = string.member("localizations") else { continue }
            guard case .object(let languages) = localizations.value else {
                throw Problem(.notAnObject("'localizations' of '\(entry.key)'"), at: range(of: localizations, whole))
            }
            for language in languages.members {
                if let translation = try translation(language, key: entry.key, whole) {
                    translations[entry.key, default: [:]][language.key] = translation
                }
            }
        }
        return StringCatalog(source: source, sourceLanguage: sourceLanguage, strings: translations, objects: objects)
    }

    static let errorID = "invalid-catalog"

    /// The string unit's value of one localization; nil when it has none.
    private static func translation(_ localization: JSONObject.Member, key: String, _ whole: SourceRange) throws(StringCatalog.Problem) -> Translation? {
        guard case .object(let object) = localization.value else {
            throw Problem(.notAnObject("the '\(localization.key)' localization of '\(key)'"), at: range(of: localization, whole))
        }
        guard let unit = object.member("stringUnit") else { return nil }
        guard case .object(let fields) = unit.value else {
            throw Problem(.notAnObject("'stringUnit' of '\(key)'"), at: range(of: unit, whole))
        }
        guard let value = fields.member("value") else { return nil }
        guard case .string(let text) = value.value else {
            throw Problem(.notAString("the '\(localization.key)' value of '\(key)'"), at: range(of: value, whole))
        }
        return Translation(value: text, range: range(of: value, whole))
    }

    private static func string(_ object: JSONObject, _ name: String, _ whole: SourceRange) throws(StringCatalog.Problem) -> String {
        guard let member = object.member(name) else { throw Problem(.missingMember(name), at: whole) }
        guard case .string(let text) = member.value else {
            throw Problem(.notAString("'\(name)'"), at: range(of: member, whole))
        }
        return text
    }

    private static func object(_ object: JSONObject, _ name: String, _ whole: SourceRange) throws(StringCatalog.Problem) -> JSONObject {
        guard let member = object.member(name) else { throw Problem(.missingMember(name), at: whole) }
        guard case .object(let value) = member.value else {
            throw Problem(.notAnObject("'\(name)'"), at: range(of: member, whole))
        }
        return value
    }

    private static func range(of member: JSONObject.Member?, _ fallback: SourceRange) -> SourceRange {
        guard let range = member?.valueRange else { return fallback }
        return SourceRange(start: range.lowerBound, end: range.upperBound)
    }
}

extension DiagnosticMessage {
    fileprivate static func invalidJSON(_ reason: String) -> DiagnosticMessage {
        "the string catalog is not valid JSON: \(DiagnosticMessage(reason)); save it again from Xcode or regenerate it with '--emit xcstrings'"
    }

    fileprivate static let notACatalog: DiagnosticMessage =
        "this is not a string catalog: its top level is not an object; name an .xcstrings file"

    fileprivate static func missingMember(_ name: String) -> DiagnosticMessage {
        "this is not a string catalog: it has no '\(name)'; name an .xcstrings file"
    }

    fileprivate static func unsupportedVersion(_ version: String) -> DiagnosticMessage {
        "string catalog version '\(version)' is not supported; menuc reads version 1"
    }

    fileprivate static func notAnObject(_ what: DiagnosticMessage) -> DiagnosticMessage {
        "\(what) in the string catalog must be a JSON object"
    }

    fileprivate static func notAString(_ what: DiagnosticMessage) -> DiagnosticMessage {
        "\(what) in the string catalog must be a string"
    }
}
