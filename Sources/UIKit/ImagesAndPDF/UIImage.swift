@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics
import Foundation

/// An object that manages image data (UIKit): a bitmap (`cgImage`) with a scale (pixels per
/// point), an orientation and a rendering mode. Images are immutable and may be shared
/// between threads.
open class UIImage: NSObject, @unchecked Sendable {
    /// The bitmap; nil for an empty image.
    // The properties are set only while the image is made: the designated `init()` leaves
    // them at an empty image's values, and the internal convenience initializer below sets
    // them. Every designated initializer is public, so that a subclass in another module
    // inherits the convenience initializers (`class TaggedImage: UIImage {}`, then
    // `TaggedImage(data:)`, `TaggedImage(cgImage:)`).
    public private(set) var cgImage: CGImage?
    /// Pixels per point: 2 for an `@2x` image.
    public private(set) var scale: CGFloat = 1
    /// UIKit: how the bitmap is turned for display. OpenUIKit stores it and accounts for it in
    /// `size`; `.up` and `.upMirrored` are drawn exactly (other orientations draw the bitmap
    /// unturned).
    public private(set) var imageOrientation: Orientation = .up
    /// UIKit: `.automatic` by default; template images draw in the tint color of the image
    /// view that shows them.
    public private(set) var renderingMode: RenderingMode = .automatic
    /// The insets of a resizable image (zero for a normal image).
    public private(set) var capInsets: UIEdgeInsets = .zero
    public private(set) var resizingMode: ResizingMode = .tile
    /// The color of an image made by `withTintColor(_:)`.
    private(set) var tintColorStorage: UIColor?
    /// The name of a symbol image (`init(systemName:)`; see `UIImage+Symbols.swift`).
    private(set) var symbolNameStorage: String?
    /// The configuration the image was made with (a symbol image's symbol configuration).
    private(set) var configurationStorage: Configuration?
    /// Whether image views mirror the image in a right-to-left layout
    /// (`imageFlippedForRightToLeftLayoutDirection()`; see `UIImage+LayoutDirection.swift`).
    private(set) var flipsForRTLStorage = false
    /// The asset the image belongs to (see `UIImageAsset.swift`).
    let assetLink = UIImageAsset.Link()
    /// Set once, right after an image is made (see `UIImage+Animated.swift` and
    /// `UIImage+AlignmentAndBaseline.swift`).
    var animationFramesStorage: [UIImage]?
    var animationDurationStorage: TimeInterval = 0
    var alignmentInsetsStorage: UIEdgeInsets = .zero
    var baselineStorage: CGFloat?
    var stretchableCapsStorage: (left: Int, top: Int)?

    /// UIKit (NSObject's accessibility and `UIAccessibilityIdentification`): what an image
    /// says about itself to assistive technologies and UI tests. Stored on this image only:
    /// derived images (tinted, resized…) start without them.
    open var accessibilityLabel: String?
    open var accessibilityIdentifier: String?

    /// An empty image (zero size). Designated, as NSObject's `init()` is for `UIImage` on iOS.
    public override init() {
        super.init()
    }

    convenience init(cgImage: CGImage?, scale: CGFloat, orientation: Orientation, renderingMode: RenderingMode,
                     capInsets: UIEdgeInsets = .zero, resizingMode: ResizingMode = .tile, tintColor: UIColor? = nil,
                     symbolName: String? = nil, configuration: Configuration? = nil, flipsForRightToLeft: Bool = false) {
        self.init()
        flipsForRTLStorage = flipsForRightToLeft
        symbolNameStorage = symbolName
        configurationStorage = configuration
        self.cgImage = cgImage
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        imageOrientation = orientation
        self.renderingMode = renderingMode
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        tintColorStorage = tintColor
    }

    /// An image decoded from an archive (see `UIImage+Coding.swift`); nil when the archive
    /// holds no image or its data does not decode.
    public required init?(coder: NSCoder) {
        guard let archived = UIImage._archivedImage(from: coder) else { return nil }
        cgImage = archived.cgImage
        scale = archived.scale
        imageOrientation = archived.orientation
        renderingMode = archived.renderingMode
        capInsets = archived.capInsets
        resizingMode = archived.resizingMode
        tintColorStorage = archived.tintColor
        symbolNameStorage = nil
        configurationStorage = nil
        flipsForRTLStorage = false
        super.init()
    }

