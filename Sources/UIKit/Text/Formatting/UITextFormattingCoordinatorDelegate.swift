import Foundation

/// Converts text attributes: takes the attributes of a run of text and returns them changed
/// (UIKit).
public typealias UITextAttributesConversionHandler = ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]

/// The text view or other editor the formatting coordinator changes (UIKit): it applies the
/// handler to the attributes of its selected text.
@preconcurrency @MainActor
public protocol UITextFormattingCoordinatorDelegate: AnyObject {
    func updateTextAttributes(conversionHandler: UITextAttributesConversionHandler)
}
