/// A split view controller's root view: lays out the columns on every layout pass (which is
/// also where the split view controller collapses or expands for its size class).
@MainActor
final class SplitViewControllerView: UIView {
    weak var controller: UISplitViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutContainer()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass { setNeedsLayout() }
    }
}
