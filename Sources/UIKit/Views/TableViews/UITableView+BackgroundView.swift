extension UITableView {
    func _setBackgroundView(_ view: UIView?) {
        guard view !== backgroundViewStorage else { return }
        backgroundViewStorage?.removeFromSuperview()
        backgroundViewStorage = view
        setNeedsLayout()
    }

    /// UIKit: the background view fills the visible bounds behind everything else and stays
    /// put while the content scrolls.
    func placeBackgroundView() {
        guard let backgroundView = backgroundViewStorage else { return }
        backgroundView.frame = bounds
        if subviews.first !== backgroundView { insertSubview(backgroundView, at: 0) }
    }
}
