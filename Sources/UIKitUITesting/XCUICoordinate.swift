import Foundation
import UIKit
import UIKitTesting
import XCTest

/// A point on screen relative to an element (found again each time the coordinate is used):
/// the element's frame at the normalized offset, plus an offset in points.
@preconcurrency @MainActor
open class XCUICoordinate: NSObject {
    /// The element the coordinate is relative to.
    open private(set) var referencedElement: XCUIElement
    let normalizedOffset: CGVector
    let pointOffset: CGVector

    init(element: XCUIElement, normalizedOffset: CGVector, offset: CGVector) {
        referencedElement = element
        self.normalizedOffset = normalizedOffset
        pointOffset = offset
        super.init()
    }

    /// The point in screen coordinates (`.zero` when the element does not exist).
    open var screenPoint: CGPoint {
        guard case .found(let node) = referencedElement.resolve() else { return .zero }
        return Self.screenPoint(of: node, normalizedOffset, pointOffset)
    }

    static func screenPoint(of node: AccessibilityNode, _ normalized: CGVector, _ offset: CGVector) -> CGPoint {
        let frame = node.frame
        return CGPoint(x: frame.minX + frame.width * normalized.dx + offset.dx,
                       y: frame.minY + frame.height * normalized.dy + offset.dy)
    }

    /// The same point moved by `offsetVector` points.
    open func withOffset(_ offsetVector: CGVector) -> XCUICoordinate {
        XCUICoordinate(element: referencedElement, normalizedOffset: normalizedOffset,
                       offset: CGVector(dx: pointOffset.dx + offsetVector.dx, dy: pointOffset.dy + offsetVector.dy))
    }

    /// The window and the point in it, or nil after reporting the failure.
    func target(file: StaticString, line: UInt) -> (UIWindow, CGPoint)? {
        guard let node = referencedElement.node(file: file, line: line) else { return nil }
        guard let window = node.window ?? UIApplication.shared.keyWindow else {
            XCTFail("Failed to use a coordinate of \(node.line): the element is in no window", file: file, line: line)
            return nil
        }
        return (window, window.convertFromScreen(Self.screenPoint(of: node, normalizedOffset, pointOffset)))
    }

    /// Taps at the point with one finger, then lets the app settle.
    ///
    /// - Parameters:
    ///   - file: The file a failure is reported in (the caller's, as in XCUITest).
    ///   - line: The line a failure is reported at.
    open func tap(file: StaticString = #filePath, line: UInt = #line) {
        guard let (window, point) = target(file: file, line: line) else { return }
        AppIdle.act {
            InputSimulator(window: window).tap(at: point)
            ManualClock.advance(by: XCUIElement.settleTime)
        }
    }

    /// Taps twice at the point in quick succession, then lets the app settle.
    ///
    /// - Parameters:
    ///   - file: The file a failure is reported in (the caller's, as in XCUITest).
    ///   - line: The line a failure is reported at.
    open func doubleTap(file: StaticString = #filePath, line: UInt = #line) {
        guard let (window, point) = target(file: file, line: line) else { return }
        AppIdle.act {
            InputSimulator(window: window).doubleTap(at: point)
            ManualClock.advance(by: XCUIElement.settleTime)
        }
    }

    /// Touches the point and holds, then lets the app settle.
    ///
    /// - Parameters:
    ///   - duration: How long the touch is held, in seconds of manual time.
    ///   - file: The file a failure is reported in (the caller's, as in XCUITest).
    ///   - line: The line a failure is reported at.
    open func press(forDuration duration: TimeInterval, file: StaticString = #filePath, line: UInt = #line) {
        guard let (window, point) = target(file: file, line: line) else { return }
        AppIdle.act {
            InputSimulator(window: window).longPress(at: point, duration: max(0, duration))
            ManualClock.advance(by: XCUIElement.settleTime)
        }
    }

    /// Touches this point, holds for `duration`, drags to `otherCoordinate` and lifts.
    ///
    /// - Parameters:
    ///   - duration: How long the touch is held before the drag, in seconds.
    ///   - otherCoordinate: Where the drag ends and the finger lifts.
    ///   - file: The file a failure is reported in (the caller's, as in XCUITest).
    ///   - line: The line a failure is reported at.
    open func press(forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate,
                    file: StaticString = #filePath, line: UInt = #line) {
        guard let (window, start) = target(file: file, line: line),
              let (_, end) = otherCoordinate.target(file: file, line: line) else { return }
        AppIdle.act {
            InputSimulator(window: window).pressAndDrag(from: start, to: end, holding: duration)
            ManualClock.advance(by: XCUIElement.settleTime)
        }
    }
}
