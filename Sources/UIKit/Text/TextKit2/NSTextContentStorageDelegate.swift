import Foundation

/// Customizes the paragraphs an `NSTextContentStorage` makes (UIKit's optional method has a
/// default here).
public protocol NSTextContentStorageDelegate: NSTextContentManagerDelegate {
    /// A paragraph for the storage's characters in `range` (its text may differ: a display
    /// form), or nil for the storage's own.
    func textContentStorage(_ textContentStorage: NSTextContentStorage, textParagraphWith range: NSRange) -> NSTextParagraph?
}

extension NSTextContentStorageDelegate {
    public func textContentStorage(_ textContentStorage: NSTextContentStorage, textParagraphWith range: NSRange) -> NSTextParagraph? {
        nil
    }
}
