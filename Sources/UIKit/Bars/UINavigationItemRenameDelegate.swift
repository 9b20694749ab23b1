import Foundation

/// Answers the navigation bar's rename action for an item (UIKit, iOS 16).
///
/// OpenUIKit's bar has no rename field: the delegate is kept on the item and not called.
@preconcurrency @MainActor
public protocol UINavigationItemRenameDelegate: NSObjectProtocol {
    /// Renaming ended; the item's title is already `title`.
    func navigationItem(_ navigationItem: UINavigationItem, didEndRenamingWith title: String)
    func navigationItemShouldBeginRenaming(_ navigationItem: UINavigationItem) -> Bool
    func navigationItem(_ navigationItem: UINavigationItem, willBeginRenamingWith suggestedTitle: String,
                        selectedRange: Range<String.Index>) -> (String, Range<String.Index>)
    func navigationItem(_ navigationItem: UINavigationItem, shouldEndRenamingWith title: String) -> Bool
}

extension UINavigationItemRenameDelegate {
    public func navigationItemShouldBeginRenaming(_ navigationItem: UINavigationItem) -> Bool { true }

    public func navigationItem(_ navigationItem: UINavigationItem, willBeginRenamingWith suggestedTitle: String,
                               selectedRange: Range<String.Index>) -> (String, Range<String.Index>) {
        (suggestedTitle, selectedRange)
    }

    public func navigationItem(_ navigationItem: UINavigationItem, shouldEndRenamingWith title: String) -> Bool { true }
}
