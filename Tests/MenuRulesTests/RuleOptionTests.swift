import Testing
@testable import MenuRules

/// Rule options are declared once, typed, and set by the name their rule documents.
@Suite("Rule options")
struct RuleOptionTests {
    @Test func anOptionNotSetHasItsDefault() {
        let configuration = Configuration()
        #expect(configuration[LongTitle.maximumColumns] == 40)
        #expect(configuration[TitleCase.strict] == false)
    }

    @Test func anOptionIsSetByNameAndReadTyped() throws {
        var configuration = Configuration()
        try configuration.setOption("long-title.max-columns", to: "52")
        try configuration.setOption("title-case.strict", to: "true")
        #expect(configuration[LongTitle.maximumColumns] == 52)
        #expect(configuration[TitleCase.strict] == true)
        #expect(configuration[MenuLength.maximumMenuBarEntries] == 25)
    }

    /// A limit that may be off is `none` by default and takes a number.
    @Test func aLimitIsNoneOrANumber() throws {
        var configuration = Configuration()
        #expect(configuration[MenuLength.maximumContextMenuEntries] == RuleLimit.none)
        try configuration.setOption("menu-length.max-context-menu-entries", to: "12")
        #expect(configuration[MenuLength.maximumContextMenuEntries] == .atMost(12))
        try configuration.setOption("menu-length.max-context-menu-entries", to: "none")
        #expect(configuration[MenuLength.maximumContextMenuEntries] == RuleLimit.none)
        #expect(throws: Configuration.OptionError.invalidValue(
            option: "menu-length.max-context-menu-entries", value: "0", expected: "a positive whole number or none")) {
            try configuration.setOption("menu-length.max-context-menu-entries", to: "0")
        }
    }

    @Test(arguments: [
        ("long-title.max-columns", "0", "a positive whole number"),
        ("long-title.max-columns", "wide", "a positive whole number"),
        ("title-case.strict", "yes", "true or false"),
    ])
    func aValueOfTheWrongTypeIsRefused(_ name: String, _ value: String, _ expected: String) {
        var configuration = Configuration()
        #expect(throws: Configuration.OptionError.invalidValue(option: name, value: value, expected: expected)) {
            try configuration.setOption(name, to: value)
        }
    }

    @Test func anUnknownOptionSuggestsTheNearest() {
        var configuration = Configuration()
        #expect(throws: Configuration.OptionError.unknownOption("long-title.max-column", suggestion: "long-title.max-columns")) {
            try configuration.setOption("long-title.max-column", to: "3")
        }
    }

    /// Every option a descriptor lists is declared with its rule, and its
    /// default as written is what the typed default prints.
    @Test func descriptorsListTheirOptionsWithTheirDefaults() {
        let options = RuleRegistry.descriptors.flatMap(\.options)
        #expect(options.map(\.name).sorted() == [
            "activity-title.max-columns", "edit-menu-title.max-columns",
            "long-title.max-columns", "menu-length.max-context-menu-entries", "menu-length.max-menu-bar-entries",
            "popup-default.max-options", "shortcut-modifiers.strict", "title-case.strict",
        ])
        #expect(options.first { $0.name == "menu-length.max-context-menu-entries" }?.defaultValue == "none")
    }
}
