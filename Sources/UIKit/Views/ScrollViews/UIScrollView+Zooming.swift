@_spi(Diagnostics) import CoreGraphics
import Foundation

// Zooming: the delegate's view is scaled by a transform, and the content size follows its
// frame, as in UIKit.
extension UIScrollView {
    var zoomingView: UIView? { delegateStorage?.viewForZooming(in: self) }

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
        guard let view = zoomingView else { return }
        // UIKit: set programmatically, the scale is clamped to the range.
        let clamped = min(max(scale, minimumZoomScaleStorage), maximumZoomScaleStorage)
        applyZoom(clamped, to: view, keeping: nil)
    }

    func _zoom(to rect: CGRect, animated: Bool) {
        guard let view = zoomingView, rect.width.isFinite, rect.height.isFinite, rect.origin.x.isFinite, rect.origin.y.isFinite else { return }
        let size = bounds.size
        var scale = maximumZoomScaleStorage
        if rect.width > 0, rect.height > 0 { scale = min(size.width / rect.width, size.height / rect.height) }
        scale = min(max(scale, minimumZoomScaleStorage), maximumZoomScaleStorage)
        applyZoom(scale, to: view, keeping: nil)
        let target = CGPoint(x: rect.midX * scale - size.width / 2, y: rect.midY * scale - size.height / 2)
        _setContentOffset(clampedOffset(target), animated: animated)
    }

    /// Scales `view` to `scale` with its frame at the content origin; `anchor` keeps a content
    /// point (unscaled) under a point of the scroll view's frame (a pinch's centroid).
    func applyZoom(_ scale: CGFloat, to view: UIView, keeping anchor: (content: CGPoint, onScreen: CGPoint)?) {
        guard scale != zoomScaleStorage || view.transform.a != scale else { return }
        zoomScaleStorage = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        var frame = view.frame
        frame.origin = .zero
        view.frame = frame
        contentSize = frame.size
        if let anchor {
            moveContent(to: CGPoint(x: anchor.content.x * scale - anchor.onScreen.x, y: anchor.content.y * scale - anchor.onScreen.y))
        }
        delegateStorage?.scrollViewDidZoom(self)
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
            applyZoom(scale, to: view, keeping: (start.anchorInContent, onScreen))
        case .ended, .cancelled:
            zoomingStorage = false
            pinchStart = nil
            let clamped = min(max(zoomScaleStorage, minimumZoomScaleStorage), maximumZoomScaleStorage)
            if clamped != zoomScaleStorage {
                let anchor = CGPoint(x: (contentOffset.x + onScreen.x) / zoomScaleStorage, y: (contentOffset.y + onScreen.y) / zoomScaleStorage)
                applyZoom(clamped, to: view, keeping: (anchor, onScreen))
            }
            moveContent(to: clampedOffset(contentOffset))
            delegateStorage?.scrollViewDidEndZooming(self, with: view, atScale: zoomScaleStorage)
        default:
            break
        }
    }
}
