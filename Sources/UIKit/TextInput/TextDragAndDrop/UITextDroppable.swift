import Foundation

/// A text view text can be dropped into (UIKit, iOS 11): `UITextField` and `UITextView`.
///
/// Linux: drops into text views do not go through these declarations: `textDropInteraction`
/// is nil and `isTextDropActive` false; the delegate is stored.
@preconcurrency @MainActor
public protocol UITextDroppable: UITextInput, UITextPasteConfigurationSupporting {
    var textDropDelegate: (any UITextDropDelegate)? { get set }
    var textDropInteraction: UIDropInteraction? { get }
    var isTextDropActive: Bool { get }
}
