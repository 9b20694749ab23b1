/// The configuration of an image renderer's bitmap (UIKit).
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    /// The color range of the bitmap. OpenUIKit always renders 8-bit sRGB (`.standard`),
    /// whatever is preferred.
    public enum Range: Int, Sendable {
        case unspecified = -1
        case automatic = 0
        case extended = 1
        case standard = 2
    }

    /// Pixels per point; UIKit: the main screen's scale by default.
    open var scale: CGFloat
    /// Whether the bitmap has no alpha channel (false by default).
    open var opaque = false
    open var preferredRange: Range = .automatic

    @available(*, deprecated, message: "Use preferredRange")
    open var prefersExtendedRange: Bool {
        get { preferredRange == .extended }
        set { preferredRange = newValue ? .extended : .standard }
    }

    public required init() {
        scale = MainScreenScale.value
        super.init()
    }

    /// UIKit: a format for drawing for `traitCollection`: its display scale (the main screen's
    /// when the traits leave it unspecified) and its display gamut (P3: the extended range).
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        let traitScale = traitCollection.displayScale
        if traitScale > 0, traitScale.isFinite { scale = traitScale }
        switch traitCollection.displayGamut {
        case .P3: preferredRange = .extended
        case .SRGB: preferredRange = .standard
        default: break
        }
    }
}
