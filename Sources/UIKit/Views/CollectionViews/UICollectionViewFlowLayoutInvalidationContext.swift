import Foundation

/// The invalidation context of a flow layout (UIKit): whether the layout asks its delegate for
/// sizes, insets and spacings again, and whether it recomputes its attributes.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the delegate's sizes, insets and spacings are asked for again. UIKit's default:
    /// true.
    open var invalidateFlowLayoutDelegateMetrics = true

    /// Whether the items' attributes are computed again (from the kept delegate metrics when
    /// those stay valid). UIKit's default: true.
    open var invalidateFlowLayoutAttributes = true

    public required init() {
        super.init()
        // UIKit: a context made in code invalidates neither everything nor the counts (only
        // `invalidateLayout()` and data changes do).
        everything = false
        dataSourceCounts = false
    }
}
