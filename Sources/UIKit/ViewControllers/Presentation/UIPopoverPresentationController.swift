@_spi(Diagnostics) import CoreGraphics
import Foundation

/// Presents a view controller as a popover (UIKit): the `.popover` style. In a regular
/// environment (an iPad) the content shows in a bubble whose arrow points at `sourceView` /
/// `sourceRect` (or `barButtonItem`); in a horizontally compact one it adapts to a sheet
/// (`adaptiveSheetPresentationController`) unless the delegate's
/// `adaptivePresentationStyle(for:traitCollection:)` returns `.none`.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at (with `sourceRect`).
    open var sourceView: UIView?
    /// The rectangle in `sourceView`'s coordinates the popover points at; an empty one is the
    /// source view's bounds.
    open var sourceRect: CGRect = .zero
    /// The bar button item the popover points at (instead of a source view).
    open var barButtonItem: UIBarButtonItem?
    /// UIKit (iOS 16): the item the popover points at (a view, a bar button item, a layout
    /// guide); it wins over `sourceView` and `barButtonItem`.
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
    /// The sides the arrow may point from (`.any` by default).
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// Where the popover's margins keep it from the container's edges. UIKit: 10 pt each.
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10) {
        didSet { containerStorage?.setNeedsLayout() }
    }
    /// The bubble's (and arrow's) color; nil is the system background.
    open var backgroundColor: UIColor? {
        didSet { applyBackground() }
    }
    /// Views the user can still touch while the popover is shown (a touch elsewhere outside
    /// it dismisses it).
    open var passthroughViews: [UIView]?
    /// UIKit: false by default (the popover is placed beside the source); true lets it cover
    /// the source when there is no room beside it.
    open var canOverlapSourceViewRect = false

    /// UIKit: the class of the view drawn behind the content, arrow included (a subclass of
    /// `UIPopoverBackgroundView`); nil: the default bubble and arrow.
    open var popoverBackgroundViewClass: (any UIPopoverBackgroundViewMethods.Type)?

    /// UIKit: the arrow's direction while shown, `.unknown` before.
    open var arrowDirection: UIPopoverArrowDirection { arrowDirectionStorage }

    /// The sheet the popover becomes in a horizontally compact environment.
    open var adaptiveSheetPresentationController: UISheetPresentationController {
        if let sheet = adaptiveSheetStorage { return sheet }
        let sheet = UISheetPresentationController(presentedViewController: presentedStorage, presenting: presentingStorage)
        sheet.delegateOwner = self
        adaptiveSheetStorage = sheet
        return sheet
    }

    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    // MARK: Internal state

    // UIKit's defaults (assumed: 13 pt arrow, 26 pt wide; 320 × 480 content; 13 pt corners).
    static let arrowHeight: CGFloat = 13
    static let arrowBase: CGFloat = 26
    static let defaultContentSize = CGSize(width: 320, height: 480)
    static let cornerRadius: CGFloat = 13

    var arrowDirectionStorage: UIPopoverArrowDirection = .unknown
    var adaptiveSheetStorage: UISheetPresentationController?
    let bubble = SheetCardView()
    let arrow = PopoverArrowView()
    var transitionRunning = false
    /// The `popoverBackgroundViewClass` view while shown, with its class's metrics (asked once,
    /// at presentation).
    var backgroundViewStorage: UIPopoverBackgroundView?
    var backgroundMetrics: (insets: UIEdgeInsets, arrowHeight: CGFloat, arrowBase: CGFloat, defaultContent: Bool)?

    open override var presentationStyle: UIModalPresentationStyle { .popover }
    open override var presentedView: UIView? { containerStorage == nil ? nil : bubble }
    override var presentedViewIfShown: UIView? { containerStorage != nil ? bubble : nil }
    override var elevatesPresentedContent: Bool { true }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerStorage else { return .zero }
        return popoverLayout(in: container).frame
    }

    open override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard !transitionRunning, builtInPresentationActive, let container = containerStorage else { return }
        applyLayout(popoverLayout(in: container))
    }

    // MARK: Built-in presentation

    override func builtInDefaultAdaptiveStyle(for traits: UITraitCollection) -> UIModalPresentationStyle {
        // Assumed: reported as a page sheet (UIKit shows the adaptive sheet).
        .pageSheet
    }

    override func willBeginBuiltInPresentation(adaptiveStyle: UIModalPresentationStyle) {
        (delegate as? any UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
        if adaptiveStyle == .none {
            // UIKit raises NSGenericException with this reason.
            precondition(sourceView != nil || barButtonItem != nil || sourceItem != nil,
                         "UIPopoverPresentationController (\(self)) should have a non-nil sourceView or barButtonItem set before the presentation occurs.")
        }
    }

    override func builtInActiveController(for adaptiveStyle: UIModalPresentationStyle) -> UIPresentationController {
        adaptiveStyle == .none ? self : adaptiveSheetPresentationController
    }

    override func builtInInstall(_ content: UIView, in container: PresentationContainerView) {
        transitionRunning = true
        bubble.contentView = content
        bubble.layer.cornerRadius = Self.cornerRadius
        installBackgroundView(in: container)
        applyBackground()
        container.addSubview(arrow)
        container.addSubview(bubble)
        container.passesTouchesThrough = false
        container.passthroughViews = { [weak self] in self?.passthroughViews ?? [] }
        installOutsideTap(on: container)
    }

    override var builtInShownView: UIView? { bubble }
    override var adaptiveSheetStorageIfActive: UIPresentationController? {
        guard let sheet = adaptiveSheetStorage, sheet.builtInPresentationActive else { return nil }
        return sheet
    }
    // Assumed: popovers fade in 0.2 s and out 0.2 s.
    override var builtInPresentDuration: TimeInterval { 0.2 }
    override var builtInDismissDuration: TimeInterval { 0.2 }

    override func builtInOffscreenLayout() {
        transitionRunning = true
        guard let container = containerStorage else { return }
        applyLayout(popoverLayout(in: container))
        bubble.alpha = 0
        arrow.alpha = 0
        backgroundViewStorage?.alpha = 0
    }

    override func builtInFinalLayout() {
        transitionRunning = false
        guard let container = containerStorage else { return }
        applyLayout(popoverLayout(in: container))
        bubble.alpha = 1
        arrow.alpha = 1
        backgroundViewStorage?.alpha = 1
    }

    override func builtInTeardown() {
        transitionRunning = false
        bubble.contentView = nil
        bubble.removeFromSuperview()
        arrow.removeFromSuperview()
        backgroundViewStorage?.removeFromSuperview()
        backgroundViewStorage = nil
        backgroundMetrics = nil
        arrowDirectionStorage = .unknown
    }

    func applyBackground() {
        let color = backgroundColor ?? .systemBackground
        arrow.fillColor = color
        if let backgroundMetrics, !backgroundMetrics.defaultContent {
            // UIKit: the content shows as it is over the background view.
            bubble.backgroundColor = .clear
            bubble.layer.cornerRadius = 0
            return
        }
        bubble.backgroundColor = color
    }
}
