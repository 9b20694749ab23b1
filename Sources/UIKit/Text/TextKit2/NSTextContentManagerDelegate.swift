import Foundation

/// Customizes the elements a text content manager gives out (UIKit's optional methods have
/// defaults here).
public protocol NSTextContentManagerDelegate: NSObjectProtocol {
    /// A custom element for the content at `location` (nil: the manager's own).
    func textContentManager(_ textContentManager: NSTextContentManager, textElementAt location: any NSTextLocation) -> NSTextElement?
    /// Whether `textElement` is enumerated (false hides it from `enumerateTextElements`).
    func textContentManager(_ textContentManager: NSTextContentManager, shouldEnumerate textElement: NSTextElement,
                            options: NSTextContentManager.EnumerationOptions) -> Bool
}

extension NSTextContentManagerDelegate {
    public func textContentManager(_ textContentManager: NSTextContentManager, textElementAt location: any NSTextLocation) -> NSTextElement? {
        nil
    }

    public func textContentManager(_ textContentManager: NSTextContentManager, shouldEnumerate textElement: NSTextElement,
                                   options: NSTextContentManager.EnumerationOptions) -> Bool {
        true
    }
}
