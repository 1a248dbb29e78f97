import MenuSyntax

/// An entry of the model kept in one word without a reference count: the
/// address of its object and its kind in the three low bits (objects are
/// aligned to at least eight bytes), or a separator's place shifted above
/// them.
///
/// The index keeps one per entry of the file. Retaining each entry as the
/// index was built, and releasing the copies made to read it, were the
/// largest part of building it. Whoever holds these must hold the lists
/// the entries are in: the index's arrays of them are kept beside its
/// `containers`, whose lists hold every entry of the model.
struct UnretainedEntry: Sendable {
    private let bits: UInt64

    private enum Kind: UInt64 {
        case command, toggle, choice, option, submenu, separator
    }

    private static let kindMask: UInt64 = 0b111

    init(_ entry: borrowing MenuEntry) {
        switch entry {
        case .command(let command): bits = Self.address(of: command) | Kind.command.rawValue
        case .toggle(let toggle): bits = Self.address(of: toggle) | Kind.toggle.rawValue
        case .choice(let choice): bits = Self.address(of: choice) | Kind.choice.rawValue
        case .option(let option): bits = Self.address(of: option) | Kind.option.rawValue
        case .submenu(let submenu): bits = Self.address(of: submenu) | Kind.submenu.rawValue
        case .separator(let separator): bits = separator.packed << 3 | Kind.separator.rawValue
        }
    }

    private static func address<Object: AnyObject>(of object: Object) -> UInt64 {
        let address = UInt64(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()))
        assert(address & kindMask == 0, "an object's address leaves no room for the kind")
        return address
    }

    private func unmanaged<Object: AnyObject>(_ type: Object.Type) -> Unmanaged<Object> {
        Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: UInt(bits & ~Self.kindMask))!)
    }

    /// Calls `body` with the entry, without retaining it.
    func withEntry<Result>(_ body: (borrowing MenuEntry) -> Result) -> Result {
        switch Kind(rawValue: bits & Self.kindMask)! {
        case .command: unmanaged(Command.self)._withUnsafeGuaranteedRef { body(.command($0)) }
        case .toggle: unmanaged(Toggle.self)._withUnsafeGuaranteedRef { body(.toggle($0)) }
        case .choice: unmanaged(Choice.self)._withUnsafeGuaranteedRef { body(.choice($0)) }
        case .option: unmanaged(Option.self)._withUnsafeGuaranteedRef { body(.option($0)) }
        case .submenu: unmanaged(Submenu.self)._withUnsafeGuaranteedRef { body(.submenu($0)) }
        case .separator: body(.separator(Separator(packed: bits >> 3)))
        }
    }

    /// Calls the closure for the entry's kind with its object (none for a
    /// separator), without retaining it: for the index, which reads every
    /// entry once, and paid a retain and a release of each object when it
    /// read them as `MenuEntry`s.
    func withObject<Result>(
        item: (Command) -> Result, toggle: (Toggle) -> Result, choice: (Choice) -> Result, option: (Option) -> Result,
        submenu: (Submenu) -> Result, separator: () -> Result
    ) -> Result {
        switch Kind(rawValue: bits & Self.kindMask)! {
        case .command: unmanaged(Command.self)._withUnsafeGuaranteedRef(item)
        case .toggle: unmanaged(Toggle.self)._withUnsafeGuaranteedRef(toggle)
        case .choice: unmanaged(Choice.self)._withUnsafeGuaranteedRef(choice)
        case .option: unmanaged(Option.self)._withUnsafeGuaranteedRef(option)
        case .submenu: unmanaged(Submenu.self)._withUnsafeGuaranteedRef(submenu)
        case .separator: separator()
        }
    }

    var kind: EntryKind {
        switch Kind(rawValue: bits & Self.kindMask)! {
        case .command: .item
        case .toggle: .toggle
        case .choice: .choice
        case .option: .option
        case .submenu: .submenu
        case .separator: .separator
        }
    }

    /// The entry, retained for the caller.
    var entry: MenuEntry { withEntry { copy $0 } }
}

extension MenuEntry {
    /// Calls `body` with each of `entries` in order, read in place without
    /// retaining its object: for the backends' passes over a large model,
    /// where each copy of an entry retained and released its object, an
    /// atomic operation on memory long gone cold.
    public static func forEach(in entries: [MenuEntry], _ body: (borrowing MenuEntry) -> Void) {
        for position in entries.indices {
            UnretainedEntry(entries[position]).withEntry(body)
        }
    }
}
