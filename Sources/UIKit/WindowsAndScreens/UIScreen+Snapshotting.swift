@_spi(UIKit) import QuartzCore

extension UIScreen {
    /// A view showing what the screen shows: the app's visible windows on this screen, back to
    /// front, each at its frame (Linux windows are separate native windows; the snapshot
    /// places them as on an iOS screen). With `afterScreenUpdates`, pending layout and display
    /// run first.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView {
        if afterUpdates { CATransaction.flush() }
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = scale
        let windows = UIApplication.sharedIfCreated?.windows.filter { !$0.isHidden && $0.screenStorage === self } ?? []
        let image = UIGraphicsImageRenderer(bounds: bounds, format: format).image { _ in
            for window in windows {
                _ = window.drawHierarchy(in: window.frame, afterScreenUpdates: false)
            }
        }
        let snapshot = UIView(frame: bounds)
        snapshot.layer.contentsScale = image.scale
        snapshot.layer.contents = image.cgImage
        return snapshot
    }
}
