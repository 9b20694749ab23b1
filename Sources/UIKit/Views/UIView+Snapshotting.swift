@_spi(UIKit) import QuartzCore

// Snapshots of a view hierarchy: the layer tree rendered into a context.
extension UIView {
    /// Draws the view and its subviews as they appear on screen into the current context,
    /// scaled to fill `rect`. With `afterScreenUpdates`, pending layout and display run first
    /// (the transaction is flushed). Returns false when there is no current context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        if afterUpdates { CATransaction.flush() }
        let bounds = self.bounds
        guard bounds.width > 0, bounds.height > 0, rect.width != 0, rect.height != 0 else { return true }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: context)
        context.restoreGState()
        return true
    }

    /// A view showing an image of this view's current appearance (the same size).
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let bounds = self.bounds
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = contentScaleFactor
        let image = UIGraphicsImageRenderer(bounds: bounds, format: format).image { _ in
            _ = drawHierarchy(in: bounds, afterScreenUpdates: afterUpdates)
        }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.layer.contentsScale = image.scale
        snapshot.layer.contents = image.cgImage
        return snapshot
    }

    /// A view showing an image of `rect` (in the view's coordinates) of this view, stretched
    /// only between `capInsets` when the snapshot is resized (its layer's `contentsCenter`).
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                      withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        let area = rect.standardized
        guard area.width > 0, area.height > 0, area.origin.x.isFinite, area.origin.y.isFinite,
              area.width.isFinite, area.height.isFinite else { return nil }
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = contentScaleFactor
        let bounds = self.bounds
        let image = UIGraphicsImageRenderer(bounds: area, format: format).image { _ in
            _ = drawHierarchy(in: bounds, afterScreenUpdates: afterUpdates)
        }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: area.size))
        snapshot.layer.contentsScale = image.scale
        snapshot.layer.contents = image.cgImage
        let width = area.width, height = area.height
        let left = max(0, min(capInsets.left, width)), right = max(0, min(capInsets.right, width - left))
        let top = max(0, min(capInsets.top, height)), bottom = max(0, min(capInsets.bottom, height - top))
        snapshot.layer.contentsCenter = CGRect(x: left / width, y: top / height,
                                               width: (width - left - right) / width,
                                               height: (height - top - bottom) / height)
        return snapshot
    }
}
