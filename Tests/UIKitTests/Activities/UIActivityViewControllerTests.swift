import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
final class UIActivityViewControllerTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
        UIPasteboard.general.items = []
    }

    private func makePresenter() -> (UIWindow, UIViewController, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root, InputSimulator(window: window))
    }

    private func list(of controller: UIActivityViewController) throws -> SheetList {
        let sheet = try XCTUnwrap(controller.view)
        controller.view.layoutIfNeeded()
        return SheetList(root: sheet)
    }

    /// The rows the share sheet shows (the table's visible cells, top to bottom).
    struct SheetList {
        let root: UIView
        var table: UITableView? {
            var found: UITableView?
            func walk(_ view: UIView) {
                if let table = view as? UITableView { found = table; return }
                view.subviews.forEach(walk)
            }
            walk(root)
            return found
        }
        var titles: [String] {
            guard let table else { return [] }
            table.layoutIfNeeded()
            return (0..<table.numberOfRows(inSection: 0)).compactMap {
                table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text
            }
        }
        func cell(titled title: String) -> UITableViewCell? {
            guard let table else { return nil }
            for row in 0..<table.numberOfRows(inSection: 0) {
                if let cell = table.cellForRow(at: IndexPath(row: row, section: 0)), cell.textLabel?.text == title { return cell }
            }
            return nil
        }
    }

    func testActivityTypesHaveUIKitsRawValues() async {
        XCTAssertEqual(UIActivity.ActivityType.copyToPasteboard.rawValue, "com.apple.UIKit.activity.CopyToPasteboard")
        XCTAssertEqual(UIActivity.ActivityType.postToTencentWeibo.rawValue, "com.apple.UIKit.activity.TencentWeibo")
        XCTAssertEqual(UIActivity.ActivityType.airDrop.rawValue, "com.apple.UIKit.activity.AirDrop")
        XCTAssertEqual(UIActivity.ActivityType.saveToCameraRoll.rawValue, "com.apple.UIKit.activity.SaveToCameraRoll")
        XCTAssertEqual(UIActivity.ActivityType("x"), UIActivity.ActivityType(rawValue: "x"))
        XCTAssertEqual(UIActivity.Category.action.rawValue, 0)
        XCTAssertEqual(UIActivity.Category.share.rawValue, 1)
        XCTAssertEqual(UIActivity.activityCategory, .action)
        let plain = UIActivity()
        XCTAssertNil(plain.activityType)
        XCTAssertNil(plain.activityTitle)
        XCTAssertFalse(plain.canPerform(withActivityItems: ["text"]))
    }

    func testTheSheetListsShareActivitiesCopyAndActionsThatCanActOnTheItems() async throws {
        let (window, root, _) = makePresenter()
        defer { withExtendedLifetime(window) {} }
        let refusing = RecordingActivity(type: "com.example.refuse", title: "Refuse")
        refusing.accepts = false
        let action = RecordingActivity(type: "com.example.action", title: "Action")
        let controller = UIActivityViewController(activityItems: ["Hello"], applicationActivities: [action, refusing, ShareActivity()])
        XCTAssertEqual(controller.modalPresentationStyle, .automatic, "a sheet on an iPhone")
        root.present(controller, animated: false)
        XCTAssertEqual(try list(of: controller).titles, ["Send", "Copy", "Action"])
        XCTAssertEqual(action.events, ["canPerform(1)"])

        controller.excludedActivityTypes = [.copyToPasteboard, UIActivity.ActivityType("com.example.share")]
        XCTAssertEqual(try list(of: controller).titles, ["Action"])
    }

    func testCopyWritesTheItemsToTheGeneralPasteboardThenCallsTheCompletionHandler() async throws {
        let (window, root, input) = makePresenter()
        defer { withExtendedLifetime(window) {} }
        let url = try XCTUnwrap(URL(string: "https://example.com/a"))
        let controller = UIActivityViewController(activityItems: ["Hello", url], applicationActivities: nil)
        var calls: [(UIActivity.ActivityType?, Bool, Bool, Bool)] = []
        controller.completionWithItemsHandler = { type, completed, items, error in
            calls.append((type, completed, items == nil, error == nil))
        }
        root.present(controller, animated: false)
        let copy = try XCTUnwrap(try list(of: controller).cell(titled: "Copy"))
        input.tap(copy)
        ManualClock.advance(by: 1)
        XCTAssertNil(root.presentedViewController, "the sheet goes away")
        XCTAssertEqual(calls.count, 1)
        XCTAssertEqual(calls.first?.0, .copyToPasteboard)
        XCTAssertEqual(calls.first?.1, true)
        XCTAssertEqual(calls.first?.2, true, "no returned items")
        XCTAssertEqual(calls.first?.3, true, "no error")
        XCTAssertEqual(UIPasteboard.general.numberOfItems, 2)
        XCTAssertEqual(UIPasteboard.general.string, "Hello")
        XCTAssertEqual(UIPasteboard.general.urls, [url])
    }

    func testAnAppActivityIsPreparedWithTheSourcesItemsThenPerformedAndFinishes() async throws {
        let (window, root, input) = makePresenter()
        defer { withExtendedLifetime(window) {} }
        let source = GreetingSource()
        let action = RecordingActivity(type: "com.example.action", title: "Action")
        let controller = UIActivityViewController(activityItems: [source], applicationActivities: [action])
        var finished: (UIActivity.ActivityType?, Bool)?
        controller.completionWithItemsHandler = { type, completed, _, _ in finished = (type, completed) }
        root.present(controller, animated: false)
        input.tap(try XCTUnwrap(try list(of: controller).cell(titled: "Action")))
        ManualClock.advance(by: 1)
        XCTAssertEqual(action.events.suffix(2), ["prepare", "perform"])
        XCTAssertEqual(action.preparedItems as? [String], ["Hello from com.example.action"])
        XCTAssertEqual(source.askedTypes.last, UIActivity.ActivityType("com.example.action"))
        XCTAssertEqual(finished?.0, UIActivity.ActivityType("com.example.action"))
        XCTAssertEqual(finished?.1, true)
    }

    func testTheCompletionHandlerWaitsForActivityDidFinish() async throws {
        let (window, root, input) = makePresenter()
        defer { withExtendedLifetime(window) {} }
        let action = RecordingActivity(type: "com.example.slow", title: "Slow")
        action.finishes = false
        let controller = UIActivityViewController(activityItems: ["x"], applicationActivities: [action])
        var finished: Bool?
        controller.completionWithItemsHandler = { _, completed, _, _ in finished = completed }
        root.present(controller, animated: false)
        input.tap(try XCTUnwrap(try list(of: controller).cell(titled: "Slow")))
        ManualClock.advance(by: 1)
        XCTAssertEqual(action.events.last, "perform")
        XCTAssertNil(finished)
        action.activityDidFinish(false)
        XCTAssertEqual(finished, false)
    }

    func testAnActivitysOwnViewControllerIsPresentedAndDismissedWhenItFinishes() async throws {
        let (window, root, input) = makePresenter()
        defer { withExtendedLifetime(window) {} }
        let action = RecordingActivity(type: "com.example.compose", title: "Compose")
        let composer = UIViewController()
        action.ownController = composer
        let controller = UIActivityViewController(activityItems: ["x"], applicationActivities: [action])
        var finished: Bool?
        controller.completionWithItemsHandler = { _, completed, _, _ in finished = completed }
        root.present(controller, animated: false)
        input.tap(try XCTUnwrap(try list(of: controller).cell(titled: "Compose")))
        ManualClock.advance(by: 1)
        XCTAssertTrue(root.presentedViewController === composer)
        XCTAssertFalse(action.events.contains("perform"), "the view controller replaces perform()")
        action.activityDidFinish(true)
        ManualClock.advance(by: 1)
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(finished, true)
    }

    func testClosingTheSheetReportsNoActivity() async throws {
        let (window, root, input) = makePresenter()
        defer { withExtendedLifetime(window) {} }
        let controller = UIActivityViewController(activityItems: ["x"], applicationActivities: nil)
        var result: (UIActivity.ActivityType?, Bool)?
        controller.completionWithItemsHandler = { type, completed, _, _ in result = (type, completed) }
        root.present(controller, animated: false)
        controller.view.layoutIfNeeded()
        let close = try XCTUnwrap(findButton(in: controller.view) { $0.accessibilityLabel == "Close" })
        input.tap(close)
        ManualClock.advance(by: 1)
        XCTAssertNil(root.presentedViewController)
        XCTAssertNotNil(result)
        XCTAssertNil(result?.0)
        XCTAssertEqual(result?.1, false)
    }

    func testOnAnIPadTheSheetIsAPopoverAnchoredAtItsSource() async throws {
        let screen = UIScreen.main
        let original = screen.bounds
        defer { screen.updateDisplay(bounds: original, scale: screen.scale) }
        screen.updateDisplay(bounds: CGRect(x: 0, y: 0, width: 1024, height: 768), scale: screen.scale)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        defer { withExtendedLifetime(window) {} }
        let source = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
        root.view.addSubview(source)
        let controller = UIActivityViewController(activityItems: ["x"], applicationActivities: nil)
        XCTAssertEqual(controller.modalPresentationStyle, .popover)
        let popover = try XCTUnwrap(controller.popoverPresentationController)
        popover.sourceView = source
        root.present(controller, animated: false)
        XCTAssertTrue(root.presentedViewController === controller)
        XCTAssertEqual(controller.preferredContentSize.width, 375)
        XCTAssertEqual(try list(of: controller).titles, ["Copy"])
    }

    func testAnItemProviderMakesItsItemForTheChosenActivity() async throws {
        let (window, root, input) = makePresenter()
        defer { withExtendedLifetime(window) {} }
        let provider = ReportProvider(placeholderItem: "placeholder")
        XCTAssertEqual(provider.placeholderItem as? String, "placeholder")
        XCTAssertNil(provider.activityType)
        let controller = UIActivityViewController(activityItems: [provider], applicationActivities: nil)
        root.present(controller, animated: false)
        input.tap(try XCTUnwrap(try list(of: controller).cell(titled: "Copy")))
        ManualClock.advance(by: 1)
        XCTAssertEqual(provider.activityType, .copyToPasteboard)
        XCTAssertEqual(UIPasteboard.general.string, "Report for com.apple.UIKit.activity.CopyToPasteboard")
    }

    private func findButton(in view: UIView, where predicate: (UIButton) -> Bool) -> UIButton? {
        if let button = view as? UIButton, predicate(button) { return button }
        for subview in view.subviews {
            if let found = findButton(in: subview, where: predicate) { return found }
        }
        return nil
    }
}
