/// How the pointer looks over a region: an effect on the content and the pointer's shape,
/// the shape alone, hidden, or the system pointer (UIKit, iOS 13.4).
///
/// UIKit (iOS 17): a pointer style is a hover style. OpenUIKit stores what the delegate
/// returns; the desktop pointer keeps its system shape (see `UIPointerEffect` for what is
/// drawn).
@preconcurrency @MainActor
open class UIPointerStyle: UIHoverStyle {
    enum Kind {
        case effect(UIPointerEffect, UIPointerShape?)
        case shape(UIPointerShape, constrainedAxes: UIAxis)
        case hidden
        case system
    }

    let kind: Kind

    /// Accessories drawn around the pointer (iOS 15).
    public var accessories: [UIPointerAccessory] = []

    init(kind: Kind) {
        self.kind = kind
        super.init(anyEffect: UIHoverAutomaticEffect(), shape: nil)
    }

    /// The content shows `effect`; the pointer morphs into `shape` (nil: one UIKit picks
    /// from the preview).
    public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.init(kind: .effect(effect, shape))
    }

    /// The pointer morphs into `shape`, moving only along `constrainedAxes`' complement
    /// (UIKit: a constrained axis keeps the pointer still along it).
    public convenience init(shape: UIPointerShape, constrainedAxes axes: UIAxis = []) {
        self.init(kind: .shape(shape, constrainedAxes: axes))
    }

    /// The pointer is hidden over the region.
    open class func hidden() -> UIPointerStyle { UIPointerStyle(kind: .hidden) }

    /// The system pointer, unchanged (iOS 15).
    open class func system() -> UIPointerStyle { UIPointerStyle(kind: .system) }
}
