import Foundation

extension UITableView {
    /// Posted (object: the table view, no `userInfo`) when the user changes the selection.
    // UIKit: `selectRow(at:animated:scrollPosition:)` and `deselectRow(at:animated:)` post
    // nothing, as they tell the delegate nothing; a tap that selects or deselects does.
    nonisolated public static let selectionDidChangeNotification = NSNotification.Name("UITableViewSelectionDidChangeNotification")

    func postSelectionDidChange() {
        NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: self)
    }
}
