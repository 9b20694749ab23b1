import Foundation

extension UITableView {
    /// How inserted, deleted and reloaded rows appear or leave during a batch update (UIKit's
    /// raw values). Here `.fade`, `.top`, `.bottom`, `.middle` and `.automatic` cross-fade,
    /// `.left` and `.right` slide the row in from or out to that side, `.none` shows the change
    /// at once (the other rows still slide to their new places, as in UIKit).
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
