import Foundation

/// A stack view's arrangement: the arranged views, their custom spacings, and the
/// constraints and spacer guides the stack view generated for them.
@MainActor
final class StackArrangement {
    var views: [UIView] = []
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The generated constraints, active while the arrangement is current.
    var constraints: [NSLayoutConstraint] = []
    /// The spacer guides of `.equalSpacing` and `.equalCentering`, owned by the stack view.
    var guides: [UILayoutGuide] = []
    /// The intrinsic lengths `.fillProportionally` last divided the stack by.
    var proportionBasis: [CGFloat] = []
    /// While true (an initializer adding several views), changes do not rebuild.
    var isBatching = false
    /// A change is waiting for the next constraint pass to make the constraints again.
    var needsRebuild = false

    func index(of view: UIView) -> Int? {
        views.firstIndex { $0 === view }
    }
}
