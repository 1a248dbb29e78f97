import MenuDiagnostics
import MenuModel
import MenuRules
import MenuSyntax
import Testing

/// `alternate`, `section` and `dynamic`: what they lower to, the errors of
/// their misuse, and how the rules count them.
@Suite("Alternates, sections and dynamic lists")
struct EntriesTests {
    func check(_ text: String) -> CheckResult {
        Checker.check(SourceFile(path: "test.menu", text: text))
    }

    /// Each diagnostic as `line:column: severity: message [id]`.
    func report(_ text: String) -> [String] {
        let source = SourceFile(path: "test.menu", text: text)
        return Checker.check(source).diagnostics.map { diagnostic in
            let location = source.location(of: diagnostic.range.start)
            return "\(location.line):\(location.column): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id)]"
        }
    }

    // MARK: - alternate

    @Test func anAlternateIsKeptOnTheEntryItStandsIn() throws {
        let result = check("""
            menu "File" {
                item "Close Window" key: cmd+W
                alternate "Close All" key: cmd+opt+W
                alternate "Close Everything" key: cmd+opt+shift+W
                toggle "Show Sidebar" | "Hide Sidebar" key: cmd+ctrl+S
                alternate "Show All Sidebars" key: cmd+ctrl+opt+S
            }

            """)
        #expect(result.diagnostics.map(\.id) == [])
        let entries = try #require(result.model.menus.first?.entries)
        #expect(entries.count == 2)
        #expect(entries[0].alternates.map(\.title) == ["Close All", "Close Everything"])
        #expect(entries[0].alternates.map { $0.shortcut?.display } == ["⌥⌘W", "⌥⇧⌘W"])
        #expect(entries[0].alternates.map(\.id) == ["closeAll", "closeEverything"])
        #expect(entries[1].alternates.map(\.title) == ["Show All Sidebars"])
    }

    @Test func aRoleGivesAnAlternateItsTitleAndShortcut() throws {
        let result = check("menu \"File\" {\n    item role: close\n    alternate role: closeAll\n}\n")
        #expect(result.diagnostics.map(\.id) == [])
        let alternate = try #require(result.model.menus.first?.entries.first?.alternates.first)
        #expect(alternate.title == "Close All")
        #expect(alternate.shortcut?.display == "⌥⌘W")
    }

