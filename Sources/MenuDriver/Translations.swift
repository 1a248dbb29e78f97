import MenuBackends
import MenuDiagnostics
import MenuModel
import MenuReporters
import MenuRules

/// `--catalog` and `--language`: reading a string catalog of the titles'
/// translations, checking them with the title rules that apply in every
/// script, and translating a model before any backend runs.
struct Translations {
    static let catalogSpec = OptionSpec(
        names: ["--catalog"], valueName: "<file>",
        help: "A string catalog (.xcstrings) with the titles' translations, as '--emit xcstrings' writes it: the title rules that apply in every script check them; may be set in a .menuc file (relative to it).")

    /// The catalogs read so far, by path: inputs that share one read it
    /// once, and one that failed is nil here, reported once.
    private var loaded: [String: StringCatalog?] = [:]

    /// The catalog an input is checked with: the command line's, else its
    /// options file's; nil when neither names one.
    static func catalogPath(commandLine: ParsedArguments, optionsFile: OptionsFile.Contents) -> String? {
        commandLine.value("--catalog") ?? optionsFile.catalog
    }

    /// The catalog at `path`, read once. One that cannot be read or parsed
    /// is reported (66, or 1 with the error at its place) and is nil.
    mutating func catalog(at path: String, reports: inout [FileDiagnostics], result: inout DriverResult) -> StringCatalog? {
        if let catalog = loaded[path] { return catalog }
        var catalog: StringCatalog?
        switch FileSystem.readFile(path) {
        case .failure(let error):
            result.report(.error, "cannot read the string catalog '\(path)': \(error.reason)")
            result.escalate(to: .unreadableInput)
        case .success(let bytes):
            let source = SourceFile(path: path, bytes: bytes)
            do throws(StringCatalog.Problem) {
                catalog = try StringCatalog.parse(source)
            } catch {
                reports.append(FileDiagnostics(source: source, diagnostics: [error.diagnostic]))
                result.escalate(to: .inputHasErrors)
            }
        }
        loaded[path] = catalog
        return catalog
    }

    /// Reads the catalog given for the checked file, if any, and checks its
    /// translations when the file has no errors: the catalog's problems or
    /// the rules' findings go to `reports` as the catalog's. Returns the
    /// catalog when it could be read.
    mutating func checkCatalog(
        of check: CheckResult, at path: String?, configuration: Configuration, reports: inout [FileDiagnostics],
        result: inout DriverResult
    ) -> (path: String, catalog: StringCatalog)? {
        guard let path, let catalog = catalog(at: path, reports: &reports, result: &result) else { return nil }
        if !check.hasErrors {
            let checked = Self.check(check.model, with: catalog, configuration: configuration)
            if !checked.findings.isEmpty { reports.append(FileDiagnostics(source: catalog.source, diagnostics: checked.findings)) }
            if checked.hasErrors { result.escalate(to: .inputHasErrors) }
        }
        return (path, catalog)
    }

    /// The title rules' findings on every translation of the catalog (its
    /// source language is the `.menu`'s own, checked there), at most the
    /// configuration's error limit of them; `hasErrors` counts those past
    /// the limit too, as `CheckResult.hasErrors` does.
    static func check(
        _ model: MenuModel, with catalog: StringCatalog, configuration: Configuration
    ) -> (findings: [Diagnostic], hasErrors: Bool) {
        var findings: [Diagnostic] = []
        var overflow = DiagnosticOverflow()
        for language in catalog.languages where language != catalog.sourceLanguage {
            let translated = model.translated { title in
                guard let translation = catalog.translation(of: title.key, in: language) else { return TranslatedTitle(text: "", range: nil) }
                return TranslatedTitle(text: translation.value, range: translation.range)
            }
            let checked = Checker.checkTranslation(translated, language: language, in: catalog.source, configuration: configuration)
            findings += checked.findings
            overflow.add(checked.overflow)
        }
        findings.sort(by: Diagnostic.sourceOrder)
        let hasErrors = findings.hasErrors || overflow.errorCount > 0
        return (DiagnosticLimit.apply(findings, limit: configuration.errorLimit, overflow: overflow), hasErrors)
    }

    /// `--language` names a language the catalog has, as a usage error
    /// listing those it has.
    static func requireLanguage(_ language: String, in catalog: StringCatalog, path: String) throws(UsageError) {
        let languages = catalog.languages
        guard !languages.contains(language) else { return }
        throw UsageError(.unknownLanguage(language, in: path, languages: languages), command: "build")
    }

    /// The warning for titles left in the source language: how many, and
    /// the keys of the first few.
    static func untranslatedWarning(_ keys: [String], of total: Int, language: String, path: String) -> String {
        "\(keys.count) of \(total) titles have no '\(language)' translation in '\(path)' and keep the .menu file's text: \(list(keys))"
    }

    /// The warning for translated strings a catalog written again leaves
    /// out, their titles gone from the `.menu` (or their keys changed, as a
    /// renamed menu changes its entries' keys).
    static func leftOutWarning(_ keys: [String], path: String) -> String {
        let strings = keys.count == 1 ? "1 translated string of '\(path)' matches no title and is" : "\(keys.count) translated strings of '\(path)' match no title and are"
        return "\(strings) left out: \(list(keys)); keep a copy of the catalog to carry their translations over"
    }

    /// The first few keys, quoted, and how many more there are.
    private static func list(_ keys: [String]) -> String {
        let shown = keys.prefix(3).map { "'\(DiagnosticMessage.excerpt($0))'" }.joined(separator: ", ")
        return shown + (keys.count > 3 ? " and \(keys.count - 3) more" : "")
    }
}

extension DiagnosticMessage {
    /// The path is the user's own, quoted whole; the language and the list
    /// are cut as quotes are.
    fileprivate static func unknownLanguage(_ language: String, in path: String, languages: [String]) -> DiagnosticMessage {
        let list = DiagnosticMessage.excerpt(languages.joined(separator: ", "))
        let suggestion = Suggestion.didYouMean(language, in: languages)
        return "the string catalog '\(whole: path)' has no '\(language)' translations; use one of \(list)\(DiagnosticMessage(suggestion))"
    }
}
