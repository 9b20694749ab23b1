@_spi(Diagnostics) import CoreGraphics
import Foundation

extension UIStackView {
    func _insertArrangedSubview(_ view: UIView, at stackIndex: Int?, api: String) {
        precondition(view !== self, "UIStackView.\(api): a stack view cannot arrange itself")
        if let stackIndex {
            let limit = arrangement.views.count - (arrangement.index(of: view) == nil ? 0 : 1)
            precondition(stackIndex >= 0 && stackIndex <= limit,
                         "UIStackView.\(api): index \(stackIndex) is beyond the bounds of arrangedSubviews (0...\(limit))")
        }
        if let existing = arrangement.index(of: view) { arrangement.views.remove(at: existing) }
        arrangement.views.insert(view, at: stackIndex ?? arrangement.views.count)
        // UIKit: arranged views are positioned by the stack's constraints, not by their frames.
        view.translatesAutoresizingMaskIntoConstraints = false
        // UIKit: an arranged view already a subview keeps its place among the subviews.
        if view.superview !== self { addSubview(view) }
        _setNeedsArrangementRebuild()
    }

    func _removeArrangedSubview(_ view: UIView) {
        guard let index = arrangement.index(of: view) else { return }
        arrangement.views.remove(at: index)
        arrangement.customSpacings[ObjectIdentifier(view)] = nil
        _setNeedsArrangementRebuild()
    }

    func _setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        // UIKit: ignored when the view is not arranged.
        guard arrangement.index(of: arrangedSubview) != nil else { return }
        guard spacing.isFinite else {
            FrameworkLog.log("UIStackView.setCustomSpacing(_:after:): \(spacing) is not a finite number; ignored")
            return
        }
        let key = ObjectIdentifier(arrangedSubview)
        let stored: CGFloat? = spacing == UIStackView.spacingUseDefault ? nil : spacing
        guard arrangement.customSpacings[key] != stored else { return }
        arrangement.customSpacings[key] = stored
        _setNeedsArrangementRebuild()
    }

    /// An arranged view was hidden or shown (UIKit: the stack view collapses it).
    func _arrangedSubviewHiddenDidChange(_ view: UIView) {
        guard arrangement.index(of: view) != nil else { return }
        _setNeedsArrangementRebuild()
    }

    /// The view baseline alignment uses (see `forFirstBaselineLayout`).
    func _baselineView(first: Bool) -> UIView {
        let visible = arrangement.views.filter { !$0.isHidden }
        let chosen: UIView?
        if axis == .vertical {
            chosen = first ? visible.first : visible.last
        } else {
            // The first of the tallest wins a tie.
            chosen = visible.reduce(nil as UIView?) { best, view in
                guard let best else { return view }
                return view.bounds.height > best.bounds.height ? view : best
            }
        }
        guard let chosen else { return self }
        return first ? chosen.forFirstBaselineLayout : chosen.forLastBaselineLayout
    }
}
