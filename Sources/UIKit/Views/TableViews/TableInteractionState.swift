import Foundation
import QuartzCore

/// A table's touch interactions beyond selection: the row whose swipe actions are open (or
/// being dragged), and the row being reordered.
@MainActor
struct TableInteractionState {
    /// The swiped row, its configuration's edge and whether the actions rest fully open.
    var swipedRow: IndexPath?
    var swipeIsTrailing = true
    var swipeOffset: CGFloat = 0
    /// The offset the current swipe drag started from (minus its first translation).
    var swipeStartOffset: CGFloat = 0
    var swipeConfiguration: UISwipeActionsConfiguration?
    /// The swipe shows the delete confirmation of editing mode (not swipe actions).
    var swipeIsDeleteConfirmation = false
    /// Recognizers, made on first use.
    var swipePan: UIPanGestureRecognizer?
    var reorderPan: UIPanGestureRecognizer?
    /// Reordering: the row's place before the drag, the dragged cell, the cell's top less the
    /// finger's y, the finger's y in the visible area, and the autoscroll's frame clock.
    var reorderSource: IndexPath?
    var reorderCell: UITableViewCell?
    var reorderGrabOffset: CGFloat = 0
    var reorderFingerY: CGFloat = 0
    var reorderLink: CADisplayLink?
    /// The flat row the dragged row would land on (the gap the other rows show).
    var reorderGap: Int?
    /// The two-finger selecting pan, the row it started on, the rows it selected (in order),
    /// and the delegate's answer for the touch that started it.
    var multiSelectPan: TableRowPanGestureRecognizer?
    var multiSelectAnchor: IndexPath?
    var multiSelectAdded: [IndexPath] = []
    var multiSelectAnswer: (start: CGPoint, allowed: Bool)?
    /// The fingers' place in the visible area and the display link scrolling at the edges.
    var multiSelectViewportFinger = CGPoint.zero
    var multiSelectLink: CADisplayLink?
}
