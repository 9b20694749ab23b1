import Foundation

/// Where and how one element of a collection view is shown (UIKit).
///
/// `frame`, `center`, `size` and `bounds` are views of one geometry, as for a view: the frame
/// is the size centred on `center` (transforms do not change it here, as in UIKit, where the
/// frame of transformed attributes is the untransformed one).
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    private var centerStorage = CGPoint.zero
    private var sizeStorage = CGSize.zero

    /// The element's frame in the collection view's content coordinates.
    open var frame: CGRect {
        get {
            CGRect(x: centerStorage.x - sizeStorage.width / 2, y: centerStorage.y - sizeStorage.height / 2,
                   width: sizeStorage.width, height: sizeStorage.height)
        }
        set {
            sizeStorage = newValue.size
            centerStorage = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    open var center: CGPoint {
        get { centerStorage }
        set { centerStorage = newValue }
    }

    open var size: CGSize {
        get { sizeStorage }
        set { sizeStorage = newValue }
    }

    /// UIKit: the bounds' origin is always zero; setting it only changes the size.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: sizeStorage) }
        set { sizeStorage = newValue.size }
    }

    open var transform3D: CATransform3D = CATransform3DIdentity
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    open var alpha: CGFloat = 1
    open var zIndex: Int = 0
    open var isHidden: Bool = false
    open var indexPath = IndexPath(item: 0, section: 0)

    var category: UICollectionView.ElementCategory = .cell
    var elementKind: String?

    /// Whether these attributes describe a cell, a supplementary view or a decoration view.
    open var representedElementCategory: UICollectionView.ElementCategory { category }

    /// The supplementary or decoration view's kind; nil for cells.
    open var representedElementKind: String? { elementKind }

    public required override init() {
        super.init()
    }

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view (a header, a footer, a badge…).
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        category = .supplementaryView
        self.elementKind = elementKind
    }

    /// Attributes for a decoration view, which the layout owns.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        category = .decorationView
        elementKind = decorationViewKind
    }

    /// A copy of the same class (subclasses that add properties override this and copy them).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.centerStorage = centerStorage
        copy.sizeStorage = sizeStorage
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.category = category
        copy.elementKind = elementKind
        return copy
    }

    /// UIKit: attributes are equal when every property is; the collection view skips applying
    /// equal attributes to a view.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return other === self || (type(of: other) == type(of: self)
            && other.centerStorage == centerStorage && other.sizeStorage == sizeStorage
            && other.transform3D == transform3D && other.alpha == alpha && other.zIndex == zIndex
            && other.isHidden == isHidden && other.indexPath == indexPath
            && other.category == category && other.elementKind == elementKind)
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(category)
        hasher.combine(elementKind)
        return hasher.finalize()
    }
}
