import Foundation

/// A view that presents long text page by page (an e-book page): VoiceOver reads it line by
/// line through these methods (UIKit). Declared with UIKit's requirements; no assistive
/// technology asks for them on Linux.
@preconcurrency @MainActor
public protocol UIAccessibilityReadingContent: NSObjectProtocol {
    func accessibilityLineNumber(for point: CGPoint) -> Int
    func accessibilityContent(forLineNumber lineNumber: Int) -> String?
    func accessibilityFrame(forLineNumber lineNumber: Int) -> CGRect
    func accessibilityPageContent() -> String?
    func accessibilityAttributedContent(forLineNumber lineNumber: Int) -> NSAttributedString?
    func accessibilityAttributedPageContent() -> NSAttributedString?
}

extension UIAccessibilityReadingContent {
    /// UIKit's optional requirements: the plain content as an attributed string.
    public func accessibilityAttributedContent(forLineNumber lineNumber: Int) -> NSAttributedString? {
        accessibilityContent(forLineNumber: lineNumber).map { NSAttributedString(string: $0) }
    }

    public func accessibilityAttributedPageContent() -> NSAttributedString? {
        accessibilityPageContent().map { NSAttributedString(string: $0) }
    }
}
