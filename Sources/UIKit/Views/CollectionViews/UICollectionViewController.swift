import Foundation

/// A view controller whose view is a collection view (UIKit); it is the collection view's
/// data source and delegate, and subclasses override the protocols' methods.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
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
            if loaded.dataSource == nil { loaded.dataSource = self }
            if loaded.delegate == nil { loaded.delegate = self }
            updateMovementGesture()
            return
        }
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        collectionViewStorage = collectionView
        view = collectionView
        collectionView.dataSource = self
        collectionView.delegate = self
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

    // MARK: Data source and delegate (override)

    // UIKit imports every method of the adopted protocols (UIScrollViewDelegate's too) as a
    // member of the controller, so that subclasses `override` them; the defaults are the
    // protocols'.

    /// UIKit's controller answers no items until a subclass says otherwise.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        preconditionFailure("UICollectionViewController: \(type(of: self)) reports items but does not override collectionView(_:cellForItemAt:)")
    }

    open func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                        newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }

    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }

    open func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { true }

    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}

    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}

    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }

    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }

    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}

    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}

    open func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
        !collectionView.isEditing
    }

    open func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}

    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}

    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath) {}

    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}

    open func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath) {}

    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }

    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        self.collectionView(collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath, toProposedIndexPath: proposedIndexPath)
    }

    open func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }

    open func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { true }

    open func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}

    open func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        preconditionFailure("UICollectionView.dataSource: the data source \(type(of: self)) does not implement collectionView(_:viewForSupplementaryElementOfKind:at:), but the layout asked for a supplementary view of kind \(kind) at \(indexPath)")
    }

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> UIContextMenuConfiguration? {
        guard indexPaths.count == 1 else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
    }

    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? { nil }

    open func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                        highlightPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
        self.collectionView(collectionView, previewForHighlightingContextMenuWithConfiguration: configuration)
    }

    open func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                        dismissalPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
        self.collectionView(collectionView, previewForDismissingContextMenuWithConfiguration: configuration)
    }

    open func collectionView(_ collectionView: UICollectionView,
                        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }

    open func collectionView(_ collectionView: UICollectionView,
                        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }

    open func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                        animator: any UIContextMenuInteractionCommitAnimating) {}

    open func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?) {}

    open func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?) {}

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {}

    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}

    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }

    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}

    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}

    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}

    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }

    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}

    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}

    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}

    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}

    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}

    open func collectionView(_ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext) -> Bool {
        true
    }

    open func collectionView(_ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
                        with coordinator: UIFocusAnimationCoordinator) {}

    open func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? { nil }

    open func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool {
        collectionView.selectionFollowsFocus
    }
}
