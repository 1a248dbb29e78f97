// Viewer's menus come from Viewer.menu. Its .menuc chooses the AppKit target,
// so menuc's build-tool plugin generates `ViewerMenusBuilder`, which builds the
// menu bar as NSMenus, beside the `ViewerMenus` command model every target
// shares. On a Mac the program builds that menu bar and prints it as AppKit
// holds it; elsewhere it prints the command model.

#if canImport(AppKit)
import AppKit

/// The app's own commands. The standard ones (Open, Close, Minimize, the
/// toolbar) are sent to the first responder, so they have no method here.
@MainActor
final class ViewerModel: ViewerMenusHandler {
    func settings() { print("Settings…") }
    func closeAll() { print("Close All") }
    func actualSize() { print("Actual Size") }
    func zoomIn() { print("Zoom In") }
    func zoomOut() { print("Zoom Out") }
    func nextImage() { print("Next Image") }
    func previousImage() { print("Previous Image") }
    func refresh() { print("Refresh") }
}

/// Each item of `menu` with its key equivalent, indented by depth.
@MainActor
func describe(_ menu: NSMenu, depth: Int = 1) {
    for item in menu.items {
        let indent = String(repeating: "  ", count: depth)
        if item.isSeparatorItem {
            print(indent + "──────────")
            continue
        }
        let key = item.keyEquivalent.isEmpty ? "" : "  [\(item.keyEquivalent.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))]"
        print(indent + item.title + (item.isAlternate ? " (alternate)" : "") + key)
        if let submenu = item.submenu { describe(submenu, depth: depth + 1) }
    }
}

MainActor.assumeIsolated {
    let application: NSApplication = NSApp
    let menus = ViewerMenusBuilder(handler: ViewerModel())
    application.mainMenu = menus.mainMenu(for: application)
    for item in application.mainMenu?.items ?? [] {
        print(item.title)
        if let submenu = item.submenu { describe(submenu) }
    }
}
#else
print("\(ViewerMenus.appName ?? "Viewer") — \(ViewerMenus.Command.allCases.count) commands (AppKit builds its menu bar on a Mac)")
for menu in ViewerMenus.menuBar {
    print(menu.title + ": " + menu.entries.count.description + " entries")
}
#endif
