internal import CMainThread
@_spi(Diagnostics) import CoreGraphics
@_spi(UIKit) import QuartzCore

/// An object that manages a view hierarchy (UIKit): loads its view on first access, is the
/// root view's next responder, receives appearance callbacks when its view enters or leaves
/// a visible window, and can contain child view controllers.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    enum AppearState {
        case disappeared, appearing, appeared, disappearing
    }

    var viewStorage: UIView?
    let nibNameStorage: String?
    let nibBundleStorage: Bundle?
    weak var parentStorage: UIViewController? {
        didSet { TraitInputs.didChange() }
    }
    var childList: [UIViewController] = []
    var appearState: AppearState = .disappeared
    var movingToParent = false
    var movingFromParent = false
    weak var presentingStorage: UIViewController?
    var presentedStorage: UIViewController?
    var beingPresented = false
    var beingDismissed = false
    /// The presenter's view a `.fullScreen` or `.currentContext` presentation of this controller
    /// without a presentation controller took out of the hierarchy, and where it was.
    var removedPresenterViewStorage: (view: UIView, superview: UIView, index: Int)?
    /// The presentation controller of a presentation through one (see `UIViewController+CustomPresentation.swift`).
    var presentationControllerStorage: UIPresentationController?
    /// The coordinator of the built-in presentation or dismissal this controller takes part in.
    var transitionCoordinatorStorage: PresentationTransitionCoordinator?
    var traitOverridesStorage = UITraitOverrides() {
        didSet { TraitInputs.didChange() }
    }
    /// The traits the parent set for this controller (`setOverrideTraitCollection(_:forChild:)`).
    var parentTraitOverride: ParentTraitOverride? {
        didSet { TraitInputs.didChange() }
    }
    var traitRegistrations: [TraitChangeRegistration] = []
    /// Both insets are inputs of the root view's cached safe area (`UIView._safeAreaInsets`).
    var additionalSafeAreaStorage: UIEdgeInsets = .zero { didSet { LayerGeometryChanges.note() } }
    var editingStorage = false
    var topLayoutGuideStorage: ViewControllerLayoutSupportGuide?
    var bottomLayoutGuideStorage: ViewControllerLayoutSupportGuide?
    var navigationItemStorage: UINavigationItem?
    var tabBarItemStorage: UITabBarItem?
    /// The tab whose provider made this controller.
    weak var tabStorage: UITab?
    var toolbarItemsStorage: [UIBarButtonItem]?
    /// The insets a container's bars add to the root view's safe area (the navigation bar,
    /// the toolbar, the tab bar), kept apart from `additionalSafeAreaInsets`.
    var containerSafeAreaStorage: UIEdgeInsets = .zero { didSet { LayerGeometryChanges.note() } }
    /// Set while a container (a navigation or tab bar controller) sends this controller's
    /// appearance callbacks itself: the window-move hooks leave them.
    var appearanceManagedByContainer = false
    /// The `animated` flag of the running appearance transition (its did… callback's).
    var appearanceTransitionAnimated = false
    /// The root view decoded from an archive, installed by `loadView()`.
    var archivedViewStorage: UIView?
    weak var topContentScrollView: UIScrollView?
    weak var bottomContentScrollView: UIScrollView?
    /// The content-unavailable configuration and its view (see `UIViewController+ContentUnavailable.swift`).
    var contentUnavailableHost: ContentUnavailableHost?
    /// UIKit asks for the content-unavailable configuration before the first layout.
    var contentUnavailableNeedsUpdate = true
    /// iOS 26 properties update state (`UIViewController+UpdateProperties.swift`).
    var propertiesUpdateStorage = ControllerPropertiesUpdate()
    /// The item `editButtonItem` made (see `UIViewController+Editing.swift`).
    var editButtonItemStorage: UIBarButtonItem?
    /// The storyboard and scene this controller was made from (see `UIStoryboard`).
    var storyboardStorage: UIStoryboard?
    var storyboardIdentifierStorage: String?

    /// A controller whose `loadView()` loads the nib `nibNameOrNil` from `nibBundleOrNil`
    /// (see `UINib` for what a nib is on Linux); nil: the view is made in code.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibNameStorage = nibNameOrNil
        nibBundleStorage = nibBundleOrNil
        super.init()
    }

    /// A controller decoded from a keyed archive (see `UIViewController+Coding.swift`).
    public required init?(coder: NSCoder) {
        nibNameStorage = nil
        nibBundleStorage = nil
        super.init()
        _decodeViewController(from: coder)
    }

    /// Writes the controller's properties, its loaded view and its children (see
    /// `UIViewController+Coding.swift`).
    open func encode(with coder: NSCoder) { _encodeViewController(with: coder) }

    /// Foundation on Linux can only name top-level classes in an archive (see `UIView`).
    nonisolated open override var classForKeyedArchiver: AnyClass? { UIView._archivableClass(of: type(of: self)) }

    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    deinit {
        guard openuikit_is_main_thread() else { return }
        MainActor.assumeIsolated {
            // Children's weak references to this parent (and its override collections for
            // them) go nil without a setter: their traits may change.
            TraitInputs.didChange()
            if let view = viewStorage, view.viewControllerStorage === self {
                view.viewControllerStorage = nil
                LayerGeometryChanges.note()
            }
            for child in childList where child.parentStorage === self {
                child.parentStorage = nil
            }
        }
    }

    open var nibName: String? { nibNameStorage }
    open var nibBundle: Bundle? { nibBundleStorage }

    /// The storyboard the controller was made from, or nil.
    open var storyboard: UIStoryboard? { storyboardStorage }

    // Segues (see `UIViewController+Segues.swift`); declared here so subclasses can override.

    /// Runs the segue `identifier` the controller's storyboard declares for its scene. A
    /// segue the storyboard does not declare is UIKit's error.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        _performSegue(withIdentifier: identifier, sender: sender)
    }

    /// Called before a segue from this controller runs, to pass data to its destination.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether a segue a control triggers should run. UIKit's default: true.
    /// `performSegue(withIdentifier:sender:)` does not ask it.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    // Unwinding (see `UIViewController+Unwinding.swift`). Storyboards here declare no unwind
    // segues; containers and code that search for an unwind destination call these.

    /// UIKit (iOS 13): true when this controller implements `action` and is not the controller
    /// the unwind starts from.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        _canPerformUnwindSegueAction(action, from: fromViewController)
    }

    /// The pre-iOS 13 form (deprecated); the same default answer.
    @available(iOS, introduced: 6.0, deprecated: 13.0)
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, withSender sender: Any) -> Bool {
        _canPerformUnwindSegueAction(action, from: fromViewController)
    }

    /// UIKit: `children` without the child that contains the unwind's source, in order.
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let containing = childContaining(source)
        return children.filter { $0 !== containing }
    }

    /// UIKit: the child whose hierarchy (children and presented controllers) holds the
    /// unwind's source controller, or nil.
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        _childContaining(source.sourceViewController)
    }

    /// Called on each container between the source and the destination of an unwind;
    /// UIKit's base class does nothing (a navigation controller pops to `subsequentVC`).
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    /// UIKit: setting the title also sets the navigation item's and the tab bar item's (for
    /// a navigation controller's root, the navigation controller's tab bar item's).
    open var title: String? {
        didSet {
            navigationItemStorage?.title = title
            tabBarItemStorage?.title = title
            if let navigation = parentStorage as? UINavigationController, navigation.viewControllers.first === self {
                navigation.tabBarItemStorage?.title = title
            }
            // Ours: with `tabs`, the tab's title stays its item's.
            if let tabs = tabBarController, !tabs.rootTabs.isEmpty { tabs.tabPropertiesDidChange() }
        }
    }

    // MARK: Navigation and tab bars

    /// The item a navigation bar shows for this controller, made on first use with the
    /// controller's title.
    open var navigationItem: UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem()
        item.title = title
        navigationItemStorage = item
        return item
    }

    /// The nearest ancestor that is a navigation controller.
    open var navigationController: UINavigationController? {
        var current = parentStorage
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parentStorage
        }
        return nil
    }

    /// The nearest ancestor that is a tab bar controller.
    /// The tab whose view controller provider made this controller (UIKit, iOS 18).
    open var tab: UITab? { tabStorage }

    open var tabBarController: UITabBarController? {
        var current = parentStorage
        while let controller = current {
            if let tabs = controller as? UITabBarController { return tabs }
            current = controller.parentStorage
        }
        return nil
    }

    /// The nearest ancestor that is a split view controller (see `SplitView/`).
    open var splitViewController: UISplitViewController? { _splitViewController }

    /// Called on the primary view controller when a split view controller collapses, to
    /// take in the secondary. UIKit's default does nothing (a navigation controller pushes
    /// it).
    open func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {}

    /// Called on the primary view controller when a split view controller expands, for the
    /// secondary view controller to show. UIKit's default returns nil (a navigation
    /// controller pops what it took in).
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? { nil }

    /// The item a tab bar shows for this controller, made on first use with the controller's
    /// title.
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = tabBarItemStorage { return item }
            let rootTitle = (self as? UINavigationController)?.viewControllers.first?.title
            let item = UITabBarItem(title: title ?? rootTitle, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set {
            tabBarItemStorage = newValue
            tabBarController?.tabBarItemsDidChange()
        }
    }

    /// UIKit: while this controller is on top of a navigation stack, the tab bar (and the
    /// toolbar) of the enclosing tab bar controller is hidden.
    open var hidesBottomBarWhenPushed = false

    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        get { toolbarItemsStorage }
        set { setToolbarItems(newValue, animated: false) }
    }

    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        toolbarItemsStorage = toolbarItems
        if let navigation = parentStorage as? UINavigationController, navigation.topViewController === self {
            navigation.toolbar.setItems(toolbarItems, animated: animated)
        }
    }

    /// The edges where a container lays the view out under its bars (all by default); the
    /// safe area keeps the content clear of them.
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { parentStorage?.viewIfLoaded?.setNeedsLayout() }
    }

    /// Whether the view also extends under opaque bars (false: it stops at them).
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { parentStorage?.viewIfLoaded?.setNeedsLayout() }
    }

    /// The scroll view whose position decides a bar's scroll edge appearance (UIKit, iOS
    /// 15): the one set, else the root view when it is a scroll view.
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        if edge.contains(.bottom), let view = bottomContentScrollView { return view }
        if edge.contains(.top), let view = topContentScrollView { return view }
        return viewStorage as? UIScrollView
    }

    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        if edge.contains(.top) { topContentScrollView = scrollView }
        if edge.contains(.bottom) { bottomContentScrollView = scrollView }
        navigationController?.updateScrollEdgeState()
    }

    /// The shorthand for both edges.
    open func setContentScrollView(_ scrollView: UIScrollView?) {
        setContentScrollView(scrollView, for: [.top, .bottom])
    }

    // MARK: Presentation and editing

    /// A bar button item that toggles editing mode (UIKit): titled "Edit", or "Done" in the
    /// `.done` style while editing; tapping it calls `setEditing(!isEditing, animated: true)`.
    /// The same item each time (see `UIViewController+Editing.swift`).
    open var editButtonItem: UIBarButtonItem { _editButtonItem }

    /// The transition a modal presentation of this controller uses (kept: OpenUIKit
    /// presents without the system transitions).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// UIKit (iOS 18): the transition a push or presentation of this controller prefers
    /// (nil: the default). Kept: OpenUIKit pushes and presents without the system
    /// transitions, and a zoom transition's providers are not called.
    open var preferredTransition: Transition?
    /// Whether the controller refuses interactive dismissal.
    open var isModalInPresentation = false
    /// UIKit (deprecated in iOS 13): the same flag as `isModalInPresentation`, which replaced it.
    @available(iOS, introduced: 3.2, deprecated: 13.0, message: "Use isModalInPresentation")
    open var isModalInPopover: Bool {
        get { isModalInPresentation }
        set { isModalInPresentation = newValue }
    }
    /// UIKit (deprecated in iOS 11): whether the controller adjusts the insets of its scroll
    /// views for its bars; default true. With false, a scroll view of this controller whose
    /// `contentInsetAdjustmentBehavior` is `.automatic` adjusts as `.scrollableAxes` does.
    @available(iOS, introduced: 7.0, deprecated: 11.0, message: "Use UIScrollView's contentInsetAdjustmentBehavior instead")
    open var automaticallyAdjustsScrollViewInsets = true {
        didSet { if oldValue != automaticallyAdjustsScrollViewInsets { LayerGeometryChanges.note() } }
    }
    /// UIKit (iOS 13): whether the controller takes actions sent up the responder chain while
    /// it presents another controller modally; default true. With false, the search for an
    /// action's target passes over it while it presents.
    open var performsActionsWhilePresentingModally: Bool { true }
    /// UIKit (iOS 16): the presentation controller managing this controller's presentation
    /// (the adaptive sheet when a popover adapted to one); nil before it is presented.
    open var activePresentationController: UIPresentationController? { _activePresentationController }
    /// UIKit (iOS 15): the sheet presentation controller when `modalPresentationStyle` is
    /// `.pageSheet` or `.formSheet` (or `.automatic`, which presents most controllers as a page
    /// sheet); nil otherwise. Configure it before or after presenting.
    open var sheetPresentationController: UISheetPresentationController? { _sheetPresentationController }
    /// UIKit: the popover presentation controller when `modalPresentationStyle` is `.popover`
    /// (set the style first); nil otherwise.
    open var popoverPresentationController: UIPopoverPresentationController? { _popoverPresentationController }
    /// UIKit: the coordinator of the push, pop, presentation or dismissal this controller (or a
    /// parent) takes part in while it runs; nil outside a transition.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { _transitionCoordinator }
    /// UIKit (iOS 16): the base name of the signposts UIKit logs for this controller's
    /// interactions. Kept: OpenUIKit logs no signposts; nil until set.
    open var interactionActivityTrackingBaseName: String?
    /// UIKit (iOS 15): the focus group of the controller's root view (set on the root view,
    /// read from it; nil before the view loads).
    open var focusGroupIdentifier: String? {
        get { viewIfLoaded?.focusGroupIdentifier }
        set { view.focusGroupIdentifier = newValue }
    }
    /// UIKit: the name of the exception raised when the controller hierarchy and the view
    /// hierarchy disagree (a child's view added without `addChild(_:)`, for instance).
    public static let hierarchyInconsistencyException = NSExceptionName("UIViewControllerHierarchyInconsistency")
    /// Whether a presentation over the context of this controller covers only its view.
    open var definesPresentationContext = false
    open var providesPresentationContextTransitionStyle = false

    // MARK: State restoration (see StateRestoration/)

    /// Whether (non-nil) and under which name the controller's state is preserved.
    open var restorationIdentifier: String?
    /// The class that makes this controller again at launch (else the app delegate is asked).
    open var restorationClass: (any UIViewControllerRestoration.Type)?

    /// Saves the controller's state; call super. UIKit's own saves the view controller this
    /// one presents (as a reference: it is preserved in turn).
    open func encodeRestorableState(with coder: NSCoder) { _encodeRestorableState(with: coder) }

    /// Restores what `encodeRestorableState(with:)` saved; call super.
    open func decodeRestorableState(with coder: NSCoder) { _decodeRestorableState(with: coder) }

    /// Called on each restored controller once every restored object has decoded its state.
    open func applicationFinishedRestoringState() {}

    /// Whether the controller's view is in editing mode (see `setEditing(_:animated:)`).
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Turns editing mode on or off; overrides update their views and call `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingStorage = editing
        _updateEditButtonItem()
    }

    /// Shows `vc` in a primary context. UIKit asks the controllers up the hierarchy
    /// (`targetViewController(forAction:sender:)`); without container controllers that
    /// override it, the default presents `vc` modally.
    open func show(_ vc: UIViewController, sender: Any?) {
        _show(vc, sender: sender, detail: false)
    }

    /// Shows `vc` in a secondary (detail) context; presented modally by default.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        _show(vc, sender: sender, detail: true)
    }

    /// The controller that handles `action`: this one or the first up the parent and
    /// presenting chain whose `canPerformAction(_:withSender:)` says so.
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        _targetViewController(forAction: action, sender: sender)
    }

    /// Called in the constraint pass for the root view (after its `updateConstraints()`).
    open func updateViewConstraints() {}

    // MARK: System UI preferences (no status bar or home indicator on Linux)

    /// Linux windows have no status bar: the preference is declared and never shown.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    /// UIKit: whether a controller presented modally but not full screen takes over the
    /// status bar appearance from the presenting one (false).
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Nothing to update without a status bar.
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// UIKit's defaults: every orientation on an iPad, all but upside down on an iPhone.
    /// Asked of the top view controller when the device rotates (UIKitTesting's
    /// `UIKitTestEnvironment.rotate(to:)`, `XCUIDevice.orientation`).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    open var shouldAutorotate: Bool { true }

    /// UIKit (deprecated in iOS 16): turns the interface to the device's orientation when the
    /// key window's top controller supports it (see `UIViewController+InterfaceOrientations.swift`).
    @available(iOS, introduced: 5.0, deprecated: 16.0, message: "Use setNeedsUpdateOfSupportedInterfaceOrientations instead")
    open class func attemptRotationToDeviceOrientation() { _attemptRotationToDeviceOrientation() }

    /// The orientation the screen has: landscape when it is wider than tall.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        let bounds = UIScreen.main.bounds
        return bounds.width > bounds.height ? .landscapeRight : .portrait
    }

    /// Called before the controller's view changes size for a reason outside the app (a
    /// rotation of the device), with the new size; add animations and completions to
    /// `coordinator` to run alongside the change.
    ///
    /// UIKit: the default implementation passes the call to the child view controllers (each
    /// with the same size) and to the presented view controller; an override that does not call
    /// `super` keeps them from hearing of the change.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children {
            child.viewWillTransition(to: size, with: coordinator)
        }
        if let presented = presentedViewController, presented.presentingViewController === self {
            // A custom presentation hears of it through its presentation controller.
            if let presentation = presented.presentationControllerStorage {
                presentation.viewWillTransition(to: size, with: coordinator)
            } else {
                presented.viewWillTransition(to: size, with: coordinator)
            }
        }
    }

    /// Called before the controller's trait collection changes for a reason outside the app (a
    /// rotation that changes the size classes), with the new traits, before
    /// `viewWillTransition(to:with:)`.
    ///
    /// UIKit: the default implementation passes the call to the child view controllers and to
    /// the presented controller (through its presentation controller); call `super`.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children {
            child.willTransition(to: newCollection, with: coordinator)
        }
        if let presented = presentedViewController, presented.presentingViewController === self {
            if let presentation = presented.presentationControllerStorage {
                presentation.willTransition(to: newCollection, with: coordinator)
            } else {
                presented.willTransition(to: newCollection, with: coordinator)
            }
        }
    }

    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    /// See `UIViewController+PointerLock.swift`.
    open var prefersPointerLocked: Bool { false }
    open var childViewControllerForPointerLock: UIViewController? { nil }
    open func setNeedsUpdateOfPrefersPointerLocked() { _setNeedsUpdateOfPrefersPointerLocked() }

    // MARK: Interface orientation lock (iOS 26; UIViewController+InterfaceOrientationLock.swift)

    /// Whether the controller prefers the scene's orientation locked while shown (false).
    open var prefersInterfaceOrientationLocked: Bool { false }
    /// A child whose preference is used instead (nil: this controller's).
    open var childViewControllerForInterfaceOrientationLock: UIViewController? { nil }
    /// Call when `prefersInterfaceOrientationLocked` (or the child) changes.
    open func setNeedsUpdateOfPrefersInterfaceOrientationLocked() { _setNeedsUpdateOfPrefersInterfaceOrientationLocked() }

    // MARK: Memory

    /// Called when the app receives a memory warning; free what can be rebuilt.
    open func didReceiveMemoryWarning() {}

    // MARK: Key commands

    var addedKeyCommands: [UIKeyCommand] = []

    /// UIKit: a controller presenting another whose `performsActionsWhilePresentingModally`
    /// is false is passed over in the search for an action's target.
    open override func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if presentedStorage != nil, !performsActionsWhilePresentingModally {
            return next?.target(forAction: action, withSender: sender)
        }
        return super.target(forAction: action, withSender: sender)
    }

    /// The actions under the controller's 3D Touch peek (iOS 9; deprecated in iOS 13):
    /// none by default. Linux has no 3D Touch, so no peek shows them.
    open var previewActionItems: [any UIPreviewActionItem] { [] }

    /// The key commands added with `addKeyCommand(_:)` (nil when there are none).
    open override var keyCommands: [UIKeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }

    open func addKeyCommand(_ keyCommand: UIKeyCommand) {
        guard !addedKeyCommands.contains(where: { $0 === keyCommand }) else { return }
        addedKeyCommands.append(keyCommand)
    }

    open func removeKeyCommand(_ keyCommand: UIKeyCommand) {
        addedKeyCommands.removeAll { $0 === keyCommand }
    }

    // MARK: Safe area and margins

    /// Insets added to the root view's safe area (for bars the controller draws itself).
    /// Changing them tells the views whose safe area changes (`safeAreaInsetsDidChange()`)
    /// and this controller (`viewSafeAreaInsetsDidChange()`).
    open var additionalSafeAreaInsets: UIEdgeInsets {
        get { additionalSafeAreaStorage }
        set {
            guard newValue != additionalSafeAreaStorage else { return }
            guard let view = viewStorage else {
                additionalSafeAreaStorage = newValue
                return
            }
            view.performSafeAreaChange { additionalSafeAreaStorage = newValue }
        }
    }

    /// The extent of the top bars over the root view, as a layout guide whose bottom is the
    /// top of the safe area. Reading it loads the view.
    @available(iOS, introduced: 7.0, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor")
    open var topLayoutGuide: any UILayoutSupport {
        if let guide = topLayoutGuideStorage, guide.owningView === view { return guide }
        let guide = ViewControllerLayoutSupportGuide(edge: .top, in: view)
        topLayoutGuideStorage = guide
        return guide
    }

    /// The extent of the bottom bars over the root view, as a layout guide whose top is the
    /// bottom of the safe area. Reading it loads the view.
    @available(iOS, introduced: 7.0, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor")
    open var bottomLayoutGuide: any UILayoutSupport {
        if let guide = bottomLayoutGuideStorage, guide.owningView === view { return guide }
        let guide = ViewControllerLayoutSupportGuide(edge: .bottom, in: view)
        bottomLayoutGuideStorage = guide
        return guide
    }

    /// Called when the root view's safe area changed.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called when the root view's layout margins changed.
    open func viewLayoutMarginsDidChange() {}

    /// The smallest margins the root view has: UIKit's 16 points on each side in a compact
    /// width, 20 in a regular one; none above and below.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Whether the root view's margins are at least `systemMinimumLayoutMargins` (true).
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { viewStorage?.setNeedsLayout() }
    }

    // MARK: Traits

    /// The controller's traits: its view's environment, with its own
    /// `overrideUserInterfaceStyle` or the style inherited from where its view is.
    open var traitCollection: UITraitCollection { _traitCollection }

    /// Called when the controller's traits changed (before its view hears of it).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Sends pending trait changes of the controller, its view and their subtree now.
    open func updateTraitsIfNeeded() { viewStorage?._updateTraitsIfNeeded() }

    // MARK: Properties update (iOS 26; UIViewController+UpdateProperties.swift)

    /// Configures the controller's content and styling. UIKit calls it with its view's
    /// properties update (before the view's first layout, then after
    /// `setNeedsUpdateProperties()`), tracking the `@Observable` properties read. The default
    /// does nothing.
    open func updateProperties() {}

    /// Asks for `updateProperties()` in the next update cycle (coalesced).
    open func setNeedsUpdateProperties() { _setNeedsUpdateProperties() }

    /// Runs the pending properties updates of the controller and its view's subtree now.
    open func updatePropertiesIfNeeded() { _updatePropertiesIfNeeded() }

    /// Forces light or dark appearance on the controller, its view and everything inside.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitOverridesStorage.contains(UITraitUserInterfaceStyle.self) ? traitOverridesStorage.userInterfaceStyle : .unspecified }
        set { _setOverrideUserInterfaceStyle(newValue) }
    }

    open var preferredContentSize: CGSize = .zero {
        didSet { if preferredContentSize != oldValue { _preferredContentSizeDidChange() } }
    }

    // MARK: UIContentContainer (declared here so subclasses can override them)

    /// UIKit: called when a child's `preferredContentSize` changes; does nothing by default.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// UIKit: a child fills its parent by default.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    // MARK: Content unavailable (iOS 17; see UIViewController+ContentUnavailable.swift)

    /// The state `updateContentUnavailableConfiguration(using:)` receives: the controller's
    /// traits and its search controller's text. Override to add custom states.
    open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        _contentUnavailableConfigurationState
    }

    /// Asks for `updateContentUnavailableConfiguration(using:)` before the root view's next layout.
    open func setNeedsUpdateContentUnavailableConfiguration() { _setNeedsUpdateContentUnavailableConfiguration() }

    /// Override to set `contentUnavailableConfiguration` for `state`; does nothing by default.
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}

    // MARK: The view

    /// The root view, loaded (`loadView()` then `viewDidLoad()`) on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return viewStorage
        }
        set { setView(newValue) }
    }

    open var viewIfLoaded: UIView? { viewStorage }

    open var isViewLoaded: Bool { viewStorage != nil }

    /// Creates the view. UIKit's default: the nib's view when the controller has a nib name
    /// (see `UIViewController+NibLoading.swift`), else a plain view the size of the main
    /// screen that resizes with its superview; a decoded controller's is the archived view.
    /// Override to create your own; do not call super.
    open func loadView() {
        if _installArchivedView() { return }
        if nibNameStorage != nil, _loadViewFromNib() { return }
        let view = UIView(frame: UIScreen.main.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.view = view
    }

    open func loadViewIfNeeded() {
        guard viewStorage == nil else { return }
        loadView()
        if viewStorage == nil {
            FrameworkLog.log("\(type(of: self)).loadView() did not set a view; using a plain view")
            setView(UIView(frame: UIScreen.main.bounds))
        }
        viewDidLoad()
    }

    open func viewDidLoad() {}

    // MARK: Appearance

    open func viewWillAppear(_ animated: Bool) {}
    open func viewIsAppearing(_ animated: Bool) {}

    // Declared here so that subclasses can override them (see the extension files).

    /// See `UIViewController+ChildTraitOverrides.swift`.
    @available(iOS, introduced: 8.0, deprecated: 17.0,
               message: "Use the traitOverrides property on the child view controller instead")
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        _setOverrideTraitCollection(collection, forChild: childViewController)
    }

    @available(iOS, introduced: 8.0, deprecated: 17.0,
               message: "Use the traitOverrides property on the child view controller instead")
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        _overrideTraitCollection(forChild: childViewController)
    }

    /// See `UIViewController+InterfaceOrientations.swift`.
    @available(iOS 16.0, *)
    open func setNeedsUpdateOfSupportedInterfaceOrientations() { _setNeedsUpdateOfSupportedInterfaceOrientations() }

    /// See `UIViewController+KeyboardDismissal.swift`.
    open var disablesAutomaticKeyboardDismissal: Bool { _disablesAutomaticKeyboardDismissal }
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// For custom containers that forward appearance themselves.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearanceTransitionAnimated = animated
        beginAppearanceTransitionIfNeeded(appearing: isAppearing, animated: animated)
    }

    open func endAppearanceTransition() {
        switch appearState {
        case .appearing: endAppearanceTransitionIfNeeded(appearing: true, animated: appearanceTransitionAnimated)
        case .disappearing: endAppearanceTransitionIfNeeded(appearing: false, animated: appearanceTransitionAnimated)
        default: break
        }
    }

    open var isBeingPresented: Bool { beingPresented }
    open var isBeingDismissed: Bool { beingDismissed }
    open var isMovingToParent: Bool { movingToParent }
    open var isMovingFromParent: Bool { movingFromParent }

    // MARK: Containment

    open var parent: UIViewController? { parentStorage }

    open var children: [UIViewController] { childList }

    /// UIKit: calls `child.willMove(toParent: self)` for you; call `didMove(toParent:)` after
    /// adding the child's view.
    open func addChild(_ childController: UIViewController) { _addChild(childController) }

    /// UIKit: calls `didMove(toParent: nil)` for you; call `willMove(toParent: nil)` before.
    open func removeFromParent() { _removeFromParent() }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// Swaps two children's views (see `UIViewController+ChildTransition.swift`): `toViewController`'s
    /// view goes into `fromViewController`'s superview, `animations` run over `duration` (a
    /// `UIView.transition(with:…)` of that superview when `options` name a transition), then
    /// `fromViewController`'s view leaves and `completion` runs. Both must be children of this
    /// controller (UIKit raises otherwise).
    open func transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                         duration: TimeInterval, options: UIView.AnimationOptions = [],
                         animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        _transition(from: fromViewController, to: toViewController, duration: duration, options: options,
                    animations: animations, completion: completion)
    }

    // MARK: Presentation

    /// UIKit: the controller this one or one of its ancestors presents (a child sees its
    /// container's presentation).
    open var presentedViewController: UIViewController? { presentedStorage ?? parentStorage?.presentedViewController }

    /// UIKit: the object that supplies a custom presentation's animators and presentation
    /// controller (held weakly).
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// The presentation controller managing this controller's presentation (nil when it is
    /// not presented through one).
    ///
    /// UIKit: read before the controller is presented, it makes the presentation controller its
    /// `modalPresentationStyle` calls for (a sheet's, a popover's); set the style first.
    open var presentationController: UIPresentationController? { _presentationControllerMakingIfNeeded() }
    open var presentingViewController: UIViewController? { presentingStorage ?? parentStorage?.presentingViewController }

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        _present(viewControllerToPresent, animated: flag, completion: completion)
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        _dismiss(animated: flag, completion: completion)
    }

    // MARK: Focus (UIFocusEnvironment; see UIViewController+Focus.swift)

    /// UIKit: the root view (focus then goes to its first focusable subview).
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { viewIfLoaded.map { [$0] } ?? [] }

    open var parentFocusEnvironment: (any UIFocusEnvironment)? { _parentFocusEnvironment }

    /// UIKit: the root view's container (the view itself).
    open var focusItemContainer: (any UIFocusItemContainer)? { viewIfLoaded?.focusItemContainer }

    open func setNeedsFocusUpdate() { _setNeedsFocusUpdate() }

    open func updateFocusIfNeeded() { viewIfLoaded?.window?.focusSystemIfMade?.updateFocusIfNeeded() }

    /// Whether the item focused before this controller presented another is focused again
    /// when that one is dismissed (UIViewController+Focus.swift). UIKit's default: true.
    open var restoresFocusAfterTransition = true

    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }

    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    // MARK: Responder chain

    /// UIKit: the presenting view controller for a presented one (not the views the
    /// presentation put its view in); otherwise its view's superview (the window for a
    /// window's root view controller); the parent while the view is not in a hierarchy.
    open override var next: UIResponder? {
        if let presenting = presentingStorage { return presenting }
        if let superview = viewStorage?.superviewStorage { return superview }
        // A full-screen presentation took the view out: the chain goes on where it was (a
        // root view controller's next responder stays the window).
        if let place = presentedStorage?.removedPresenterViewStorage, place.view === viewStorage { return place.superview }
        return parentStorage
    }
}

/// How a view controller is presented.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}
