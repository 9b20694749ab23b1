import Foundation

/// How an orthogonal section's scroll view decelerates and bounces (UIKit, iOS 17): read
/// through `NSCollectionLayoutSection.orthogonalScrollingProperties` and changed in place.
@preconcurrency @MainActor
open class UICollectionLayoutSectionOrthogonalScrollingProperties: NSObject, @preconcurrency NSCopying {
    /// The rate the section's scrolling slows after a fling. UIKit's default: `.automatic`.
    open var decelerationRate: DecelerationRate = .automatic
    /// Whether the section bounces at its edges. UIKit's default: `.automatic`.
    open var bounce: Bounce = .automatic

    public override init() {
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UICollectionLayoutSectionOrthogonalScrollingProperties()
        copy.decelerationRate = decelerationRate
        copy.bounce = bounce
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionLayoutSectionOrthogonalScrollingProperties else { return false }
        return other.decelerationRate == decelerationRate && other.bounce == bounce
    }

    open override var hash: Int { decelerationRate.hashValue &* 31 &+ bounce.rawValue }
}

extension UICollectionLayoutSectionOrthogonalScrollingProperties {
    /// A deceleration rate for an orthogonal section (the fraction of velocity kept per
    /// millisecond, as `UIScrollView.DecelerationRate`).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The collection view's own rate (paging behaviours settle at `.fast`). Ours: raw 0.
        public static let automatic = DecelerationRate(rawValue: 0)
        /// 0.998 per millisecond, as `UIScrollView.DecelerationRate.normal`.
        public static let normal = DecelerationRate(rawValue: UIScrollView.DecelerationRate.normal.rawValue)
        /// 0.99 per millisecond, as `UIScrollView.DecelerationRate.fast`.
        public static let fast = DecelerationRate(rawValue: UIScrollView.DecelerationRate.fast.rawValue)
    }

    /// Whether an orthogonal section bounces past its edges.
    public enum Bounce: Int, Sendable {
        /// Bounces at the content's edges when the content is larger than the section.
        case automatic = 0
        /// Bounces even when the content is smaller than the section.
        case always = 1
        /// Stops at the edges without bouncing.
        case never = 2
    }
}
