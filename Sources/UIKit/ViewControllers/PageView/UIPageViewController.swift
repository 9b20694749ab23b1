@_spi(Diagnostics) import CoreGraphics
import Foundation

/// A container that shows one page (two, side by side, with a middle spine) of content at a
/// time and turns pages with a gesture or in code (UIKit). Its data source supplies the
/// pages around the shown one.
///
/// The scroll style is a paging scroll view: a swipe past the page's edge, or a drag beyond
/// its middle, settles on the next page; with a data source that gives a presentation count
/// a page control shows the position.
///
/// Differs from UIKit: the page-curl style does not curl: the new page fades in over the old
/// one (a pan along the navigation axis, or a tap near the trailing or leading edge, turns
/// the page); a right-to-left layout does not reverse the order of scrolling pages.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    let transitionStyleStorage: TransitionStyle
    let navigationOrientationStorage: NavigationOrientation
    var spineLocationStorage: SpineLocation
    let interPageSpacingStorage: CGFloat
    /// The pages shown.
    var pages: [UIViewController] = []
    /// Scroll style: the pages before and after the shown one (nil: none, or not asked yet).
    var neighborBefore: UIViewController?
    var neighborAfter: UIViewController?
    var neighborsNeedUpdate = true
    /// A neighbor whose view is in the scroll view (a child while it is).
    var installedNeighbors: [UIViewController] = []
    /// The neighbor a person is turning to (the delegate heard `willTransitionTo`).
    var pendingPage: UIViewController?
    /// A programmatic animated turn: the pages it shows and its completion.
    var programmaticTurn: (pages: [UIViewController], completion: ((Bool) -> Void)?)?
    /// Set while the scroll view's offset is moved by the layout (not a turn).
    var placingScrollView = false
    var scrollViewStorage: UIScrollView?
    let scrollCoordinator = PageScrollCoordinator()
    var pageControlStorage: UIPageControl?
    var curlRecognizers: [UIGestureRecognizer] = []
    var curlTurnInProgress = false

    /// The data source gives no count (it does not implement `presentationCount(for:)`).
    static let noPresentationCount = -1

    /// Ours: a page-curl turn's cross-fade lasts 0.3 s.
    static let fadeDuration: TimeInterval = 0.3

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyleStorage = style
        navigationOrientationStorage = navigationOrientation
        // UIKit: a scrolling page view controller has no spine; a page-curl one's is at the
        // leading edge unless the options say otherwise.
        spineLocationStorage = style == .scroll ? .none : Self.spineLocation(from: options?[.spineLocation]) ?? .min
        interPageSpacingStorage = style == .scroll ? Self.number(from: options?[.interPageSpacing]) ?? 0 : 0
        super.init(nibName: nil, bundle: nil)
        if spineLocationStorage == .mid { isDoubleSided = true }
    }

    /// UIKit's defaults for a page view controller without options: page curl, horizontal.
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
    }

    public required init?(coder: NSCoder) {
        transitionStyleStorage = .pageCurl
        navigationOrientationStorage = .horizontal
        spineLocationStorage = .min
        interPageSpacingStorage = 0
        super.init(coder: coder)
    }

    static func spineLocation(from value: Any?) -> SpineLocation? {
        if let location = value as? SpineLocation { return location }
        guard let raw = number(from: value) else { return nil }
        return SpineLocation(rawValue: Int(raw))
    }

    static func number(from value: Any?) -> CGFloat? {
        switch value {
        case let number as NSNumber: CGFloat(number.doubleValue)
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        default: nil
        }
    }

    open weak var delegate: (any UIPageViewControllerDelegate)?

    /// Setting it asks for the neighbors again at the next layout.
    open weak var dataSource: (any UIPageViewControllerDataSource)? {
        didSet {
            neighborsNeedUpdate = true
            viewIfLoaded?.setNeedsLayout()
        }
    }

    open var transitionStyle: TransitionStyle { transitionStyleStorage }
    open var navigationOrientation: NavigationOrientation { navigationOrientationStorage }
    open var spineLocation: SpineLocation { spineLocationStorage }

    /// UIKit: whether the back of a curled page shows content (the second of each pair);
    /// true with a middle spine.
    open var isDoubleSided = false

    /// UIKit: the page-curl style's gesture recognizers (a pan and a tap), for moving them
    /// to another view; none for the scroll style.
    open var gestureRecognizers: [UIGestureRecognizer] {
        guard transitionStyle == .pageCurl else { return [] }
        loadViewIfNeeded()
        return curlRecognizers
    }

    /// The pages shown (one; two with a middle spine).
    open var viewControllers: [UIViewController]? { pages }

    /// Shows `viewControllers` (one page; two with a middle spine). Animated, the pages turn
    /// in `direction`; `completion` runs when they are shown. UIKit: the delegate is not told
    /// of turns made in code.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        _setViewControllers(viewControllers ?? [], direction: direction, animated: animated, completion: completion)
    }

    // MARK: The view

    open override func loadView() {
        let container = PageViewControllerView(frame: UIScreen.main.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.controller = self
        container.clipsToBounds = true
        if transitionStyle == .scroll {
            let scrollView = UIScrollView(frame: container.bounds)
            scrollView.isPagingEnabled = true
            scrollView.showsHorizontalScrollIndicator = false
            scrollView.showsVerticalScrollIndicator = false
            scrollView.contentInsetAdjustmentBehavior = .never
            scrollView.scrollsToTop = false
            if navigationOrientation == .horizontal { scrollView.alwaysBounceHorizontal = true } else { scrollView.alwaysBounceVertical = true }
            scrollCoordinator.controller = self
            scrollView.delegate = scrollCoordinator
            container.addSubview(scrollView)
            scrollViewStorage = scrollView
        } else {
            curlRecognizers = makeCurlRecognizers()
            for recognizer in curlRecognizers { container.addGestureRecognizer(recognizer) }
        }
        view = container
        for page in pages { installPage(page) }
    }

    open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        // UIKit: the delegate picks the spine for the new orientation (page curl).
        guard transitionStyle == .pageCurl, let delegate else { return }
        let orientation: UIInterfaceOrientation = size.width > size.height ? .landscapeRight : .portrait
        let location = delegate.pageViewController(self, spineLocationFor: orientation)
        guard location != .none, location != spineLocationStorage else { return }
        spineLocationStorage = location
        if location == .mid { isDoubleSided = true }
        viewIfLoaded?.setNeedsLayout()
    }

    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.pageViewControllerSupportedInterfaceOrientations(self) ?? defaultSupportedInterfaceOrientations
    }

    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegate?.pageViewControllerPreferredInterfaceOrientationForPresentation(self) ?? defaultPreferredInterfaceOrientation
    }

    var defaultSupportedInterfaceOrientations: UIInterfaceOrientationMask {
        traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    var defaultPreferredInterfaceOrientation: UIInterfaceOrientation {
        let bounds = UIScreen.main.bounds
        return bounds.width > bounds.height ? .landscapeRight : .portrait
    }
}
