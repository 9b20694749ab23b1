@_spi(Diagnostics) import CoreGraphics
import Foundation

/// A container that shows a stack of view controllers one at a time under a navigation bar
/// (UIKit): pushing slides the new one in from the trailing edge, popping (the back button,
/// an edge swipe from the leading edge, or code) slides it out. The children's views extend
/// under the bar; their safe area keeps content clear of it.
@preconcurrency @MainActor
open class UINavigationController: UIViewController, UINavigationBarDelegate {
    var stack: [UIViewController] = []
    let navigationBarStorage: UINavigationBar
    let toolbarStorage: UIToolbar
    /// Holds the children's views (the transition's container view).
    let transitionView = UIView()
    var navigationBarHiddenStorage = false
    var toolbarHiddenStorage = true
    /// Whether the bar-hiding gestures hid the toolbar (they show it again).
    var toolbarWasHiddenByBarHiding = false
    /// Set while the bars slide in or out (they stay visible until the end).
    var barAnimationDepth = 0
    let popGestureDelegate = NavigationPopGestureDelegate()
    /// The running push or pop, finished at once when another starts.
    var activeTransition: NavigationTransition?
    var interactivePop: InteractivePopState?
    lazy var edgePopRecognizer: UIScreenEdgePanGestureRecognizer = makeEdgePopRecognizer()
    lazy var barHideOnTapRecognizer: UITapGestureRecognizer = makeBarHideOnTapRecognizer()
    lazy var barHideOnSwipeRecognizer: UIPanGestureRecognizer = makeBarHideOnSwipeRecognizer()

    /// Ours: a push or pop slides for 0.35 s (UIKit's transition lasts about that long; the
    /// exact figure is not documented).
    static let transitionDuration: TimeInterval = 0.35
    /// UIKit: the view underneath moves a third of the width (the parallax of the slide).
    static let parallaxFraction: CGFloat = 0.3

