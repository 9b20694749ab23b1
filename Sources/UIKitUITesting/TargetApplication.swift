import Foundation
import UIKit

/// `XCUIApplication.targetApplicationDelegate`'s storage: set from any thread (XCTest's
/// `setUpWithError()` is not on the main actor), read by `launch()`.
final class TargetApplication: @unchecked Sendable {
    static let shared = TargetApplication()

    private let lock = NSLock()
    private var storedType: (any UIApplicationDelegate.Type)?
    private var storedBundleIdentifier: String?

    var delegateType: (any UIApplicationDelegate.Type)? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return storedType
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            storedType = newValue
        }
    }

    var bundleIdentifier: String? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return storedBundleIdentifier
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            storedBundleIdentifier = newValue
        }
    }
}
