import Foundation

/// A bar's background as a `UIBarAppearance` describes it: the material (approximated), the
/// color and image over it, and the one-pixel shadow line on the content side.
@MainActor
final class BarBackgroundView: UIView {
    enum ShadowEdge { case bottom, top }

    let materialView = UIView()
    let colorView = UIView()
    let imageView = UIImageView()
    let shadowView = UIImageView()
    var shadowEdge: ShadowEdge = .bottom

    init(shadowEdge: ShadowEdge) {
        self.shadowEdge = shadowEdge
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        for view in [materialView, colorView, imageView, shadowView] as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows `appearance`; `fallbackColor` (the legacy `barTintColor`/`barStyle`) replaces
    /// the material where the appearance has no color of its own.
    func apply(_ appearance: UIBarAppearance, fallbackColor: UIColor?) {
        if appearance.usesMaterialBackground {
            materialView.backgroundColor = fallbackColor ?? UIBarAppearance.materialColor
        } else {
            materialView.backgroundColor = nil
        }
        colorView.backgroundColor = appearance.backgroundColor
        imageView.image = appearance.backgroundImage
        imageView.contentMode = appearance.backgroundImageContentMode
        if let image = appearance.shadowImage {
            shadowView.image = image
            shadowView.backgroundColor = nil
        } else {
            shadowView.image = nil
            shadowView.backgroundColor = appearance.shadowColor
        }
        shadowView.isHidden = appearance.shadowImage == nil && appearance.shadowColor == nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = self.bounds
        materialView.frame = bounds
        colorView.frame = bounds
        imageView.frame = bounds
        // UIKit: the shadow is one pixel (or the image's height) outside the content edge.
        let scale = window?.screen.scale ?? UIScreen.main.scale
        let height = shadowView.image.map { $0.size.height } ?? 1 / max(scale, 1)
        switch shadowEdge {
        case .bottom: shadowView.frame = CGRect(x: 0, y: bounds.maxY, width: bounds.width, height: height)
        case .top: shadowView.frame = CGRect(x: 0, y: bounds.minY - height, width: bounds.width, height: height)
        }
    }
}
