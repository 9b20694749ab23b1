import Foundation

/// The progress of a page control's current page (UIKit, iOS 17): set `currentProgress`
/// yourself, or use `UIPageControlTimerProgress` to advance pages on a timer.
///
/// Differs from UIKit: the progress is not drawn in the current page's indicator, and
/// `isProgressVisible` stays true (OpenUIKit's page control has no continuous scrubbing).
@preconcurrency @MainActor
open class UIPageControlProgress: NSObject {
    /// The page control showing the progress (its `progress`).
    weak var pageControl: UIPageControl?

    public override init() {
        super.init()
    }

    /// UIKit: weak. A timer progress's delegate is asked the timer questions when it also
    /// adopts `UIPageControlTimerProgressDelegate` (Swift cannot narrow an inherited property).
    open weak var delegate: (any UIPageControlProgressDelegate)?

    /// The current page's progress, clamped to 0...1.
    open var currentProgress: Float {
        get { currentProgressStorage }
        set {
            currentProgressStorage = newValue.isNaN ? 0 : min(1, max(0, newValue))
            progressDidChange()
        }
    }

    private var currentProgressStorage: Float = 0

    /// Whether the progress indicator is shown: true while the user is not interacting.
    open internal(set) var isProgressVisible: Bool = true {
        didSet {
            if isProgressVisible != oldValue { delegate?.pageControlProgressVisibilityDidChange(self) }
        }
    }

    /// The page control's current page changed: the progress starts over at the page's
    /// initial value (the delegate's, else 0).
    func pageControlDidChangePage() {
        let page = pageControl?.currentPage ?? 0
        let initial = delegate?.pageControlProgress(self, initialProgressForPage: page) ?? 0
        currentProgressStorage = initial.isNaN ? 0 : min(1, max(0, initial))
        pageDidChange()
    }

    /// Hooks for the timer subclass.
    func progressDidChange() {}
    func pageDidChange() {}
    func pageControlDidMoveToWindow() {}
}
