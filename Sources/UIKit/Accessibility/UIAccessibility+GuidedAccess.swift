import Foundation

// Guided Access (Single App Mode) and Zoom. Linux has neither, so requests fail the way
// UIKit's do for an app that is not allowed to lock itself (not supervised): the completion
// runs with `false`, on the main queue, after the call returns.
extension UIAccessibility {
    /// Whether an app-defined Guided Access restriction is allowed (`UIAccessibilityGuidedAccessRestrictionState`).
    public enum GuidedAccessRestrictionState: Int, Sendable {
        case allow = 0
        case deny = 1
    }

    /// Accessibility features an app can turn on while it is in Guided Access (iOS 12.2).
    public struct GuidedAccessAccessibilityFeature: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let voiceOver = GuidedAccessAccessibilityFeature(rawValue: 1 << 0)
        public static let zoom = GuidedAccessAccessibilityFeature(rawValue: 1 << 1)
        public static let assistiveTouch = GuidedAccessAccessibilityFeature(rawValue: 1 << 2)
        public static let invertColors = GuidedAccessAccessibilityFeature(rawValue: 1 << 3)
        public static let grayscaleDisplay = GuidedAccessAccessibilityFeature(rawValue: 1 << 4)
    }

    /// What Zoom follows (`UIAccessibilityZoomType`).
    public enum ZoomType: Int, Sendable {
        case insertionPoint = 0
    }

    /// UIKit: asks to enter (or leave) Single App Mode; only a supervised device's app may.
    /// Linux: never granted — the handler gets `false` on a later main-queue turn.
    public static func requestGuidedAccessSession(enabled enable: Bool, completionHandler: @escaping (Bool) -> Void) {
        let handler = GuidedAccessCompletion(run: completionHandler)
        DispatchQueue.main.async { handler.run(false) }
    }

    /// UIKit: the state the person chose for a restriction the app's
    /// `UIGuidedAccessRestrictionDelegate` declares; `.allow` outside Guided Access, which is
    /// never active here.
    public static func guidedAccessRestrictionState(forIdentifier restrictionIdentifier: String) -> GuidedAccessRestrictionState {
        .allow
    }

    /// UIKit: turns accessibility features on or off while the app is in Guided Access.
    /// Linux: never in Guided Access — the handler gets `false` and an error, later.
    public static func configureForGuidedAccess(features: GuidedAccessAccessibilityFeature, enabled: Bool,
                                                completionHandler completion: @escaping (Bool, (any Error)?) -> Void) {
        let handler = GuidedAccessCompletion(run: completion)
        DispatchQueue.main.async {
            handler.run(false, NSError(domain: "UIAccessibilityErrorDomain", code: 0,
                                      userInfo: [NSLocalizedDescriptionKey: "Guided Access is not active"]))
        }
    }

    /// Tells Zoom the focus moved (a custom text view's insertion point). No Zoom here: nothing to tell.
    @MainActor
    public static func zoomFocusChanged(zoomType type: ZoomType, toFrame frame: CGRect, in view: UIView) {}

    /// Tells Zoom the app's three-finger gestures conflict with its own; ignored (no Zoom).
    public static func registerGestureConflictWithZoom() {}
}

/// A completion handler carried to the main queue as given (UIKit calls it there).
private struct GuidedAccessCompletion<Handler>: @unchecked Sendable {
    let run: Handler
}
