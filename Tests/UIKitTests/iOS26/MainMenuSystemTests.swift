import XCTest
@testable import UIKit
import UIKitTesting

/// Adds a command to the main menu the way apps do, counting its builds.
@MainActor
private final class MainMenuResponderDelegate: UIResponder, UIApplicationDelegate {
    var builds = 0
    override func buildMenu(with builder: any UIMenuBuilder) {
        super.buildMenu(with: builder)
        builds += 1
    }
}

/// iOS 26 `UIMainMenuSystem`: the shared main menu system, its build configuration's element
/// group preferences and a build handler in place of `buildMenu(with:)`.
@MainActor
final class MainMenuSystemTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    override func tearDown() async throws {
        UIApplication.shared.delegate = nil
        UIKitTestEnvironment.reset()
    }

    private func identifiers(in menu: UIMenu) -> [UIMenu.Identifier] {
        [menu.identifier] + menu.children.compactMap { $0 as? UIMenu }.flatMap { identifiers(in: $0) }
    }

    func testTheSharedSystemIsTheMainOneWithUIKitsDefaults() async {
        XCTAssertTrue(UIMainMenuSystem.shared === UIMenuSystem.main)
        XCTAssertFalse(UIMainMenuSystem.shared === UIMenuSystem.context)
        let configuration = UIMainMenuSystem.Configuration()
        XCTAssertEqual(configuration.newScenePreference, .automatic)
        XCTAssertEqual(configuration.documentPreference, .automatic)
        XCTAssertEqual(configuration.printingPreference, .automatic)
        XCTAssertEqual(configuration.findingPreference, .automatic)
        XCTAssertEqual(configuration.toolbarPreference, .automatic)
        XCTAssertEqual(configuration.sidebarPreference, .automatic)
        XCTAssertEqual(configuration.inspectorPreference, .automatic)
        XCTAssertEqual(configuration.textFormattingPreference, .automatic)
        XCTAssertEqual(configuration.findingConfiguration.style, .automatic)
        XCTAssertEqual(UIMenuSystem.ElementGroupPreference.removed.rawValue, 1)
        XCTAssertEqual(UIMenuSystem.ElementGroupPreference.included.rawValue, 2)
        XCTAssertEqual(UIMenuSystem.FindElementGroupConfiguration.Style.editableText.rawValue, 3)
        XCTAssertEqual(UIMenuSystem.FindElementGroupConfiguration.Style.nonEditableText.rawValue, 2)
        let copy = configuration.copy() as? UIMainMenuSystem.Configuration
        XCTAssertNotNil(copy)
        XCTAssertFalse(copy === configuration)
    }

    func testPreferencesRemoveAndIncludeStandardGroups() async {
        let system = UIMainMenuSystem.shared
        let standard = identifiers(in: system.menu)
        XCTAssertTrue(standard.contains(.print))
        XCTAssertTrue(standard.contains(.find))
        XCTAssertFalse(standard.contains(.document), "left out unless included")
        let configuration = UIMainMenuSystem.Configuration()
        configuration.printingPreference = .removed
        configuration.findingPreference = .removed
        configuration.textFormattingPreference = .removed
        configuration.documentPreference = .included
        configuration.sidebarPreference = .included
        configuration.findingConfiguration.style = .search
        system.setBuildConfiguration(configuration)
        configuration.newScenePreference = .removed   // the system keeps a copy
        let built = identifiers(in: system.menu)
        XCTAssertFalse(built.contains(.print))
        XCTAssertFalse(built.contains(.find))
        XCTAssertFalse(built.contains(.format))
        XCTAssertFalse(built.contains(.font), "the text formatting group goes with its menu")
        XCTAssertTrue(built.contains(.newScene), "changing the configuration afterwards changes nothing")
        XCTAssertEqual(MenuTreeBuilder.find(.file, in: system.menu)?.children.compactMap { ($0 as? UIMenu)?.identifier }.last,
                       .document)
        XCTAssertEqual(MenuTreeBuilder.find(.view, in: system.menu)?.children.compactMap { ($0 as? UIMenu)?.identifier }.first,
                       .sidebar)
    }

    func testABuildHandlerReplacesBuildMenuAndIsKeptForRebuilds() async {
        let delegate = MainMenuResponderDelegate()
        UIApplication.shared.delegate = delegate
        let system = UIMainMenuSystem.shared
        system.setNeedsRebuild()
        _ = system.menu
        XCTAssertEqual(delegate.builds, 1, "without a handler the responders build the menu")
        var handled = 0
        system.setBuildConfiguration(UIMainMenuSystem.Configuration()) { builder in
            handled += 1
            builder.insertSibling(UIMenu(title: "Tools", identifier: UIMenu.Identifier("app.tools")), afterMenu: .edit)
        }
        let menu = system.menu
        XCTAssertEqual(handled, 1, "setting a configuration rebuilds")
        XCTAssertEqual(delegate.builds, 1, "the handler is used instead of buildMenu(with:)")
        XCTAssertTrue(identifiers(in: menu).contains(UIMenu.Identifier("app.tools")))
        system.setNeedsRebuild()
        _ = system.menu
        XCTAssertEqual(handled, 2, "later rebuilds use the handler too")
        XCTAssertEqual(delegate.builds, 1)
        UIKitTestEnvironment.reset()
        _ = system.menu
        XCTAssertEqual(handled, 2, "reset puts the default configuration back")
        XCTAssertEqual(delegate.builds, 2)
    }
}
