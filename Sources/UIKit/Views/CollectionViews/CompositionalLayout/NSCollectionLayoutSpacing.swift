import Foundation

/// Space between items of a group or around an item (UIKit).
///
/// UIKit: fixed spacing is exactly its points; flexible spacing is at least its points and
/// shares the space the group has left over with the other flexible spacings.
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject, @preconcurrency NSCopying {
    let isFlexible: Bool
    let value: CGFloat

    init(flexible: Bool, value: CGFloat) {
        isFlexible = flexible
        self.value = value.isFinite ? value : 0
        super.init()
    }

    open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(flexible: true, value: flexibleSpacing)
    }

    open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(flexible: false, value: fixedSpacing)
    }

    open var spacing: CGFloat { value }
    open var isFlexibleSpacing: Bool { isFlexible }
    open var isFixedSpacing: Bool { !isFlexible }

    open func copy(with zone: NSZone? = nil) -> Any {
        NSCollectionLayoutSpacing(flexible: isFlexible, value: value)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSCollectionLayoutSpacing else { return false }
        return other.isFlexible == isFlexible && other.value == value
    }

    open override var hash: Int { value.hashValue }
}
