// An app for Samples/TextEdit.menu built with the AppKit target: a model
// adopting the generated handler protocol, and the places an AppKit app puts
// the generated menus. Cut, Copy, Bold and the other standard commands go to
// the first responder, so the model has no member for them.
// SwiftBackendAppKitCompileTests type-checks it with the
// generated code (against the stub on Linux, the real AppKit on macOS); the
// negative test deletes `exportAsPDF()` and expects the type-check to fail.

import AppKit

@MainActor
final class TextEditModel: TextEditMenusHandler {
    private(set) var performed: [String] = []

    var showRuler = false
    var grid = TextEditMenus.Grid.initial
    var sortBy = TextEditMenus.SortBy.initial

    private func log(_ command: String) {
        performed.append(command)
    }

    func settings() { log("settings") }
    func closeAll() { log("closeAll") }
    func exportAsPDF() { log("exportAsPDF") }
    func photo() { log("photo") }
    func file() { log("file") }
    func link() { log("link") }
}

@MainActor
final class TextEditAppDelegate: NSObject, NSApplicationDelegate {
    let model = TextEditModel()
    lazy var menus = TextEditMenusBuilder(handler: model)

    func installMenus(in application: NSApplication) {
        application.mainMenu = menus.mainMenu(for: application)
    }

    func contextMenu(for view: NSView) {
        view.menu = menus.textSelectionMenu()
    }

    func buttons(add: NSPopUpButton, sortBy: NSPopUpButton) {
        add.pullsDown = true
        add.menu = menus.addPullDown()
        sortBy.menu = menus.sortByPopUp()
    }
}
