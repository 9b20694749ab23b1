import Foundation

/// Customizes a text layout manager (UIKit's optional methods have defaults here).
public protocol NSTextLayoutManagerDelegate: NSObjectProtocol {
    /// The layout fragment for the element at `location`: a subclass draws its own way (the
    /// layout manager places it where the paragraph's lines are). Default: a plain fragment.
    func textLayoutManager(_ textLayoutManager: NSTextLayoutManager, textLayoutFragmentFor location: any NSTextLocation,
                           in textElement: NSTextElement) -> NSTextLayoutFragment
    /// Whether a line may break before `location`. Stored for the delegate's use; lines here
    /// break where the text engine breaks them.
    func textLayoutManager(_ textLayoutManager: NSTextLayoutManager, shouldBreakLineBefore location: any NSTextLocation,
                           hyphenating: Bool) -> Bool
    /// The attributes a link is drawn with (nil: `renderingAttributes` unchanged).
    func textLayoutManager(_ textLayoutManager: NSTextLayoutManager, renderingAttributesForLink link: Any,
                           at location: any NSTextLocation,
                           defaultAttributes renderingAttributes: [NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]?
}

extension NSTextLayoutManagerDelegate {
    public func textLayoutManager(_ textLayoutManager: NSTextLayoutManager, textLayoutFragmentFor location: any NSTextLocation,
                                  in textElement: NSTextElement) -> NSTextLayoutFragment {
        NSTextLayoutFragment(textElement: textElement, range: textElement.elementRange)
    }

    public func textLayoutManager(_ textLayoutManager: NSTextLayoutManager, shouldBreakLineBefore location: any NSTextLocation,
                                  hyphenating: Bool) -> Bool {
        true
    }

    public func textLayoutManager(_ textLayoutManager: NSTextLayoutManager, renderingAttributesForLink link: Any,
                                  at location: any NSTextLocation,
                                  defaultAttributes renderingAttributes: [NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]? {
        nil
    }
}
