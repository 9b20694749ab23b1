@_spi(Diagnostics) import CoreGraphics
import Foundation
import LayoutSolver

// Unsatisfiable constraints, ambiguity, the constraints affecting a view, fitting sizes.
extension LayoutEngine {
    // MARK: Reporting objects

    /// The constraint object that stands for a solver constraint (made on demand for the
    /// engine's own constraints).
    func constraintObject(_ owner: LayoutEngineOwner) -> NSLayoutConstraint? {
        switch owner {
        case .user(let constraint): return constraint
        case .autoresizing(let item, let index):
            if item.autoresizingConstraints.isEmpty, let view = item.view {
                item.autoresizingConstraints = NSAutoresizingMaskLayoutConstraint.make(for: view, frame: item.frameValues)
            }
            return item.autoresizingConstraints.indices.contains(index) ? item.autoresizingConstraints[index] : nil
        case .contentSize(let item, let index):
            if item.contentSizeConstraints.isEmpty, let view = item.view {
                item.contentSizeConstraints = NSContentSizeLayoutConstraint.make(for: view, size: item.intrinsicSize)
            }
            let axis = index < 2 ? 0 : 1
            return item.contentSizeConstraints.first { $0.firstAttribute == (axis == 0 ? .width : .height) }
        case .guide, .fitting: return nil
        }
    }

    func describe(_ owner: LayoutEngineOwner) -> String {
        if let object = constraintObject(owner) { return object.description }
        switch owner {
        case .guide(let item, let index):
            let names = ["minX", "minY", "width", "height"]
            return "<system layout guide constraint \(LayoutItemName.of(item.object)).\(names[index])>"
        default:
            return "<fitting size constraint>"
        }
    }

    /// iOS's message, line for line, then the constraint left out.
    func logUnsatisfiable(breaking owner: LayoutEngineOwner, conflicting: [ConstraintID], adding: LayoutEngineOwner? = nil) {
        var lines = conflicting.compactMap { owners[$0] }.map { describe($0) }
        if let adding { lines.append(describe(adding)) }
        lines.append(describe(owner))
        let list = lines.map { "    \"\($0)\"" }.joined(separator: ",\n")
        FrameworkLog.log("""
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. \n\tTry this: \n\t\t(1) look at each constraint and try to figure out which you don't expect; \n\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
            (
            \(list)
            )

            Will attempt to recover by breaking constraint 
            \(describe(owner))

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
            """)
    }

    // MARK: Ambiguity

    /// Lowest priority for probing: weaker than any constraint the app can make (≥ 1).
    static let probePriority: Float = 0.001

    /// Whether the variable can move without costing any constraint anything: pulled by a
    /// probe weaker than every constraint, it moves only if nothing holds it. The solver is
    /// left with the same values.
    func isAmbiguous(_ variable: Variable) -> Bool {
        guard !solver.hasEditVariable(variable) else { return false }
        let current = solver.value(of: variable)
        guard (try? solver.addEditVariable(variable, priority: Self.probePriority)) != nil else { return false }
        defer {
            try? solver.suggestValue(current, for: variable)
            try? solver.removeEditVariable(variable)
        }
        guard (try? solver.suggestValue(current + 100, for: variable)) != nil else { return false }
        if abs(solver.value(of: variable) - current) > 1e-6 { return true }
        guard (try? solver.suggestValue(current - 100, for: variable)) != nil else { return false }
        return abs(solver.value(of: variable) - current) > 1e-6
    }

    func hasAmbiguousLayout(_ object: AnyObject) -> Bool {
        guard let item = item(for: object) else { return false }
        flush()
        return [item.x, item.y, item.width, item.height].contains { isAmbiguous($0) }
    }

    /// Moves the view to another of its possible frames: each ambiguous variable is pulled
    /// away from its value; the frames of the views involved are set, the solver restored (the
    /// next layout pass brings the engine's frames back, as in UIKit).
    func exerciseAmbiguity(_ object: AnyObject) {
        guard let item = item(for: object) else { return }
        flush()
        let variables = [item.x, item.y, item.width, item.height].filter { isAmbiguous($0) }
        guard !variables.isEmpty else { return }
        let component = self.component(from: [item])
        var added: [(Variable, Double)] = []
        for variable in variables where (try? solver.addEditVariable(variable, priority: Self.probePriority)) != nil {
            let current = solver.value(of: variable)
            added.append((variable, current))
            try? solver.suggestValue(current + 50, for: variable)
        }
        var frames: [(UIView, CGRect)] = []
        for other in component {
            guard let otherView = other.view, !otherView.translatesAutoresizingMaskIntoConstraints else { continue }
            frames.append((otherView, frame(of: other, otherView)))
        }
        for (variable, value) in added {
            try? solver.suggestValue(value, for: variable)
            try? solver.removeEditVariable(variable)
        }
        for (otherView, frame) in frames where otherView.frame != frame { otherView.frame = frame }
    }

