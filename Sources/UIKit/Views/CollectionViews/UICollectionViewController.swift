import Foundation

/// A view controller whose view is a collection view (UIKit); it is the collection view's
/// data source and delegate when it adopts their protocols.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController {
    private let initialLayout: UICollectionViewLayout
    private var collectionViewStorage: UICollectionView?

    /// Creates the controller; its collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller from a nib (see `UINib`); its collection view uses a flow layout until
    /// one is set.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The controller's view (made on first use, as `view` is).
    open var collectionView: UICollectionView! {
        get {
            if collectionViewStorage == nil { loadViewIfNeeded() }
            return collectionViewStorage
        }
        set {
            if let gesture = movementGesture { gesture.view?.removeGestureRecognizer(gesture) }
            movementGesture = nil
            collectionViewStorage = newValue
            view = newValue
            updateMovementGesture()
        }
    }

    /// The layout the collection view uses.
    open var collectionViewLayout: UICollectionViewLayout { collectionView.collectionViewLayout }

    /// UIKit's default: true — the selection is cleared when the view appears again.
    open var clearsSelectionOnViewWillAppear = true

    /// Whether a navigation controller pushing this controller over another collection view
    /// controller should move the shown collection view to this controller's layout (set
    /// before the push). UIKit's default: false.
    // Ours: stored only — a push shows this controller's own collection view, as when false
    // (no layout-to-layout navigation transition).
    open var useLayoutToLayoutNavigationTransitions = false

    // The collection delegate and data source members the lists API diff added, open so that
    // subclasses `override` them as on iOS (UIKit imports every method of the adopted
    // protocols as a member of the controller); the defaults are the protocols'.

    open func collectionView(_ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
                             with context: any UISpringLoadedInteractionContext) -> Bool { true }

    open func collectionView(_ collectionView: UICollectionView,
                             targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    open func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool { false }

    open func collectionView(_ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
                             withSender sender: Any?) -> Bool { false }

    open func collectionView(_ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
                             withSender sender: Any?) {}

    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }

    /// Whether a long press on an item moves it (UIKit's default: true): the controller puts
    /// a long-press recognizer on its collection view that begins, updates, ends or cancels
    /// the collection view's interactive movement.
    open var installsStandardGestureForInteractiveMovement = true {
        didSet { updateMovementGesture() }
    }
    private var movementGesture: UILongPressGestureRecognizer?

    private func updateMovementGesture() {
        guard let collectionView = collectionViewStorage else { return }
        if installsStandardGestureForInteractiveMovement {
            guard movementGesture?.view !== collectionView else { return }
            movementGesture?.view?.removeGestureRecognizer(movementGesture!)
            let gesture = UILongPressGestureRecognizer()
            gesture.addAction { [weak self] recognizer in self?.handleMovementGesture(recognizer) }
            collectionView.addGestureRecognizer(gesture)
            movementGesture = gesture
        } else if let gesture = movementGesture {
            gesture.view?.removeGestureRecognizer(gesture)
            movementGesture = nil
        }
    }

    private func handleMovementGesture(_ recognizer: UIGestureRecognizer) {
        guard let collectionView = collectionViewStorage else { return }
        let location = recognizer.location(in: collectionView)
        switch recognizer.state {
        case .began:
            guard let indexPath = collectionView.indexPathForItem(at: location),
                  collectionView.beginInteractiveMovementForItem(at: indexPath) else { return }
            collectionView.updateMovement(finger: location, target: location)
        case .changed:
            collectionView.updateMovement(finger: location, target: location)
        case .ended:
            collectionView.endInteractiveMovement()
        case .cancelled, .failed:
            collectionView.cancelInteractiveMovement()
        default:
            break
        }
    }

    open override func loadView() {
        if nibName != nil, _loadViewFromNib() {
            // UIKit: the nib's view must be the collection view.
            guard let loaded = viewIfLoaded as? UICollectionView else {
                preconditionFailure("-[UICollectionViewController loadView] loaded the \"\(nibName ?? "")\" nib but didn't get a UICollectionView.")
            }
            collectionViewStorage = loaded
            if loaded.dataSource == nil, let source = self as? UICollectionViewDataSource { loaded.dataSource = source }
            if loaded.delegate == nil, let delegate = self as? UICollectionViewDelegate { loaded.delegate = delegate }
            updateMovementGesture()
            return
        }
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        collectionViewStorage = collectionView
        view = collectionView
        if let source = self as? UICollectionViewDataSource { collectionView.dataSource = source }
        if let delegate = self as? UICollectionViewDelegate { collectionView.delegate = delegate }
        collectionView.isEditing = isEditing
        updateMovementGesture()
    }

    /// The controller's editing state is passed to the collection view, as `UITableViewController`
    /// does for its table, so list cells show their editing accessories. Apple's documentation
    /// does not say that `UICollectionViewController` forwards it (`UICollectionView.isEditing`
    /// exists since iOS 14); not verified on a device.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionViewStorage?.isEditing = editing
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let collectionView = collectionViewStorage {
            for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
                collectionView.deselectItem(at: indexPath, animated: animated)
            }
        }
    }
}
