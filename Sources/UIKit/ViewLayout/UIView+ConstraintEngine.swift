import Foundation

// The hooks between installed constraints and the layout engine. Placeholder wiring until the
// engine lands: every change asks for layout.
extension UIView {
    func _engineDidInstall(_ constraint: NSLayoutConstraint) { setNeedsLayout() }
    func _engineDidUninstall(_ constraint: NSLayoutConstraint) { setNeedsLayout() }
    func _constraintConstantDidChange(_ constraint: NSLayoutConstraint) { setNeedsLayout() }
    func _constraintPriorityDidChange(_ constraint: NSLayoutConstraint) { setNeedsLayout() }
    func _engineContentPrioritiesDidChange() { superview?.setNeedsLayout() }
    func _engineHasAmbiguousLayout() -> Bool { false }
    func _engineExerciseAmbiguity() {}
    func _engineConstraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] { [] }
}
