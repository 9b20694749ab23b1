import Foundation

/// One dimension (a width or a height) of a compositional layout element (UIKit).
///
/// UIKit: fractional dimensions are fractions of the container's effective size (the group's
/// size less its content insets, or for a section's group the layout container less the
/// section's content insets); estimated dimensions are the size used until the view reports
/// its preferred size.
///
/// Porting note: UIKit's factory methods return `Self`; here they return the class itself
/// (Swift would need a public `required` initializer, which UIKit does not have), so a
/// subclass's factory call gives a base-class instance. The same holds for the other layout
/// description classes' factories (spacing, groups, decoration items).
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject, @preconcurrency NSCopying {
    enum Kind: Equatable {
        case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings
    }

    let kind: Kind
    let value: CGFloat

    init(kind: Kind, value: CGFloat) {
        self.kind = kind
        // Bad input: a non-finite or negative value would make NaN frames; treat it as 0.
        self.value = value.isFinite ? max(0, value) : 0
        super.init()
    }

    /// A fraction of the container's width.
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalWidth, value: fractionalWidth)
    }

    /// A fraction of the container's height.
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalHeight, value: fractionalHeight)
    }

    /// A fixed number of points.
    open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .absolute, value: absoluteDimension)
    }

    /// A first guess, replaced by the view's preferred size once it is known.
    open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .estimated, value: estimatedDimension)
    }

    /// UIKit (iOS 17): self-sizing like `estimated`, then every sibling in the group takes the
    /// largest sibling's size.
    open class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .uniformAcrossSiblings, value: estimatedDimension)
    }

    open var isFractionalWidth: Bool { kind == .fractionalWidth }
    open var isFractionalHeight: Bool { kind == .fractionalHeight }
    open var isAbsolute: Bool { kind == .absolute }
    open var isEstimated: Bool { kind == .estimated }
    open var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

    /// The fraction, the points or the estimate, as given.
    open var dimension: CGFloat { value }

    /// True for the dimensions resolved from the view's preferred size.
    var isSelfSizing: Bool { kind == .estimated || kind == .uniformAcrossSiblings }

    /// The points this dimension stands for in a container of `container` size.
    func resolved(in container: CGSize) -> CGFloat {
        let points: CGFloat
        switch kind {
        case .fractionalWidth: points = value * container.width
        case .fractionalHeight: points = value * container.height
        case .absolute, .estimated, .uniformAcrossSiblings: points = value
        }
        return points.isFinite ? max(0, points) : 0
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        NSCollectionLayoutDimension(kind: kind, value: value)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSCollectionLayoutDimension else { return false }
        return other.kind == kind && other.value == value
    }

    open override var hash: Int { value.hashValue }

    open override var description: String { "NSCollectionLayoutDimension(\(kind): \(value))" }
}
