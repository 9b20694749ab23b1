import Foundation

/// An alert controller's root view: it covers the window, dims what is behind and holds the
/// alert (or sheet). UIKit: it is modal for accessibility, so the views behind are not read.
@MainActor
final class AlertControllerView: UIView {
    private weak var controller: UIAlertController?
    private let contentView: UIAlertControllerAlertView

    init(controller: UIAlertController) {
        self.controller = controller
        contentView = controller.preferredStyle == .alert ? UIAlertControllerAlertView() : UIAlertControllerSheetView()
        super.init(frame: UIScreen.main.bounds)
        // Approximate: UIKit dims the content behind an alert with about 20% black.
        backgroundColor = UIColor(white: 0, alpha: 0.2)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        accessibilityViewIsModal = true
        addSubview(contentView)
        reloadContent()
    }

    required init?(coder: NSCoder) {
        contentView = UIAlertControllerAlertView()
        super.init(coder: coder)
    }

    /// The alert (or sheet) view: XCUITest's Alert (or Sheet) element.
    var interfaceView: UIAlertControllerAlertView { contentView }

    func reloadContent() {
        guard let controller else { return }
        contentView.configure(with: controller) { [weak controller] action in
            controller?._performAction(action)
        }
        setNeedsLayout()
        // Shown: laid out now, so that its buttons are where a tap or a query looks.
        if window != nil { layoutIfNeeded() }
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { layoutIfNeeded() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        updatePopoverMode()
        contentView.layOut(in: bounds, safeArea: safeAreaInsets)
    }

    /// An action sheet shown in a popover: no dimming (the popover has none), the actions fill it.
    func updatePopoverMode() {
        let inPopover = controller?.modalPresentationStyle == .popover
            && controller?.popoverPresentationController?.adaptiveSheetStorageIfActive == nil
        (contentView as? UIAlertControllerSheetView)?.inPopover = inPopover
        backgroundColor = inPopover ? .clear : UIColor(white: 0, alpha: 0.2)
    }

    /// The height of the action sheet's content `width` wide in a popover.
    func popoverContentHeight(width: CGFloat) -> CGFloat {
        guard let sheet = contentView as? UIAlertControllerSheetView else { return 0 }
        sheet.inPopover = true
        sheet.layOut(in: CGRect(x: 0, y: 0, width: width, height: 10_000), safeArea: .zero)
        return sheet.frame.height
    }
}
