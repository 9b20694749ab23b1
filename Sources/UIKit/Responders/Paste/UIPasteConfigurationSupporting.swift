import Foundation

/// A responder that says what it accepts from paste and drop (UIKit, iOS 11); every
/// `UIResponder` is one.
///
/// `paste(itemProviders:)` and `canPaste(_:)` are optional in UIKit: a responder implements
/// them to take the items. On Linux the standard edit actions paste text and images through
/// `UIPasteboard` and do not hand item providers to these methods.
@preconcurrency @MainActor
public protocol UIPasteConfigurationSupporting: NSObjectProtocol {
    var pasteConfiguration: UIPasteConfiguration? { get set }
    func paste(itemProviders: [NSItemProvider])
    func canPaste(_ itemProviders: [NSItemProvider]) -> Bool
}

extension UIPasteConfigurationSupporting {
    public func paste(itemProviders: [NSItemProvider]) {}

    /// UIKit's default: the items can be pasted when one conforms to an accepted type.
    public func canPaste(_ itemProviders: [NSItemProvider]) -> Bool {
        guard let accepted = pasteConfiguration?.acceptableTypeIdentifiers, !accepted.isEmpty else { return false }
        return itemProviders.contains { provider in
            accepted.contains { provider.hasItemConformingToTypeIdentifier($0) }
        }
    }
}

extension UIResponder: UIPasteConfigurationSupporting {}
