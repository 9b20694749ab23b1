import Foundation

extension UITableView {
    /// How inserted, deleted and reloaded rows appear or leave during a batch update (UIKit's
    /// raw values), while they fade: `.left`, `.right`, `.top` and `.bottom` slide the row in
    /// from or out to that side (by its width or height), `.middle` grows it from or shrinks it
    /// to the line across its middle, `.fade` only fades, `.none` shows the change at once (the
    /// other rows still slide to their new places, as in UIKit). `.automatic` lets the table
    /// choose by the row's place: from or to the bottom at the start of a section, the top at its
    /// end, a fade elsewhere (see `TableBatchUpdate.resolved`).
    public enum RowAnimation: Int, Sendable {
        case fade = 0
        case right = 1
        case left = 2
        case top = 3
        case bottom = 4
        case none = 5
        case middle = 6
        case automatic = 100
    }
}