    /// UIKit: a navigation controller whose bar and toolbar are of the given classes
    /// (`UINavigationBar`/`UIToolbar` subclasses; nil for the standard ones).
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        navigationBarStorage = Self.makeBar(navigationBarClass, UINavigationBar.self, "navigationBarClass")
        toolbarStorage = Self.makeBar(toolbarClass, UIToolbar.self, "toolbarClass")
        super.init(nibName: nil, bundle: nil)
        navigationBarStorage.managingController = self
    }

    public init(rootViewController: UIViewController) {
        navigationBarStorage = UINavigationBar()
        toolbarStorage = UIToolbar()
        super.init(nibName: nil, bundle: nil)
        navigationBarStorage.managingController = self
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        navigationBarStorage = UINavigationBar()
        toolbarStorage = UIToolbar()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationBarStorage.managingController = self
    }

    public required init?(coder aDecoder: NSCoder) {
        navigationBarStorage = UINavigationBar()
        toolbarStorage = UIToolbar()
        super.init(coder: aDecoder)
        navigationBarStorage.managingController = self
        _decodeContainedViewControllers(from: aDecoder)
    }

    private static func makeBar<Bar: UIView>(_ requested: AnyClass?, _ standard: Bar.Type, _ name: String) -> Bar {
        guard let requested else { return CollectionViewFactory.make(standard, frame: .zero) }
        guard let barClass = requested as? Bar.Type else {
            FrameworkLog.log("UINavigationController.init(navigationBarClass:toolbarClass:): \(name) \(requested) is not a subclass of \(standard); using \(standard)")
            return CollectionViewFactory.make(standard, frame: .zero)
        }
        // UIKit makes the bar with its class's own `init(frame:)`.
        return CollectionViewFactory.make(barClass, frame: .zero)
    }

    // MARK: The stack

    /// The stack, root first. Setting it is `setViewControllers(_:animated:)` without
    /// animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { stack.last }

    /// The top view controller, or what it presents (modally) when it does.
    open var visibleViewController: UIViewController? {
        guard let top = stack.last else { return nil }
        var visible = top
        while let presented = visible.presentedViewController { visible = presented }
        return visible
    }

    open weak var delegate: (any UINavigationControllerDelegate)?

    open var navigationBar: UINavigationBar { navigationBarStorage }

    /// The toolbar at the bottom, hidden by default; it shows the top view controller's
    /// `toolbarItems`.
    open var toolbar: UIToolbar! { toolbarStorage }

    /// Pushes `viewController` and shows it (sliding it in when `animated`).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !(viewController is UITabBarController) else {
            FrameworkLog.log("UINavigationController.pushViewController(_:animated:): pushing a tab bar controller is not supported; ignored")
            return
        }
        guard !(viewController is UINavigationController) else {
            // UIKit raises "Pushing a navigation controller is not supported".
            FrameworkLog.log("UINavigationController.pushViewController(_:animated:): pushing a navigation controller is not supported; ignored")
            return
        }
        guard !stack.contains(where: { $0 === viewController }) else {
            FrameworkLog.log("UINavigationController.pushViewController(_:animated:): pushing the same view controller instance (\(type(of: viewController))) more than once is not supported; ignored")
            return
        }
        guard viewController !== self else {
            FrameworkLog.log("UINavigationController.pushViewController(_:animated:): a navigation controller cannot push itself; ignored")
            return
        }
        changeStack(to: stack + [viewController], animated: animated)
    }

    /// Pops the top view controller and returns it; nil with only the root left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        changeStack(to: Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Pops the controllers above `viewController`; returns them (nil when it is not on the
    /// stack).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            FrameworkLog.log("UINavigationController.popToViewController(_:animated:): \(type(of: viewController)) is not on the stack; ignored")
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        changeStack(to: Array(stack[...index]), animated: animated)
        return popped
    }

    /// Pops every controller but the root; returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack. UIKit: a new top slides in as a push (as a pop when it was on the
    /// stack already); children no longer on the stack are removed.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var unique: [UIViewController] = []
        for controller in viewControllers where !unique.contains(where: { $0 === controller }) {
            unique.append(controller)
        }
        if unique.count != viewControllers.count {
            FrameworkLog.log("UINavigationController.setViewControllers(_:animated:): the same view controller appears more than once; duplicates ignored")
        }
        changeStack(to: unique, animated: animated)
    }

    // MARK: Showing

    /// UIKit: a navigation controller shows by pushing.
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    /// UIKit: a collapsing split view controller's secondary is pushed (Ours: a navigation
    /// controller's stack is pushed in its place).
    open override func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {
        _collapseSecondaryViewController(secondaryViewController, for: splitViewController)
    }

    /// UIKit: what the collapse pushed is popped and given back as the secondary.
    open override func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        splitViewController.takeClassicSecondary(from: self)
    }

    // MARK: UINavigationBarDelegate

    // UIKit: a navigation controller is the delegate of the bar it manages, and subclasses
    // override these (a common way to intercept the back button).

    open func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }

    open func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}

    /// Asked when the back button is tapped (its item has no `backAction`), before anything
    /// pops: the default pops the top view controller. An override that returns false
    /// without calling `super` keeps the stack as it is. When the stack is already shorter
    /// than the bar's items (a pop the controller started), the answer is true.
    open func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        if let items = navigationBar.items, viewControllers.count < items.count { return true }
        if navigationBar === self.navigationBar, topViewController?.navigationItem === item {
            popViewController(animated: true)
        }
        return true
    }

    open func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}

    /// UIKit: the unwind search starts at the top of the stack.
    open override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        Array(super.allowedChildrenForUnwinding(from: source).reversed())
    }

    /// UIKit: an unwind to a controller in the stack pops to it.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        guard viewControllers.contains(where: { $0 === subsequentVC }), topViewController !== subsequentVC else { return }
        popToViewController(subsequentVC, animated: true)
    }

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == Selector("show:sender:") { return true }
        return super.canPerformAction(action, withSender: sender)
    }

    // MARK: Bars

    open var isNavigationBarHidden: Bool {
        get { navigationBarHiddenStorage }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Shows or hides the bar (sliding it up for `UINavigationControllerHideShowBarDuration`
    /// when animated); the children's safe area follows.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != navigationBarHiddenStorage else { return }
        navigationBarHiddenStorage = hidden
        animateBarChange(animated: animated)
    }

    open var isToolbarHidden: Bool {
        get { toolbarHiddenStorage }
        set { setToolbarHidden(newValue, animated: false) }
    }

    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHiddenStorage else { return }
        toolbarHiddenStorage = hidden
        animateBarChange(animated: animated)
    }

    /// The edge swipe that pops (from the leading edge; it begins only with more than one
    /// view controller on the stack).
    open var interactivePopGestureRecognizer: UIGestureRecognizer? {
        loadViewIfNeeded()
        return edgePopRecognizer
    }

    /// UIKit: a tap in the content hides the bars, another shows them.
    open var hidesBarsOnTap = false {
        didSet { if isViewLoaded { barHideOnTapRecognizer.isEnabled = hidesBarsOnTap } }
    }

    /// UIKit: an upward swipe hides the bars, a downward one shows them.
    open var hidesBarsOnSwipe = false {
        didSet { if isViewLoaded { barHideOnSwipeRecognizer.isEnabled = hidesBarsOnSwipe } }
    }

    /// UIKit: the bars hide in a compact height (iPhone landscape).
    open var hidesBarsWhenVerticallyCompact = false {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// Stored: Linux has no on-screen keyboard to hide the bars for.
    open var hidesBarsWhenKeyboardAppears = false

    open var barHideOnTapGestureRecognizer: UITapGestureRecognizer {
        loadViewIfNeeded()
        return barHideOnTapRecognizer
    }

    open var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer {
        loadViewIfNeeded()
        return barHideOnSwipeRecognizer
    }

    // MARK: The view

    open override func loadView() {
        let container = NavigationControllerView(frame: UIScreen.main.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.controller = self
        container.backgroundColor = .systemBackground
        transitionView.clipsToBounds = true
        container.addSubview(transitionView)
        container.addSubview(toolbarStorage)
        container.addSubview(navigationBarStorage)
        toolbarStorage.isHidden = toolbarHiddenStorage
        view = container
        container.addGestureRecognizer(edgePopRecognizer)
        barHideOnTapRecognizer.isEnabled = hidesBarsOnTap
        container.addGestureRecognizer(barHideOnTapRecognizer)
        barHideOnSwipeRecognizer.isEnabled = hidesBarsOnSwipe
        container.addGestureRecognizer(barHideOnSwipeRecognizer)
        if let top = stack.last { showWithoutTransition(top) }
    }

    // MARK: Preferences from the top controller

    open override var childForStatusBarStyle: UIViewController? { topViewController }
    open override var childForStatusBarHidden: UIViewController? { topViewController }

    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.navigationControllerSupportedInterfaceOrientations(self)
            ?? topViewController?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }

    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegate?.navigationControllerPreferredInterfaceOrientationForPresentation(self)
            ?? topViewController?.preferredInterfaceOrientationForPresentation ?? super.preferredInterfaceOrientationForPresentation
    }
}
