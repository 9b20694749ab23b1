/// A layout guide that tracks something moving on screen and switches constraints as it
/// nears or leaves the edges of its view (UIKit, iOS 15).
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
    var nearEdgeConstraints: [(NSDirectionalRectEdge, [NSLayoutConstraint])] = []
    var awayFromEdgeConstraints: [(NSDirectionalRectEdge, [NSLayoutConstraint])] = []

    /// The edges the tracked rectangle is near now.
    var edgesNear: NSDirectionalRectEdge { [] }

    /// Constraints active while the guide is near `edge` (deactivated otherwise).
    open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge) {
        for (stored, old) in nearEdgeConstraints where stored == edge { NSLayoutConstraint.deactivate(old) }
        nearEdgeConstraints.removeAll { $0.0 == edge }
        nearEdgeConstraints.append((edge, constraints))
        updateTrackingConstraints()
    }

    /// Constraints active while the guide is away from `edge`.
    open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge) {
        for (stored, old) in awayFromEdgeConstraints where stored == edge { NSLayoutConstraint.deactivate(old) }
        awayFromEdgeConstraints.removeAll { $0.0 == edge }
        awayFromEdgeConstraints.append((edge, constraints))
        updateTrackingConstraints()
    }

    open func constraintsActiveWhenNear(edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        nearEdgeConstraints.first { $0.0 == edge }?.1 ?? []
    }

    open func constraintsActiveWhenAway(from edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        awayFromEdgeConstraints.first { $0.0 == edge }?.1 ?? []
    }

    /// Activates the sets whose condition holds and deactivates the others.
    func updateTrackingConstraints() {
        let near = edgesNear
        for (edge, constraints) in nearEdgeConstraints {
            if near.isSuperset(of: edge) { NSLayoutConstraint.activate(constraints) } else { NSLayoutConstraint.deactivate(constraints) }
        }
        for (edge, constraints) in awayFromEdgeConstraints {
            if near.isDisjoint(with: edge) { NSLayoutConstraint.activate(constraints) } else { NSLayoutConstraint.deactivate(constraints) }
        }
    }
}
