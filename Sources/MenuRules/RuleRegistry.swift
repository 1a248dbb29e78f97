import MenuDiagnostics
import MenuModel
import MenuSyntax

/// Every rule of the catalog, in the catalog's order.
public enum RuleRegistry {
    public static let rules: [any Rule.Type] = [
        // Shortcuts
        ReservedShortcut.self,
        DuplicateShortcut.self,
        ContextMenuShortcut.self,
        StandardShortcut.self,
        MissingStandardShortcut.self,
        NeedlessKeyNone.self,
        ShortcutModifiers.self,
        // Titles
        EmptyTitle.self,
        EllipsisCharacter.self,
        MissingEllipsis.self,
        UnexpectedEllipsis.self,
        TitleCase.self,
        LeadingArticle.self,
        LongTitle.self,
        StandardTitle.self,
        ToggleTitle.self,
        EditMenuTitle.self,
        ActivityTitle.self,
        // Structure
        EmptyMenu.self,
        SubmenuDepth.self,
        SeparatorPlacement.self,
        SectionSeparator.self,
        MenuLength.self,
        DuplicateTitle.self,
        IDConflict.self,
        MenuBarOrder.self,
        ContextMenuExclusive.self,
        ContextMenuDisabled.self,
        ContextMenuSymbol.self,
        DestructivePlacement.self,
        PulldownLength.self,
        PopupContents.self,
        PopupDefault.self,
        ChoiceOptions.self,
        DockMenuReachable.self,
        EditMenuContextMenu.self,
        ActivitySymbol.self,
        SystemActivity.self,
        LayoutSymbol.self,
        MenuPlatform.self,
        UnusedSuppression.self,
    ]

    public static let descriptors: [RuleDescriptor] = rules.map { $0.descriptor }

    private static let byID: [String: any Rule.Type] = Dictionary(uniqueKeysWithValues: rules.map { ($0.descriptor.id, $0) })

    public static func rule(id: String) -> (any Rule.Type)? { byID[id] }

    public static func descriptor(id: String) -> RuleDescriptor? { byID[id]?.descriptor }

    /// The ids of the errors the language itself defines, with their summaries:
    /// they have no rule and cannot be disabled.
    public static let languageErrors: [(id: String, summary: String)] =
        SyntaxErrorKind.allCases.map { ($0.id, $0.summary) } + SemanticErrorKind.allCases.map { ($0.id, $0.summary) }

    private static let languageErrorIDs = Set(languageErrors.map(\.id))

    public static func isLanguageError(_ id: String) -> Bool { languageErrorIDs.contains(id) }
}
