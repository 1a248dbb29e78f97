// Sketchpad prints its own menus: the command model below was generated at
// build time from Sketchpad.menu by menuc's build-tool plugin.

/// One line per entry, indented by depth, with the shortcut as a Mac shows it.
func describe(_ entries: [SketchpadMenus.Entry], depth: Int = 1) -> [String] {
    let indent = String(repeating: "  ", count: depth)
    func line(_ title: String, _ shortcut: SketchpadMenus.Shortcut?) -> String {
        guard let shortcut else { return indent + title }
        let padding = String(repeating: " ", count: max(1, 30 - indent.count - title.count))
        return indent + title + padding + shortcut.display
    }
    var lines: [String] = []
    for entry in entries {
        switch entry {
        case .item(let item):
            lines.append(line(item.title, item.shortcut))
        case .toggle(let toggle):
            lines.append(line(toggle.titleWhenOn.map { "\(toggle.title) / \($0)" } ?? toggle.title, toggle.shortcut))
        case .choice(let choice):
            for option in choice.options {
                lines.append(line((option.isChecked ? "✓ " : "  ") + option.title, option.shortcut))
            }
        case .option(let option):
            lines.append(line(option.title, option.shortcut))
        case .submenu(let submenu):
            lines.append(indent + submenu.title + " ▸")
            lines += describe(submenu.entries, depth: depth + 1)
        case .separator:
            lines.append(indent + "──────────")
        }
    }
    return lines
}

print("\(SketchpadMenus.appName ?? "Sketchpad") — \(SketchpadMenus.Command.allCases.count) commands")
for menu in SketchpadMenus.menuBar {
    print("")
    print(menu.title)
    describe(menu.entries).forEach { print($0) }
}

// Commands are an enum, so every use is checked by the compiler.
let save = SketchpadMenus.Command.save
print("")
print("\(SketchpadMenus.title(of: save)) is \(SketchpadMenus.shortcut(for: save)?.display ?? "not on the keyboard")")
