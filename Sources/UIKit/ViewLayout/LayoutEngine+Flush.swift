@_spi(Diagnostics) import CoreGraphics
import Foundation
import LayoutSolver

// From solver values to frames: which views moved, and the frames the superviews apply.
extension LayoutEngine {
    /// Reads the values of the items that changed — those the engine changed itself and those
    /// whose solver variables moved (`takeChangedVariables()`, which costs what the change
    /// touched: the rows it just wrote, still in the cache, not a search through the items and
    /// constraints around them) — and asks the superviews of views that moved to lay out;
    /// `host`, laying out now, is not asked again. Labels whose height follows their width
    /// are measured for the width they got and the layout is solved again (UIKit's second pass).
    func flush(except host: UIView? = nil) {
        makePendingFrameConstraints()
        guard !dirty.isEmpty else { return }
        var touched: [LayoutEngineItem] = []
        visitGeneration += 1
        let generation = visitGeneration
        var rounds = 0
        while !dirty.isEmpty {
            rounds += 1
            var round = dirty
            dirty.removeAll()
            for variable in solver.takeChangedVariables() where variable.id < variableItems.count {
                if let item = variableItems[variable.id] { round.append(item) }
            }
            for item in round where item.visitMark != generation {
                item.visitMark = generation
                touched.append(item)
            }
            guard rounds < 4, !widthDependentItems.isEmpty else { continue }
            for item in round where containsIdentical(widthDependentItems, item) {
                guard let view = item.view else { continue }
                let width = CGFloat(solver.value(of: item.width))
                if item.measuredWidth != width {
                    item.measuredWidth = width
                    updateContentSize(item, view)
                    for constraint in item.dependentConstraints where constraint._usesBaseline { rebuild(constraint) }
                }
            }
        }
        dirty.removeAll()
        for item in touched {
            guard !item.isDropped, let view = item.view, !view.translatesAutoresizingMaskIntoConstraints else { continue }
            guard let superview = view.superviewStorage else { continue }
            if frame(of: item, view) != view.frame, superview !== host { superview.setNeedsLayout() }
        }
    }

    /// The items reachable from `start` through constraints. Views that translate their
    /// autoresizing mask are fixed by their frame: the search does not go through them
    /// (unless they changed themselves), so independent subtrees under one window stay apart.
    func component(from start: [LayoutEngineItem]) -> [LayoutEngineItem] {
        visitGeneration += 1
        let generation = visitGeneration
        var result: [LayoutEngineItem] = []
        result.reserveCapacity(start.count)
        for item in start where item.visitMark != generation {
            item.visitMark = generation
            result.append(item)
        }
        // Fixed items of the start set changed themselves: they expand, the others stop the search.
        for item in result { item.originMark = generation }
        var stack = result
        while let item = stack.popLast() {
            if !item.frameIDs.isEmpty, item.originMark != generation { continue }
            func visit(_ next: LayoutEngineItem) {
                if next.visitMark != generation {
                    next.visitMark = generation
                    result.append(next)
                    stack.append(next)
                }
            }
            for entry in item.entries {
                for next in entry.items { visit(next) }
            }
            if let owner = item.guideOwner { visit(owner) }
            if let guides = item.view?.extras?.systemGuides {
                for guide in guides { if let guideItem = self.item(for: guide) { visit(guideItem) } }
            }
        }
        return result
    }

    /// The item's alignment rectangle from the solver (in its superview's or owning view's
    /// coordinates), without the solver's rounding noise.
    func alignmentRect(of item: LayoutEngineItem) -> CGRect {
        func clean(_ value: Double) -> CGFloat {
            let rounded = (value * 1_000_000).rounded() / 1_000_000
            return CGFloat(rounded == 0 ? 0 : rounded)
        }
        return CGRect(x: clean(solver.value(of: item.x)), y: clean(solver.value(of: item.y)),
                      width: clean(solver.value(of: item.width)), height: clean(solver.value(of: item.height)))
    }

    func frame(of item: LayoutEngineItem, _ view: UIView) -> CGRect {
        view.frame(forAlignmentRect: alignmentRect(of: item))
    }

    /// The default `layoutSubviews()`: subviews the engine positions get their frames.
    func applyFrames(toSubviewsOf view: UIView) {
        for subview in view.subviewList
            where subview.viewFlags.contains(.isEngineItem) && subview.translatesAutoresizingMaskIntoConstraints {
            frameDidChange(subview)
        }
        refreshGuides(of: view)
        flush(except: view)
        for subview in view.subviewList where subview.viewFlags.contains(.isEngineItem) {
            guard !subview.translatesAutoresizingMaskIntoConstraints, let item = item(for: subview) else { continue }
            let frame = frame(of: item, subview)
            guard frame != subview.frame else { continue }
            if subview.transform.isIdentity {
                subview.frame = frame
            } else {
                // UIKit: with a transform the engine sets the bounds size and the center.
                subview.bounds.size = frame.size
                subview.center = CGPoint(x: frame.midX, y: frame.midY)
            }
        }
    }
}
