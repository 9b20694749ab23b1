/// A control that displays a horizontal series of dots, each of which corresponds to a page
/// (UIKit). Tapping to the trailing side of the current dot moves to the next page, to the
/// leading side to the previous one, sending `valueChanged`.
@MainActor
open class UIPageControl: UIControl {
    public enum BackgroundStyle: Int, Sendable {
        case automatic = 0
        case prominent = 1
        case minimal = 2
    }

    var numberOfPagesStorage = 0
    var currentPageStorage = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Default 0. Reducing it below the current page moves the current page to the last.
    open var numberOfPages: Int {
        get { numberOfPagesStorage }
        set {
            numberOfPagesStorage = max(0, newValue)
            currentPageStorage = min(currentPageStorage, max(0, numberOfPagesStorage - 1))
            updateVisibility()
            setNeedsDisplay()
        }
    }

    /// UIKit pins the value to `0...numberOfPages - 1`.
    open var currentPage: Int {
        get { currentPageStorage }
        set {
            currentPageStorage = min(max(0, newValue), max(0, numberOfPagesStorage - 1))
            setNeedsDisplay()
        }
    }

    /// Whether the control hides itself when there is only one page. Default false.
    open var hidesForSinglePage = false { didSet { updateVisibility() } }
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?
    open var backgroundStyle: BackgroundStyle = .automatic
    open var allowsContinuousInteraction = true

    /// The size needed for `pageCount` dots: 16 points per dot plus margins, 26 high (the
    /// iOS 14 metrics).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(0, pageCount)) * 16 + 24, height: 26)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPagesStorage) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPagesStorage) }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isTouchInside, numberOfPagesStorage > 1 else { return }
        let dotsWidth = CGFloat(numberOfPagesStorage) * 16
        let firstDotX = bounds.midX - dotsWidth / 2
        let currentDotX = firstDotX + CGFloat(currentPageStorage) * 16 + 8
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let forward = (touch.location(in: self).x > currentDotX) != rightToLeft
        let next = min(max(0, currentPageStorage + (forward ? 1 : -1)), numberOfPagesStorage - 1)
        guard next != currentPageStorage else { return }
        currentPageStorage = next
        setNeedsDisplay()
        sendActions(for: .valueChanged)
    }

    override var defaultActionIsSingleTap: Bool { true }

    override var defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }

    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? "page \(currentPageStorage + 1) of \(numberOfPagesStorage)" }
        set { super.accessibilityValue = newValue }
    }

    private func updateVisibility() {
        if hidesForSinglePage {
            isHidden = numberOfPagesStorage <= 1
        }
    }
}
