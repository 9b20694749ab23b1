import Foundation

extension UIScrollView {
    func _setRefreshControl(_ control: UIRefreshControl?) {
        guard control !== refreshControlStorage else { return }
        if let old = refreshControlStorage {
            if old.superview === self { old.removeFromSuperview() }
            setRefreshInset(0)
        }
        refreshControlStorage = control
        guard let control else { return }
        // UIKit: behind the content.
        insertSubview(control, at: 0)
        if control.isRefreshing { setRefreshInset(UIRefreshControl.controlHeight) }
        control.placeInScrollView()
    }

    /// The room a refreshing control takes above the content (added to the adjusted inset).
    func setRefreshInset(_ top: CGFloat) {
        guard top != refreshInsetTop else { return }
        refreshInsetTop = top
        updateAdjustedContentInset()
        refreshControlStorage?.placeInScrollView()
    }

    /// The content moved (called before the delegate hears of it).
    func refreshControlContentDidMove() {
        guard let control = refreshControlStorage else { return }
        control.placeInScrollView()
        control.scrollViewDidScroll(self)
    }

    func refreshControlDragWillEnd() {
        refreshControlStorage?.scrollViewWillEndDragging(self)
    }
}
