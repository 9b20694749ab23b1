import XCTest
import UIKit
import UIKitTesting

/// The debug trace answers "why didn't my gesture fire?".
@MainActor
final class GesturesTraceTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private lazy var window = makeGestureWindow()
    private lazy var input = InputSimulator(window: window)

    func testTraceLogsTransitionsAndTheRecognizersOfANewTouch() async {
        var lines: [String] = []
        window.openUIKitGestureTraceHandler = { lines.append($0) }
        let tap = UITapGestureRecognizer()
        tap.name = "like"
        window.addGestureRecognizer(tap)
        input.tap(at: CGPoint(x: 10, y: 10))
        XCTAssertTrue(lines.contains { $0.contains("touch began in UIWindow") && $0.contains("UITapGestureRecognizer \"like\"") }, lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains { $0.contains("\"like\" possible → ended") }, lines.joined(separator: "\n"))
    }

    func testTraceExplainsWhyARecognizerFailed() async {
        var lines: [String] = []
        window.openUIKitGestureTraceHandler = { lines.append($0) }
        let tap = UITapGestureRecognizer()
        window.addGestureRecognizer(tap)
        input.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 200, y: 10))
        XCTAssertTrue(lines.contains { $0.contains("possible → failed") && $0.contains("moved") }, lines.joined(separator: "\n"))
    }

    func testTraceExplainsPreventionAndWaiting() async {
        var lines: [String] = []
        window.openUIKitGestureTraceHandler = { lines.append($0) }
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        single.name = "single"
        double.name = "double"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        window.addGestureRecognizer(single)
        window.addGestureRecognizer(double)
        input.doubleTap(at: CGPoint(x: 10, y: 10))
        let text = lines.joined(separator: "\n")
        XCTAssertTrue(text.contains("\"single\" recognized, but waits for UITapGestureRecognizer \"double\" to fail"), text)
        XCTAssertTrue(text.contains("\"single\" possible → failed"), text)
    }

    func testTraceExplainsAVetoByTheDelegate() async {
        var lines: [String] = []
        window.openUIKitGestureTraceHandler = { lines.append($0) }
        let tap = UITapGestureRecognizer()
        let delegate = GestureDelegateStub()
        delegate.shouldBegin = { _ in false }
        tap.delegate = delegate
        window.addGestureRecognizer(tap)
        input.tap(at: CGPoint(x: 10, y: 10))
        XCTAssertTrue(lines.contains { $0.contains("gestureRecognizerShouldBegin(_:) returned false") }, lines.joined(separator: "\n"))
    }

    func testNoTraceWithoutAHandler() async {
        var lines: [String] = []
        window.openUIKitGestureTraceHandler = { lines.append($0) }
        window.openUIKitGestureTraceHandler = nil
        window.addGestureRecognizer(UITapGestureRecognizer())
        input.tap(at: CGPoint(x: 10, y: 10))
        XCTAssertEqual(lines, [])
    }
}
