import Foundation

/// A collection view's drag and drop: the interactions it installs for its delegates, and
/// what it shows while a drag is over it. A drag of one of its own items with an insert
/// proposal lifts that item as an interactive movement (hidden: the drag preview stands for
/// it), so the layout makes room where it would land, at the reordering cadence.
@MainActor
final class CollectionDragDropController: NSObject, UIDragInteractionDelegate, UIDropInteractionDelegate {
    unowned let collectionView: UICollectionView
    weak var dragDelegate: (any UICollectionViewDragDelegate)?
    weak var dropDelegate: (any UICollectionViewDropDelegate)?
    var dragInteractionEnabled = UIDragInteraction.isEnabledByDefault
    var reorderingCadence = UICollectionView.ReorderingCadence.immediate
    private(set) var dragInteraction: UIDragInteraction?
    private(set) var dropInteraction: UIDropInteraction?

    private(set) var activeDrag: DragSessionState?
    private var sourceItems: [ObjectIdentifier: IndexPath] = [:]
    /// The cells lifted by the drag in flight, told of its progress (`dragStateDidChange`).
    private var draggedCells: [UICollectionViewCell] = []
    private(set) var activeDrop: (any UIDropSession)?
    private(set) var destinationIndexPath: IndexPath?
    private(set) var proposal: UICollectionViewDropProposal?
    /// The movement this controller started (its item hidden), the highlighted item.
    private var ownsMovement = false
    var hidesMovingItem: Bool { ownsMovement }
    private var highlightedItem: IndexPath?
    /// A position waiting for the cadence's rest, and its timer.
    private var pendingPosition: CGPoint?
    private var cadenceTimer: UITimer?
    private var coordinator: CollectionDropCoordinator?

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
        super.init()
    }

    func updateInteractions() {
        if dragDelegate != nil, dragInteraction == nil {
            let interaction = UIDragInteraction(delegate: self)
            dragInteraction = interaction
            collectionView.addInteraction(interaction)
        } else if dragDelegate == nil, let interaction = dragInteraction {
            collectionView.removeInteraction(interaction)
            dragInteraction = nil
        }
        dragInteraction?.isEnabled = dragInteractionEnabled
        if dropDelegate != nil, dropInteraction == nil {
            let interaction = UIDropInteraction(delegate: self)
            dropInteraction = interaction
            collectionView.addInteraction(interaction)
        } else if dropDelegate == nil, let interaction = dropInteraction {
            collectionView.removeInteraction(interaction)
            dropInteraction = nil
        }
    }

    func sourceIndexPath(of item: UIDragItem) -> IndexPath? { sourceItems[ObjectIdentifier(item)] }

    // MARK: Drag source

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        guard collectionView.movement == nil, let dragDelegate,
              let path = collectionView._indexPathForItem(at: session.location(in: collectionView)) else { return [] }
        let items = dragDelegate.collectionView(collectionView, itemsForBeginning: session, at: path)
        for item in items { sourceItems[ObjectIdentifier(item)] = path }
        if !items.isEmpty { activeDrag = session as? DragSessionState }
        return items
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession,
                         withTouchAt point: CGPoint) -> [UIDragItem] {
        guard let dragDelegate, let path = collectionView._indexPathForItem(at: point) else { return [] }
        let items = dragDelegate.collectionView(collectionView, itemsForAddingTo: session, at: path, point: point)
        for item in items { sourceItems[ObjectIdentifier(item)] = path }
        return items
    }

    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: any UIDragSession) -> UITargetedDragPreview? {
        guard let path = sourceIndexPath(of: item), let cell = collectionView.visibleCellsByIndexPath[path], cell.window != nil else {
            return nil
        }
        let parameters = dragDelegate?.collectionView(collectionView, dragPreviewParametersForItemAt: path) ?? UIDragPreviewParameters()
        // The finger's highlight is not part of the lifted item (the lift cancels the touch).
        if cell.isHighlighted { cell.isHighlighted = false }
        if !draggedCells.contains(where: { $0 === cell }) { draggedCells.append(cell) }
        cell._setDragState(.lifting)
        return UITargetedDragPreview(view: cell, parameters: parameters)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
        for cell in draggedCells { cell._setDragState(.dragging) }
        dragDelegate?.collectionView(collectionView, dragSessionWillBegin: session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool {
        dragDelegate?.collectionView(collectionView, dragSessionAllowsMoveOperation: session) ?? true
    }

    func dragInteraction(_ interaction: UIDragInteraction,
                         sessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool {
        dragDelegate?.collectionView(collectionView, dragSessionIsRestrictedToDraggingApplication: session) ?? false
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation) {
        for cell in draggedCells { cell._setDragState(.none) }
        draggedCells = []
        activeDrag = nil
        sourceItems = [:]
        dragDelegate?.collectionView(collectionView, dragSessionDidEnd: session)
    }

    // MARK: Drop target

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        dropDelegate?.collectionView(collectionView, canHandle: session) ?? false
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        activeDrop = session
        dropDelegate?.collectionView(collectionView, dropSessionDidEnter: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        activeDrop = session
        let point = session.location(in: collectionView)
        let moving = movingItem(for: session)
        let candidate = moving.map { proposedMove(of: $0, to: point) } ?? insertionIndexPath(at: point)
        let answer = dropDelegate?.collectionView(collectionView, dropSessionDidUpdate: session, withDestinationIndexPath: candidate)
            ?? UICollectionViewDropProposal(operation: .cancel)
        proposal = answer
        let dropping = answer.operation == .copy || answer.operation == .move
        switch answer.intent {
        case .insertAtDestinationIndexPath where dropping:
            highlight(nil)
            if let moving {
                follow(moving, to: point)
                destinationIndexPath = collectionView.movement?.current ?? candidate
            } else {
                destinationIndexPath = candidate
            }
        case .insertIntoDestinationIndexPath where dropping:
            endMovement()
            destinationIndexPath = collectionView._indexPathForItem(at: point)
            highlight(destinationIndexPath)
        default:
            endMovement()
            highlight(nil)
            destinationIndexPath = answer.intent == .unspecified ? candidate : nil
        }
        return answer
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        endMovement()
        highlight(nil)
        activeDrop = nil
        dropDelegate?.collectionView(collectionView, dropSessionDidExit: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        guard let dropSession = session as? DropSessionState, let dropDelegate else { return }
        let fromHere = (session.localDragSession as? DragSessionState) === activeDrag
        let items: [any UICollectionViewDropItem] = session.items.map { item in
            let source = fromHere ? sourceIndexPath(of: item) : nil
            let size = source.flatMap { collectionView.layoutAttributesForItem(at: $0)?.size } ?? .zero
            return CollectionDropItem(dragItem: item, sourceIndexPath: source, previewSize: size)
        }
        // The content may have scrolled under the still touch since the last update.
        if ownsMovement, let current = collectionView.movement?.current { destinationIndexPath = current }
        let coordinator = CollectionDropCoordinator(items: items, destinationIndexPath: destinationIndexPath,
                                                    proposal: proposal ?? UICollectionViewDropProposal(operation: .cancel),
                                                    session: dropSession)
        coordinator.collectionView = collectionView
        self.coordinator = coordinator
        // The moved item goes back to its place in the data source's order: the app's updates
        // move it from there.
        endMovement()
        highlight(nil)
        dropDelegate.collectionView(collectionView, performDropWith: coordinator)
    }

    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        guard var destination = coordinator?.destinations[ObjectIdentifier(item)] else { return defaultPreview }
        let placeholder = coordinator?.placeholders[ObjectIdentifier(item)]
        if let placeholder {
            guard placeholder.isActive else { return defaultPreview }
            destination = .element(placeholder.indexPath)
        }
        collectionView.layoutIfNeeded()
        var element: IndexPath?
        let target: UIDragPreviewTarget
        switch destination {
        case .element(let path):
            let center = collectionView.layoutAttributesForItem(at: path)?.center ?? center(of: defaultPreview)
            target = UIDragPreviewTarget(container: collectionView, center: center)
            element = path
        case .rect(let rect, let path):
            let frame = collectionView.layoutAttributesForItem(at: path)?.frame ?? .zero
            target = UIDragPreviewTarget(container: collectionView, center: CGPoint(x: frame.minX + rect.midX, y: frame.minY + rect.midY))
        case .target(let given):
            target = given
        }
        if let element, let cell = collectionView.visibleCellsByIndexPath[element] {
            cell.alpha = 0
            (activeDrop as? DropSessionState)?.dropAnimator(for: item).addCompletion { _ in cell.alpha = 1 }
        }
        // UIKit: a placeholder's cell gives its parameters through the placeholder's provider.
        let parameters: UIDragPreviewParameters?
        if let placeholder, let element, let cell = collectionView.visibleCellsByIndexPath[element] {
            parameters = placeholder.placeholder.previewParametersProvider?(cell)
        } else {
            parameters = element.flatMap { dropDelegate?.collectionView(collectionView, dropPreviewParametersForItemAt: $0) }
        }
        guard let parameters else { return defaultPreview.retargetedPreview(with: target) }
        return UITargetedDragPreview(view: defaultPreview.view, parameters: parameters, target: target)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        endMovement()
        highlight(nil)
        activeDrop = nil
        coordinator = nil
        dropDelegate?.collectionView(collectionView, dropSessionDidEnd: session)
    }

    // MARK: Geometry

    private func center(of preview: UITargetedDragPreview) -> CGPoint {
        collectionView.convert(preview.target.center, from: preview.target.container)
    }

    /// The item of this collection view a one-item drag from it moves.
    private func movingItem(for session: any UIDropSession) -> IndexPath? {
        guard let local = session.localDragSession as? DragSessionState, local === activeDrag,
              session.items.count == 1, let item = session.items.first else { return nil }
        return sourceIndexPath(of: item)
    }

    /// Where the moving item would go: the layout's target for the position (UIKit asks the
    /// layout, as for an interactive movement).
    private func proposedMove(of source: IndexPath, to point: CGPoint) -> IndexPath {
        let current = collectionView.movement?.current ?? source
        let proposed = collectionView.layoutStorage.targetIndexPath(forInteractivelyMovingItem: current,
                                                                   withPosition: collectionView.flippedForLayout(point))
        return collectionView.isValid(proposed) ? proposed : current
    }

    /// Where items from elsewhere would be inserted: at the item under the touch (before it);
    /// after the last item below the items; nil over other empty space.
    private func insertionIndexPath(at point: CGPoint) -> IndexPath? {
        if let path = collectionView._indexPathForItem(at: point) { return path }
        let counts = collectionView.loadedItemCounts
        guard let last = counts.indices.last else { return nil }
        if counts[last] == 0 { return IndexPath(item: 0, section: last) }
        let lastFrame = collectionView.layoutAttributesForItem(at: IndexPath(item: counts[last] - 1, section: last))?.frame ?? .zero
        return (point.y > lastFrame.minY && point.x > lastFrame.minX) || point.y > lastFrame.maxY
            ? IndexPath(item: counts[last], section: last) : nil
    }

    // MARK: Visuals

    /// Starts (hidden) or moves the movement of the dragged item, at the reordering cadence.
    private func follow(_ source: IndexPath, to point: CGPoint) {
        if !ownsMovement {
            guard collectionView.movement == nil else { return }
            ownsMovement = true
            guard collectionView.startMovement(at: source) else { return ownsMovement = false }
        }
        let delay = reorderingCadence.delay
        // The movement's own autoscroll runs while the touch is held near an edge.
        guard delay > 0 else { return collectionView.updateMovement(finger: point, target: point) }
        // UIKit: with a slower cadence the items make room once the touch rests.
        pendingPosition = point
        cadenceTimer?.invalidate()
        cadenceTimer = UITimer.scheduledTimer(withTimeInterval: delay, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self, self.ownsMovement, let position = self.pendingPosition else { return }
                self.pendingPosition = nil
                self.collectionView.updateMovement(finger: position, target: position)
                if let current = self.collectionView.movement?.current { self.destinationIndexPath = current }
            }
        }
    }

    private func endMovement() {
        cadenceTimer?.invalidate()
        cadenceTimer = nil
        pendingPosition = nil
        if ownsMovement {
            ownsMovement = false
            collectionView._cancelInteractiveMovement()
        }
    }

    private func highlight(_ item: IndexPath?) {
        guard item != highlightedItem else { return }
        if let old = highlightedItem { collectionView.visibleCellsByIndexPath[old]?.isHighlighted = false }
        if let item { collectionView.visibleCellsByIndexPath[item]?.isHighlighted = true }
        highlightedItem = item
    }
}
