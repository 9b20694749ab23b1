import Foundation

// Drag and drop in a table view: setting a drag delegate makes rows draggable (a long press
// lifts a row), a drop delegate makes the table a drop target whose rows open a gap where the
// drop would insert. The table installs a `UIDragInteraction` and a `UIDropInteraction` for them.
extension UITableView {
    /// The drag and drop state, made when a delegate or the switch is first set.
    var dragDropController: TableDragDropController? { dragDropControllerStorage }

    private var ensuredDragDropController: TableDragDropController {
        if let controller = dragDropControllerStorage { return controller }
        let controller = TableDragDropController(tableView: self)
        dragDropControllerStorage = controller
        return controller
    }

    /// The source of the items a row drags; nil: rows do not drag.
    public var dragDelegate: (any UITableViewDragDelegate)? {
        get { dragDropControllerStorage?.dragDelegate }
        set {
            ensuredDragDropController.dragDelegate = newValue
            ensuredDragDropController.updateInteractions()
        }
    }

    /// The target of drops on the table; nil: the table takes no drop.
    public var dropDelegate: (any UITableViewDropDelegate)? {
        get { dragDropControllerStorage?.dropDelegate }
        set {
            ensuredDragDropController.dropDelegate = newValue
            ensuredDragDropController.updateInteractions()
        }
    }

    /// Whether rows can be dragged. UIKit: true on iPad, false on iPhone by default
    /// (`UIDragInteraction.isEnabledByDefault`; true here).
    public var dragInteractionEnabled: Bool {
        get { dragDropControllerStorage?.dragInteractionEnabled ?? UIDragInteraction.isEnabledByDefault }
        set {
            ensuredDragDropController.dragInteractionEnabled = newValue
            ensuredDragDropController.updateInteractions()
        }
    }

    /// Whether a drag that started from this table is in flight.
    public var hasActiveDrag: Bool { dragDropControllerStorage?.activeDrag != nil }

    /// Whether a drag is over this table as a drop target.
    public var hasActiveDrop: Bool { dragDropControllerStorage?.activeDrop != nil }

    /// The height a row without a known height gets in drop geometry.
    var rowHeightOrDefault: CGFloat { rowHeight > 0 ? rowHeight : UITableView.defaultRowHeight }
}
