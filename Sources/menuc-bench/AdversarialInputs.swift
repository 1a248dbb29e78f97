/// Files shaped to find work that grows faster than the input: many things
/// that are the same (titles, shortcuts, identifiers, suppressions) or wrong
/// in the same way. Each is generated at two sizes and checked (or built,
/// for a backend's passes); a ratio far above the size ratio points at a
/// quadratic pass.
enum AdversarialInputs {
    struct Input: Sendable {
        let name: String
        /// The menuc command run on the file, which comes last.
        var arguments = ["check"]
        let make: @Sendable (Int) -> String
    }

    static func lines(_ count: Int, _ line: (Int) -> String) -> String {
        (0..<count).map(line).joined(separator: "\n") + "\n"
    }

    static let all: [Input] = [
        Input(name: "menus with one title") { count in
            lines(count) { _ in "menu \"Tools\" {\n    item \"Run\"\n}" }
        },
        Input(name: "one title and shortcut repeated") { count in
            "menu \"File\" {\n" + lines(count) { _ in "    item \"Same\" key: cmd+K" } + "}\n"
        },
        Input(name: "file-wide suppressions") { count in
            lines(count) { "// menuc:disable title-case - reason \($0)" }
                + "menu \"File\" {\n" + lines(count) { "    item \"lower case \($0)\"" } + "}\n"
        },
        Input(name: "next-line suppressions") { count in
            "menu \"File\" {\n" + lines(count) { "    // menuc:disable-next-line title-case, no-such-rule\n    item \"Fine \($0)\"" } + "}\n"
        },
        Input(name: "identifiers shared with context menus") { count in
            "menu \"Edit\" {\n" + lines(count) { "    item \"Do \($0)\"" } + "}\ncontextmenu \"C\" {\n"
                + lines(count) { "    item \"Do \($0)\"" } + "}\n"
        },
        Input(name: "titles that differ in the case of inner letters") { count in
            // Each title its own identifier, all alike ignoring case.
            "menu \"File\" {\n" + lines(count) { number in
                "    item \"Show A" + String((0..<16).map { bit in Character(number >> bit & 1 == 1 ? "B" : "b") }) + "\""
            } + "}\n"
        },
        Input(name: "misspelled attributes and entries") { count in
            "menu \"File\" {\n" + lines(count) { "    itme \"X\($0)\"\n    item \"Y\($0)\" kye: cmd+Q role: opne" } + "}\n"
        },
        Input(name: "stray characters") { count in
            "menu \"File\" {\n" + lines(count) { "    item \"X\($0)\" + ~ ^" } + "}\n"
        },
        Input(name: "Save As… items clashing on their role's shortcut") { count in
            "menu \"File\" {\n" + lines(count) { "    item \"Save As \($0)…\" id: saveAs\($0) role: saveAs" } + "}\n"
        },
        Input(name: "suppressions a role's shortcut left unused") { count in
            "menu \"File\" {\n" + lines(count) {
                "    // menuc:disable-next-line missing-standard-shortcut\n    item \"Print \($0)…\" id: print\($0) role: print"
            } + "}\n"
        },
        // Every title of a menu has a catalog key that starts with the menu's
        // identifier, as long as its title: the Swift targets' toggle lines
        // once made that prefix again for each toggle.
        Input(name: "two-title toggles in a menu with a long title, built as AppKit Swift",
              arguments: ["build", "--emit", "swift", "--swift-target", "appkit", "-o", "/dev/null"]) { count in
            "menu \"" + String(repeating: "Long ", count: count) + "\" {\n"
                + lines(count) { "    toggle \"Show Part \($0)\" | \"Hide Part \($0)\"" } + "}\n"
        },
    ]
}
