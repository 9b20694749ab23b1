import Foundation
import UIKit
import UIKitTesting
import UIKitUITesting
import XCTest

@MainActor
final class ScreenshotTests: XCTestCase {
    private var app: XCUIApplication!
    private var attachments: URL!
    private var afterTeardown: (kept: URL, deleted: URL)?

    override func setUp() async throws {
        XCUIApplication().terminate()
        UIKitTestEnvironment.reset()
        XCUIApplication.targetApplicationDelegate = nil
        UIApplication.shared.delegate = nil
        app = XCUIApplication(launching: {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
            let root = UIViewController()
            root.view.backgroundColor = .white
            let badge = UIView(frame: CGRect(x: 20, y: 40, width: 60, height: 30))
            badge.backgroundColor = .blue
            badge.isAccessibilityElement = true
            badge.accessibilityIdentifier = "badge"
            root.view.addSubview(badge)
            let banner = UIView(frame: CGRect(x: 0, y: 200, width: 200, height: 20))
            banner.backgroundColor = .red
            root.view.addSubview(banner)
            window.rootViewController = root
            return window
        })
        app.launch()
        attachments = FileManager.default.temporaryDirectory
            .appendingPathComponent("OpenUIKitAttachmentTests-\(ProcessInfo.processInfo.processIdentifier)")
        setenv("OPENUIKIT_ATTACHMENTS_DIR", attachments.path, 1)
    }

    override func tearDown() async throws {
        app.terminate()
        unsetenv("OPENUIKIT_ATTACHMENTS_DIR")
        if let (kept, deleted) = afterTeardown {
            XCTAssertTrue(FileManager.default.fileExists(atPath: kept.path))
            XCTAssertFalse(FileManager.default.fileExists(atPath: deleted.path))
        }
        try? FileManager.default.removeItem(at: attachments)
    }

    func testScreenScreenshotShowsTheWindowsAtTheScreensScale() async throws {
        XCTAssertTrue(XCUIScreen.main === XCUIScreen.screens.first)
        XCTAssertEqual(XCUIScreen.screens.count, 1)
        let screenshot = XCUIScreen.main.screenshot()
        let scale = UIScreen.main.scale
        XCTAssertEqual(screenshot.image.size, UIScreen.main.bounds.size)
        XCTAssertEqual(screenshot.image.scale, scale)
        let s = { (value: CGFloat) in Int(value * scale) }
        XCTAssertEqual(screenshot.image.pixel(s(50), s(55)), .blue)
        XCTAssertEqual(screenshot.image.pixel(s(100), s(210)), .red)
        XCTAssertEqual(screenshot.image.pixel(s(150), s(100)), .white)
        // The PNG decodes to the same picture.
        let decoded = try XCTUnwrap(UIImage(data: screenshot.pngRepresentation))
        XCTAssertEqual(decoded.pixel(s(100), s(210)), .red)
        // The application's screenshot is the screen's.
        XCTAssertEqual(app.screenshot().image.size, UIScreen.main.bounds.size)
    }

    func testElementScreenshotIsItsFrame() async throws {
        let shot = app.otherElements["badge"].screenshot()
        let scale = UIScreen.main.scale
        XCTAssertEqual(shot.image.size, CGSize(width: 60, height: 30))
        XCTAssertEqual(shot.image.scale, scale)
        XCTAssertEqual(shot.image.pixel(0, 0), .blue)
        XCTAssertEqual(shot.image.pixel(Int(59 * scale), Int(29 * scale)), .blue)
        // What the screen shows there now: a change is in the next screenshot.
        let badge = try XCTUnwrap(UIApplication.shared.keyWindow?.rootViewController?.view.subviews.first)
        badge.backgroundColor = .green
        XCTAssertEqual(app.otherElements["badge"].screenshot().image.pixel(10, 10), .green)
    }

    func testAttachmentsAreWrittenAndKeptOrDeletedByLifetime() async throws {
        let kept = XCTAttachment(screenshot: app.otherElements["badge"].screenshot())
        kept.name = "Badge"
        kept.lifetime = .keepAlways
        XCTAssertEqual(XCTAttachment(string: "x").lifetime, .deleteOnSuccess)
        add(kept)
        let transient = XCTAttachment(string: "log line")
        add(transient)
        let folder = attachments.appendingPathComponent("ScreenshotTests")
            .appendingPathComponent("testAttachmentsAreWrittenAndKeptOrDeletedByLifetime")
        let png = folder.appendingPathComponent("Badge.png")
        let text = folder.appendingPathComponent("Attachment 1.txt")
        let image = try XCTUnwrap(UIImage(data: Data(contentsOf: png)))
        XCTAssertEqual(image.pixel(5, 5), .blue)
        XCTAssertEqual(try String(contentsOf: text, encoding: .utf8), "log line")
        // The test passes: its teardown removes the `.deleteOnSuccess` attachment only
        // (checked in `tearDown()`, which XCTest calls after the teardown blocks).
        afterTeardown = (kept: png, deleted: text)
    }
}
