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
        var liveTouched = 0
        visitGeneration += 1
        let generation = visitGeneration
        var rounds = 0
        while !dirty.isEmpty {
            rounds += 1
            var round = dirty
            dirty.removeAll()
            for item in round where item.visitMark != generation {
                item.visitMark = generation
                touched.append(item)
                if !item.isDropped { liveTouched += 1 }
            }
            if liveTouched >= liveItemCount {
                // Every item is in the pass already (the first layout pass after activation):
                // the list of moved variables would add none, and working it out evaluates every
                // value before the frames read them again (a fifth of the first pass).
                solver.discardChangedVariables()
            } else {
                let start = round.count
                for variable in solver.takeChangedVariables() where variable.id < variableItems.count {
                    if let item = variableItems[variable.id] { round.append(item) }
                }
                for item in round[start...] where item.visitMark != generation {
                    item.visitMark = generation
                    touched.append(item)
                    if !item.isDropped { liveTouched += 1 }
                }
            }
            guard rounds < 4, !widthDependentItems.isEmpty else { continue }
            for item in round where containsIdentical(widthDependentItems, item) {
                guard let view = item.view else { continue }
                let width = CGFloat(solver.value(of: item.width))
                if item.measuredWidth != width {
                    item.measuredWidth = width
                    updateContentSize(item, view)
                    for constraint in dependentConstraints(of: item) where constraint._usesBaseline { rebuild(constraint) }
                }
            }
        }
        dirty.removeAll()
        // One hierarchy, one screen: the scale is looked up once.
        var scale: CGFloat?
        for item in touched {
            guard !item.isDropped, let view = item.view, !view.translatesAutoresizingMaskIntoConstraints else { continue }
            // The host applies its subviews' frames next, and a superview already marked lays
            // out anyway: neither needs the frame worked out here (after activation every
            // container is marked, so the first pass works each frame out once, not twice).
            guard let superview = view.superviewStorage, superview !== host, !superview.layer.needsLayout() else { continue }
            let pixels = scale ?? Self.pixelScale(of: view)
            scale = pixels
            if frame(of: item, view, scale: pixels) != view.frame { superview.setNeedsLayout() }
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

    /// The frame the engine gives the view: its alignment rectangle made a frame, on the pixel
    /// grid of the view's screen.
    func frame(of item: LayoutEngineItem, _ view: UIView, scale: CGFloat? = nil) -> CGRect {
        Self.roundedToPixels(view.frame(forAlignmentRect: alignmentRect(of: item)), scale: scale ?? Self.pixelScale(of: view))
    }

    /// Pixels per point where the view is shown: its window's screen, else the main screen.
    static func pixelScale(of view: UIView) -> CGFloat {
        let scale = view.window?.screen.scale ?? UIScreen.main.scale
        return scale.isFinite && scale > 0 ? scale : 1
    }

    /// UIKit: frames that Auto Layout sets lie on the screen's pixel grid — each edge goes to
    /// the nearest pixel (950.25 becomes 950.5 at scale 2, 950.2 becomes 950), so views that
    /// abut in the solution still abut, and a size may differ from the solved one by up to a
    /// pixel. A half pixel goes up, the same way at every position, so moving a view never
    /// changes a size that is a whole number of pixels.
    static func roundedToPixels(_ rect: CGRect, scale: CGFloat) -> CGRect {
        func snap(_ value: CGFloat) -> CGFloat {
            let snapped = (value * scale + 0.5).rounded(.down) / scale
            return snapped == 0 ? 0 : snapped
        }
        let minX = snap(rect.minX), minY = snap(rect.minY)
        return CGRect(x: minX, y: minY, width: snap(rect.maxX) - minX, height: snap(rect.maxY) - minY)
    }

    /// The default `layoutSubviews()`: subviews the engine positions get their frames.
    func applyFrames(toSubviewsOf view: UIView) {
        for subview in view.subviewList
            where subview.viewFlags.contains(.isEngineItem) && subview.translatesAutoresizingMaskIntoConstraints {
            frameDidChange(subview)
        }
        refreshGuides(of: view)
        flush(except: view)
        var scale: CGFloat?
        for subview in view.subviewList where subview.viewFlags.contains(.isEngineItem) {
            guard !subview.translatesAutoresizingMaskIntoConstraints, let item = item(for: subview) else { continue }
            let pixels = scale ?? Self.pixelScale(of: view)
            scale = pixels
            let frame = frame(of: item, subview, scale: pixels)
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
