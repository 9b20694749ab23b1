internal import CMainThread
import Foundation
import Synchronization

/// The main screen's scale, readable from any thread (renderer formats and image contexts
/// default to it and are not main-actor bound in UIKit). Read on the main thread it asks
/// `UIScreen.main`; elsewhere it returns the value last seen there.
enum MainScreenScale {
    private static let lastSeen = Atomic<UInt64>(0)

    static var value: CGFloat {
        if openuikit_is_main_thread() {
            let scale = MainActor.assumeIsolated { UIScreen.main.scale }
            lastSeen.store(Double(scale).bitPattern, ordering: .relaxed)
            return scale
        }
        let bits = lastSeen.load(ordering: .relaxed)
        return bits == 0 ? 2 : CGFloat(Double(bitPattern: bits))
    }
}