    @Test func misplacedAlternatesAndWrongShortcutsAreErrors() {
        #expect(report("""
            menu "File" {
                alternate "First" key: cmd+opt+N
                item "Save" key: cmd+S
                alternate "Save All" key: cmd+shift+T
                item "Archive"
                alternate "Archive All" key: cmd+opt+P
                item "Publish" key: cmd+E
                alternate "Publish All"
                item "Open" key: cmd+O
                alternate "Open Fewer" key: opt+O
                ---
                alternate "After a Separator" key: cmd+opt+X
                submenu "Recent" {
                    item "Clear"
                }
                alternate "After a Submenu" key: cmd+opt+Y
            }
            menu "View" {
                choice "Grid" {
                    option "On" key: cmd+G
                    alternate "All On" key: cmd+opt+G
                    option "Off"
                }
            }

            """) == [
                "2:5: error: 'alternate' follows nothing; put it right after the 'item' or 'toggle' it stands in for [entry-placement]",
                "4:31: error: the alternate's shortcut ⇧⌘T is not that of the entry before it (⌘S) plus modifiers; use the same key with more modifiers, as in 'key: cmd+opt+S' [alternate-shortcut]",
                "6:5: error: an alternate is shown while modifiers are added to the shortcut of the entry before it, and 'Archive' has none; give 'Archive' a shortcut [alternate-shortcut]",
                "8:5: error: 'alternate' needs a shortcut: that of the entry before it (⌘E) plus modifiers, as in 'key: cmd+opt+E' [alternate-shortcut]",
                "10:33: error: the alternate's shortcut ⌥O is not that of the entry before it (⌘O) plus modifiers; use the same key with more modifiers, as in 'key: cmd+opt+O' [alternate-shortcut]",
                "12:5: error: 'alternate' follows a separator; put it right after the 'item' or 'toggle' it stands in for [entry-placement]",
                "16:5: error: 'alternate' follows 'submenu'; put it right after the 'item' or 'toggle' it stands in for [entry-placement]",
                "21:9: error: a choice holds only 'option' entries; move this 'alternate' out of the choice [entry-placement]",
            ])
    }

    /// After an alternate that was reported and left out, the next one is
    /// held to, and its message names, the entry it still follows: the item.
    @Test func anAlternateAfterARejectedOneNamesTheItem() {
        #expect(report("""
            menu "File" {
                item "Save"
                alternate "Save Copy" key: cmd+S
                alternate "Save All" key: cmd+opt+S
            }

            """).filter { $0.hasSuffix("[alternate-shortcut]") } == [
                "3:5: error: an alternate is shown while modifiers are added to the shortcut of the entry before it, and 'Save' has none; give 'Save' a shortcut [alternate-shortcut]",
                "4:5: error: an alternate is shown while modifiers are added to the shortcut of the entry before it, and 'Save' has none; give 'Save' a shortcut [alternate-shortcut]",
            ])
    }

    /// Alternates exist on the Mac only: a file for other platforms checks
    /// them and leaves them out.
    @Test func alternatesAreLeftOutOnOtherPlatforms() throws {
        let text = "platforms iPadOS\nmenu \"File\" {\n    item \"Close Window\" key: cmd+W\n    alternate \"Close All\" key: cmd+opt+W\n}\n"
        let result = check(text)
        #expect(result.diagnostics.map(\.id) == [])
        #expect(result.model.menus.first?.entries.first?.alternates.isEmpty == true)
        let both = check("platforms macOS, iPadOS\n" + text.dropFirst("platforms iPadOS\n".count))
        #expect(both.model.menus.first?.entries.first?.alternates.map(\.platforms) == [.macOS])
    }

    /// An alternate is a command to the rules: its shortcut may collide.
    /// An alternate adds modifiers to the entry right before it as lowered:
    /// after an item left out for other platforms it is left out too, and in
    /// a list of activities it is a misplaced entry, not compared with a
    /// shortcut of an earlier menu.
    @Test func anAlternateIsComparedWithTheEntryBeforeItOnly() {
        #expect(report("""
            platforms iPadOS
            menu "File" {
                item "Save" key: cmd+S
                item role: hide
                alternate "Hide Everything" key: cmd+opt+shift+H
            }
            activities "Share" {
                activity "Add to Album" symbol: "rectangle.stack.badge.plus"
                alternate "Add All" key: cmd+opt+S
            }

            """) == [
            "9:5: error: 'activities' holds only 'activity' entries; move this 'alternate' out, or make it an 'activity' [entry-placement]",
        ])
    }

    @Test func anAlternatesShortcutIsCheckedLikeAnyOther() {
        #expect(report("""
            menu "File" {
                item "Close Window" key: cmd+W
                alternate "Close All" key: cmd+opt+W
                item "Close Tab" key: cmd+opt+W
            }

            """) == [
                "4:27: error: shortcut '⌥⌘W' is already used by 'Close All' in the menu bar; give one of them another shortcut [duplicate-shortcut]",
                "4:27: warning: '⌥⌘W' is the standard shortcut for 'Close All', not 'Close Tab'; choose another shortcut [standard-shortcut]",
            ])
    }

    // MARK: - section

    @Test func aSectionHoldsEntriesAndOptions() throws {
        let result = check("""
            menu "View" {
                section "Sort By" {
                    option "Name" checked
                    option "Date Modified"
                }
                item "Show View Options"
            }
            popup "Size" {
                section "Common" {
                    option "Small" default
                    option "Large"
                }
            }

            """)
        #expect(result.diagnostics.map(\.id) == [])
        guard case .section(let section)? = result.model.menus.first?.entries.first else {
            Issue.record("expected a section")
            return
        }
        #expect(section.title == "Sort By")
        guard case .option(let name)? = section.entries.first, case .section(let popUpSection)? = result.model.menus.last?.entries.first,
              case .option(let small)? = popUpSection.entries.first
        else {
            Issue.record("expected options")
            return
        }
        #expect(name.isChecked)
        #expect(small.isDefault)
    }

    @Test func misusedSectionsAreErrors() {
        #expect(report("""
            menu "View" {
                section "Outer" key: cmd+K {
                    item "Zoom"
                    section "Inner" {
                        item "Fit"
                    }
                }
                choice "Grid" {
                    section "Sizes" {
                        option "Small"
                    }
                }
            }

            """) == [
                "2:21: error: 'key' cannot be used on 'section'; it applies to 'item', 'toggle', 'option' and 'alternate' [attribute-placement]",
                "4:9: error: sections are not nested; move this 'section' out of the enclosing one [entry-placement]",
                "9:9: error: a choice holds only 'option' entries; move this 'section' out of the choice [entry-placement]",
            ])
    }

    @Test func aSeparatorBesideASectionIsRedundant() throws {
        let text = """
            menu "View" {
                item "Show Preview"
                --- // between groups
                section "Sort By" {
                    option "Name" checked
                    ---
                    option "Size"
                }
                ---
                item "Show Path Bar"
                ---
            }

            """
        #expect(report(text) == [
            "3:5: warning: separator beside the section 'Sort By' is redundant, as a section stands apart on its own; remove the separator [section-separator]",
            "9:5: warning: separator beside the section 'Sort By' is redundant, as a section stands apart on its own; remove the separator [section-separator]",
            "11:5: warning: separator at the bottom of menu 'View' separates nothing; remove it [separator-placement]",
        ])
        let source = SourceFile(path: "test.menu", text: text)
        let fixIts = Checker.check(source).diagnostics.filter { $0.id == "section-separator" }.flatMap(\.fixIts)
        let fixed = FixItApplication.apply(fixIts, to: source.bytes)
        #expect(String(decoding: fixed.bytes, as: UTF8.self) == """
            menu "View" {
                item "Show Preview"
                // between groups
                section "Sort By" {
                    option "Name" checked
                    ---
                    option "Size"
                }
                item "Show Path Bar"
                ---
            }

            """)
    }

    @Test func sectionsCountTowardsTheirMenu() {
        let items = (1...26).map { "        item \"Command \($0)\"" }.joined(separator: "\n")
        #expect(report("menu \"Photo\" {\n    section \"Edit\" {\n\(items)\n    }\n}\n")
            == ["1:1: warning: menu 'Photo' has 26 entries; keep it to 25 or fewer by moving rarely used commands into submenus or windows [menu-length]"])
        #expect(report("menu \"View\" {\n    item \"Zoom\"\n    section \"Sort By\" {\n    }\n}\n")
            == ["3:5: warning: section 'Sort By' has no entries; add its entries or remove it [empty-menu]"])
        #expect(report("pulldown \"Add\" {\n    section \"Media\" {\n        item \"Photo\"\n        item \"Video\"\n        item \"Audio\"\n    }\n}\n") == [])
    }

    // MARK: - dynamic

    @Test func aDynamicListIsFilledByTheSystemOrTheApp() throws {
        let result = check("""
            menu "History" {
                dynamic "Recently Visited" id: history
            }
            menu "Window" {
                item role: minimize
                ---
                dynamic role: windowList
            }

            """)
        #expect(result.diagnostics.map(\.id) == [])
        guard case .dynamic(let windows)? = result.model.menus[1].entries.last,
              case .dynamic(let history)? = result.model.menus[0].entries.first
        else {
            Issue.record("expected dynamic lists")
            return
        }
        #expect([windows.title, windows.id, windows.systemList?.name] == ["Open Windows", "windowList", "windowList"])
        #expect(windows.platforms == .macOS)
        #expect([history.title, history.id] == ["Recently Visited", "history"])
        #expect(history.systemList == nil)
    }

    @Test func misusedDynamicListsAreErrors() {
        #expect(report("""
            menu "History" {
                dynamic "Nothing"
                dynamic role: windowLst
                dynamic role: windowList id: windows
                dynamic "Pages" id: pages key: cmd+Y
                dynamic id: more {
                }
            }
            contextmenu "Document" {
                dynamic role: windowList
                dynamic role: copy
            }

            """) == [
                "2:5: error: 'dynamic' needs 'role:' for a list the system fills (role: windowList) or 'id:' for one the app supplies [dynamic-source]",
                "3:19: error: unknown list role 'windowLst'; did you mean 'windowList'? [unknown-role]",
                "4:34: error: a 'dynamic' list is filled by the system ('role:') or by the app ('id:'), not both; remove one [dynamic-source]",
                "5:31: error: 'key' cannot be used on 'dynamic'; it applies to 'item', 'toggle', 'option' and 'alternate' [attribute-placement]",
                "6:22: error: 'dynamic' cannot hold entries; only 'submenu', 'choice' and 'section' have braces [expected-newline]",
                "10:19: error: the system fills 'windowList' only in the menu bar, not in a context menu; move it to a 'menu' [role-placement]",
                "11:19: error: unknown list role 'copy'; the system fills 'windowList'; for a list the app supplies, write 'id:' [unknown-role]",
            ])
    }

    /// A dynamic list counts as entries of unknown number: its list is not
    /// empty, not longer, and its separators separate something.
    @Test func rulesCountADynamicListAsUnknownEntries() {
        #expect(report("menu \"History\" {\n    dynamic \"Recently Visited\" id: history\n}\n") == [])
        let items = (1...12).map { "    item \"Command \($0)\"" }.joined(separator: "\n")
        #expect(report("contextmenu \"Photo\" {\n\(items)\n    ---\n    dynamic \"Shared Albums\" id: albums\n}\n") == [])
        #expect(report("pulldown \"Open With\" {\n    item \"Default App\"\n    dynamic \"Apps\" id: apps\n}\n") == [])
        // On other platforms a Mac-only list is left out, with the separator before it.
        let iPad = check("platforms iPadOS\nmenu \"Window\" {\n    item \"Tile\"\n    ---\n    dynamic role: windowList\n}\n")
        #expect(iPad.diagnostics.map(\.id) == [])
        #expect(iPad.model.menus.first?.entries.count == 1)
    }
}
