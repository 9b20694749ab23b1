import Foundation

extension UIRefreshControl {
    var scrollView: UIScrollView? { superview as? UIScrollView }

    func _beginRefreshing(sendsAction: Bool) {
        guard !refreshingStorage else { return }
        refreshingStorage = true
        spinner.progress = 1
        spinner.isSpinning = true
        // UIKit: from a pull the room appears when the finger lifts (the content would jump
        // under the finger otherwise); from code at once.
        if !(scrollView?.isDragging ?? false) { scrollView?.setRefreshInset(UIRefreshControl.controlHeight) }
        if sendsAction { sendActions(for: .valueChanged) }
        setNeedsLayout()
    }

    func _endRefreshing() {
        guard refreshingStorage else { return }
        refreshingStorage = false
        spinner.progress = 0
        spinner.isSpinning = false
        guard let scrollView else { return }
        let top = scrollView.adjustedContentInset.top
        scrollView.setRefreshInset(0)
        // UIKit: the content slides back over the control.
        let restingTop = -scrollView.adjustedContentInset.top
        if !scrollView.isDragging, scrollView.contentOffset.y < restingTop, scrollView.contentOffset.y >= -top - 0.5 {
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: restingTop), animated: true)
        }
    }

    /// The content moved: while dragging, a pull past the trigger distance starts refreshing
    /// (once per drag); the spinner shows the pull's progress.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let pull = -scrollView.contentOffset.y - scrollView.adjustedContentInset.top
        if !refreshingStorage {
            spinner.progress = max(0, pull) / UIRefreshControl.triggerDistance
            if scrollView.isDragging, !triggeredByCurrentDrag, pull >= UIRefreshControl.triggerDistance {
                triggeredByCurrentDrag = true
                _beginRefreshing(sendsAction: true)
            }
        }
        setNeedsLayout()
    }

    /// The finger is lifting: a refresh the pull started takes its room now (before the
    /// scroll view picks where the content settles).
    func scrollViewWillEndDragging(_ scrollView: UIScrollView) {
        triggeredByCurrentDrag = false
        if refreshingStorage { scrollView.setRefreshInset(UIRefreshControl.controlHeight) }
    }

    /// The control spans the scroll view's width just above the content's top (under the
    /// top inset), or over the pulled-down gap when that is taller.
    func placeInScrollView() {
        guard let scrollView else { return }
        let baseTop = scrollView.adjustedContentInset.top - scrollView.refreshInsetTop
        let height = UIRefreshControl.controlHeight
        let frame = CGRect(x: scrollView.contentOffset.x, y: -baseTop - height, width: scrollView.bounds.width, height: height)
        if self.frame != frame { self.frame = frame }
    }

    func _layoutRefreshControl() {
        let side = RefreshControlSpinnerView.side
        let titleHeight: CGFloat = titleLabel.map { $0.isHidden ? 0 : $0.sizeThatFits(CGSize(width: bounds.width, height: 0)).height } ?? 0
        let top = ((bounds.height - side - titleHeight) / 2).rounded()
        // Bounds and center: the spinner turns by its transform.
        spinner.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        spinner.center = CGPoint(x: ((bounds.width - side) / 2).rounded() + side / 2, y: top + side / 2)
        spinner.color = tintColorStorage ?? .gray
        titleLabel?.frame = CGRect(x: 0, y: top + side, width: bounds.width, height: titleHeight)
    }

    func _attributedTitleDidChange() {
        if let title = attributedTitle, title.length > 0 {
            let label = titleLabel ?? UILabel(frame: .zero)
            if titleLabel == nil {
                titleLabel = label
                label.textAlignment = .center
                addSubview(label)
            }
            label.attributedText = title
            label.isHidden = false
        } else {
            titleLabel?.isHidden = true
        }
        setNeedsLayout()
    }
}
