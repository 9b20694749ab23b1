import XCTest
@testable import UIKit
import UIKitTesting

/// An app delegate that edits the main menu as iOS apps do.
@MainActor
private final class MenuBuildingDelegate: UIResponder, UIApplicationDelegate {
    var builds = 0
    override func buildMenu(with builder: any UIMenuBuilder) {
        super.buildMenu(with: builder)
        builds += 1
        guard builder.system == UIMenuSystem.main else { return }
        builder.remove(menu: .format)
        let refresh = UIKeyCommand(title: "Refresh", action: Selector("refresh:"), input: "r", modifierFlags: .command)
        builder.insertChild(UIMenu(title: "", identifier: UIMenu.Identifier("app.refresh"), options: .displayInline,
                                   children: [refresh]), atStartOfMenu: .view)
        builder.insertSibling(UIMenu(title: "Tools", identifier: UIMenu.Identifier("app.tools")), afterMenu: .edit)
        builder.replaceChildren(ofMenu: .help) { children in
            children + [UIAction(title: "Guide", identifier: UIAction.Identifier("app.guide")) { _ in }]
        }
    }
}

@MainActor
final class MenuBuilderTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testTheMainMenuIsBuiltOnceThroughTheAppDelegate() async throws {
        let delegate = MenuBuildingDelegate()
        let application = UIApplication.shared
        let previous = application.delegate
        application.delegate = delegate
        defer { application.delegate = previous }
        let system = UIMenuSystem.main
        XCTAssertTrue(system === UIMenuSystem.main)
        XCTAssertFalse(system === UIMenuSystem.context)
        system.setNeedsRebuild()
        let menu = system.menu
        XCTAssertEqual(delegate.builds, 1)
        _ = system.menu
        XCTAssertEqual(delegate.builds, 1, "built once")
        let top = menu.children.compactMap { ($0 as? UIMenu)?.identifier }
        XCTAssertEqual(top, [.application, .file, .edit, UIMenu.Identifier("app.tools"), .view, .window, .help])
        let view = MenuTreeBuilder.find(.view, in: menu)
        XCTAssertEqual((view?.children.first as? UIMenu)?.identifier.rawValue, "app.refresh")
        XCTAssertEqual(MenuTreeBuilder.find(.help, in: menu)?.children.last?.title, "Guide")
        system.setNeedsRebuild()
        _ = system.menu
        XCTAssertEqual(delegate.builds, 2, "rebuilt after setNeedsRebuild()")
    }

    func testTheBuilderFindsReplacesAndRefusesUnknownMenus() async throws {
        let builder = MenuTreeBuilder(system: UIMenuSystem.main, root: UIMenuSystem.standardMainMenu())
        XCTAssertTrue(builder.system === UIMenuSystem.main)
        XCTAssertEqual(builder.menu(for: .standardEdit)?.children.count, 5)
        XCTAssertEqual(builder.command(for: Selector("copy:"), propertyList: nil)?.title, "Copy")
        XCTAssertNil(builder.command(for: Selector("copy:"), propertyList: "other"))
        builder.replace(menu: .find, with: UIMenu(title: "Search", identifier: UIMenu.Identifier("app.search")))
        XCTAssertNil(builder.menu(for: .find))
        XCTAssertEqual(builder.menu(for: UIMenu.Identifier("app.search"))?.title, "Search")
        let before = builder.root.children.count
        builder.insertSibling(UIMenu(title: "Ghost", identifier: UIMenu.Identifier("ghost")), beforeMenu: UIMenu.Identifier("missing"))
        XCTAssertEqual(builder.root.children.count, before, "an unknown menu changes nothing")
        builder.insertChild(UIMenu(title: "Again", identifier: .edit), atEndOfMenu: .file)
        XCTAssertNil(MenuTreeBuilder.find(.file, in: builder.root)?.children.first { ($0 as? UIMenu)?.title == "Again" },
                     "a menu already in the tree is refused")
        builder.insertSibling(UIMenu(title: "Before", identifier: UIMenu.Identifier("before")), beforeMenu: .file)
        XCTAssertEqual((builder.root.children[1] as? UIMenu)?.identifier.rawValue, "before")
        builder.insertChild(UIMenu(title: "Last", identifier: UIMenu.Identifier("last")), atEndOfMenu: .file)
        XCTAssertEqual((builder.menu(for: .file)?.children.last as? UIMenu)?.identifier.rawValue, "last")
        let action = UIAction(title: "Go", identifier: UIAction.Identifier("go")) { _ in }
        builder.replaceChildren(ofMenu: .help) { $0 + [action] }
        XCTAssertTrue(builder.action(for: UIAction.Identifier("go")) === action)
    }

    func testDeferredElementsAreResolvedWhenShownAndCachedUnlessUncached() async throws {
        var calls = 0
        let cached = UIDeferredMenuElement { completion in
            calls += 1
            completion([UIAction(title: "Recent \(calls)") { _ in }])
        }
        let menu = UIMenu(children: [UIAction(title: "Open") { _ in }, cached])
        XCTAssertEqual(UIEditMenuInteraction.leaves(of: menu).map { $0.title }, ["Open", "Recent 1"])
        XCTAssertEqual(UIEditMenuInteraction.leaves(of: menu).map { $0.title }, ["Open", "Recent 1"], "cached")
        XCTAssertEqual(calls, 1)

        var uncachedCalls = 0
        let uncached = UIDeferredMenuElement.uncached { completion in
            uncachedCalls += 1
            completion([UIAction(title: "Now \(uncachedCalls)") { _ in }])
        }
        let live = UIMenu(children: [uncached])
        XCTAssertEqual(UIEditMenuInteraction.leaves(of: live).map { $0.title }, ["Now 1"])
        XCTAssertEqual(UIEditMenuInteraction.leaves(of: live).map { $0.title }, ["Now 2"], "asked again each time")

        var pending: (([UIMenuElement]) -> Void)?
        let slow = UIDeferredMenuElement { completion in pending = completion }
        let waiting = UIMenu(children: [slow])
        XCTAssertEqual(UIEditMenuInteraction.leaves(of: waiting).count, 0, "nothing until the provider answers")
        pending?([UIAction(title: "Loaded") { _ in }])
        XCTAssertEqual(UIEditMenuInteraction.leaves(of: waiting).map { $0.title }, ["Loaded"])
    }
}
