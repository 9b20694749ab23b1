/// A shadow drawn under text (UIKit). The offset is in the y-down points of UIKit drawing:
/// a positive height moves the shadow down.
open class NSShadow: NSObject, NSCopying {
    /// Must stay the first stored property: see `FoundationBridgingGuard`.
    private let foundationBridgingGuard = FoundationBridgingGuard.word
    /// UIKit: (0, 0).
    open var shadowOffset: CGSize = .zero
    /// UIKit: 0 (a hard-edged shadow).
    open var shadowBlurRadius: CGFloat = 0
    /// A `UIColor` (or `CGColor`); UIKit: nil draws black at one third opacity.
    open var shadowColor: Any?

    public override init() { super.init() }

    public convenience init(color: UIColor?, offset: CGSize, blurRadius: CGFloat) {
        self.init()
        shadowColor = color
        shadowOffset = offset
        shadowBlurRadius = blurRadius
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        copy.shadowOffset = shadowOffset
        copy.shadowBlurRadius = shadowBlurRadius
        copy.shadowColor = shadowColor
        return copy
    }

    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSShadow else { return false }
        return shadowOffset == other.shadowOffset && shadowBlurRadius == other.shadowBlurRadius
            && TextColor.cgColor(from: shadowColor) == TextColor.cgColor(from: other.shadowColor)
    }

    nonisolated open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(shadowOffset.width)
        hasher.combine(shadowOffset.height)
        hasher.combine(shadowBlurRadius)
        return hasher.finalize()
    }
}
