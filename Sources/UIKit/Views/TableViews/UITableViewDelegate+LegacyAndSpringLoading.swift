import Foundation

// Defaults of the delegate's spring-loading, iOS 16 context-menu preview, row-action and
// edit-menu members (requirements in UITableViewDelegate.swift).
extension UITableViewDelegate {
    /// Default: true — a spring-loaded table activates any row a drag rests on.
    public func tableView(_ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
                          with context: any UISpringLoadedInteractionContext) -> Bool { true }

    /// Default: the iOS 13 `previewForHighlightingContextMenuWithConfiguration` answer.
    public func tableView(_ tableView: UITableView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                          highlightPreviewForRowAt indexPath: IndexPath) -> UITargetedPreview? {
        self.tableView(tableView, previewForHighlightingContextMenuWithConfiguration: configuration)
    }

    /// Default: the iOS 13 `previewForDismissingContextMenuWithConfiguration` answer.
    public func tableView(_ tableView: UITableView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                          dismissalPreviewForRowAt indexPath: IndexPath) -> UITargetedPreview? {
        self.tableView(tableView, previewForDismissingContextMenuWithConfiguration: configuration)
    }

    /// Default: nil (the trailing swipe shows UIKit's "Delete" for deletable rows).
    public func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? { nil }

    /// Default: false.
    public func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { false }

    /// Default: false.
    public func tableView(_ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
                          withSender sender: Any?) -> Bool { false }

    public func tableView(_ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath,
                          withSender sender: Any?) {}
}
