@_spi(Diagnostics) import CoreGraphics
import Foundation
@_spi(Platform) import QuartzCore

// Zooming: the delegate's view is scaled by a transform, and the content size follows its
// frame, as in UIKit.
extension UIScrollView {
    var zoomingView: UIView? { delegateStorage?.viewForZooming(in: self) }

    /// Ours: a pinch released beyond the zoom range returns in 0.25 s.
    static let zoomBounceDuration: TimeInterval = 0.25

    /// UIKit: zooming needs a view to zoom and a range (minimum < maximum).
    var canZoom: Bool { minimumZoomScaleStorage < maximumZoomScaleStorage && zoomingView != nil }

    var _pinchGestureRecognizer: UIPinchGestureRecognizer? {
        if canZoom, pinchStorage == nil {
            let pinch = UIPinchGestureRecognizer(target: self, action: Selector("handlePinch:", UIScrollView.handlePinch))
            pinchStorage = pinch
            addGestureRecognizer(pinch)
        }
        return canZoom ? pinchStorage : nil
    }

    func _setZoomRange(minimum: CGFloat, maximum: CGFloat) {
        guard minimum.isFinite, maximum.isFinite, minimum > 0, maximum > 0 else {
            FrameworkLog.log("UIScrollView: invalid zoom scale range \(minimum)...\(maximum); ignored")
            return
        }
        minimumZoomScaleStorage = minimum
        maximumZoomScaleStorage = maximum
        _ = _pinchGestureRecognizer
    }

    func _setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite, scale > 0 else {
            FrameworkLog.log("UIScrollView.zoomScale: invalid scale \(scale); ignored")
            return
        }
        guard zoomingView != nil else { return }
        // UIKit: set programmatically, the scale is clamped to the range; the content point at
        // the middle of the view stays there (as far as the content allows).
        let clamped = min(max(scale, minimumZoomScaleStorage), maximumZoomScaleStorage)
        let size = bounds.size, offset = contentOffset, current = zoomScaleStorage
        let middle = CGPoint(x: (offset.x + size.width / 2) / current, y: (offset.y + size.height / 2) / current)
        let target = CGPoint(x: middle.x * clamped - size.width / 2, y: middle.y * clamped - size.height / 2)
        zoom(toScale: clamped, offset: target, animated: animated)
    }

    func _zoom(to rect: CGRect, animated: Bool) {
        guard zoomingView != nil, rect.width.isFinite, rect.height.isFinite, rect.origin.x.isFinite, rect.origin.y.isFinite else { return }
        let size = bounds.size
        var scale = maximumZoomScaleStorage
        if rect.width > 0, rect.height > 0 { scale = min(size.width / rect.width, size.height / rect.height) }
        scale = min(max(scale, minimumZoomScaleStorage), maximumZoomScaleStorage)
        zoom(toScale: scale, offset: CGPoint(x: rect.midX * scale - size.width / 2, y: rect.midY * scale - size.height / 2),
             animated: animated)
    }

    /// Zooms to `scale` and `offset` (clamped to the content at that scale), at once or
    /// animated on the framework clock (0.3 s, like animated scrolling).
    func zoom(toScale scale: CGFloat, offset: CGPoint, animated: Bool) {
        guard let view = zoomingView else { return }
        stopMotion()
        let clampedOffset = offsetClamped(offset, forZoomScale: scale, of: view)
        guard animated, scale != zoomScaleStorage || clampedOffset != contentOffset else {
            applyZoom(scale, to: view, offset: clampedOffset)
            return
        }
        startMotion(.zooming(fromScale: zoomScaleStorage, toScale: scale, from: contentOffset, to: clampedOffset,
                             start: FrameworkScheduler.shared.clock.now, duration: Self.scrollAnimationDuration))
    }

    /// The offset range the content will have at `scale`.
    func offsetClamped(_ offset: CGPoint, forZoomScale scale: CGFloat, of view: UIView) -> CGPoint {
        let unscaled = view.bounds.size, inset = _adjustedContentInset, size = bounds.size
        let maxX = max(-inset.left, unscaled.width * scale + inset.right - size.width)
        let maxY = max(-inset.top, unscaled.height * scale + inset.bottom - size.height)
        return CGPoint(x: min(max(offset.x, -inset.left), maxX), y: min(max(offset.y, -inset.top), maxY))
    }

    /// Scales `view` to `scale` with its frame at the content origin (the content size follows
    /// it), then sets the offset.
    func applyZoom(_ scale: CGFloat, to view: UIView, offset: CGPoint?) {
        if scale != zoomScaleStorage || view.transform.a != scale {
            zoomScaleStorage = scale
            view.transform = CGAffineTransform(scaleX: scale, y: scale)
            // The frame's origin at the content origin, through the center (setting the frame
            // of a transformed view would round its bounds).
            let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
            let anchor = view.layer.anchorPoint
            view.center = CGPoint(x: size.width * anchor.x, y: size.height * anchor.y)
            contentSize = size
            if let offset { moveContent(to: offset) }
            delegateStorage?.scrollViewDidZoom(self)
        } else if let offset {
            moveContent(to: offset)
        }
    }

    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = zoomingView else { return }
        let centroid = pinch.location(in: self)
        let onScreen = CGPoint(x: centroid.x - contentOffset.x, y: centroid.y - contentOffset.y)
        switch pinch.state {
        case .began:
            stopMotion()
            zoomingStorage = true
            delegateStorage?.scrollViewWillBeginZooming(self, with: view)
            pinchStart = (zoomScaleStorage, CGPoint(x: centroid.x / zoomScaleStorage, y: centroid.y / zoomScaleStorage), onScreen)
        case .changed:
            guard let start = pinchStart else { return }
            var scale = start.scale * pinch.scale
            // Beyond the range the zoom resists (bouncesZoom) or stops.
            if scale > maximumZoomScaleStorage {
                scale = bouncesZoom ? maximumZoomScaleStorage * pow(scale / maximumZoomScaleStorage, 0.25) : maximumZoomScaleStorage
            } else if scale < minimumZoomScaleStorage {
                scale = bouncesZoom ? minimumZoomScaleStorage * pow(scale / minimumZoomScaleStorage, 0.25) : minimumZoomScaleStorage
            }
            // Pinch around the centroid: the content point first under it follows it.
            applyZoom(scale, to: view, offset: CGPoint(x: start.anchorInContent.x * scale - onScreen.x,
                                                       y: start.anchorInContent.y * scale - onScreen.y))
        case .ended, .cancelled:
            zoomingStorage = false
            pinchStart = nil
            let clamped = min(max(zoomScaleStorage, minimumZoomScaleStorage), maximumZoomScaleStorage)
            let anchor = CGPoint(x: (contentOffset.x + onScreen.x) / zoomScaleStorage, y: (contentOffset.y + onScreen.y) / zoomScaleStorage)
            let target = offsetClamped(CGPoint(x: anchor.x * clamped - onScreen.x, y: anchor.y * clamped - onScreen.y),
                                       forZoomScale: clamped, of: view)
            guard clamped != zoomScaleStorage || target != contentOffset else {
                delegateStorage?.scrollViewDidEndZooming(self, with: view, atScale: zoomScaleStorage)
                return
            }
            // Beyond the range (or the content's edges) the zoom bounces back, then ends.
            zoomBouncingStorage = clamped != zoomScaleStorage
            startMotion(.zooming(fromScale: zoomScaleStorage, toScale: clamped, from: contentOffset, to: target,
                                 start: FrameworkScheduler.shared.clock.now, duration: Self.zoomBounceDuration))
        default:
            break
        }
    }
}
