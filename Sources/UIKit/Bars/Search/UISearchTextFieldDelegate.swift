import Foundation

/// The delegate of a search text field (UIKit, iOS 13): a text field delegate that also
/// provides the data copied for a token and hears which search suggestion the user picked.
@preconcurrency @MainActor
public protocol UISearchTextFieldDelegate: UITextFieldDelegate {
    /// The provider put on the pasteboard when the user copies `token` (asked while
    /// `allowsCopyingTokens`).
    func searchTextField(_ searchTextField: UISearchTextField, itemProviderForCopying token: UISearchToken) -> NSItemProvider
    /// The user picked `suggestion` from the list under the field (iOS 16).
    func searchTextField(_ searchTextField: UISearchTextField, didSelect suggestion: any UISearchSuggestion)
}

extension UISearchTextFieldDelegate {
    /// UIKit: without this method a copied token gives the pasteboard nothing; ours: an empty
    /// provider stands for that, and a copy then carries the selected text alone.
    public func searchTextField(_ searchTextField: UISearchTextField, itemProviderForCopying token: UISearchToken) -> NSItemProvider {
        NSItemProvider()
    }

    public func searchTextField(_ searchTextField: UISearchTextField, didSelect suggestion: any UISearchSuggestion) {}
}
