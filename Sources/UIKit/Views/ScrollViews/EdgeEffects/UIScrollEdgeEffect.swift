import Foundation

/// iOS 26: the effect a scroll view shows at one edge where content scrolls under bars and
/// other floating controls (`UIScrollView.topEdgeEffect`…).
///
/// Stored only: OpenUIKit's bars keep their own backgrounds and draw no edge effect, so
/// `style` and `isHidden` change nothing drawn (Linux has no Liquid Glass renderer).
@preconcurrency @MainActor
open class UIScrollEdgeEffect: NSObject {
    /// How an edge effect looks.
    @preconcurrency @MainActor
    open class Style: NSObject {
        enum Kind { case automatic, soft, hard }
        let kind: Kind

        init(kind: Kind) {
            self.kind = kind
            super.init()
        }

        /// The system's choice for the context.
        public class var automatic: UIScrollEdgeEffect.Style { Style(kind: .automatic) }
        /// A soft, blurred transition.
        public class var soft: UIScrollEdgeEffect.Style { Style(kind: .soft) }
        /// A hard cutoff with a dividing line.
        public class var hard: UIScrollEdgeEffect.Style { Style(kind: .hard) }

        open override func isEqual(_ object: Any?) -> Bool {
            (object as? Style)?.kind == kind
        }

        open override var hash: Int { kind.hashValue }

        open override var description: String {
            switch kind {
            case .automatic: return "automatic"
            case .soft: return "soft"
            case .hard: return "hard"
            }
        }
    }

    /// The style (`.automatic` by default).
    open var style: UIScrollEdgeEffect.Style = .automatic
    /// Whether the effect is hidden (false by default).
    open var isHidden = false

    override init() {
        super.init()
    }
}
