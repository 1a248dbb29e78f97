// A responder of a TextEdit app adopting the generated UIKit protocols, as an
// app would: type-checked with the generated code of Samples/TextEdit.menu.

import UIKit

final class TextEditResponder: UIResponder, TextEditMenusActions, TextEditMenusState {
    var bold = false
    var italic = false
    var showRuler = false
    var grid = TextEditMenus.Grid.initial
    var sortBy = TextEditMenus.SortBy.initial

    override func buildMenu(with builder: any UIMenuBuilder) {
        super.buildMenu(with: builder)
        TextEditMenusUIKit.buildMenu(with: builder)
    }

    override func validate(_ command: UICommand) {
        super.validate(command)
        TextEditMenusUIKit.validate(command, state: self)
    }

    func contextMenu() -> UIMenu { TextEditMenusUIKit.textSelectionMenu(self) }
    func addButtonMenu() -> UIMenu { TextEditMenusUIKit.addMenu(self) }
    func sortButtonMenu() -> UIMenu { TextEditMenusUIKit.sortByMenu(self) }

    func newDocument(_ sender: Any?) {}
    func open(_ sender: Any?) {}
    func close(_ sender: Any?) {}
    func save(_ sender: Any?) {}
    func duplicate(_ sender: Any?) {}
    func exportAsPDF(_ sender: Any?) {}
    func print(_ sender: Any?) {}
    func cut(_ sender: Any?) {}
    func copy(_ sender: Any?) {}
    func paste(_ sender: Any?) {}
    func delete(_ sender: Any?) {}
    func selectAll(_ sender: Any?) {}
    func bold(_ sender: Any?) { bold.toggle() }
    func italic(_ sender: Any?) { italic.toggle() }
    func showRuler(_ sender: Any?) { showRuler.toggle() }
    func photo(_ sender: Any?) {}
    func file(_ sender: Any?) {}
    func link(_ sender: Any?) {}

    func grid(_ sender: Any?) {
        if let command = TextEditMenusUIKit.command(of: sender), let option = TextEditMenus.Grid(rawValue: command.rawValue) {
            grid = option
        }
    }

    func sortBy(_ sender: Any?) {
        if let command = TextEditMenusUIKit.command(of: sender), let option = TextEditMenus.SortBy(rawValue: command.rawValue) {
            sortBy = option
        }
    }
}
