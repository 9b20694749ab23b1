@_spi(Diagnostics) import CoreGraphics
import Foundation

/// A transition context that is never interactive (presentations and navigation pushes and
/// pops with a custom animator): the interactive members' answers, in one place.
@MainActor
protocol NonInteractiveTransitionContext: UIViewControllerContextTransitioning {}

extension NonInteractiveTransitionContext {
    var isInteractive: Bool { false }
    var targetTransform: CGAffineTransform { .identity }

    // UIKit: a transition that is not interactive ignores the interactive calls.
    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() {}
    func pauseInteractiveTransition() {}
}
