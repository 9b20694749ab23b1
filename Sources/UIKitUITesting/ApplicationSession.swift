import UIKit

/// The one app's state across `XCUIApplication` instances.
@MainActor
enum ApplicationSession {
    static var state: XCUIApplication.State = .notRunning
    static var retainedDelegate: (any UIApplicationDelegate)?
    /// The window `XCUIApplication(launching:)` made, kept while the app runs.
    static var retainedWindow: UIWindow?
    /// The element tree queries read while the interface does not change (`ElementTree`).
    static var elementTree: ElementTree?
}
