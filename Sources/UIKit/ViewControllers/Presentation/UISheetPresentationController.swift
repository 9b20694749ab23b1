@_spi(Diagnostics) import CoreGraphics
import Foundation

/// Presents a view controller as a sheet (UIKit, iOS 15): the `.pageSheet`, `.formSheet` and
/// (for most controllers) `.automatic` styles. Configure it through the presented controller's
/// `sheetPresentationController` before or after presenting.
///
/// In a horizontally compact environment (an iPhone) the sheet is a card attached to the
/// bottom edge with rounded top corners, resting at one of its `detents`; the user drags it
/// between them or down to dismiss it. In a regular one (an iPad) a form sheet is a centred
/// card and a page sheet a taller one; detents then do not apply.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet rests at; UIKit's default is the large detent only. An empty
    /// array is taken as `[.large()]`.
    open var detents: [Detent] = [.large()] {
        didSet { sheetConfigurationDidChange() }
    }

    /// The detent the sheet is at; nil (the default) is the smallest one. UIKit: set inside
    /// `animateChanges(_:)` to animate the change.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { sheetConfigurationDidChange() }
    }

    /// The largest detent at which the content behind is not dimmed (and stays interactive);
    /// nil (the default) dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { sheetConfigurationDidChange() }
    }

    /// Whether the grabber shows at the top of the sheet (false by default).
    open var prefersGrabberVisible = false {
        didSet { sheetConfigurationDidChange() }
    }

    /// The sheet's corner radius; nil (the default) is the system's.
    open var preferredCornerRadius: CGFloat? {
        didSet { sheetConfigurationDidChange() }
    }

    /// UIKit: in a vertically compact environment (an iPhone in landscape) the sheet fills the
    /// width unless this is true; it is then attached to the bottom edge with the width of the
    /// portrait screen (assumed: the container's height), centred.
    open var prefersEdgeAttachedInCompactHeight = false {
        didSet { sheetConfigurationDidChange() }
    }

    /// UIKit: with `prefersEdgeAttachedInCompactHeight`, an edge-attached sheet takes the
    /// presented controller's `preferredContentSize` width (when it has one).
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false {
        didSet { sheetConfigurationDidChange() }
    }

    /// UIKit (default true): at a detent smaller than the largest, a drag up in the sheet's
    /// content scrolled to its top edge expands the sheet instead of scrolling the content;
    /// false: the content scrolls. At the largest detent the content always scrolls.
    open var prefersScrollingExpandsWhenScrolledToEdge = true

    /// UIKit (iOS 17, default true): where the sheet floats (a regular width), true sizes it
    /// as a page sheet (the readable width); false as a form sheet (the presented controller's
    /// `preferredContentSize`). Assumed: a `.formSheet` presentation stays a form sheet.
    open var prefersPageSizing = true {
        didSet { sheetConfigurationDidChange() }
    }

    /// UIKit: the view the sheet centres itself over, within the system's margins (here the
    /// container's bounds, below the status bar area): an edge-attached sheet horizontally,
    /// a floating one both ways. Nil (the default): centred on its edge, or in the window.
    open var sourceView: UIView? {
        didSet { sheetConfigurationDidChange() }
    }

    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    /// Runs `changes` (to the detents, the selected detent, the grabber…) and animates the
    /// sheet to its new layout.
    open func animateChanges(_ changes: () -> Void) {
        changeDepth += 1
        changes()
        changeDepth -= 1
        guard changeDepth == 0, let container = containerStorage, builtInPresentationActive else { return }
        // Assumed: 0.35 s (UIKit animates with a spring and documents no duration).
        UIView.animate(withDuration: 0.35) {
            container.setNeedsLayout()
            container.layoutIfNeeded()
        }
    }

    /// Asks the custom detents for their values again (call it when what they depend on
    /// changes; inside `animateChanges(_:)` to animate).
    open func invalidateDetents() {
        sheetConfigurationDidChange()
    }

    // MARK: Internal state

    let card = SheetCardView()
    let dimmingView = UIView()
    /// Black behind the presenter while it is scaled back.
    let backdrop = UIView()
    var changeDepth = 0
    /// True while the presentation or dismissal animates the card itself.
    var transitionRunning = false
    /// The sheet's offset from its detent while the user drags it.
    var dragOffset: CGFloat = 0
    var dragging = false
    /// Whether the current drag may dismiss the sheet (asked when it began).
    var dragMayDismiss = false
    var dragDismissAsked = false
    let panDelegate = SheetPanDelegate()
    weak var scaledPresenterView: UIView?
    var presenterCornerRadius: CGFloat = 0
    var presenterClipped = false
    /// Whether the pushed-back view filled its window when the sheet pushed it back: it then
    /// follows the window's size while shrunk (autoresizing a scaled view would size its
    /// untransformed bounds by the scaled frame).
    var presenterFilledWindow = false

    /// The style the presentation shows as, once adapted.
    var shownStyle: UIModalPresentationStyle = .pageSheet

    open override var presentationStyle: UIModalPresentationStyle {
        let style = presentedStorage.modalPresentationStyle
        return style == .formSheet ? .formSheet : .pageSheet
    }

    open override var presentedView: UIView? { containerStorage == nil ? nil : presentedViewIfShown }

    override var presentedViewIfShown: UIView? { builtInPresentationActive || containerStorage != nil ? card : nil }
    override var elevatesPresentedContent: Bool { shownStyle != .fullScreen && shownStyle != .overFullScreen }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerStorage else { return .zero }
        return sheetGeometry(in: container).frame
    }

    /// UIKit: the sheet places its card, dimming and the presenter at each container layout.
    open override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        layOutSheet()
    }

    // MARK: Built-in presentation

    override func builtInPrepare(adaptiveStyle: UIModalPresentationStyle) {
        switch adaptiveStyle {
        case .fullScreen, .overFullScreen: shownStyle = adaptiveStyle
        default: shownStyle = presentationStyle
        }
    }

    override func builtInInstall(_ content: UIView, in container: PresentationContainerView) {
        transitionRunning = true
        dragOffset = 0
        dimmingView.backgroundColor = UIColor(white: 0, alpha: Self.dimmingAlpha)
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(dimmingView)
        card.contentView = content
        container.addSubview(card)
        if !showsAsFullScreen { installInteractions() }
    }

    override var builtInShownView: UIView? { card }

    override func builtInOffscreenLayout() {
        transitionRunning = true
        guard let container = containerStorage else { return }
        var geometry = sheetGeometry(in: container)
        // UIKit: a sheet slides in from below the container (cover vertical).
        geometry.frame.origin.y = container.bounds.height
        geometry.dimmed = false
        geometry.scalesPresenter = false
        apply(geometry, in: container)
        dimmingView.alpha = 0
    }

    override func builtInFinalLayout() {
        transitionRunning = false
        layOutSheet()
    }

    override func builtInTeardown() {
        transitionRunning = false
        if let container = containerStorage { setPresenterScaled(false, in: container) }
        card.contentView = nil
        card.removeFromSuperview()
        dimmingView.removeFromSuperview()
    }

    func sheetConfigurationDidChange() {
        guard let container = containerStorage else { return }
        container.setNeedsLayout()
        if changeDepth == 0 { container.layoutIfNeeded() }
    }
}
