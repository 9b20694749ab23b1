import Foundation

/// How a swiped row moves and where it comes to rest, shared by table rows and list cells in
/// a collection view's list sections (UIKit gives both the same swipe behaviour).
@MainActor
enum RowSwipe {
    /// How far across the row a swipe must be released to perform the first action (ours:
    /// UIKit does not document its threshold).
    static let fullSwipeFraction: CGFloat = 0.6

    enum Ending: Equatable {
        case performFirstAction, open, close
    }

    /// The row follows the finger only towards the edge whose actions show (`revealsRight`: a
    /// negative offset, the row moving left), at most the row's width.
    static func clampedOffset(_ offset: CGFloat, revealsRight: Bool, rowWidth: CGFloat) -> CGFloat {
        let limit = max(0, rowWidth)
        return revealsRight ? min(0, max(-limit, offset)) : max(0, min(limit, offset))
    }

    /// Released far enough for a full swipe, the first action runs (when the configuration
    /// allows it); past half the buttons' width, the row stays open; otherwise it closes.
    static func ending(offset: CGFloat, rowWidth: CGFloat, configuration: UISwipeActionsConfiguration) -> Ending {
        let distance = abs(offset)
        if configuration.performsFirstActionWithFullSwipe, distance >= rowWidth * fullSwipeFraction {
            return .performFirstAction
        }
        return distance >= TableSwipeActionsView.openWidth(for: configuration.actions.count) / 2 ? .open : .close
    }

    /// The offset of an open row: the buttons at their own width.
    static func openOffset(revealsRight: Bool, actionCount: Int) -> CGFloat {
        let width = TableSwipeActionsView.openWidth(for: actionCount)
        return revealsRight ? -width : width
    }
}
