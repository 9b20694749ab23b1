@_spi(Diagnostics) import CoreGraphics
import Foundation

// iOS 17.4's scroll view members: whether scroll and zoom animations run, stopping them,
// aligning small content, and showing the indicators for offset changes made in code.
extension UIScrollView {
    var _isScrollAnimating: Bool {
        if case .animating = motion { return true }
        return false
    }

    var _isZoomAnimating: Bool {
        if case .zooming = motion { return true }
        return false
    }

    /// UIKit: the offset stays where the animation had it, unless the content is beyond an
    /// edge (it returns to the edge) or the view pages (it goes to a page boundary).
    // Ours: at once, without delegate callbacks (UIKit does not document any).
    func _stopScrollingAndZooming() {
        guard motion != nil else { return }
        stopMotion()
        if let view = zoomingView, zoomScaleStorage < minimumZoomScaleStorage || zoomScaleStorage > maximumZoomScaleStorage {
            let scale = min(max(zoomScaleStorage, minimumZoomScaleStorage), maximumZoomScaleStorage)
            applyZoom(scale, to: view, offset: offsetClamped(contentOffset, forZoomScale: scale, of: view))
        }
        let offset = contentOffset
        let target = isPagingEnabled ? pageTarget(offset: offset, velocity: .zero) : clampedOffset(offset)
        if target != offset { moveContent(to: target) }
    }

    func _setContentAlignmentPoint(_ point: CGPoint) {
        guard point.x.isFinite, point.y.isFinite else {
            FrameworkLog.log("UIScrollView.contentAlignmentPoint: invalid point \(point) (not finite); ignored")
            return
        }
        guard point != contentAlignmentPointStorage else { return }
        contentAlignmentPointStorage = point
        alignSmallContent(force: true)
    }

    /// Moves content smaller than the view (along an axis) to where `contentAlignmentPoint`
    /// anchors it, when nothing else moves it. Without `force`, only for a nonzero alignment
    /// (the default leaves an offset set in code alone).
    func alignSmallContent(force: Bool) {
        guard force || contentAlignmentPointStorage != .zero, motion == nil, !draggingStorage, !zoomingStorage else { return }
        let inset = _adjustedContentInset, size = bounds.size, alignment = contentAlignmentPointStorage
        let range = offsetRange
        var offset = contentOffset
        if size.width > contentSizeStorage.width + inset.left + inset.right, force || alignment.x != 0 { offset.x = range.minX }
        if size.height > contentSizeStorage.height + inset.top + inset.bottom, force || alignment.y != 0 { offset.y = range.minY }
        moveContent(to: offset)
    }

    func _withScrollIndicatorsShown(forContentOffsetChanges changes: () -> Void) {
        let before = contentOffset
        changes()
        // An animated change counts by where it goes.
        var after = contentOffset
        if case let .animating(_, to, _, _) = motion { after = to }
        showIndicators(vertical: after.y != before.y, horizontal: after.x != before.x)
    }
}
