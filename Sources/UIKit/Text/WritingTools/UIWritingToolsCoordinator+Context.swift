import Foundation

extension UIWritingToolsCoordinator {
    /// The text a view hands to Writing Tools (UIKit, iOS 18.2): a copy of the text and the
    /// range of it to work on.
    open class Context: NSObject, @unchecked Sendable {
        open private(set) var attributedString: NSAttributedString
        /// The part of `attributedString` to work on (the selection, say).
        open private(set) var range: NSRange
        /// Names the context in `updateRange(_:with:reason:forContextWithIdentifier:)`.
        open private(set) var identifier: UUID
        /// The range Writing Tools may change. UIKit: `{NSNotFound, 0}` until Writing Tools
        /// looks at the text — which here it never does.
        open private(set) var resolvedRange: NSRange

        public init(attributedString: NSAttributedString, range: NSRange) {
            self.attributedString = attributedString.copy() as? NSAttributedString ?? attributedString
            self.range = range
            identifier = UUID()
            resolvedRange = NSRange(location: NSNotFound, length: 0)
            super.init()
        }
    }

    /// What a view can add to a Writing Tools animation (UIKit, iOS 18.2): the system makes
    /// these and passes them to the delegate's replace method (never, here).
    open class AnimationParameters: NSObject, @unchecked Sendable {
        /// Seconds the system animation takes.
        open private(set) var duration: CGFloat
        /// Seconds before it starts.
        open private(set) var delay: CGFloat
        /// Run with the animation's progress, 0 to 1.
        open var progressHandler: ((Float) -> Void)?
        /// Run when the animation ends.
        open var completionHandler: (() -> Void)?

        init(duration: CGFloat, delay: CGFloat) {
            self.duration = duration
            self.delay = delay
            super.init()
        }
    }
}