    open func encode(with coder: NSCoder) { _encodeImage(with: coder) }

    /// `#imageLiteral(resourceName:)` and `UIImage(imageLiteralResourceName:)`: the image
    /// `UIImage(named:)` finds (see `UIImage+Literals.swift`). Required, as on iOS; designated,
    /// so that a subclass without initializers inherits it.
    public required init(imageLiteralResourceName name: String) {
        // UIKit: a missing image is a programming error (the literal names a resource).
        guard let image = UIImage(named: name) else {
            preconditionFailure("UIImage(imageLiteralResourceName:): no image named \"\(name)\" in the main bundle")
        }
        cgImage = image.cgImage
        scale = image.scale
        imageOrientation = image.imageOrientation
        renderingMode = image.renderingMode
        capInsets = image.capInsets
        resizingMode = image.resizingMode
        tintColorStorage = nil
        symbolNameStorage = nil
        configurationStorage = nil
        flipsForRTLStorage = false
        super.init()
    }

    // Designated, as on iOS (a subclass may override them).

    public init(cgImage: CGImage) {
        self.cgImage = cgImage
        super.init()
    }

    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.cgImage = cgImage
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        imageOrientation = orientation
        super.init()
    }

    /// The size in points, with the orientation applied (a `.left` image is as wide as its
    /// bitmap is tall).
    open var size: CGSize {
        guard let cgImage else { return .zero }
        let w = CGFloat(cgImage.width) / scale, h = CGFloat(cgImage.height) / scale
        switch imageOrientation {
        case .left, .leftMirrored, .right, .rightMirrored: return CGSize(width: h, height: w)
        default: return CGSize(width: w, height: h)
        }
    }

    /// The tint color of an image made by `withTintColor(_:)`.
    open var tintColor: UIColor? { tintColorStorage }

    /// Whether `resizableImage(withCapInsets:)` made this image.
    var isResizable: Bool { capInsets != .zero }

    /// A copy with another rendering mode (the same pixels).
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        let copy = UIImage(cgImage: cgImage, scale: scale, orientation: imageOrientation, renderingMode: renderingMode,
                capInsets: capInsets, resizingMode: resizingMode, tintColor: tintColorStorage,
                symbolName: symbolNameStorage, configuration: configurationStorage,
                flipsForRightToLeft: flipsForRTLStorage)
        copy.carryLayoutMetrics(from: self)
        return copy
    }

    /// Whether image views showing the image mirror it when their layout direction is
    /// right-to-left (`imageFlippedForRightToLeftLayoutDirection()`); false by default.
    open var flipsForRightToLeftLayoutDirection: Bool { flipsForRTLStorage }

    /// See `UIImage+LayoutDirection.swift`.
    open func imageFlippedForRightToLeftLayoutDirection() -> UIImage { _imageFlippedForRightToLeftLayoutDirection() }

    /// See `UIImage+LayoutDirection.swift`.
    open func withHorizontallyFlippedOrientation() -> UIImage { _withHorizontallyFlippedOrientation() }

    /// A resizable copy whose insets keep their size when the image is stretched.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// Differs from UIKit: `.tile` stretches the middle like `.stretch`.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        let copy = UIImage(cgImage: cgImage, scale: scale, orientation: imageOrientation, renderingMode: renderingMode,
                capInsets: capInsets, resizingMode: resizingMode, tintColor: tintColorStorage,
                symbolName: symbolNameStorage, configuration: configurationStorage,
                flipsForRightToLeft: flipsForRTLStorage)
        copy.carryLayoutMetrics(from: self)
        return copy
    }

    nonisolated open override var description: String {
        "<UIImage: size {\(size.width), \(size.height)}, scale \(scale), orientation \(imageOrientation.rawValue)>"
    }
}
