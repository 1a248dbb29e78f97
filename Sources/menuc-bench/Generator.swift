/// Realistic `.menu` files of any size: menu-bar menus of about twenty
/// entries with submenus, toggles, choices, separators, comments and
/// shortcuts, plus context menus, pull-downs and pop-ups. The files check
/// without errors, so every backend can be measured on them.
enum MenuFileGenerator {
    static let verbs = ["Open", "Show", "Arrange", "Align", "Group", "Merge", "Insert", "Export", "Convert", "Rotate", "Filter", "Sort", "Mark", "Move", "Copy", "Format"]
    static let nouns = ["Layer", "Page", "Section", "Image", "Table", "Chart", "Shape", "Column", "Row", "Note", "Style", "Frame", "Guide", "Palette", "Track", "Scene"]

    /// Keys for shortcuts that no rule objects to: Command and Control with
    /// letters that are neither reserved nor standard in such combinations.
    static let letters = Array("ABEGHIJKLMNOPRSTUWXYZ")
    static let modifierSets = ["cmd+ctrl", "cmd+ctrl+shift", "cmd+ctrl+opt", "cmd+ctrl+opt+shift"]

    struct Output {
        let text: String
        let commands: Int
        let lines: Int
    }

    static func generate(commands target: Int) -> Output {
        var lines: [String] = [
            "// A generated menu file for benchmarking menuc.",
            "app \"Benchmark\"",
            "platforms macOS, iPadOS",
            "",
        ]
        var commands = 0
        var shortcutIndex = 0
        var menuNumber = 0
        var contextCommands: [String] = []

        func nextShortcut() -> String? {
            guard shortcutIndex < letters.count * modifierSets.count else { return nil }
            defer { shortcutIndex += 1 }
            return "\(modifierSets[shortcutIndex / letters.count])+\(letters[shortcutIndex % letters.count])"
        }

        func title(_ number: Int) -> String {
            "\(verbs[number % verbs.count]) \(nouns[(number / verbs.count) % nouns.count]) \(number)"
        }

        while commands < target {
            menuNumber += 1
            lines.append("menu \"Tools \(menuNumber)\" {")
            var entries = 0
            while entries < 20, commands < target {
                let number = commands + 1
                switch number % 10 {
                case 3:
                    lines.append("    // Display options for group \(number)")
                    lines.append("    toggle \"Show \(nouns[number % nouns.count]) Guides \(number)\" | \"Hide \(nouns[number % nouns.count]) Guides \(number)\"")
                    commands += 1
                case 5:
                    if entries > 0 { lines.append("    ---") }
                    lines.append("    submenu \"More \(number)\" {")
                    for offset in 0..<3 { lines.append("        item \"\(title(number + offset))\"") }
                    lines.append("    }")
                    commands += 3
                case 7:
                    lines.append("    choice \"Mode \(number)\" {")
                    lines.append("        option \"Compact \(number)\" checked")
                    lines.append("        option \"Regular \(number)\"")
                    lines.append("    }")
                    commands += 2
                    entries += 1
                default:
                    let shortcut = nextShortcut().map { " key: \($0)" } ?? ""
                    lines.append("    item \"\(title(number))\"\(shortcut)")
                    if contextCommands.count < 10 { contextCommands.append(title(number)) }
                    commands += 1
                }
                entries += 1
            }
            lines.append("}")
            lines.append("")
        }
        lines.append("contextmenu \"Canvas\" {")
        for (index, command) in contextCommands.enumerated() {
            lines.append("    item \"\(command)\" symbol: \"square.\(index)\"")
        }
        lines.append("}")
        lines.append("")
        lines.append("pulldown \"Insert\" {")
        for command in contextCommands.prefix(4) { lines.append("    item \"\(command)\" symbol: \"plus\"") }
        lines.append("}")
        lines.append("")
        lines.append("popup \"Zoom\" {")
        lines.append("    option \"Fit\" default")
        lines.append("    option \"Actual Size\"")
        lines.append("    option \"Double\"")
        lines.append("}")
        let text = lines.joined(separator: "\n") + "\n"
        return Output(text: text, commands: commands, lines: lines.count)
    }
}
