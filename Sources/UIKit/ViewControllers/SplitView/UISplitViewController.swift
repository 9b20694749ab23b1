@_spi(Diagnostics) import CoreGraphics
import Foundation

/// A container that shows a hierarchy side by side in columns (UIKit): a primary column, a
/// supplementary one for the triple-column style, and the secondary (detail) column. In a
/// horizontally compact environment it collapses to one column: the secondary's view
/// controllers are pushed onto the primary's navigation controller, or the `.compact`
/// column's view controller is shown instead.
///
/// Column-style split view controllers (`init(style:)`) wrap each column in a navigation
/// controller; the classic one (`.unspecified`) shows `viewControllers` as given.
///
/// Display mode changes animate: `show(_:)`, `hide(_:)`, the display mode button, the edge
/// swipe and a tap beside an overlay always (when the view is in a window), a
/// `preferredDisplayMode` change when made in an animation block.
///
/// Differs from UIKit: the display mode button and
/// the secondary-only button are not placed in the columns' navigation bars for you (put
/// `displayModeButtonItem` in a navigation item yourself, as the classic interface asks);
/// `primaryBackgroundStyle` is kept but draws no sidebar material.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    let styleStorage: Style
    /// Column style: the view controller set for each column, and the child that shows it
    /// (the navigation controller wrapping it, or itself).
    var columnAssignments: [Column: UIViewController] = [:]
    var columnContainers: [Column: UIViewController] = [:]
    /// The wrappers this split view controller made (it reuses them when a column changes).
    var madeWrappers: [Column: UINavigationController] = [:]
    /// Classic style: the primary and the secondary view controllers.
    var classicControllers: [UIViewController] = []
    var displayModeStorage: DisplayMode = .automatic
    var splitBehaviorStorage: SplitBehavior = .automatic
    /// The display mode asked for by `show(_:)`, `hide(_:)`, the button or the gesture; it
    /// holds until the size or the preferred display mode changes.
    var requestedDisplayMode: DisplayMode?
    var collapsedStorage = false
    var collapseRecord: SplitViewCollapseRecord?
    var classicCollapseRecord: SplitViewClassicCollapseRecord?
    var lastLayoutSize: CGSize?
    var displayModeButtonItemStorage: UIBarButtonItem?
    let overlayDismissView = UIView()
    var separatorViews: [UIView] = []
    /// Sidebars sliding out in an animated display mode change (still in the view).
    var leavingColumns: [UIViewController] = []
    lazy var presentationGestureRecognizer: UIScreenEdgePanGestureRecognizer = makePresentationGestureRecognizer()

    /// UIKit: the value of a width property left to the split view controller.
    public static let automaticDimension: CGFloat = -1

    // `showDetailTargetDidChangeNotification` is UIViewController's (UIKit declares it there).

    /// A column-style split view controller (or a classic one for `.unspecified`).
    public init(style: Style) {
        styleStorage = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic split view controller (`style` is `.unspecified`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        styleStorage = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        styleStorage = .unspecified
        super.init(coder: coder)
    }

    open var style: Style { styleStorage }

    open weak var delegate: (any UISplitViewControllerDelegate)?

    /// UIKit: whether a triple-column split view controller offers a button that toggles
    /// `.secondaryOnly` (kept: the button is not placed; see the type's notes).
    open var showsSecondaryOnlyButton = false

    /// Classic style: the primary and the secondary view controller (only the primary while
    /// collapsed). Column style: the children that show the columns, primary first.
    open var viewControllers: [UIViewController] {
        get { _viewControllers }
        set { _setViewControllers(newValue) }
    }

    /// UIKit: whether a swipe from the primary's edge shows a hidden primary column (true).
    open var presentsWithGesture = true {
        didSet { if isViewLoaded { presentationGestureRecognizer.isEnabled = presentsWithGesture } }
    }

    /// Whether the split view controller shows one column (in a horizontally compact
    /// environment).
    open var isCollapsed: Bool { collapsedStorage }

    /// The arrangement asked for; `.automatic` lets the split view controller choose from
    /// the space it has.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet {
            requestedDisplayMode = nil
            displayModeNeedsUpdate()
            // UIKit: the change animates when made in an animation block, so the columns are
            // laid out inside it.
            if ViewAnimationCenter.shared.activeBlock != nil, let view = viewStorage, view.window != nil {
                view.layoutIfNeeded()
            }
        }
    }

    /// The arrangement shown: the preferred display mode as the split behavior and the
    /// number of columns allow (never `.automatic` once the view has a size).
    open var displayMode: DisplayMode {
        if collapsedStorage || displayModeStorage == .automatic { return resolvedDisplayMode(for: currentSize) }
        return displayModeStorage
    }

    /// A button that toggles the sidebars (see `targetDisplayModeForAction(in:)`).
    open var displayModeButtonItem: UIBarButtonItem { _displayModeButtonItem }

    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic {
        didSet { updateDisplayModeButton() }
    }

    /// The split behavior asked for; `.automatic` chooses from the space.
    open var preferredSplitBehavior: SplitBehavior = .automatic {
        didSet { displayModeNeedsUpdate() }
    }

    /// The split behavior in use.
    open var splitBehavior: SplitBehavior { resolvedSplitBehavior(for: currentSize) }

    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The primary column's width for the current size.
    open var primaryColumnWidth: CGFloat { primaryWidth(in: currentSize.width) }

    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    open var minimumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    open var maximumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The supplementary column's width for the current size (0 without one).
    open var supplementaryColumnWidth: CGFloat {
        style == .tripleColumn ? supplementaryWidth(in: currentSize.width) : 0
    }

    /// iOS 26: the inspector column's preferred width as a fraction of the split view
    /// controller's (clamped by the minimum and maximum inspector widths).
    open var preferredInspectorColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// iOS 26: the inspector column's preferred width in points (wins over the fraction).
    open var preferredInspectorColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    open var minimumInspectorColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    open var maximumInspectorColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// iOS 26: the inspector column's width for the current size (whether or not it shows;
    /// 0 for a classic split view controller).
    open var inspectorColumnWidth: CGFloat {
        style == .unspecified ? 0 : inspectorWidth(in: currentSize.width)
    }

    /// Whether `show(.inspector)` asked for the inspector (UIKit hides it by default).
    var inspectorRequested = false
    /// iOS 26: the inspector's container while it is presented as a sheet (collapsed).
    var inspectorSheet: UIViewController?
    /// iOS 26: columns shown (true) or hidden whose `didShow`/`didHide` is still due, told
    /// once the change is laid out (after its animation).
    var pendingColumnNotices: [(column: Column, shown: Bool)] = []

    /// The side the primary column is on (UIKit: leading by default).
    open var primaryEdge: PrimaryEdge = .leading {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    open var primaryBackgroundStyle: BackgroundStyle = .none

    // MARK: Columns

    /// Column style: shows `vc` in `column` (wrapped in a navigation controller unless UIKit
    /// takes it as it is); nil removes the column's view controller.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        _setViewController(vc, for: column)
    }

    /// Column style: the view controller set for `column` (not its wrapper).
    open func viewController(for column: Column) -> UIViewController? {
        guard style != .unspecified else { return nil }
        return columnAssignments[column]
    }

    /// Column style: shows `column` (collapsed: pops back to it).
    open func show(_ column: Column) { _show(column) }

    /// Column style: hides `column` (a sidebar, or the inspector).
    open func hide(_ column: Column) { _hide(column) }

    /// iOS 26: whether the interface shows `column` now.
    open func isShowing(_ column: Column) -> Bool { _isShowing(column) }

    // MARK: Showing

    /// UIKit: shows `vc` as the primary view controller (after asking the delegate).
    open override func show(_ vc: UIViewController, sender: Any?) { _showPrimary(vc, sender: sender) }

    /// UIKit: shows `vc` as the secondary view controller, or pushes it onto the primary's
    /// navigation controller while collapsed (after asking the delegate).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) { _showDetail(vc, sender: sender) }

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == Selector("show:sender:") || action == Selector("showDetailViewController:sender:") { return true }
        return super.canPerformAction(action, withSender: sender)
    }

    // MARK: The view

    open override func loadView() {
        let container = SplitViewControllerView(frame: UIScreen.main.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.controller = self
        container.backgroundColor = .systemBackground
        overlayDismissView.backgroundColor = UIColor.black.withAlphaComponent(0.1)
        overlayDismissView.isHidden = true
        overlayDismissView.addGestureRecognizer(makeOverlayDismissRecognizer())
        container.addSubview(overlayDismissView)
        presentationGestureRecognizer.isEnabled = presentsWithGesture
        container.addGestureRecognizer(presentationGestureRecognizer)
        view = container
    }

    open override var childForStatusBarStyle: UIViewController? { shownContainers.last }
    open override var childForStatusBarHidden: UIViewController? { shownContainers.last }

    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.splitViewControllerSupportedInterfaceOrientations(self) ?? defaultSupportedInterfaceOrientations
    }

    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegate?.splitViewControllerPreferredInterfaceOrientationForPresentation(self) ?? defaultPreferredInterfaceOrientation
    }
}
