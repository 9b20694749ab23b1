import Foundation

// Drag and drop in a collection view: a drag delegate makes items draggable (a long press
// lifts one), a drop delegate makes the collection view a drop target. The collection view
// installs a `UIDragInteraction` and a `UIDropInteraction` for them.
extension UICollectionView {
    var dragDropController: CollectionDragDropController? { dragDropControllerStorage }

    private var ensuredDragDropController: CollectionDragDropController {
        if let controller = dragDropControllerStorage { return controller }
        let controller = CollectionDragDropController(collectionView: self)
        dragDropControllerStorage = controller
        return controller
    }

    /// The source of the items an item drags; nil: items do not drag.
    public var dragDelegate: (any UICollectionViewDragDelegate)? {
        get { dragDropControllerStorage?.dragDelegate }
        set {
            ensuredDragDropController.dragDelegate = newValue
            ensuredDragDropController.updateInteractions()
        }
    }

    /// The target of drops on the collection view; nil: it takes no drop.
    public var dropDelegate: (any UICollectionViewDropDelegate)? {
        get { dragDropControllerStorage?.dropDelegate }
        set {
            ensuredDragDropController.dropDelegate = newValue
            ensuredDragDropController.updateInteractions()
        }
    }

    /// Whether items can be dragged. UIKit: true on iPad, false on iPhone by default
    /// (`UIDragInteraction.isEnabledByDefault`; true here).
    public var dragInteractionEnabled: Bool {
        get { dragDropControllerStorage?.dragInteractionEnabled ?? UIDragInteraction.isEnabledByDefault }
        set {
            ensuredDragDropController.dragInteractionEnabled = newValue
            ensuredDragDropController.updateInteractions()
        }
    }

    /// How quickly items make room for a dragged item. Default `.immediate`.
    public var reorderingCadence: ReorderingCadence {
        get { dragDropControllerStorage?.reorderingCadence ?? .immediate }
        set { ensuredDragDropController.reorderingCadence = newValue }
    }

    /// Whether a drag that started from this collection view is in flight.
    public var hasActiveDrag: Bool { dragDropControllerStorage?.activeDrag != nil }

    /// Whether a drag is over this collection view as a drop target.
    public var hasActiveDrop: Bool { dragDropControllerStorage?.activeDrop != nil }
}
