@_spi(UIKit) import QuartzCore

/// An object that displays an image in your interface (UIKit).
///
/// The image becomes the layer's `contents` (no drawing pass): `contentMode` places it
/// through `contentsGravity`, the image's scale becomes `contentsScale`, a resizable image's
/// cap insets become `contentsCenter`, and a template image (`.alwaysTemplate`) is shown in
/// the view's `tintColor`. UIKit: an image view does not call `draw(_:)`, even in subclasses,
/// and ignores touches by default.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// UIKit (UIAccessibilityContentSizeCategoryImageAdjusting): whether the image grows with
    /// the accessibility text sizes. Stored only: images keep their size here.
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false
    private var imageStorage: UIImage?
    private var highlightedImageStorage: UIImage?
    private var highlightedStorage = false
    /// The last symbol image drawn with `preferredSymbolConfiguration`, by source image.
    private var symbolDisplayCache: (source: UIImage, configured: UIImage)?
    /// The frames playing now (see `UIImageView+Animation.swift`).
    var animationPlayback: ImageViewAnimationPlayback?
    /// The symbol effects added (see `UIImageView+SymbolEffects.swift`), made on first use.
    var symbolEffectPlayer: SymbolEffectPlayer?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureImageView()
    }

    // `init(image:)` and `init(image:highlightedImage:)` are designated, as on iOS: a subclass
    // may override them, and one that overrides only `init(frame:)` does not inherit them.

    /// UIKit: the view is sized to the image.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        configureImageView()
        self.image = image
    }

    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        configureImageView()
        self.image = image
        self.highlightedImage = highlightedImage
    }

    private func configureImageView() {
        isUserInteractionEnabled = false
        // UIKit: an image view is not opaque (iOS's descriptions print `opaque = NO`).
        isOpaque = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        isOpaque = false
        _decodeImageView(from: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        _encodeImageView(with: coder)
    }

    open var image: UIImage? {
        get { imageStorage }
        set {
            let oldSize = imageStorage?.size, oldInsets = imageStorage?.alignmentRectInsets
            let wasAnimatedImage = imageStorage?.images != nil
            imageStorage = newValue
            if animationImages == nil, newValue?.images != nil || wasAnimatedImage {
                // UIKit: an image view plays an animated image as soon as it is set.
                if newValue?.images != nil { _startAnimating() } else { _stopAnimating() }
            }
            updateContents()
            // The intrinsic size is the image's: only a change of size invalidates it.
            if newValue?.size != oldSize || newValue?.alignmentRectInsets != oldInsets { invalidateIntrinsicContentSize() }
        }
    }

    /// Shown instead of `image` while `isHighlighted` (when set).
    open var highlightedImage: UIImage? {
        get { highlightedImageStorage }
        set {
            highlightedImageStorage = newValue
            updateContents()
        }
    }

    open var isHighlighted: Bool {
        get { highlightedStorage }
        set {
            let changed = highlightedStorage != newValue
            highlightedStorage = newValue
            if changed { animationSourceDidChange() }
            updateContents()
        }
    }

    // MARK: Animating images

    /// The frames `startAnimating()` plays. Setting them while playing restarts the animation
    /// with the new frames.
    open var animationImages: [UIImage]? {
        didSet { animationSourceDidChange() }
    }

    /// The frames played instead of `animationImages` while the view is highlighted.
    open var highlightedAnimationImages: [UIImage]? {
        didSet { animationSourceDidChange() }
    }

    /// The time one pass over the frames takes. UIKit: 0 (the default) shows 30 frames a
    /// second (the number of frames × 1/30 s).
    open var animationDuration: TimeInterval = 0

    /// How many passes to play; 0 (the default) repeats until `stopAnimating()`.
    open var animationRepeatCount: Int = 0

    /// Plays the frames from the first, on the framework clock; nothing without frames.
    open func startAnimating() { _startAnimating() }

    /// Stops the frames and shows `image` again.
    open func stopAnimating() { _stopAnimating() }

    /// Whether frames are playing (after `startAnimating()`, until the last pass ends or
    /// `stopAnimating()`; also while an animated image plays).
    open var isAnimating: Bool { animationPlayback != nil }

    /// Shows the playback's current frame (or the still image once it stopped).
    func animationFrameDidChange() { updateContents() }

    /// UIKit: the image's alignment insets (a shadow drawn in the image stays outside the
    /// alignment rectangle auto layout uses).
    open override var alignmentRectInsets: UIEdgeInsets {
        (isHighlighted ? (highlightedImage ?? image) : image)?.alignmentRectInsets ?? .zero
    }

    /// UIKit (iOS 13): the configuration symbol images are shown with, applied over the
    /// image's own (their size, weight and scale); other images are shown as they are.
    /// UIKit (iOS 17): the dynamic range the view would like to show its image in
    /// (`.unspecified`: the trait's). Kept: Linux draws standard range.
    open var preferredImageDynamicRange: UIImage.DynamicRange = .unspecified
    /// UIKit (iOS 17): the dynamic range the image is shown in — `.standard` on Linux.
    open var imageDynamicRange: UIImage.DynamicRange { .standard }

    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet {
            symbolDisplayCache = nil
            updateContents()
            invalidateIntrinsicContentSize()
        }
    }

    /// The image's size (no intrinsic size without an image); a symbol's as configured.
    open override var intrinsicContentSize: CGSize {
        guard let image else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return configured(variant(of: image)).size
    }

    /// UIKit: the size of the image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image.map { configured($0).size } ?? .zero
    }

    /// `image` drawn with `preferredSymbolConfiguration` when it is a symbol image.
    private func configured(_ image: UIImage) -> UIImage {
        guard let preferred = preferredSymbolConfiguration, image.isSymbolImage else { return image }
        if let cache = symbolDisplayCache, cache.source === image { return cache.configured }
        let shown = image.applyingSymbolConfiguration(preferred) ?? image
        symbolDisplayCache = (image, shown)
        return shown
    }

    /// A flipping image is mirrored by the view's own layout direction.
    open override var semanticContentAttribute: UISemanticContentAttribute {
        get { super.semanticContentAttribute }
        set {
            let before = effectiveUserInterfaceLayoutDirection
            super.semanticContentAttribute = newValue
            if effectiveUserInterfaceLayoutDirection != before, displayedImage?.flipsForRightToLeftLayoutDirection == true {
                updateContents()
            }
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if let shown = displayedImage, shown.drawsAsTemplate { updateContents() }
    }

    private var displayedImage: UIImage? {
        if let frame = animationPlayback?.currentFrame { return configured(variant(of: frame)) }
        if highlightedStorage, let highlightedImageStorage { return configured(variant(of: highlightedImageStorage)) }
        return imageStorage.map { configured(variant(of: $0)) }
    }

    /// UIKit: an image of an asset with variants shows the variant for the view's traits.
    private func variant(of image: UIImage) -> UIImage {
        image.resolvedAssetVariant(for: traitCollection)
    }

    override func _traitsDidChange(from previous: TraitValues, to current: TraitValues) {
        super._traitsDidChange(from: previous, to: current)
        guard let image = highlightedStorage ? (highlightedImageStorage ?? imageStorage) : imageStorage,
              image.assetLink.assetWithVariants != nil else { return }
        let oldSize = image.resolvedAssetVariant(for: UITraitCollection(values: previous)).size
        updateContents()
        if variant(of: image).size != oldSize { invalidateIntrinsicContentSize() }
    }

    private func updateContents() {
        guard let shown = displayedImage, var cgImage = shown.cgImage else {
            layer.contents = nil
            return
        }
        if shown.drawsAsTemplate {
            cgImage = shown.tinted(cgImage, color: tintColor) ?? cgImage
        }
        // UIKit: a flipping image is mirrored in a right-to-left image view, cap insets included.
        let mirrored = shown.isShownMirrored(in: effectiveUserInterfaceLayoutDirection)
        if mirrored {
            cgImage = UIImage.horizontallyMirrored(cgImage) ?? cgImage
        }
        // The layer shows the image at the image's scale, whatever the screen's.
        viewFlags.insert(.hasCustomContentScaleFactor)
        layer.contentsScale = shown.scale
        if shown.isResizable {
            let size = shown.size
            var insets = shown.capInsets
            if mirrored { swap(&insets.left, &insets.right) }
            layer.contentsCenter = CGRect(x: insets.left / size.width, y: insets.top / size.height,
                                          width: Swift.max(0, size.width - insets.left - insets.right) / size.width,
                                          height: Swift.max(0, size.height - insets.top - insets.bottom) / size.height)
        } else {
            layer.contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
        }
        layer.contents = cgImage
    }
}
