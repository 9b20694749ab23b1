import Foundation

// UIKit (Auto Layout Guide, "Working with Scroll Views"): constraints between the edges or
// margins of a scroll view and its content attach to the scroll view's content area, so
// content pinned to all four edges decides `contentSize` (the pre-iOS 11 idiom: a content view
// pinned to the scroll view's edges plus an equal width); constraints between widths,
// heights or centers attach to the scroll view's frame. The engine reads such an edge as the
// same edge of the scroll view's content layout guide. Such a constraint is installed on the
// scroll view (the items' closest common ancestor): constraints installed elsewhere are not
// looked at, which keeps the check to a flag test for every other constraint.
extension LayoutEngine {
    /// The scroll view whose edge a constraint between `anchor` and `other` means as its
    /// content area's edge, if any: `anchor` is an edge or margin of a scroll view and
    /// `other` belongs to a view inside it.
    private static func scrollViewWhoseContentEdge(_ anchor: NSLayoutAnchor<AnyObject>,
                                                   relatesTo other: NSLayoutAnchor<AnyObject>) -> UIScrollView? {
        guard isContentEdge(anchor.attribute), anchor.offsetEnds == nil, other.offsetEnds == nil,
              let view = anchor.itemStorage as? UIView, view.viewFlags.contains(.isScrollView),
              let otherItem = other.itemStorage else { return nil }
        let otherView = (otherItem as? UIView)?.superviewStorage ?? (otherItem as? UILayoutGuide)?.owningViewStorage
        // A guide the scroll view owns (its frame and content guides) is not its content.
        if otherItem is UILayoutGuide, otherView === view { return nil }
        var ancestor = otherView
        while let current = ancestor {
            if current === view { return view as? UIScrollView }
            ancestor = current.superviewStorage
        }
        return nil
    }

    private static func isContentEdge(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
        switch attribute {
        // Ours: margin attributes stay on the frame (UIKit attaches them to the content area too).
        case .left, .right, .top, .bottom, .leading, .trailing: true
        default: false
        }
    }

    /// The anchors the engine relates for a constraint whose side is a scroll view's edge
    /// tied to its content: that edge of the content layout guide. Nil when neither side is
    /// such an edge, or the guide was not made (`prepareScrollContentGuide`).
    static func scrollContentAnchors(_ first: NSLayoutAnchor<AnyObject>, _ second: NSLayoutAnchor<AnyObject>)
        -> (NSLayoutAnchor<AnyObject>, NSLayoutAnchor<AnyObject>)? {
        if let scrollView = scrollViewWhoseContentEdge(first, relatesTo: second),
           let guide = scrollView.contentLayoutGuideStorage {
            return (NSLayoutAnchor<AnyObject>(item: guide, attribute: first.attribute), second)
        }
        if let scrollView = scrollViewWhoseContentEdge(second, relatesTo: first),
           let guide = scrollView.contentLayoutGuideStorage {
            return (first, NSLayoutAnchor<AnyObject>(item: guide, attribute: second.attribute))
        }
        return nil
    }

    /// Makes the scroll view's content layout guide before a constraint tying its edge to its
    /// content is written (the guide's own constraints are activated, outside the expression).
    static func prepareScrollContentGuide(for constraint: NSLayoutConstraint, in space: UIView) {
        guard space.viewFlags.contains(.isScrollView),
              let first = constraint.firstAnchorStorage, let second = constraint.secondAnchorStorage else { return }
        let scrollView = scrollViewWhoseContentEdge(first, relatesTo: second)
            ?? scrollViewWhoseContentEdge(second, relatesTo: first)
        guard let scrollView, scrollView.contentLayoutGuideStorage == nil else { return }
        _ = scrollView.contentLayoutGuide
    }
}
