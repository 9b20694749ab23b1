@_spi(Rendering) import QuartzCore
import Foundation

/// A view that shows a visual effect over what is behind it: with a `UIBlurEffect`, the
/// content behind it blurred and tinted (drawn by the compositor from the pixels under the
/// view); with a `UIVibrancyEffect`, its content only. Add subviews to `contentView`.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    open override class var layerClass: AnyClass { _CABackdropLayer.self }

    /// The view to add subviews to; it fills the effect view.
    public private(set) var contentView: UIView = UIView()
    /// The layer's border is the glass rim (UIVisualEffectView+Glass.swift).
    var showsGlassRim = false

    /// The effect shown (nil: none). UIKit: setting it inside an animation block animates
    /// the blur in or out (glass materializes and dematerializes); OpenUIKit changes it at once.
    open var effect: UIVisualEffect? {
        didSet { updateBackdrop() }
    }

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        installContentView()
    }

    /// A convenience initializer, as on iOS (`init(effect:)` is the designated one): no
    /// effect, then `frame`.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        effect = coder.decodeObject(forKey: "UIVisualEffectViewEffect") as? UIVisualEffect
        // Like the other framework views whose parts are private, the subviews are not
        // archived: the content view is made again (empty).
        installContentView()
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        if let effect { coder.encode(effect, forKey: "UIVisualEffectViewEffect") }
    }

    private func installContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        updateBackdrop()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateBackdrop()
    }

    /// Gives the layer the blur and tint of the current effect in the current appearance.
    private func updateBackdrop() {
        guard let backdrop = layer as? _CABackdropLayer else { return }
        // iOS 26 Liquid Glass (UIVisualEffectView+Glass.swift).
        if _applyGlass(effect, to: backdrop) { return }
        if let blur = effect as? UIBlurEffect {
            let dark = traitCollection.userInterfaceStyle == .dark
            backdrop.blurRadius = blur.blurRadius
            backdrop.tintColor = blur.tintColor(dark: dark).cgColor
        } else {
            // UIKit: a vibrancy effect (or none) does not blur.
            backdrop.blurRadius = 0
            backdrop.tintColor = nil
        }
    }
}
