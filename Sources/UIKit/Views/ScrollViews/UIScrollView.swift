import Foundation
@_spi(Platform) import QuartzCore

/// A view that allows the scrolling and zooming of its contained views (UIKit).
///
/// `contentOffset` is `bounds.origin`, so the subviews move as it changes; `contentSize` and
/// `adjustedContentInset` give the range a drag or a fling can reach. The scroll view's own
/// `panGestureRecognizer` drives dragging (rubber-banding past the edges), the framework clock
/// drives deceleration, bouncing and animated scrolling, and the `delegate` hears about all of
/// it in UIKit's order. The members below forward to the `UIScrollView+*.swift` files.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    // MARK: Stored state (used by the extensions)

    var contentSizeStorage: CGSize = .zero
    var contentInsetStorage: UIEdgeInsets = .zero
    var reportedAdjustedInset: UIEdgeInsets = .zero
    var contentInsetAdjustmentBehaviorStorage: ContentInsetAdjustmentBehavior = .automatic
    var decelerationRateStorage: DecelerationRate = .normal
    weak var delegateStorage: UIScrollViewDelegate?
    var trackingStorage = false
    var draggingStorage = false
    var deceleratingStorage = false
    /// The running deceleration, bounce, paging snap or animated scroll.
    var motion: ScrollMotion?
    var motionTimer: FrameworkTimer?
    /// The drag in progress (nil between drags).
    var drag: ScrollDrag?
    /// Velocity (pt/s) left in a deceleration the finger caught, for a re-fling.
    var caughtVelocity: CGPoint = .zero
    var contentLayoutGuideStorage: UILayoutGuide?
    var frameLayoutGuideStorage: UILayoutGuide?
    var contentGuideSizeConstraints: [NSLayoutConstraint] = []
    var frameGuideOriginConstraints: [NSLayoutConstraint] = []
    var frameGuideInstallOrigin: CGPoint = .zero
    var zoomScaleStorage: CGFloat = 1
    var minimumZoomScaleStorage: CGFloat = 1
    var maximumZoomScaleStorage: CGFloat = 1
    var pinchStorage: UIPinchGestureRecognizer?
    var zoomingStorage = false
    var zoomBouncingStorage = false
    var pinchStart: (scale: CGFloat, anchorInContent: CGPoint, centroid: CGPoint)?
    /// The current touches have reached the content's views (the delay passed, or none).
    var contentTouchesDelivered = false
    let delayedTouchesRecognizer = ScrollViewDelayedTouchesBeganGestureRecognizer()
    var verticalIndicatorStorage: ScrollIndicatorView?
    var horizontalIndicatorStorage: ScrollIndicatorView?
    var indicatorsVisible = false
    var indicatorHideTimer: FrameworkTimer?
    var refreshControlStorage: UIRefreshControl?
    /// The room a refreshing control adds to the adjusted top inset.
    var refreshInsetTop: CGFloat = 0
    var contentAlignmentPointStorage: CGPoint = .zero

    let panStorage: ScrollViewPanGestureRecognizer

    /// The scroll view's pan (a `UIPanGestureRecognizer`, as UIKit's private subclass is).
    open var panGestureRecognizer: UIPanGestureRecognizer { panStorage }

    // MARK: Initializers

    public override init(frame: CGRect) {
        panStorage = ScrollViewPanGestureRecognizer()
        super.init(frame: frame)
        commonScrollViewInit()
    }

    public required init?(coder: NSCoder) {
        panStorage = ScrollViewPanGestureRecognizer()
        super.init(coder: coder)
        commonScrollViewInit()
    }

    private func commonScrollViewInit() {
        viewFlags.insert(.isScrollView)
        // UIKit: scroll views clip their content.
        clipsToBounds = true
        installPanGestureRecognizer()
    }

    // MARK: Content geometry

    /// The size of the content (points). UIKit's default: zero. Negative or non-finite sizes
    /// are ignored with a log line.
    open var contentSize: CGSize {
        get { contentSizeStorage }
        set { KeyValueObservationCenter.change(of: self) { _setContentSize(newValue) } }
    }

    /// The point of the content at the scroll view's origin: `bounds.origin`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { _setContentOffset(newValue) }
    }

    /// Scrolls to `contentOffset`, animated over the framework clock or at once; stops any
    /// deceleration (UIKit: the usual way to stop a fling).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        _setContentOffset(contentOffset, animated: animated)
    }

    /// Extra scrollable space around the content. UIKit's default: zero.
    open var contentInset: UIEdgeInsets {
        get { contentInsetStorage }
        set { KeyValueObservationCenter.change(of: self) { _setContentInset(newValue) } }
    }

    /// The pull-to-refresh control (UIKit, iOS 10), placed above the content; nil by default.
    open var refreshControl: UIRefreshControl? {
        get { refreshControlStorage }
        set { _setRefreshControl(newValue) }
    }

    /// `contentInset` plus the safe area as `contentInsetAdjustmentBehavior` decides (and,
    /// while a refresh control refreshes, its height at the top).
    open var adjustedContentInset: UIEdgeInsets { _adjustedContentInset }

    /// Called when `adjustedContentInset` changes (before the delegate hears of it).
    open func adjustedContentInsetDidChange() {}

    /// How the safe area adds to `contentInset`. UIKit's default: `.automatic`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { contentInsetAdjustmentBehaviorStorage }
        set {
            contentInsetAdjustmentBehaviorStorage = newValue
            updateAdjustedContentInset()
        }
    }

    /// Whether the safe area adjusts the scroll indicators' insets too. UIKit's default: true.
    open var automaticallyAdjustsScrollIndicatorInsets = true

    /// Scrolls the least needed to make `rect` (content coordinates) visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        _scrollRectToVisible(rect, animated: animated)
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            boundsWillChange(to: newValue)
            // Observers hear of the change once the scroll view has reacted to it.
            KeyValueObservationCenter.change(of: self) {
                let old = super.bounds
                super.bounds = newValue
                boundsDidChange(from: old)
            }
        }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            if transform.isIdentity {
                boundsWillChange(to: CGRect(origin: super.bounds.origin, size: newValue.size))
            }
            KeyValueObservationCenter.change(of: self) {
                let old = super.bounds
                super.frame = newValue
                boundsDidChange(from: old)
            }
        }
    }

    /// Called by the bounds and frame setters before the change, while `bounds` still reads
    /// the old rectangle (a collection view asks its layout here, as UIKit does).
    func boundsWillChange(to newBounds: CGRect) {}

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        updateAdjustedContentInset()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutScrollView()
    }

    // MARK: Behaviour

    /// The object that hears about scrolling and zooming (not retained).
    open weak var delegate: UIScrollViewDelegate? {
        get { delegateStorage }
        set { delegateStorage = newValue }
    }

    /// Whether dragging scrolls. UIKit's default: true. Turning it off enables the pan no more.
    open var isScrollEnabled: Bool {
        get { panGestureRecognizer.isEnabled }
        set { panGestureRecognizer.isEnabled = newValue }
    }

    /// Whether a drag that starts along one axis stays on it. UIKit's default: false.
    open var isDirectionalLockEnabled = false

    /// Whether scrolling stops on multiples of the bounds size. UIKit's default: false.
    open var isPagingEnabled = false

    /// Whether the scroll-to-top gesture scrolls this view. UIKit's default: true.
    open var scrollsToTop = true

    /// Whether the content bounces past its edges. UIKit's default: true. Setting it sets
    /// `bouncesHorizontally` and `bouncesVertically` (UIKit, iOS 17.4); reading it says
    /// whether either axis bounces (ours: Apple does not document the getter for mixed axes).
    open var bounces: Bool {
        get { bouncesHorizontally || bouncesVertically }
        set {
            bouncesHorizontally = newValue
            bouncesVertically = newValue
        }
    }

    /// Whether the content bounces past its left and right edges. UIKit's default: true.
    open var bouncesHorizontally = true

    /// Whether the content bounces past its top and bottom edges. UIKit's default: true.
    open var bouncesVertically = true

    /// Whether scrolling past either horizontal end passes on to an enclosing scroll view.
    /// UIKit's default: true (iOS 17.4). Ours: stored only — a nested scroll view here does
    /// not hand scrolling past its ends on to the enclosing one (as if false).
    open var transfersHorizontalScrollingToParent = true

    /// Whether scrolling past either vertical end passes on to an enclosing scroll view.
    /// UIKit's default: true (iOS 17.4). Stored only, as the horizontal one.
    open var transfersVerticalScrollingToParent = true

    /// Whether a vertical drag bounces even when the content is not taller than the view.
    open var alwaysBounceVertical = false {
        didSet { updateAdjustedContentInset() }
    }

    /// Whether a horizontal drag bounces even when the content is not wider than the view.
    open var alwaysBounceHorizontal = false

    /// How fast a fling slows down. UIKit's default: `.normal`.
    open var decelerationRate: DecelerationRate {
        get { decelerationRateStorage }
        set { _setDecelerationRate(newValue) }
    }

    /// Whether the user has touched the content (a drag may not have begun yet).
    open var isTracking: Bool { trackingStorage }

    /// Whether the user is dragging the content (the pan has begun).
    open var isDragging: Bool { draggingStorage }

    /// Whether the content is moving after the finger lifted (deceleration or bounce).
    open var isDecelerating: Bool { deceleratingStorage }

    /// Whether touches in subviews wait briefly to see whether they scroll. UIKit's default: true.
    open var delaysContentTouches = true

    /// Whether touches in `view` wait for `delaysContentTouches` (internal: a subclass's own
    /// chrome, such as the table's section index, answers at once).
    func delaysTouches(inContentView view: UIView) -> Bool { true }

    /// Whether a drag cancels touches already delivered to content. UIKit's default: true.
    open var canCancelContentTouches = true

    /// Whether `view` receives the touches (UIKit's default: true).
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a drag cancels the touches in `view`: UIKit's default is false for a
    /// `UIControl`, true otherwise.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    // MARK: Layout guides

    /// The content's rectangle for Auto Layout: origin at the content origin, size
    /// `contentSize`; constraining its edges to content defines `contentSize`.
    open var contentLayoutGuide: UILayoutGuide { _contentLayoutGuide }

    /// The scroll view's frame (untranslated by scrolling) for Auto Layout.
    open var frameLayoutGuide: UILayoutGuide { _frameLayoutGuide }

    // MARK: Zooming

    /// The pinch that zooms (nil unless zooming is possible: a zoom range and a view to zoom).
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { _pinchGestureRecognizer }

    /// UIKit's default: 1.
    open var minimumZoomScale: CGFloat {
        get { minimumZoomScaleStorage }
        set { _setZoomRange(minimum: newValue, maximum: maximumZoomScaleStorage) }
    }

    /// UIKit's default: 1.
    open var maximumZoomScale: CGFloat {
        get { maximumZoomScaleStorage }
        set { _setZoomRange(minimum: minimumZoomScaleStorage, maximum: newValue) }
    }

    /// The current zoom (the zoomed view's transform scale). UIKit's default: 1.
    open var zoomScale: CGFloat {
        get { zoomScaleStorage }
        set { _setZoomScale(newValue, animated: false) }
    }

    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        _setZoomScale(scale, animated: animated)
    }

    /// Zooms so that `rect` (in the zoomed view's coordinates) fills the view.
    open func zoom(to rect: CGRect, animated: Bool) {
        _zoom(to: rect, animated: animated)
    }

    /// Whether a pinch beyond the zoom range bounces back. UIKit's default: true.
    open var bouncesZoom = true

    /// Whether the user is pinching.
    open var isZooming: Bool { zoomingStorage }

    /// Whether the zoom is returning inside the range after a pinch went beyond it.
    open var isZoomBouncing: Bool { zoomBouncingStorage }

    // MARK: Indicators

    /// UIKit's default: true.
    open var showsVerticalScrollIndicator = true

    /// UIKit's default: true.
    open var showsHorizontalScrollIndicator = true

    /// UIKit's default: `.default`.
    open var indicatorStyle: IndicatorStyle = .default

    /// UIKit's default: zero.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero

    /// UIKit's default: zero.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero

    /// Both indicator insets (UIKit's setter sets both; the getter reads the vertical one).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// Shows the indicators briefly (they fade after half a second).
    open func flashScrollIndicators() { _flashScrollIndicators() }

    /// Runs `changes` (which change the content offset), then shows the indicator of each
    /// axis the offset moved along (iOS 17.4).
    open func withScrollIndicatorsShown(forContentOffsetChanges changes: () -> Void) {
        _withScrollIndicatorsShown(forContentOffsetChanges: changes)
    }

    // MARK: Animation state (iOS 17.4)

    /// Whether an animated `setContentOffset`/`scrollRectToVisible` is running.
    open var isScrollAnimating: Bool { _isScrollAnimating }

    /// Whether an animated zoom (`setZoomScale(_:animated:)`, `zoom(to:animated:)`, a zoom
    /// bouncing back into range) is running.
    open var isZoomAnimating: Bool { _isZoomAnimating }

    /// Stops scroll and zoom animations (and a deceleration) where they are; content beyond an
    /// edge goes back to it, and a paging scroll view to a page boundary.
    open func stopScrollingAndZooming() { _stopScrollingAndZooming() }

    /// Where content smaller than the view rests, in the unit square of the view (iOS 17.4):
    /// (0, 0) the top left (UIKit's default), (0.5, 0.5) the middle.
    open var contentAlignmentPoint: CGPoint {
        get { contentAlignmentPointStorage }
        set { _setContentAlignmentPoint(newValue) }
    }

    // MARK: Keyboard

    /// Whether arrow, page, Home/End and space keys scroll the content (iOS 17). UIKit's
    /// default: true.
    open var allowsKeyboardScrolling = true

    /// Scrolls for arrow keys (⌘: to the end, ⌥: a page), Page Up/Down, Home/End and space
    /// (⇧ space: up), animated; other presses continue up the responder chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = presses.filter { !handleKeyboardScroll($0) }
        guard !unhandled.isEmpty else { return }
        super.pressesBegan(unhandled, with: event)
    }

    /// How a drag dismisses the keyboard. UIKit's default: `.none`.
    // UIKit: `.onDrag` (and `.onDragWithAccessory`) dismiss the keyboard when a drag begins:
    // the key-input first responder resigns. The interactive modes follow the finger into
    // the on-screen keyboard, which never shows on Linux, so they dismiss nothing here.
    open var keyboardDismissMode: KeyboardDismissMode = .none

    // MARK: Index

    /// Whether a table view's section index shows. UIKit's default: `.automatic`.
    open var indexDisplayMode: IndexDisplayMode = .automatic {
        didSet { if indexDisplayMode != oldValue { setNeedsLayout() } }
    }
}
