@_spi(Diagnostics) import CoreGraphics
import Foundation

// The hooks between views, installed constraints and the layout engine. A hierarchy has an
// engine (kept by its root view) from its first constraint on; views of hierarchies without
// one pay a flag test in layout and a walk to the root when they move.
extension UIView {
    /// The root of the view's hierarchy.
    var _hierarchyRoot: UIView {
        // Unretained on the way up (nothing in the loop can free a view). The layout pass, which
        // asks for the engine per view, gained about 2 M instructions on 1,000 cards (when
        // views still had side tables and each retain and release took the slow path).
        unowned(unsafe) var root = self
        while let parent = root.superviewStorage { root = parent }
        return root
    }

    /// The engine of the view's hierarchy, if it has constraints.
    var _layoutEngine: LayoutEngine? {
        guard let extras = _hierarchyRoot.extras else { return nil }
        if extras.detachedConstraints != nil { return Self._registerDetachedConstraints(of: extras) }
        return extras.layoutEngine
    }

    func _ensureLayoutEngine() -> LayoutEngine {
        let root = _hierarchyRoot
        if let engine = root._layoutEngine { return engine }
        let engine = LayoutEngine()
        root.ensureExtras().layoutEngine = engine
        return engine
    }

    /// A removed subtree's constraints (`detachedConstraints`) go into the root's engine,
    /// made for them, when the engine is first needed; those deactivated meanwhile stay out.
    private static func _registerDetachedConstraints(of extras: ViewExtras) -> LayoutEngine {
        let constraints = extras.detachedConstraints ?? []
        extras.detachedConstraints = nil
        let engine = extras.layoutEngine ?? LayoutEngine()
        extras.layoutEngine = engine
        for constraint in constraints where constraint.container != nil { engine.register(constraint) }
        return engine
    }

    func _engineDidInstall(_ constraint: NSLayoutConstraint) {
        _ensureLayoutEngine().register(constraint, in: self)
        setNeedsLayout()
    }

    func _engineDidUninstall(_ constraint: NSLayoutConstraint) {
        _layoutEngine?.unregister(constraint)
        setNeedsLayout()
    }

    func _constraintConstantDidChange(_ constraint: NSLayoutConstraint) {
        _layoutEngine?.constantDidChange(constraint)
        setNeedsLayout()
    }

    func _constraintPriorityDidChange(_ constraint: NSLayoutConstraint) {
        _layoutEngine?.priorityDidChange(constraint)
        setNeedsLayout()
    }

    func _engineContentPrioritiesDidChange() {
        if viewFlags.contains(.isEngineItem), let engine = _layoutEngine, let item = engine.item(for: self) {
            item.contentSizeConstraints = []
            engine.updateContentSize(item, self)
        }
        superview?.setNeedsLayout()
    }

    /// UIKit: the intrinsic size constraints take the new size (their constants change).
    func _invalidateIntrinsicContentSize() {
        if viewFlags.contains(.isEngineItem), let engine = _layoutEngine, let item = engine.item(for: self) {
            item.measuredWidth = nil
            engine.updateContentSize(item, self)
            if self is UILabel {
                // A label's baselines move with its text and font (its edges and margins do
                // not: constraints on those keep their solver rows).
                for constraint in engine.dependentConstraints(of: item) where constraint._usesBaseline { engine.rebuild(constraint) }
            }
            setNeedsLayout()
        }
        superview?.setNeedsLayout()
    }

    /// Leading and trailing flip: the constraints installed on the view (which take its
    /// direction) and those written with its own edges are written again.
    func _semanticContentAttributeDidChange() {
        guard let engine = _layoutEngine else { return }
        var changed = false
        for constraint in extras?.constraints ?? []
            where NSLayoutConstraint.isLeadingTrailing(constraint.firstAttribute) || NSLayoutConstraint.isLeadingTrailing(constraint.secondAttribute) {
            engine.rebuild(constraint)
            changed = true
        }
        if let item = engine.item(for: self) {
            let dependent = engine.dependentConstraints(of: item)
            for constraint in dependent { engine.rebuild(constraint) }
            if !dependent.isEmpty { changed = true }
        }
        if changed { setNeedsLayout() }
    }

    func _engineTranslatesAutoresizingMaskDidChange() {
        guard viewFlags.contains(.isEngineItem), let engine = _layoutEngine else { return }
        engine.translatesAutoresizingMaskDidChange(self)
        superview?.setNeedsLayout()
        setNeedsLayout()
    }

    /// The frame of a view in the engine changed size: its frame constraints and system
    /// guides follow.
    func _engineItemBoundsDidChange() {
        guard let engine = _layoutEngine else { return }
        engine.frameDidChange(self)
        engine.refreshGuides(of: self)
    }

    func _engineHasAmbiguousLayout() -> Bool {
        guard viewFlags.contains(.isEngineItem), let engine = _layoutEngine else { return false }
        return engine.hasAmbiguousLayout(self)
    }

    func _engineExerciseAmbiguity() {
        guard viewFlags.contains(.isEngineItem), let engine = _layoutEngine else { return }
        engine.exerciseAmbiguity(self)
    }

    func _engineConstraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard viewFlags.contains(.isEngineItem), let engine = _layoutEngine else { return [] }
        engine.flush()
        return engine.constraintsAffecting(self, axis: axis)
    }

    /// The frame the engine gives the view (in its superview's coordinates), or nil when the
    /// engine does not position it. For other parts of OpenUIKit (stack views, tests).
    var _engineFrame: CGRect? {
        guard viewFlags.contains(.isEngineItem), !translatesAutoresizingMaskIntoConstraints,
              let engine = _layoutEngine, let item = engine.item(for: self) else { return nil }
        engine.flush()
        return engine.frame(of: item, self)
    }
}

extension NSLayoutConstraint {
    /// Whether either side is a first or last baseline (whose offset follows a label's text).
    var _usesBaseline: Bool {
        let first = firstAttribute, second = secondAttribute
        return first == .firstBaseline || first == .lastBaseline || second == .firstBaseline || second == .lastBaseline
    }
}

extension UIView {
    /// A custom guide's rectangle from the engine (in this view's coordinates).
    func _engineLayoutFrame(of guide: UILayoutGuide) -> CGRect? {
        guard let engine = _layoutEngine, let item = engine.item(for: guide) else { return nil }
        engine.flush()
        return engine.alignmentRect(of: item)
    }
}
