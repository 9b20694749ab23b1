extension UIView {
    /// The layer asks its delegate to lay out: a root view's controller is told before and
    /// after, as UIKit does.
    func _layoutSublayersOfLayer() {
        let controller = viewControllerStorage
        controller?.viewWillLayoutSubviews()
        viewFlags.insert(.isLayingOutSubviews)
        layoutSubviews()
        viewFlags.remove(.isLayingOutSubviews)
        controller?.viewDidLayoutSubviews()
    }

    var _layoutMargins: UIEdgeInsets {
        extras?.layoutMargins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    }

    func _setLayoutMargins(_ margins: UIEdgeInsets) {
        guard margins != _layoutMargins else { return }
        ensureExtras().layoutMargins = margins
        layoutMarginsDidChange()
        setNeedsLayout()
    }
}
