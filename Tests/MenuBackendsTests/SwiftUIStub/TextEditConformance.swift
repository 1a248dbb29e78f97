// An app model for Samples/TextEdit.menu adopting the generated handler
// protocol, and the places an app puts the generated commands and views.
// SwiftBackendTests type-checks it with the generated code (against the
// SwiftUI stub on Linux, the real SwiftUI on macOS); the negative test deletes
// `exportAsPDF()` and expects the type-check to fail.

import SwiftUI

@MainActor
final class TextEditModel: TextEditMenusHandler {
    private(set) var performed: [String] = []
    var hasSelection = false

    var showRuler = false
    var grid = TextEditMenus.Grid.initial
    var sortBy = TextEditMenus.SortBy.initial

    private func log(_ command: String) {
        performed.append(command)
    }

    func exportAsPDF() { log("exportAsPDF") }
    func photo() { log("photo") }
    func file() { log("file") }
    func link() { log("link") }

    func isEnabled(_ command: TextEditMenus.Command) -> Bool {
        switch command {
        case .cut, .copy, .delete: hasSelection
        default: !TextEditMenus.startsDisabled(command)
        }
    }
}

/// What an app's `body` would hold.
struct TextEditScenes {
    let model: TextEditModel

    @MainActor var scene: some Scene {
        WindowGroup {
            Text("Document")
                .contextMenu { TextEditMenusViews.textSelection(model) }
        }
        .commands {
            TextEditMenusCommands(handler: model)
        }
    }
}

struct TextEditToolbar: View {
    let model: TextEditModel

    var body: some View {
        Group {
            TextEditMenusViews.add(model)
            TextEditMenusViews.sortBy(model)
        }
    }
}
