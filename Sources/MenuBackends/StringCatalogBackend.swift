import MenuJSON
import MenuModel

/// Writes an Xcode String Catalog (`.xcstrings`, format version 1.0) holding
/// every localizable title of the model (`MenuModel.localizableTitles`) in
/// the source language, with a comment saying where it appears:
///
///     {
///       "sourceLanguage" : "en",
///       "strings" : {
///         "file.save" : {
///           "comment" : "File menu (menu bar): item",
///           "extractionState" : "manual",
///           "localizations" : {
///             "en" : {
///               "stringUnit" : {
///                 "state" : "translated",
///                 "value" : "Save"
///               }
///             }
///           }
///         }
///       },
///       "version" : "1.0"
///     }
///
/// Saved as `<Name>.xcstrings` beside the `.menu` file it is the table the
/// generated Swift looks titles up in (`SwiftLocalization`). The strings
/// are "manual": Xcode keeps them though no source code it compiles names
/// them. Laid out as Xcode writes the file (keys in its order, `" : "`, two
/// spaces, no final line feed), so Xcode has nothing to rewrite on opening it.
///
/// With `BackendOptions.catalog` (`--catalog`, the catalog being replaced)
/// each string keeps what is written there (its other languages'
/// localizations, and members such as `shouldTranslate`), and the source
/// language is the catalog's unless `--source-language` says otherwise, so
/// the catalog can be written again after the `.menu` changes; a
/// translation whose source title changed is marked "needs_review", as
/// Xcode marks it. Strings whose titles are gone from the `.menu` are left
/// out; `menuc build` warns about those that had translations.
public enum StringCatalogBackend: Backend {
    public static let name = "xcstrings"
    public static let fileExtension = "xcstrings"

    public static func emit(_ model: MenuModel, options: BackendOptions, to output: any ArtefactOutput) {
        let titles = StringCatalogOrder.sorted(model.localizableTitles)
        let sourceLanguage = options.sourceLanguage ?? options.catalog?.sourceLanguage ?? "en"
        if titles.isEmpty {
            // Xcode writes an empty object on three lines.
            var language = JSONWriter(pretty: false)
            language.string(sourceLanguage)
            output.write("{\n  \"sourceLanguage\" : \(language.string),\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}")
            return
        }
        var writer = JSONWriter(pretty: true, capacity: ArtefactPieces.size, spacesAroundColon: true)
        writer.beginObject()
        writer.field("sourceLanguage", sourceLanguage)
        writer.key("strings")
        writer.beginObject()
        for title in titles {
            write(title, language: sourceLanguage, keeping: options.catalog, to: &writer)
            if writer.byteCount >= ArtefactPieces.size { output.write(String(decoding: writer.takeOutput(), as: UTF8.self)) }
        }
        writer.endObject()
        writer.field("version", "1.0")
        writer.endObject()
        var rest = writer.takeOutput()
        // Xcode ends the file with its closing brace.
        if rest.last == UInt8(ascii: "\n") { rest.removeLast() }
        output.write(String(decoding: rest, as: UTF8.self))
    }

    /// One string: what the old catalog has for its key, with the comment,
    /// the extraction state and the source language's localization made
    /// from the title; members in Xcode's order.
    private static func write(_ title: LocalizableTitle, language: String, keeping catalog: StringCatalog?, to writer: inout JSONWriter) {
        writer.dynamicKey(title.key)
        var localizations = kept(title, from: catalog, sourceLanguage: language)
        localizations.append(JSONObject.Member(key: language, value: ["stringUnit": ["state": "translated", "value": .string(title.value)]]))
        var string = catalog?.objects[title.key] ?? JSONObject(members: [])
        string["comment"] = .string(title.comment)
        string["extractionState"] = "manual"
        string["localizations"] = .object(JSONObject(members: inXcodeOrder(localizations)))
        JSONValue.object(JSONObject(members: inXcodeOrder(string.members))).write(to: &writer)
    }

    private static func inXcodeOrder(_ members: [JSONObject.Member]) -> [JSONObject.Member] {
        members.map { (StringCatalogOrder.sortKey($0.key), $0) }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// The other languages' localizations of the title in `catalog`; each
    /// string unit marked "needs_review" when the catalog's source title is
    /// not the title any more.
    private static func kept(_ title: LocalizableTitle, from catalog: StringCatalog?, sourceLanguage: String) -> [JSONObject.Member] {
        guard let catalog, case .object(let old)? = catalog.objects[title.key]?["localizations"] else { return [] }
        let changed = catalog.translation(of: title.key, in: catalog.sourceLanguage).map { $0.value != title.value } ?? false
        return old.members.filter { $0.key != sourceLanguage }.map { member in
            guard changed, case .object(var localization) = member.value, case .object(var unit)? = localization["stringUnit"],
                  unit["state"] == "translated"
            else { return member }
            unit["state"] = "needs_review"
            localization["stringUnit"] = .object(unit)
            return JSONObject.Member(key: member.key, value: .object(localization))
        }
    }
}

/// The order Xcode keeps a catalog's keys in: a collation like ICU's root
/// one, which compares letters without case first, puts punctuation
/// (`_`, `-`, `.`) before digits and digits before letters, and a lowercase
/// letter before its capital only to break a tie. Keys menuc derives are
/// identifiers and dots; other characters are ordered by their scalar value
/// after those.
public enum StringCatalogOrder {
    /// What two keys are compared by: the primary weights of their
    /// scalars, then, for the same letters, each letter's case.
    public struct SortKey: Comparable {
        var primary: [UInt32]
        /// 0 for a lowercase letter, 1 for anything else.
        var tertiary: [UInt8]

        public static func < (a: SortKey, b: SortKey) -> Bool {
            if a.primary != b.primary { return a.primary.lexicographicallyPrecedes(b.primary) }
            return a.tertiary.lexicographicallyPrecedes(b.tertiary)
        }
    }

    public static func sortKey(_ key: String) -> SortKey {
        var sortKey = SortKey(primary: [], tertiary: [])
        for scalar in key.unicodeScalars {
            sortKey.primary.append(weight(scalar))
            sortKey.tertiary.append((0x61...0x7A).contains(scalar.value) ? 0 : 1)
        }
        return sortKey
    }

    /// `titles` in the catalog's order of their keys.
    public static func sorted(_ titles: [LocalizableTitle]) -> [LocalizableTitle] {
        titles.map { (sortKey($0.key), $0) }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// The primary weight: case ignored, punctuation < digits < letters < the rest.
    private static func weight(_ scalar: Unicode.Scalar) -> UInt32 {
        let value = scalar.value
        switch value {
        case 0x5F: return 1  // _
        case 0x2D: return 2  // -
        case 0x2C: return 3  // ,
        case 0x3B: return 4  // ;
        case 0x3A: return 5  // :
        case 0x21: return 6  // !
        case 0x3F: return 7  // ?
        case 0x2E: return 8  // .
        case 0x30...0x39: return 0x100 + value
        case 0x41...0x5A: return 0x200 + value + 0x20
        case 0x61...0x7A: return 0x200 + value
        case 0..<0x80: return 0x10 + value
        default: return 0x1000 + value
        }
    }
}
