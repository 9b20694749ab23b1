@_spi(Diagnostics) import CoreGraphics
import Foundation

/// An object that drives a view controller transition interactively (UIKit): a navigation
/// controller's delegate or a transitioning delegate returns one next to the animator; UIKit
/// then calls `startInteractiveTransition(_:)` instead of the animator's
/// `animateTransition(using:)`, and the object reports the progress to the context.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How fast the rest of the transition runs once the interaction ends (UIKit: 1).
    var completionSpeed: CGFloat { get }
    /// The curve of the rest of the transition (UIKit: ease-in-ease-out).
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive (UIKit: true); false starts it animating,
    /// and the object may take over later by pausing it.
    var wantsInteractiveStart: Bool { get }
}

// UIKit: the three properties are optional; these are the values UIKit assumes without them.
extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}
