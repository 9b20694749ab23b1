@_spi(UIKit) import QuartzCore

extension UIView {
    func _hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // UIKit: hidden views, views with alpha < 0.01 and views that ignore interaction are
        // not hit, and neither are their subviews.
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled else { return nil }
        // UIKit: a point outside the bounds does not reach subviews, even when the view does
        // not clip them.
        guard self.point(inside: point, with: event) else { return nil }
        // Views being animated without `.allowUserInteraction` are not hit (asked only of views
        // that contain the point: the path, not its siblings).
        guard !_isAnimatingWithoutInteraction else { return nil }
        var index = subviewList.count - 1
        while index >= 0 {
            let subview = subviewList[index]
            index -= 1
            // Direct parent-to-child conversion: one inverse transform per level.
            guard let local = subview.viewLayer.convertFromParent(point) else { continue }
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }
}
