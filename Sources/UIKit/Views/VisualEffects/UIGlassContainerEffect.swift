import Foundation

/// iOS 26: groups the glass effect views in its `contentView` so that glass elements near
/// each other merge. OpenUIKit keeps `spacing` and draws the elements as separate glass (no
/// merging shapes); the container itself draws nothing.
@preconcurrency @MainActor
open class UIGlassContainerEffect: UIVisualEffect {
    /// The distance between elements at which they begin to merge (kept; no merging drawn).
    open var spacing: CGFloat = 0

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        spacing = CGFloat(coder.decodeDouble(forKey: "UIGlassContainerEffectSpacing"))
        super.init(coder: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(Double(spacing), forKey: "UIGlassContainerEffectSpacing")
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIGlassContainerEffect()
        copy.spacing = spacing
        return copy
    }
}
