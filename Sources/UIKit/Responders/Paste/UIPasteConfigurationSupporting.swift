import Foundation

/// A responder that says what it accepts from paste and drop (UIKit, iOS 11); every
/// `UIResponder` is one.
///
/// `paste(itemProviders:)` and `canPaste(_:)` are optional in UIKit: a responder overrides
/// them to take the items (a `UIPasteControl` hands its target the pasteboard's providers).
/// The standard edit actions paste text and images through `UIPasteboard` and do not hand item
/// providers to these methods.
@preconcurrency @MainActor
public protocol UIPasteConfigurationSupporting: NSObjectProtocol {
    var pasteConfiguration: UIPasteConfiguration? { get set }
    func paste(itemProviders: [NSItemProvider])
    func canPaste(_ itemProviders: [NSItemProvider]) -> Bool
}

extension UIPasteConfigurationSupporting {
    /// For conforming objects that are not responders (the methods are optional in UIKit).
    public func paste(itemProviders: [NSItemProvider]) {}

    /// UIKit's default: the items can be pasted when one conforms to an accepted type.
    public func canPaste(_ itemProviders: [NSItemProvider]) -> Bool {
        UIResponder.pasteConfiguration(pasteConfiguration, accepts: itemProviders)
    }
}

/// `UIResponder` declares both methods as open members, so subclasses override them.
extension UIResponder: UIPasteConfigurationSupporting {
    static func pasteConfiguration(_ configuration: UIPasteConfiguration?, accepts itemProviders: [NSItemProvider]) -> Bool {
        guard let accepted = configuration?.acceptableTypeIdentifiers, !accepted.isEmpty else { return false }
        return itemProviders.contains { provider in
            accepted.contains { provider.hasItemConformingToTypeIdentifier($0) }
        }
    }
}
