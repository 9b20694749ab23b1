@_spi(Diagnostics) import CoreGraphics

/// The view a modal presentation happens in (UIKit's transition view): it tells its
/// presentation controller when it lays out.
@MainActor
final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?
    /// Set when nothing dims the content behind (an undimmed sheet detent, a popover's
    /// passthrough): touches on the container itself reach the views below.
    var passesTouchesThrough = false

    /// Views outside the presentation that still take touches (a popover's passthrough
    /// views).
    var passthroughViews: () -> [UIView] = { [] }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard hit === self else { return hit }
        if passesTouchesThrough { return nil }
        for view in passthroughViews() where view.window === window && !view.isHidden {
            if view.bounds.contains(convert(point, to: view)) { return nil }
        }
        return hit
    }

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
