import Foundation
import XCTest

extension XCTestCase {
    /// Adds a handler for UI that interrupts the test: when an action's element is not
    /// hittable while an alert or action sheet is in front of the app, the handlers are
    /// offered that alert (its element), newest first, until one returns true; the action
    /// then tries its element again. OpenUIKit: there are no system alerts (permissions,
    /// springboard), so the interruptions are the app's own `UIAlertController`s; the
    /// handler is main-actor isolated (it runs where the elements live; XCTest's is not
    /// annotated). The handlers are removed when the test ends.
    ///
    /// - Parameters:
    ///   - handlerDescription: What the handler is for (shown in its token's description).
    ///   - handler: Handles the interruption it is given; true if it did.
    /// - Returns: A token for `removeUIInterruptionMonitor(_:)`.
    @discardableResult
    public func addUIInterruptionMonitor(withDescription handlerDescription: String,
                                         handler: @escaping @MainActor (XCUIElement) -> Bool) -> any NSObjectProtocol {
        let monitor = UIInterruptionMonitors.Monitor(handlerDescription, handler)
        UIInterruptionMonitors.add(monitor)
        addTeardownBlock { UIInterruptionMonitors.remove(monitor) }
        return monitor
    }

    /// Removes the handler `addUIInterruptionMonitor(withDescription:handler:)` returned `monitor` for.
    public func removeUIInterruptionMonitor(_ monitor: any NSObjectProtocol) {
        UIInterruptionMonitors.remove(monitor)
    }
}
