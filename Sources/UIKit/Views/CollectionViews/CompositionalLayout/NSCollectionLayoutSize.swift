import Foundation

/// The width and height dimensions of a compositional layout element (UIKit).
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject, @preconcurrency NSCopying {
    open private(set) var widthDimension: NSCollectionLayoutDimension
    open private(set) var heightDimension: NSCollectionLayoutDimension

    public convenience init(widthDimension width: NSCollectionLayoutDimension,
                            heightDimension height: NSCollectionLayoutDimension) {
        self.init(width: width, height: height)
    }

    init(width: NSCollectionLayoutDimension, height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    /// The size in points within a container of `container` size (estimates as given).
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        NSCollectionLayoutSize(width: widthDimension, height: heightDimension)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSCollectionLayoutSize else { return false }
        return other.widthDimension.isEqual(widthDimension) && other.heightDimension.isEqual(heightDimension)
    }

    open override var hash: Int { widthDimension.hash &+ 31 &* heightDimension.hash }
}
