import Foundation

// UIKit (Auto Layout Guide, "Working with Scroll Views"): constraints between the edges or
// margins of a scroll view and its content attach to the scroll view's content area, so
// content pinned to all four edges decides `contentSize` (the pre-iOS 11 idiom: a content view
// pinned to the scroll view's edges plus an equal width); constraints between widths,
// heights or centers attach to the scroll view's frame. The engine reads such an edge as the
// same edge of the scroll view's content layout guide, a margin as that edge moved in by the
// scroll view's layout margin, and a center as the frame's center with the frame at the
// content's origin (whatever the scroll position when the constraint is written). The layout
// margins guide's edges are the margins (UIKit ties the guide to them), so content pinned to
// them also attaches to the content area. Such a constraint is installed on the scroll view
// (the items' closest common ancestor): constraints installed elsewhere are not looked at,
// which keeps the check to a flag test for every other constraint.
extension LayoutEngine {
    /// How the engine reads a scroll view's side of a constraint with its content.
    enum ScrollContentSide {
        /// The content layout guide's edge (`attribute` is the same edge).
        case contentEdge(UILayoutGuide, NSLayoutConstraint.Attribute)
        /// The content layout guide's `edge`, moved in by the scroll view's `margin`.
        case contentMargin(UILayoutGuide, UIScrollView, margin: NSLayoutConstraint.Attribute, edge: NSLayoutConstraint.Attribute)
        /// The scroll view's own center attribute, its bounds origin left out.
        case frameCenter(UIScrollView, NSLayoutConstraint.Attribute)
    }

    /// How `anchor` is read when it is a scroll view's (or its layout margins guide's) side of
    /// a constraint with `other` inside that scroll view; nil when it is not, or when the
    /// content layout guide it needs was not made (`prepareScrollContentGuide`).
    static func scrollContentSide(_ anchor: NSLayoutAnchor<AnyObject>,
                                  relatesTo other: NSLayoutAnchor<AnyObject>) -> ScrollContentSide? {
        guard anchor.offsetEnds == nil, other.offsetEnds == nil,
              let (scrollView, attribute) = scrollViewAttribute(of: anchor),
              let otherItem = other.itemStorage, isContent(otherItem, of: scrollView) else { return nil }
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing:
            return scrollView.contentLayoutGuideStorage.map { .contentEdge($0, attribute) }
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin:
            return scrollView.contentLayoutGuideStorage.map {
                .contentMargin($0, scrollView, margin: attribute, edge: edge(ofMargin: attribute))
            }
        case .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins:
            return .frameCenter(scrollView, attribute)
        default:
            return nil
        }
    }

    /// The scroll view an anchor belongs to and the attribute it means on that scroll view:
    /// its own, or for its layout margins guide the matching margin attribute.
    private static func scrollViewAttribute(of anchor: NSLayoutAnchor<AnyObject>)
        -> (UIScrollView, NSLayoutConstraint.Attribute)? {
        let item = anchor.itemStorage
        if let view = item as? UIView {
            guard view.viewFlags.contains(.isScrollView), let scrollView = view as? UIScrollView else { return nil }
            return (scrollView, anchor.attribute)
        }
        guard let guide = item as? UILayoutGuide, guide.kind == .layoutMargins,
              let owner = guide.owningViewStorage, owner.viewFlags.contains(.isScrollView),
              let scrollView = owner as? UIScrollView else { return nil }
        let margin: NSLayoutConstraint.Attribute
        switch anchor.attribute {
        case .left: margin = .leftMargin
        case .right: margin = .rightMargin
        case .top: margin = .topMargin
        case .bottom: margin = .bottomMargin
        case .leading: margin = .leadingMargin
        case .trailing: margin = .trailingMargin
        case .centerX: margin = .centerXWithinMargins
        case .centerY: margin = .centerYWithinMargins
        default: return nil
        }
        return (scrollView, margin)
    }

    /// Whether `item` is inside `scrollView`: a view below it, or a guide of such a view. A
    /// guide the scroll view owns (its frame, content and margins guides) is not its content.
    private static func isContent(_ item: AnyObject, of scrollView: UIScrollView) -> Bool {
        let start = (item as? UIView)?.superviewStorage ?? (item as? UILayoutGuide)?.owningViewStorage
        if item is UILayoutGuide, start === scrollView { return false }
        var ancestor = start
        while let current = ancestor {
            if current === scrollView { return true }
            ancestor = current.superviewStorage
        }
        return false
    }

    private static func edge(ofMargin attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute {
        switch attribute {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        default: .trailing
        }
    }

    /// Whether `anchor` is on `view`'s layout margins guide while `view` is a scroll view: such
    /// an anchor is read as the scroll view's margin (`scrollContentSide`), so the constraint
    /// is rewritten when the margins change.
    static func isScrollMarginsGuide(_ anchor: NSLayoutAnchor<AnyObject>, of view: UIView) -> Bool {
        guard view.viewFlags.contains(.isScrollView), let guide = anchor.itemStorage as? UILayoutGuide else { return false }
        return guide.kind == .layoutMargins && guide.owningViewStorage === view
    }

    /// Makes the scroll view's content layout guide before a constraint tying its edge or
    /// margin to its content is written (the guide's own constraints are activated, outside
    /// the expression).
    static func prepareScrollContentGuide(for constraint: NSLayoutConstraint, in space: UIView) {
        guard space.viewFlags.contains(.isScrollView),
              let first = constraint.firstAnchorStorage, let second = constraint.secondAnchorStorage else { return }
        for (anchor, other) in [(first, second), (second, first)] {
            guard anchor.offsetEnds == nil, other.offsetEnds == nil,
                  let (scrollView, attribute) = scrollViewAttribute(of: anchor),
                  scrollView.contentLayoutGuideStorage == nil,
                  let otherItem = other.itemStorage, isContent(otherItem, of: scrollView) else { continue }
            switch attribute {
            case .left, .right, .top, .bottom, .leading, .trailing,
                 .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin:
                _ = scrollView.contentLayoutGuide
                return
            default:
                continue
            }
        }
    }
}
