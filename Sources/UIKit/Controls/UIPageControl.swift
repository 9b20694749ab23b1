/// A control that displays a horizontal series of dots, each of which corresponds to a page
/// (UIKit). Tapping to the trailing side of the current dot moves to the next page, to the
/// leading side to the previous one, sending `valueChanged`.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// The kind of interaction under way (UIKit, iOS 14).
    public enum InteractionState: Int, Sendable {
        case none = 0
        case discrete = 1
        case continuous = 2
    }

    public enum BackgroundStyle: Int, Sendable {
        case automatic = 0
        case prominent = 1
        case minimal = 2
    }

    var numberOfPagesStorage = 0
    var currentPageStorage = 0
    var dotViews: [UIImageView] = []
    var indicatorImages: [Int: UIImage] = [:]
    var currentPageIndicatorImages: [Int: UIImage] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        updateDots()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        updateDots()
    }

    /// Default 0. Reducing it below the current page moves the current page to the last.
    open var numberOfPages: Int {
        get { numberOfPagesStorage }
        set {
            guard max(0, newValue) != numberOfPagesStorage else { return }
            numberOfPagesStorage = max(0, newValue)
            let page = min(currentPageStorage, max(0, numberOfPagesStorage - 1))
            if page != currentPageStorage {
                currentPageStorage = page
                progress?.pageControlDidChangePage()
            }
            updateVisibility()
            updateDots()
            invalidateIntrinsicContentSize()
        }
    }

    /// UIKit pins the value to `0...numberOfPages - 1`. A change restarts the progress
    /// (`progress`) at the page's initial value.
    open var currentPage: Int {
        get { currentPageStorage }
        set {
            let page = min(max(0, newValue), max(0, numberOfPagesStorage - 1))
            let changed = page != currentPageStorage
            currentPageStorage = page
            deferredDisplayPage = nil
            updateDotColors()
            if changed { progress?.pageControlDidChangePage() }
        }
    }

    /// Whether the control hides itself when there is only one page. Default false.
    open var hidesForSinglePage = false { didSet { updateVisibility() } }
    /// The other pages' dots; nil: a translucent gray.
    open var pageIndicatorTintColor: UIColor? { didSet { _appearanceSet(\UIPageControl.pageIndicatorTintColor, pageIndicatorTintColor); updateDotColors() } }
    /// The current page's dot; nil: the label color.
    open var currentPageIndicatorTintColor: UIColor? { didSet { _appearanceSet(\UIPageControl.currentPageIndicatorTintColor, currentPageIndicatorTintColor); updateDotColors() } }

    /// An image for every dot (drawn as a template in the dot colors); nil: round dots.
    open var preferredIndicatorImage: UIImage? {
        didSet {
            _appearanceSet(\UIPageControl.preferredIndicatorImage, preferredIndicatorImage)
            updateDotColors()
            setNeedsLayout()
        }
    }

    /// An image for one page's dot, over `preferredIndicatorImage`.
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        indicatorImages[page] = image
        updateDotColors()
        setNeedsLayout()
    }

    open func indicatorImage(forPage page: Int) -> UIImage? {
        indicatorImages[page] ?? preferredIndicatorImage
    }

    /// UIKit (iOS 16): the current page's indicator image (nil: the page's indicator image).
    open var preferredCurrentPageIndicatorImage: UIImage? {
        didSet {
            updateDotColors()
            setNeedsLayout()
        }
    }

    /// UIKit (iOS 16): an image for one page's indicator while it is the current page.
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
        currentPageIndicatorImages[page] = image
        updateDotColors()
        setNeedsLayout()
    }

    /// The page's own current-page image, else `preferredCurrentPageIndicatorImage`.
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? {
        currentPageIndicatorImages[page] ?? preferredCurrentPageIndicatorImage
    }

    /// UIKit (iOS 16): `.natural` — along the layout direction. The vertical directions
    /// stack the indicators top to bottom (or bottom to top) and size the control tall.
    open var direction: Direction = .natural {
        didSet {
            guard direction != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// UIKit (iOS 17): the progress of the current page (nil: none). A
    /// `UIPageControlTimerProgress` moves to the next page each time its duration passes.
    open var progress: UIPageControlProgress? {
        didSet {
            guard progress !== oldValue else { return }
            oldValue?.pageControl = nil
            if let progress {
                progress.pageControl?.progress = nil
                progress.pageControl = self
            }
        }
    }
    open var backgroundStyle: BackgroundStyle = .automatic
    open var allowsContinuousInteraction = true

    /// What the person is doing with the control (iOS 14): `.discrete` while a tap is
    /// tracked, `.none` otherwise. UIKit's `.continuous` (scrubbing) is not reached: OpenUIKit's
    /// page control changes pages by taps only.
    open var interactionState: InteractionState { interactionStateStorage }
    var interactionStateStorage: InteractionState = .none

    /// Whether a tap leaves the dots on the old page until `updateCurrentPageDisplay()`
    /// (deprecated in iOS 14). UIKit: false; `currentPage` changes and `.valueChanged` is sent
    /// at once either way.
    open var defersCurrentPageDisplay = false

    /// Shows `currentPage` in the dots (after a deferred tap).
    open func updateCurrentPageDisplay() {
        deferredDisplayPage = nil
        updateDotColors()
    }

    /// The page the dots show while a tap's change is deferred.
    var deferredDisplayPage: Int?

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        interactionStateStorage = .discrete
        return super.beginTracking(touch, with: event)
    }

    open override func cancelTracking(with event: UIEvent?) {
        interactionStateStorage = .none
        super.cancelTracking(with: event)
    }

    /// The size needed for `pageCount` dots: 16 points per dot plus margins, 26 high (the
    /// iOS 14 metrics).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let length = CGFloat(max(0, pageCount)) * 16 + 24
        return direction.isVertical ? CGSize(width: 26, height: length) : CGSize(width: length, height: 26)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPagesStorage) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPagesStorage) }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        interactionStateStorage = .none
        guard let touch, isTouchInside, numberOfPagesStorage > 1 else { return }
        let location = touch.location(in: self)
        let forward: Bool
        switch resolvedDirection {
        case .leftToRight: forward = location.x > dotCenterX(currentPageStorage)
        case .rightToLeft: forward = location.x < dotCenterX(currentPageStorage)
        case .topToBottom: forward = location.y > dotCenterY(currentPageStorage)
        default: forward = location.y < dotCenterY(currentPageStorage)
        }
        let next = min(max(0, currentPageStorage + (forward ? 1 : -1)), numberOfPagesStorage - 1)
        guard next != currentPageStorage else { return }
        if defersCurrentPageDisplay, deferredDisplayPage == nil { deferredDisplayPage = currentPageStorage }
        currentPageStorage = next
        updateDotColors()
        progress?.pageControlDidChangePage()
        sendActions(for: .valueChanged)
    }

    override var defaultActionIsSingleTap: Bool { true }

    override var defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }

    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? "page \(currentPageStorage + 1) of \(numberOfPagesStorage)" }
        set { super.accessibilityValue = newValue }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutDots()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        progress?.pageControlDidMoveToWindow()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateDotColors()
    }

    private func updateVisibility() {
        if hidesForSinglePage {
            isHidden = numberOfPagesStorage <= 1
        }
    }
}
