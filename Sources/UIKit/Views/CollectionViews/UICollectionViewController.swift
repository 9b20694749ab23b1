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
            collectionViewStorage = newValue
            view = newValue
        }
    }

    /// The layout the collection view uses.
    open var collectionViewLayout: UICollectionViewLayout { collectionView.collectionViewLayout }

    /// UIKit's default: true — the selection is cleared when the view appears again.
    open var clearsSelectionOnViewWillAppear = true

    /// Whether a long press reorders items. UIKit's default: true. Stored (interactive
    /// movement is not implemented yet).
    open var installsStandardGestureForInteractiveMovement = true

    open override func loadView() {
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        collectionViewStorage = collectionView
        view = collectionView
        if let source = self as? UICollectionViewDataSource { collectionView.dataSource = source }
        if let delegate = self as? UICollectionViewDelegate { collectionView.delegate = delegate }
        collectionView.isEditing = isEditing
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
