import UIKit
import UIKitTesting

extension XCUICoordinate {
    /// Touches this point, holds for `duration`, drags to `otherCoordinate` at `velocity`
    /// (pixels per second), holds there for `holdDuration`, then lifts.
    ///
    /// - Parameters:
    ///   - duration: How long the touch is held before the drag, in seconds.
    ///   - otherCoordinate: Where the drag ends.
    ///   - velocity: How fast the finger moves.
    ///   - holdDuration: How long the finger stays at the end before lifting, in seconds.
    ///   - file: The file a failure is reported in (the caller's, as in XCUITest).
    ///   - line: The line a failure is reported at.
    public func press(forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate,
                      withVelocity velocity: XCUIGestureVelocity, thenHoldForDuration holdDuration: TimeInterval,
                      file: StaticString = #filePath, line: UInt = #line) {
        guard let (window, start) = target(file: file, line: line),
              let (_, end) = otherCoordinate.target(file: file, line: line) else { return }
        let distance = hypot(end.x - start.x, end.y - start.y)
        let dragDuration = velocity.duration(covering: distance, scale: window.screen.scale)
        AppIdle.act {
            InputSimulator(window: window).pressDragAndHold(from: start, to: end, holding: max(0, duration),
                                                            dragging: dragDuration, holdingAtEnd: max(0, holdDuration))
            ManualClock.advance(by: XCUIElement.settleTime)
        }
    }
}
