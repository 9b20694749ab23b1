import UIKit
import UIKitTesting

extension XCUIElement {
    /// Swipes up from the element's center at `velocity` (pixels per second), then waits for
    /// a scroll view's deceleration to end.
    ///
    /// - Parameters:
    ///   - velocity: How fast the finger moves.
    ///   - file: The file a failure is reported in (the caller's, as in XCUITest).
    ///   - line: The line a failure is reported at.
    public func swipeUp(velocity: XCUIGestureVelocity, file: StaticString = #filePath, line: UInt = #line) {
        swipe(dx: 0, dy: -1, velocity: velocity, "swipe up", file, line)
    }

    /// Swipes down from the element's center at `velocity` (pixels per second).
    ///
    /// - Parameters:
    ///   - velocity: How fast the finger moves.
    ///   - file: The file a failure is reported in (the caller's, as in XCUITest).
    ///   - line: The line a failure is reported at.
    public func swipeDown(velocity: XCUIGestureVelocity, file: StaticString = #filePath, line: UInt = #line) {
        swipe(dx: 0, dy: 1, velocity: velocity, "swipe down", file, line)
    }

    /// Swipes left from the element's center at `velocity` (pixels per second).
    ///
    /// - Parameters:
    ///   - velocity: How fast the finger moves.
    ///   - file: The file a failure is reported in (the caller's, as in XCUITest).
    ///   - line: The line a failure is reported at.
    public func swipeLeft(velocity: XCUIGestureVelocity, file: StaticString = #filePath, line: UInt = #line) {
        swipe(dx: -1, dy: 0, velocity: velocity, "swipe left", file, line)
    }

    /// Swipes right from the element's center at `velocity` (pixels per second).
    ///
    /// - Parameters:
    ///   - velocity: How fast the finger moves.
    ///   - file: The file a failure is reported in (the caller's, as in XCUITest).
    ///   - line: The line a failure is reported at.
    public func swipeRight(velocity: XCUIGestureVelocity, file: StaticString = #filePath, line: UInt = #line) {
        swipe(dx: 1, dy: 0, velocity: velocity, "swipe right", file, line)
    }

    /// The swipe of `swipeUp()` and its siblings (40% of the element's size, at least 44
    /// points), its finger moving at `velocity`.
    private func swipe(dx: CGFloat, dy: CGFloat, velocity: XCUIGestureVelocity, _ name: String,
                       _ file: StaticString, _ line: UInt) {
        perform(name, file: file, line: line, settle: 3) { input, node in
            let size = node.frame.size
            let distance = max(44, (dx != 0 ? size.width : size.height) * 0.4)
            let scale = node.window?.screen.scale ?? 1
            input.swipe(from: center(of: node), direction: CGVector(dx: dx, dy: dy), distance: distance,
                        duration: velocity.duration(covering: distance, scale: scale))
        }
    }
}
