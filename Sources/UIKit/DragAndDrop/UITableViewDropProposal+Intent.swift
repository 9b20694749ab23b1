import Foundation

extension UITableViewDropProposal {
    /// How a drop would join a table's rows.
    public enum Intent: Int, Sendable {
        /// The table shows nothing particular; the coordinator has the row under the touch.
        case unspecified = 0
        /// Inserted as new rows at the destination: the rows open a gap there.
        case insertAtDestinationIndexPath = 1
        /// Into the row at the destination (it highlights).
        case insertIntoDestinationIndexPath = 2
        /// Into the row when the touch is over its middle, else between rows.
        case automatic = 3
    }
}
