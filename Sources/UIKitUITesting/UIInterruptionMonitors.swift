import Foundation
import XCTest

/// The UI interruption monitors of the running test, newest last (added from any thread,
/// as XCTest calls `setUp` off the main actor; handlers run on it).
enum UIInterruptionMonitors {
    final class Monitor: NSObject, @unchecked Sendable {
        let handlerDescription: String
        let handler: @MainActor (XCUIElement) -> Bool
        init(_ description: String, _ handler: @escaping @MainActor (XCUIElement) -> Bool) {
            handlerDescription = description
            self.handler = handler
        }
        override var description: String { "UI interruption monitor \"\(handlerDescription)\"" }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var monitors: [Monitor] = []

    static func add(_ monitor: Monitor) {
        lock.lock()
        monitors.append(monitor)
        lock.unlock()
    }

    static func remove(_ monitor: AnyObject) {
        lock.lock()
        monitors.removeAll { $0 === monitor }
        lock.unlock()
    }

    /// Offers the alert or action sheet in front of the app (the interruption) to the
    /// monitors, newest first, until one handles it. True when one did.
    @MainActor
    static func handleInterruption() -> Bool {
        lock.lock()
        let current = monitors
        lock.unlock()
        guard !current.isEmpty else { return false }
        let application = XCUIApplication()
        guard let interruption = [application.alerts, application.sheets].lazy.map(\.firstMatch).first(where: { $0.exists }) else {
            return false
        }
        return current.reversed().contains { $0.handler(interruption) }
    }
}