    // MARK: Constraints affecting a view

    /// The constraints that position or size the view along `axis`: the app's, frame and
    /// content size constraints of the items tied to it on that axis.
    func constraintsAffecting(_ object: AnyObject, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        makePendingFrameConstraints()
        guard let start = item(for: object) else { return [] }
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(start)]
        var stack = [start]
        var result: [NSLayoutConstraint] = []
        var listed = Set<ObjectIdentifier>()
        func list(_ constraint: NSLayoutConstraint?) {
            guard let constraint, listed.insert(ObjectIdentifier(constraint)).inserted else { return }
            result.append(constraint)
        }
        while let item = stack.popLast() {
            let frameIndexes = axis == .horizontal ? [0, 2] : [1, 3]
            for index in frameIndexes where item.frameIDs.indices.contains(index) && item.frameIDs[index] != nil {
                list(constraintObject(.autoresizing(item, index)))
            }
            if item.frameIDs.isEmpty {
                let contentIndexes = axis == .horizontal ? [0, 1] : [2, 3]
                for index in contentIndexes where item.contentIDs.indices.contains(index) && item.contentIDs[index] != nil {
                    list(constraintObject(.contentSize(item, index)))
                }
            }
            // A view fixed by its frame ends the chain.
            if !item.frameIDs.isEmpty, item !== start { continue }
            for entry in item.entries where entry.constraint.firstAttribute.axis == axis {
                guard entry.id != nil else { continue }
                list(entry.constraint)
                for next in entry.items where visited.insert(ObjectIdentifier(next)).inserted { stack.append(next) }
            }
        }
        return result
    }

    // MARK: Fitting

    /// Measures each wrapping label again for the width the solver gives it now; true when
    /// one changed (the solver then has new intrinsic heights to solve with).
    func remeasureWidthDependentItems() -> Bool {
        var changed = false
        for item in widthDependentItems where !item.isDropped {
            guard let label = item.view as? UILabel else { continue }
            let width = CGFloat(solver.value(of: item.width))
            guard item.measuredWidth != width else { continue }
            item.measuredWidth = width
            updateContentSize(item, label)
            for constraint in dependentConstraints(of: item) { rebuild(constraint) }
            changed = true
        }
        return changed
    }

    /// The size the view's constraints give it with its width and height pulled toward
    /// `target` at the fitting priorities (its own frame constraints set aside), in frame
    /// terms. The engine is left as it was.
    func fittingSize(of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        let item = ensureItem(view)
        retain(item)
        defer { release(item) }
        // Frame constraints the view does not have yet are not made for the measurement.
        let wasPending = item.framePending
        item.framePending = false
        defer {
            if wasPending, !item.isDropped {
                item.framePending = true
                pendingFrames.append(item)
            }
        }
        flush()
        var setAside: [(Int, ConstraintID)] = []
        for (index, id) in item.frameIDs.enumerated() {
            guard let id, index >= 2 else { continue }
            try? solver.remove(id)
            setAside.append((index, id))
        }
        let insets = view.alignmentRectInsets
        let targets = [Double(target.width - insets.left - insets.right), Double(target.height - insets.top - insets.bottom)]
        let priorities = [horizontal, vertical]
        var added: [ConstraintID] = []
        for (index, variable) in [item.width, item.height].enumerated() {
            let priority = min(Float(priorities[index].rawValue), 999)
            if let id = try? solver.add(LinearExpression(variable) - targets[index], .equal, priority: max(priority, 1)) {
                added.append(id)
            }
        }
        // Wrapping labels take the widths the fitting gives them (UIKit's second pass).
        for _ in 0..<3 where remeasureWidthDependentItems() {}
        let size = CGSize(width: CGFloat(solver.value(of: item.width)) + insets.left + insets.right,
                          height: CGFloat(solver.value(of: item.height)) + insets.top + insets.bottom)
        for id in added { try? solver.remove(id) }
        defer {
            // Back to the widths the layout gives them.
            for _ in 0..<3 where remeasureWidthDependentItems() {}
            dirty.append(contentsOf: widthDependentItems)
        }
        for (index, old) in setAside {
            owners[old] = nil
            let value = index == 2 ? item.frameValues.width : item.frameValues.height
            item.frameIDs[index] = add(LinearExpression(index == 2 ? item.width : item.height) - Double(value), .equal,
                                       priority: .required, owner: .autoresizing(item, index))
        }
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, (value * 1_000_000).rounded() / 1_000_000) : 0 }
        return CGSize(width: clean(size.width), height: clean(size.height))
    }
}
