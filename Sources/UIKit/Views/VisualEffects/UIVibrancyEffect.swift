import Foundation

/// An effect that makes the content of a `UIVisualEffectView` stand out over a blur: put
/// that view in the `contentView` of a blur effect view, with the same blur effect.
///
/// OpenUIKit draws the content of a vibrancy effect view as it is (no vibrant blend); the
/// view itself draws nothing, as in UIKit, where vibrancy never blurs.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy goes with.
    let blurEffect: UIBlurEffect
    /// The kind of content, when made with `init(blurEffect:style:)`.
    let style: UIVibrancyEffectStyle?

    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        style = nil
        super.init()
    }

    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    public required init?(coder: NSCoder) {
        let raw = coder.decodeInteger(forKey: "UIVibrancyEffectBlurStyle")
        blurEffect = UIBlurEffect(style: UIBlurEffect.Style(rawValue: raw) ?? .regular)
        style = coder.containsValue(forKey: "UIVibrancyEffectStyle")
            ? UIVibrancyEffectStyle(rawValue: coder.decodeInteger(forKey: "UIVibrancyEffectStyle")) : nil
        super.init(coder: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(blurEffect.style.rawValue, forKey: "UIVibrancyEffectBlurStyle")
        if let style { coder.encode(style.rawValue, forKey: "UIVibrancyEffectStyle") }
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIVibrancyEffect else { return false }
        return type(of: other) == type(of: self) && other.blurEffect.isEqual(blurEffect) && other.style == style
    }

    open override var hash: Int { blurEffect.hash &* 31 &+ (style?.rawValue ?? -1) }
}
