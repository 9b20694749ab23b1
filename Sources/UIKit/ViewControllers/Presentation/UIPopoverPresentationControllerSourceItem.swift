@_spi(Diagnostics) import CoreGraphics

/// Something a popover can point at (UIKit, iOS 16): a view, a bar button item, a layout
/// guide.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {
    /// The item's frame in `referenceView`'s coordinates; nil when it is not on screen.
    func frame(in referenceView: UIView) -> CGRect?
}

extension UIView: UIPopoverPresentationControllerSourceItem {
    /// UIKit: the view's bounds in `referenceView`; nil when they share no window.
    public func frame(in referenceView: UIView) -> CGRect? {
        guard window != nil, window === referenceView.window else { return nil }
        return convert(bounds, to: referenceView)
    }
}

extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {
    /// UIKit: the frame of the view a bar shows the item with.
    public func frame(in referenceView: UIView) -> CGRect? {
        guard let view = UIPopoverPresentationController.view(for: self, in: referenceView.window) else { return nil }
        return view.convert(view.bounds, to: referenceView)
    }
}

extension UILayoutGuide: UIPopoverPresentationControllerSourceItem {
    /// UIKit: the guide's layout frame in `referenceView`.
    public func frame(in referenceView: UIView) -> CGRect? {
        guard let owner = owningView, owner.window != nil, owner.window === referenceView.window else { return nil }
        return owner.convert(layoutFrame, to: referenceView)
    }
}
