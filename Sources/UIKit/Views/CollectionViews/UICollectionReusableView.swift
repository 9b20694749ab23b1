import Foundation

/// A view a collection view reuses: the base of cells and of supplementary views such as
/// headers and footers (UIKit).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    var reuseIdentifierStorage: String?
    /// The layout attributes last applied (what `preferredLayoutAttributesFitting` refines).
    var appliedAttributes: UICollectionViewLayoutAttributes?
    /// The direction the collection view last handed the view (nil: none).
    var passedSemanticContentAttribute: UISemanticContentAttribute?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The identifier the view was registered and dequeued with (set by the collection view).
    open var reuseIdentifier: String? { reuseIdentifierStorage }

    /// Called just before the collection view hands the view out again from its reuse queue.
    open func prepareForReuse() {}

    /// UIKit: the default sizes the view to fit its content (Auto Layout, or
    /// `sizeThatFits`/`intrinsicContentSize` without constraints), starting from the
    /// layout's (estimated) size; the collection view asks only when the layout self-sizes.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let preferred = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        let fitted = systemLayoutSizeFitting(layoutAttributes.size,
                                             withHorizontalFittingPriority: .fittingSizeLevel,
                                             verticalFittingPriority: .fittingSizeLevel)
        if fitted.width.isFinite, fitted.height.isFinite, fitted.width >= 0, fitted.height >= 0 {
            preferred.size = fitted
        }
        return preferred
    }

    /// Applies layout attributes beyond the geometry (subclasses with custom attributes read
    /// them here). The collection view sets frame, alpha, hidden state and transform itself.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The collection view is about to change layouts.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The collection view changed layouts.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}
