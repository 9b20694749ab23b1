import Foundation

// Alignment insets, baselines, the renderer format and legacy stretchable images.
extension UIImage {
    /// Insets that mark the part of the image that auto layout aligns (a shadow or badge
    /// outside them is ignored); zero by default. An image view uses them as its own
    /// `alignmentRectInsets`.
    public var alignmentRectInsets: UIEdgeInsets { alignmentInsetsStorage }

    /// A copy with other alignment insets (the same pixels).
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        let copy = sameImage()
        copy.alignmentInsetsStorage = alignmentInsets
        return copy
    }

    /// The distance from the bottom of the image to its baseline; nil when it has none.
    /// Differs from UIKit: only a baseline set by `withBaselineOffset(fromBottom:)` (UIKit's
    /// symbol images carry one from their glyph; OpenUIKit's do not).
    public var baselineOffsetFromBottom: CGFloat? { baselineStorage }

    /// Whether the image has a baseline (`baselineOffsetFromBottom` is not nil).
    public var hasBaseline: Bool { baselineStorage != nil }

    /// A copy whose baseline is `baselineOffset` points above its bottom edge.
    public func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage {
        let copy = sameImage()
        copy.baselineStorage = baselineOffset
        return copy
    }

    /// A copy without a baseline.
    public func imageWithoutBaseline() -> UIImage {
        let copy = sameImage()
        copy.baselineStorage = nil
        return copy
    }

    /// The traits the image was made for: its scale as the display scale, over the
    /// configuration's traits (UIKit).
    public var traitCollection: UITraitCollection {
        let scaleTraits = UITraitCollection(displayScale: scale)
        guard let configured = configurationStorage?.traitCollection else { return scaleTraits }
        return UITraitCollection(traitsFrom: [configured, scaleTraits])
    }

    /// A renderer format for drawing the image at its own scale (UIKit: the image's scale,
    /// not opaque).
    public var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = false
        return format
    }

    /// Deprecated in iOS 5: the left cap of a `stretchableImage(withLeftCapWidth:topCapHeight:)`
    /// image (0 for other images).
    @available(*, deprecated, message: "Use capInsets")
    public var leftCapWidth: Int { stretchableCapsStorage?.left ?? 0 }

    @available(*, deprecated, message: "Use capInsets")
    public var topCapHeight: Int { stretchableCapsStorage?.top ?? 0 }

    /// Deprecated in iOS 5: a resizable image that stretches the one-point column after
    /// `leftCapWidth` and the row after `topCapHeight` (a cap of 0 leaves that direction
    /// unstretched, as UIKit does: the whole width stretches).
    @available(*, deprecated, message: "Use resizableImage(withCapInsets:)")
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let size = self.size
        let left = CGFloat(Swift.max(0, leftCapWidth)), top = CGFloat(Swift.max(0, topCapHeight))
        let insets = UIEdgeInsets(top: top, left: left,
                                  bottom: top > 0 ? Swift.max(0, size.height - top - 1) : 0,
                                  right: left > 0 ? Swift.max(0, size.width - left - 1) : 0)
        let image = resizableImage(withCapInsets: insets, resizingMode: .stretch)
        image.stretchableCapsStorage = (Swift.max(0, leftCapWidth), Swift.max(0, topCapHeight))
        return image
    }

    /// A copy with every property of this image (pixels, scale, modes, insets, frames).
    private func sameImage() -> UIImage {
        let copy = UIImage(cgImage: cgImage, scale: scale, orientation: imageOrientation, renderingMode: renderingMode,
                           capInsets: capInsets, resizingMode: resizingMode, tintColor: tintColorStorage,
                           symbolName: symbolNameStorage, configuration: configurationStorage,
                           flipsForRightToLeft: flipsForRTLStorage)
        copy.carryLayoutMetrics(from: self)
        return copy
    }

    /// Copies the alignment insets, baseline and animation frames of `source` (images
    /// derived from another keep them, as in UIKit).
    func carryLayoutMetrics(from source: UIImage) {
        alignmentInsetsStorage = source.alignmentInsetsStorage
        baselineStorage = source.baselineStorage
        animationFramesStorage = source.animationFramesStorage
        animationDurationStorage = source.animationDurationStorage
    }
}
