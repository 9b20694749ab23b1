/// The share sheet: lists Copy (when an item can be copied) and the app's activities that
/// can act on the items; picking one runs it, then the completion handler. On an iPad it is
/// a popover (anchor it with `popoverPresentationController`), elsewhere a sheet.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void
    public typealias CompletionHandler = (UIActivity.ActivityType?, Bool) -> Void

    let activityItems: [Any]
    let applicationActivities: [UIActivity]
    private var explicitPresentationStyle: UIModalPresentationStyle?
    /// The activity running (between the pick and `activityDidFinish(_:)`).
    private(set) var runningActivity: UIActivity?
    private var runningActivityPresenter: UIViewController?

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = []
        super.init(coder: coder)
    }

    /// Runs after an activity finishes or the sheet is closed: the activity's type (nil when
    /// closed), whether it completed, the items an extension returned (nil here) and its error.
    open var completionWithItemsHandler: UIActivityViewController.CompletionWithItemsHandler?

    @available(iOS, deprecated: 8.0, message: "Use completionWithItemsHandler")
    open var completionHandler: UIActivityViewController.CompletionHandler?

    /// System activities to leave out (Copy is `.copyToPasteboard`); app activities with one
    /// of these types are left out too.
    open var excludedActivityTypes: [UIActivity.ActivityType]? {
        didSet { (viewIfLoaded as? ActivitySheetView)?.reload() }
    }

    /// UIKit (iOS 18): whether the sheet may show one activity prominently. Stored only.
    open var allowsProminentActivity: Bool = true

    /// UIKit: on an iPad the share sheet is a popover (it then needs a source view or bar
    /// button item: UIKit's exception otherwise); elsewhere a sheet.
    open override var modalPresentationStyle: UIModalPresentationStyle {
        get {
            if let explicitPresentationStyle { return explicitPresentationStyle }
            return UIScreen.main.traitCollection.userInterfaceIdiom == .pad ? .popover : .automatic
        }
        set { explicitPresentationStyle = newValue }
    }

    /// Assumed: the popover is 375 points wide and as tall as its rows.
    static let popoverWidth: CGFloat = 375

    open override var preferredContentSize: CGSize {
        get {
            guard modalPresentationStyle == .popover else { return super.preferredContentSize }
            let rows = CGFloat(availableActivities.count)
            return CGSize(width: Self.popoverWidth,
                          height: ActivitySheetView.headerHeight + rows * ActivitySheetView.rowHeight + ActivitySheetView.bottomInset)
        }
        set { super.preferredContentSize = newValue }
    }

    open override func loadView() {
        view = ActivitySheetView(controller: self)
    }

    // MARK: Activities

    /// What the sheet lists, in order: the app's share activities, Copy, then the app's
    /// actions (UIKit lists the system's actions before the app's). Each one that is not
    /// excluded and can act on the items' placeholders.
    var availableActivities: [UIActivity] {
        let excluded = Set(excludedActivityTypes ?? [])
        let placeholders = placeholderItems
        let share = applicationActivities.filter { type(of: $0).activityCategory == .share }
        let actions = applicationActivities.filter { type(of: $0).activityCategory == .action }
        return (share + [builtInCopy] + actions).filter { activity in
            if let type = activity.activityType, excluded.contains(type) { return false }
            return activity.canPerform(withActivityItems: placeholders)
        }
    }

    private lazy var builtInCopy = CopyActivity()

    /// The items as activities are asked about them: an item source's placeholder.
    var placeholderItems: [Any] {
        activityItems.map { item in
            (item as? any UIActivityItemSource)?.activityViewControllerPlaceholderItem(self) ?? item
        }
    }

    /// The items for a chosen activity: an item source's item for it (nil ones left out).
    func items(for activityType: UIActivity.ActivityType?) -> [Any] {
        activityItems.compactMap { item in
            guard let source = item as? any UIActivityItemSource else { return item }
            return source.activityViewController(self, itemForActivityType: activityType)
        }
    }

    /// The user picked an activity. UIKit: the share sheet goes away, then the activity is
    /// prepared and either its view controller is presented or it performs.
    func _choose(_ activity: UIActivity) {
        guard runningActivity == nil else { return }
        runningActivity = activity
        activity.hostController = self
        let presenter = presentingViewController
        runningActivityPresenter = presenter
        let items = items(for: activity.activityType)
        let run = { [weak self] in
            guard self != nil else { return }
            activity.prepare(withActivityItems: items)
            if let controller = activity.activityViewController, let presenter {
                presenter.present(controller, animated: true)
            } else {
                activity.perform()
            }
        }
        if let presenter {
            presenter.dismiss(animated: true) { run() }
        } else {
            run()
        }
    }

    /// The sheet's close button: UIKit reports no activity, not completed.
    func _close() {
        guard runningActivity == nil else { return }
        let handler = completionWithItemsHandler
        let legacy = completionHandler
        if let presenter = presentingViewController {
            presenter.dismiss(animated: true) {
                handler?(nil, false, nil, nil)
                legacy?(nil, false)
            }
        } else {
            handler?(nil, false, nil, nil)
            legacy?(nil, false)
        }
    }

    func _activity(_ activity: UIActivity, didFinish completed: Bool) {
        guard runningActivity === activity else { return }
        runningActivity = nil
        let presenter = runningActivityPresenter
        runningActivityPresenter = nil
        let finish = { [weak self] in
            guard let self else { return }
            self.completionWithItemsHandler?(activity.activityType, completed, nil, nil)
            self.completionHandler?(activity.activityType, completed)
        }
        // UIKit: the activity's own view controller is dismissed before the handler runs.
        if let controller = activity.activityViewController, controller.presentingViewController != nil,
           let presenter {
            presenter.dismiss(animated: true) { finish() }
        } else {
            finish()
        }
    }
}
