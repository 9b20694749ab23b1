import Foundation
import UIKit

/// Runs UIKit work from a snapshot strategy. swift-snapshot-testing calls strategies from the
/// test's thread; UIKit objects belong to the main thread, as on iOS.
func onMainThread<T: Sendable>(_ api: String, _ body: @MainActor () -> T) -> T {
    precondition(Thread.isMainThread, "\(api) must be used from the main thread (a @MainActor test)")
    return MainActor.assumeIsolated(body)
}
