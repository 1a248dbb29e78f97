import MenuModel
import MenuRules

/// Everything a model says, as comparable lines: what "the same model" means
/// for the formatter's round trip.
public struct ModelSummary: Equatable, Sendable {
    public let lines: [String]

    public init(_ model: MenuModel) {
        var lines = ["app \(model.appName ?? "-") \(model.platforms.map(\.rawValue))"]
        func visit(_ entries: [MenuEntry], _ indent: String) {
            for entry in entries {
                switch entry {
                case .command(let c):
                    lines.append("\(indent)item \(c.id) \(c.title) \(c.role?.name ?? "-") \(c.shortcut?.display ?? "-") \(c.symbol ?? "-") \(c.isDestructive) \(c.isDisabled) \(c.platforms.rawValue)")
                case .toggle(let t):
                    lines.append("\(indent)toggle \(t.id) \(t.titles) \(t.shortcut?.display ?? "-") \(t.symbol ?? "-") \(t.isOn) \(t.isDisabled)")
                case .choice(let c):
                    lines.append("\(indent)choice \(c.identifier) \(c.name)")
                    visit(c.options.map(MenuEntry.option), indent + "  ")
                case .option(let o):
                    lines.append("\(indent)option \(o.id) \(o.title) \(o.shortcut?.display ?? "-") \(o.symbol ?? "-") \(o.isChecked) \(o.isDefault) \(o.isDisabled)")
                case .submenu(let s):
                    lines.append("\(indent)submenu \(s.title) \(s.role?.name ?? "-") \(s.symbol ?? "-") \(s.isDisabled)")
                    visit(s.entries, indent + "  ")
                case .separator:
                    lines.append("\(indent)---")
                case .section(let s):
                    lines.append("\(indent)section \(s.title)")
                    visit(s.entries, indent + "  ")
                case .dynamic(let d):
                    lines.append("\(indent)dynamic \(d.id) \(d.title) \(d.systemList?.name ?? "-") \(d.platforms.rawValue)")
                }
                if !entry.alternates.isEmpty { visit(entry.alternates.map(MenuEntry.command), indent + "  alternate ") }
            }
        }
        for menu in model.menus {
            lines.append("\(menu.kind) \(menu.identifier) \(menu.title)")
            visit(menu.entries, "  ")
        }
        self.lines = lines
    }

    /// The titles the Swift backends leave out for now: alternates' and
    /// section headers'.
    public static func titlesLeftOutOfSwift(of model: MenuModel) -> [String] {
        var titles: [String] = []
        func visit(_ entries: [MenuEntry]) {
            for entry in entries {
                titles += entry.alternates.map(\.title)
                switch entry {
                case .section(let section):
                    titles.append(section.title)
                    visit(section.entries)
                case .submenu(let submenu):
                    visit(submenu.entries)
                default:
                    break
                }
            }
        }
        for menu in model.menus { visit(menu.entries) }
        return titles
    }

    /// Every title the model shows: menus', entries', both of a toggle's.
    public static func titles(of model: MenuModel) -> [String] {
        var titles: [String] = []
        func visit(_ entries: [MenuEntry]) {
            for entry in entries {
                switch entry {
                case .command(let command): titles.append(command.title)
                case .toggle(let toggle): titles += toggle.titles
                case .choice(let choice):
                    titles.append(choice.name)
                    visit(choice.options.map(MenuEntry.option))
                case .option(let option): titles.append(option.title)
                case .submenu(let submenu):
                    titles.append(submenu.title)
                    visit(submenu.entries)
                case .section(let section):
                    titles.append(section.title)
                    visit(section.entries)
                case .separator, .dynamic: break
                }
                for alternate in entry.alternates { titles.append(alternate.title) }
            }
        }
        for menu in model.menus {
            titles.append(menu.title)
            visit(menu.entries)
        }
        return titles
    }
}
