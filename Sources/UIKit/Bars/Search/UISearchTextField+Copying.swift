import Foundation

/// Copying and cutting selected tokens: each token's item provider comes from the delegate
/// (`searchTextField(_:itemProviderForCopying:)`), the selected text's after them.
extension UISearchTextField {
    var searchDelegate: (any UISearchTextFieldDelegate)? { delegate as? any UISearchTextFieldDelegate }

    /// The selected tokens' providers, asked of the delegate (none while copying tokens is
    /// not allowed, or from a delegate without the method).
    func tokenProvidersForCopying() -> [NSItemProvider] {
        guard editingFlag, allowsCopyingTokens, let selected = selectedTokenIndices, let searchDelegate else { return [] }
        return selected.clamped(to: 0..<tokensStorage.count).map {
            searchDelegate.searchTextField(self, itemProviderForCopying: tokensStorage[$0])
        }.filter { !$0.registeredTypeIdentifiers.isEmpty }
    }

    /// UIKit: Copy is enabled for selected text (tokens or not) and for selected tokens the
    /// delegate can copy; Cut also needs `allowsDeletingTokens` for the tokens. Nil: not a
    /// token question (the field answers as any text field).
    func tokenEditActionAnswer(_ action: Selector) -> Bool? {
        guard editingFlag, selectedTokenIndices != nil, buffer.selection.length == 0 else { return nil }
        switch action.name {
        case "copy:":
            return !tokenProvidersForCopying().isEmpty
        case "cut:":
            return allowsDeletingTokens && !tokenProvidersForCopying().isEmpty
        default:
            return nil
        }
    }

    /// Puts the selected tokens (and the selected text) on the general pasteboard as item
    /// providers; false when no token is copied (the text alone is copied as usual).
    func copySelectedTokens() -> Bool {
        var providers = tokenProvidersForCopying()
        guard !providers.isEmpty else { return false }
        let selection = buffer.selection
        if selection.length > 0, !isSecureTextEntry {
            providers.append(NSItemProvider(object: buffer.substring(selection) as NSString))
        }
        UIPasteboard.general.setItemProviders(providers, localOnly: false, expirationDate: nil)
        return true
    }

    /// Copies the selected tokens and text, then removes them (the tokens only while
    /// `allowsDeletingTokens`); false when no token is copied.
    func cutSelectedTokens() -> Bool {
        guard isEnabled, let selected = selectedTokenIndices, copySelectedTokens() else { return false }
        let hasText = buffer.selection.length > 0
        if allowsDeletingTokens {
            removeTokens(selected, byUser: true)
        } else {
            selectedTokenIndices = nil
            setNeedsDisplay()
        }
        if hasText { delete(nil) }
        return true
    }
}
