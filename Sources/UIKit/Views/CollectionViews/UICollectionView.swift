import Foundation

/// A view that presents items laid out by a `UICollectionViewLayout` (UIKit).
///
/// The layout computes every element's attributes; the collection view keeps views only for
/// the elements in its visible rect, made through its registrations and reuse queues.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    var layoutStorage: UICollectionViewLayout

    /// Creates a collection view that uses `layout` (UIKit's designated initializer).
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        layoutStorage = layout
        super.init(frame: frame)
        layout.attach(to: self)
    }

    public required init?(coder: NSCoder) {
        layoutStorage = UICollectionViewLayout()
        super.init(coder: coder)
        layoutStorage.attach(to: self)
    }

    /// The layout; setting it detaches the old one and lays the items out anew.
    open var collectionViewLayout: UICollectionViewLayout {
        get { layoutStorage }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// Replaces the layout.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        guard layout !== layoutStorage else { return }
        layoutStorage.detach(from: self)
        layoutStorage = layout
        layout.attach(to: self)
        layout.invalidateLayout()
        setNeedsLayout()
    }
}
