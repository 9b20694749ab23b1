import Foundation

/// A text responder that takes part in paste and drop through item providers (UIKit, iOS 11):
/// `UITextField` and `UITextView`.
///
/// A text field's or text view's Paste hands the general pasteboard's items to
/// `pasteDelegate` when one is set (StandardTextEditing+PasteDelegate.swift); drops into
/// text do not happen on Linux.
@preconcurrency @MainActor
public protocol UITextPasteConfigurationSupporting: UIPasteConfigurationSupporting {
    var pasteDelegate: (any UITextPasteDelegate)? { get set }
}
