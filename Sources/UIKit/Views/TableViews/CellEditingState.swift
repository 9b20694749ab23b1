import Foundation

/// A cell's editing look, as its table decided it for the row, and the row's swipe.
@MainActor
struct CellEditingState {
    var isEditing = false
    var style: UITableViewCell.EditingStyle = .none
    /// Multiple selection while editing: a selection circle replaces the editing control.
    var showsSelectionControl = false
    /// The table lets the content move over for the editing control.
    var indents = true
    /// The data source allows moving the row.
    var canMove = false
    var showsDeleteConfirmation = false
    /// How far the content is swiped: negative reveals trailing actions, positive leading ones.
    var swipeOffset: CGFloat = 0
    /// The cell's `indentationLevel` came from the delegate's `indentationLevelForRowAt`.
    var indentationFromDelegate = false
    weak var table: UITableView?
    var editingControl: TableEditingControl?
    var reorderControl: TableReorderControl?
    var swipeActionsView: TableSwipeActionsView?
}
