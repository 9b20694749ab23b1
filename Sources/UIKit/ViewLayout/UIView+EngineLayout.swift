@_spi(Diagnostics) import CoreGraphics
import Foundation

// The layout pass with the engine, and the engine's life as views move between hierarchies.
extension UIView {
    /// UIKit: "the default implementation uses any constraints you have set to determine the
    /// size and position of any subviews".
    func _applyEngineLayout() {
        guard let engine = _layoutEngine else { return }
        engine.applyFrames(toSubviewsOf: self)
    }

    /// Before a view lays out: the engine's changes reach the views that must move.
    func _flushEngineBeforeLayout() {
        _layoutEngine?.flush(except: self)
    }

    /// UIKit: `layoutIfNeeded()` runs the constraint pass of the window and brings the
    /// engine's frames to the views that moved, then lays out the receiver's subtree.
    func _layoutIfNeeded() {
        let root = _hierarchyRoot
        if root.viewFlags.contains(.subtreeNeedsUpdateConstraints) { root._updateConstraintsIfNeeded() }
        root._layoutEngine?.flush()
        viewLayer.layoutIfNeeded()
    }

    // MARK: Moving between hierarchies

    enum EngineMove {
        case none
        /// The view was a root with an engine of its own.
        case engine(LayoutEngine)
        /// The subtree's own constraints, taken out of the old hierarchy's engine.
        case constraints([NSLayoutConstraint])
    }

    /// Before the view leaves its superview. UIKit: constraints between the view's subtree and
    /// views outside it are removed (deactivated); those inside the subtree stay active and
    /// move with it.
    func _engineWillMove() -> EngineMove {
        guard superviewStorage != nil else {
            // Constraints still waiting for an engine of the view's own go straight into the
            // new hierarchy's.
            if let extras, extras.layoutEngine == nil, let detached = extras.detachedConstraints {
                extras.detachedConstraints = nil
                return detached.isEmpty ? .none : .constraints(detached)
            }
            if let engine = _layoutEngine { return .engine(engine) }
            return .none
        }
        guard let engine = _layoutEngine else { return .none }
        var ancestor = superviewStorage
        while let view = ancestor {
            if let installed = view.extras?.constraints, !installed.isEmpty {
                for constraint in installed where constraint.anchorItems.contains(where: { item in
                    LayoutItemName.view(of: item)?.isDescendant(of: self) ?? false
                }) {
                    constraint.isActive = false
                }
            }
            ancestor = view.superviewStorage
        }
        let moved = engine.unregisterSubtree(of: self)
        return moved.isEmpty ? .none : .constraints(moved)
    }

    /// After the view joined its new superview (or became a root).
    func _engineDidMove(_ move: EngineMove) {
        if viewFlags.contains(.isEngineItem) { superviewStorage?.viewFlags.insert(.hostsEngineItems) }
        if viewFlags.contains(.subtreeNeedsUpdateConstraints) {
            var ancestor = superviewStorage
            while let view = ancestor, !view.viewFlags.contains(.subtreeNeedsUpdateConstraints) {
                view.viewFlags.insert(.subtreeNeedsUpdateConstraints)
                ancestor = view.superviewStorage
            }
        }
        switch move {
        case .none:
            return
        case .engine(let engine):
            guard superviewStorage != nil else { return }
            extras?.layoutEngine = nil
            let root = _hierarchyRoot
            if let existing = root.extras?.layoutEngine {
                let moved = engine.unregisterSubtree(of: self)
                for constraint in moved where constraint.container != nil { existing.register(constraint) }
            } else {
                // Variables are relative to superviews: the whole engine moves as it is.
                root.ensureExtras().layoutEngine = engine
            }
            if viewFlags.contains(.isEngineItem) { superviewStorage?.viewFlags.insert(.hostsEngineItems) }
        case .constraints(let constraints):
            if superviewStorage == nil, extras?.layoutEngine == nil {
                // Removed: the constraints wait for an engine until the subtree needs one.
                let extras = ensureExtras()
                extras.detachedConstraints = (extras.detachedConstraints ?? []) + constraints
            } else {
                let engine = _ensureLayoutEngine()
                for constraint in constraints where constraint.container != nil { engine.register(constraint) }
            }
        }
        setNeedsLayout()
    }

    // MARK: Fitting

    /// Whether the view's size comes from constraints: it or a view below it has some.
    var _usesConstraintsForFitting: Bool {
        viewFlags.contains(.isEngineItem) || !(extras?.constraints.isEmpty ?? true)
    }

    func _engineFittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        let engine = _ensureLayoutEngine()
        return engine.fittingSize(of: self, target: target, horizontal: horizontal, vertical: vertical)
    }
}
