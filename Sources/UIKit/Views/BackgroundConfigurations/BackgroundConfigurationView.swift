import Foundation

/// Shows a `UIBackgroundConfiguration` behind a cell's or header's content: the fill, corner
/// radius and stroke on its layer, the image and the custom view inside, inset by
/// `backgroundInsets`.
@MainActor
final class BackgroundConfigurationView: UIView {
    private(set) var configuration = UIBackgroundConfiguration()
    private var imageView: UIImageView?
    private var effectView: UIVisualEffectView?

    func apply(_ configuration: UIBackgroundConfiguration) {
        let old = self.configuration
        self.configuration = configuration
        let tint = tintColor ?? .systemBlue
        backgroundColor = configuration.resolvedBackgroundColor(for: tint)
        layer.cornerRadius = max(0, configuration.cornerRadius)
        clipsToBounds = configuration.cornerRadius > 0
        layer.borderWidth = max(0, configuration.strokeWidth)
        layer.borderColor = configuration.strokeWidth > 0 ? configuration.resolvedStrokeColor(for: tint).cgColor : nil
        if old.customView !== configuration.customView {
            if old.customView?.superview === self { old.customView?.removeFromSuperview() }
            if let custom = configuration.customView { addSubview(custom) }
        }
        if let effect = configuration.visualEffect {
            let view = effectView ?? UIVisualEffectView(effect: effect)
            if effectView == nil {
                effectView = view
                insertSubview(view, at: 0)
            }
            if view.effect !== effect { view.effect = effect }
            view.isHidden = false
        } else {
            effectView?.isHidden = true
        }
        if let image = configuration.image {
            let view = imageView ?? UIImageView(frame: .zero)
            if imageView == nil {
                imageView = view
                insertSubview(view, at: 0)
            }
            view.image = image
            view.contentMode = configuration.imageContentMode
            view.isHidden = false
        } else {
            imageView?.isHidden = true
        }
        setNeedsLayout()
    }

    /// Places the view in its container (whose bounds are `containerBounds`): inset by
    /// `backgroundInsets`, plus the container's layout margins on the edges in
    /// `edgesAddingLayoutMarginsToBackgroundInsets`.
    func place(in containerBounds: CGRect, direction: UIUserInterfaceLayoutDirection) {
        var insets = configuration.backgroundInsets
        let edges = configuration.edgesAddingLayoutMarginsToBackgroundInsets
        if !edges.isEmpty, let container = superview {
            let margins = container.directionalLayoutMargins
            if edges.contains(.top) { insets.top += margins.top }
            if edges.contains(.leading) { insets.leading += margins.leading }
            if edges.contains(.bottom) { insets.bottom += margins.bottom }
            if edges.contains(.trailing) { insets.trailing += margins.trailing }
        }
        frame = containerBounds.inset(by: insets.edgeInsets(for: direction))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView?.frame = bounds
        effectView?.frame = bounds
        configuration.customView?.frame = bounds
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        apply(configuration)
    }
}
