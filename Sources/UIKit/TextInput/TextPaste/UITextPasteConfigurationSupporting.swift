import Foundation

/// A text responder that takes part in paste and drop through item providers (UIKit, iOS 11):
/// `UITextField` and `UITextView`.
///
/// Linux: the text views' Paste goes through `UIPasteboard` and does not hand item providers
/// to `pasteDelegate`; the delegate is stored.
@preconcurrency @MainActor
public protocol UITextPasteConfigurationSupporting: UIPasteConfigurationSupporting {
    var pasteDelegate: (any UITextPasteDelegate)? { get set }
}
