/// An object that manages image-based content and geometry (Core Animation).
///
/// Geometry follows Core Animation exactly: `bounds` is the layer's own coordinate space,
/// `position` is where the `anchorPoint` (unit coordinates of the bounds) sits in the
/// superlayer, and `transform` applies around the anchor point. `frame` is derived.
///
/// Rarely used state lives in lazily allocated side storage so that a plain layer stays
/// small (a UIView plus its layer is measured in BENCHMARKS.md).
@MainActor
open class CALayer: NSObject {
    // MARK: Geometry (hot)
    var _bounds: CGRect = .zero
    var _position: CGPoint = .zero
    var _anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var _transforms: TransformStorage?
    var _opacity: Float = 1
    var flags: LayerFlags = [.allowsGroupOpacity, .isDoubleSided]

    // MARK: Appearance (common)
    var _backgroundColor: CGColor?
    var _cornerRadius: CGFloat = 0
    var _borderWidth: CGFloat = 0
    var _borderColor: CGColor? = CGColor.black

    // MARK: Tree
    var _sublayers: [CALayer] = []
    /// Not weak: a weak reference would give every layer a side table and slow down all
    /// its reference counting. Cleared when the superlayer goes away (see deinit).
    unowned(unsafe) var _superlayer: CALayer?
    weak var _delegate: (any CALayerDelegate)?
    /// The view that owns this layer (UIKit's view-layer pairing), held without a side
    /// table; the view clears it when it goes away.
    unowned(unsafe) var _owner: (any CALayerDelegate)?

    // MARK: Uncommon
    var extras: LayerExtras?
    /// Where the compositor last drew this layer (allocated once the layer is composited).
    var _renderState: LayerRenderState?

    /// Not `required`, as in Core Animation (subclasses write `override init()`): layers of a
    /// class known only at run time are made through the class's vtable (`LayerFactory`).
    public override init() {
        super.init()
    }

    /// Layers are not archived in OpenUIKit; a decoded layer starts with default values.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Core Animation uses this initializer to create presentation copies; subclasses that
    /// add properties override it and copy them. `presentation()` calls it on the layer's
    /// own class, so the override runs. // UIKit: a subclass with initializers of its own
    /// that does not override it crashes ("unimplemented initializer 'init(layer:)'").
    public init(layer: Any) {
        super.init()
        if let other = layer as? CALayer {
            _bounds = other._bounds
            _position = other._position
            _anchorPoint = other._anchorPoint
            _transforms = other._transforms.map { TransformStorage(copying: $0) }
            _opacity = other._opacity
            flags = other.flags.subtracting(LayerFlags.transient)
            _backgroundColor = other._backgroundColor
            _cornerRadius = other._cornerRadius
            _borderWidth = other._borderWidth
            _borderColor = other._borderColor
            extras = other.extras.map { LayerExtras(copying: $0) }
        }
    }

    deinit {
        guard !_sublayers.isEmpty else { return }
        if Thread.isMainThread {
            MainActor.assumeIsolated {
                for sublayer in _sublayers where sublayer._superlayer === self {
                    sublayer._superlayer = nil
                }
            }
        }
    }

    /// The object that draws, displays and lays out the layer (held weakly).
    open var delegate: (any CALayerDelegate)? {
        get { _owner ?? _delegate }
        set {
            if let owner = _owner, newValue === owner { return }
            _owner = nil
            _delegate = newValue
        }
    }

    /// Whether `object` is the layer's owning view.
    @_spi(UIKit)
    public func _ownerIs(_ object: AnyObject) -> Bool {
        _owner === object
    }

    /// Makes `view` the layer's delegate without a weak reference (UIView's own layer).
    @_spi(UIKit)
    public func setOwningDelegate(_ owner: (any CALayerDelegate)?) {
        _owner = owner
        _delegate = nil
    }

    open var name: String? {
        get { extras?.name }
        set { ensureExtras().name = newValue }
    }

    // MARK: Overridable behaviour (implemented in the CALayer+Concern files)

    /// Marks the layer for layout in the next transaction (end of the run-loop turn).
    open func setNeedsLayout() { _setNeedsLayoutImpl() }

    open func needsLayout() -> Bool { _needsLayoutImpl() }

    /// Core Animation: "the layer's super layers are traversed until an ancestor that does
    /// not require layout is found; then layout is performed on the entire tree beneath it".
    open func layoutIfNeeded() { _layoutIfNeededImpl() }

    /// Lays out the sublayers. The default asks the delegate (a UIView lays out its
    /// subviews here).
    open func layoutSublayers() { _layoutSublayersImpl() }

    /// The default size of the layer: its bounds size.
    open func preferredFrameSize() -> CGSize { _preferredFrameSizeImpl() }

    /// Marks the content as needing to be redrawn at the next display pass.
    open func setNeedsDisplay() { _setNeedsDisplayImpl() }

    /// Marks a region (in the layer's coordinates) of the content for redrawing.
    open func setNeedsDisplay(_ r: CGRect) { _setNeedsDisplayRectImpl(r) }

    open func needsDisplay() -> Bool { _needsDisplayImpl() }

    /// Redraws now if the layer needs display.
    open func displayIfNeeded() { _displayIfNeededImpl() }

    /// Updates the layer's content. The default lets the delegate display the layer when it
    /// implements `display(_:)`.
    open func display() { _displayImpl() }

    /// Whether `p` (in the receiver's coordinates) is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { _containsImpl(p) }

    /// The farthest descendant (or the receiver) containing `p`, given in the superlayer's
    /// coordinates. Hidden layers are skipped; sublayers are tested front to back.
    open func hitTest(_ p: CGPoint) -> CALayer? { _hitTestImpl(p) }

    /// The layer as currently shown on screen: a copy with its animations' current values
    /// while it has animations, the receiver itself otherwise. The copy is made by
    /// `init(layer:)` of the receiver's class, so it is of the same class.
    open func presentation() -> Self? { _presentationImpl() }

    /// The model layer: the receiver, or for a presentation copy, the layer it shows.
    open func model() -> Self { (extras?.presentationModel as? Self) ?? self }

    /// A copy of the layer's own properties (no sublayers) for `presentation()`, made by the
    /// receiver's class's `init(layer:)`.
    func makePresentationCopy() -> CALayer { LayerFactory.make(type(of: self), copying: self) }

    /// Hook for subclasses in other modules to learn that something visible changed. Called
    /// after every appearance or geometry change (the compositor has already been told).
    open func layerDidChangeAppearance() {}

    // MARK: Drawing (implemented in CALayer+Drawing.swift and CALayer+Rendering.swift)

    /// Draws the layer's content into `ctx`, in the layer's coordinate space (points).
    /// Core Animation: the default draws nothing itself; it calls the delegate's
    /// `draw(_:in:)`. `display()` calls this with a backing-store context clipped to the
    /// region that needs drawing (`ctx.boundingBoxOfClipPath`).
    open func draw(in ctx: CGContext) { _drawImpl(in: ctx) }

    /// Renders the layer and its sublayers into `ctx`, in the layer's coordinate space: the
    /// layer's own `position` and `transform` are not applied. Core Animation renders the
    /// model tree as it is, ignoring animations.
    open func render(in ctx: CGContext) { _renderImpl(in: ctx) }

    /// Core Animation: whether a change to `key` must redisplay the layer. The default is
    /// false; OpenUIKit asks it when a property changes through its setter or
    /// `setValue(_:forKey:)`.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The default value of a property (`value(forKey:)` returns it while nothing is set).
    open class func defaultValue(forKey key: String) -> Any? { _defaultValue(forKey: key) }

    /// Class-defined actions; the last place `action(forKey:)` looks. The default has none.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

    /// The action for `event`: the delegate's, then `actions`, then `style["actions"]`, then
    /// `defaultAction(forKey:)`. When an animatable property changes, its action (if any) runs
    /// after the change; an animation with no values animates from the old value to the new.
    /// Differs from Core Animation: there are no default (implicit) animations, so a change
    /// animates only when the delegate or `actions` provide an action.
    open func action(forKey event: String) -> (any CAAction)? { _actionImpl(forKey: event) }

    /// Whether the contents are flipped when drawn; the vertical contents gravities are named
    /// for a y-up space and read the other way round when this is true. OpenUIKit returns
    /// `isGeometryFlipped`.
    open func contentsAreFlipped() -> Bool { isGeometryFlipped }

    /// The value of a property by name: a built-in property, a value stored with
    /// `setValue(_:forKey:)`, or `defaultValue(forKey:)`.
    open func value(forKey key: String) -> Any? { _valueImpl(forKey: key) }

    /// Sets a property by name. Built-in names set the property; other keys are stored on the
    /// layer (Core Animation layers are key-value coding containers) and redisplay it when
    /// `needsDisplay(forKey:)` says so.
    open func setValue(_ value: Any?, forKey key: String) { _setValueImpl(value, forKey: key) }

    // MARK: Content of layer subclasses in this module (gradient, shape)

    /// Whether the layer paints content of its own between `contents` and the sublayers.
    var drawsOwnContent: Bool { false }

    /// Whether a new bounds size redisplays the layer whatever `needsDisplayOnBoundsChange`
    /// says (a text layer lays its text out in its bounds).
    var redisplaysOnResize: Bool { false }

    /// Paints that content in the layer's space, with `alpha` applied.
    func drawOwnContent(in ctx: CGContext, alpha: CGFloat) {}

    /// Where the layer's own content can paint, in its space (beyond the bounds for a
    /// stroked shape).
    func ownContentBounds() -> CGRect { _bounds }

    /// Whether the own content is opaque wherever the background shape is (a shadow can then
    /// be cast from that shape alone).
    var ownContentFillsBackgroundShape: Bool { false }

    func ensureExtras() -> LayerExtras {
        if let extras { return extras }
        let created = LayerExtras()
        extras = created
        return created
    }

    nonisolated open override var description: String {
        MainActor.assumeIsolated {
            "<\(type(of: self)): frame = \(frame); position = \(_position); bounds = \(_bounds)>"
        }
    }
}

/// Boolean state of a layer, packed.
struct LayerFlags: OptionSet {
    let rawValue: UInt32
    static let isHidden = LayerFlags(rawValue: 1 << 0)
    static let masksToBounds = LayerFlags(rawValue: 1 << 1)
    static let isOpaque = LayerFlags(rawValue: 1 << 2)
    static let isDoubleSided = LayerFlags(rawValue: 1 << 3)
    static let isGeometryFlipped = LayerFlags(rawValue: 1 << 4)
    static let needsDisplayOnBoundsChange = LayerFlags(rawValue: 1 << 5)
    static let allowsGroupOpacity = LayerFlags(rawValue: 1 << 6)
    static let allowsEdgeAntialiasing = LayerFlags(rawValue: 1 << 7)
    static let shouldRasterize = LayerFlags(rawValue: 1 << 8)
    static let drawsAsynchronously = LayerFlags(rawValue: 1 << 9)
    static let needsLayout = LayerFlags(rawValue: 1 << 10)
    static let descendantNeedsLayout = LayerFlags(rawValue: 1 << 11)
    static let needsDisplay = LayerFlags(rawValue: 1 << 12)
    /// The root layer of a window: the transaction lays out and displays trees from here.
    static let isContextRoot = LayerFlags(rawValue: 1 << 13)
    /// Something this layer shows changed since the compositor last drew it.
    static let compositeDirty = LayerFlags(rawValue: 1 << 14)
    /// A sublayer (or deeper) is `compositeDirty`.
    static let descendantCompositeDirty = LayerFlags(rawValue: 1 << 15)
    /// `display()` ran while the bounds were empty: display again once they are not.
    static let displayDeferred = LayerFlags(rawValue: 1 << 16)
    /// Animation values are being written into (or taken out of) the layer for a frame: the
    /// setters must not report changes.
    static let showsPresentation = LayerFlags(rawValue: 1 << 17)

    /// Pending work that a copy (presentation layer) does not inherit.
    static let transient: LayerFlags = [.needsLayout, .descendantNeedsLayout, .needsDisplay, .isContextRoot,
                                        .compositeDirty, .descendantCompositeDirty, .displayDeferred, .showsPresentation]
}

/// `transform` and `sublayerTransform`, allocated only when one is not the identity.
final class TransformStorage {
    var transform = CATransform3DIdentity
    var sublayerTransform = CATransform3DIdentity

    init() {}

    init(copying other: TransformStorage) {
        transform = other.transform
        sublayerTransform = other.sublayerTransform
    }
}

/// Layer state that most layers never set.
@MainActor
final class LayerExtras {
    var name: String?
    var zPosition: CGFloat = 0
    var anchorPointZ: CGFloat = 0
    var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    var cornerCurve: CALayerCornerCurve = .circular
    var mask: CALayer?
    var shadowColor: CGColor? = CGColor.black
    var shadowOpacity: Float = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var contents: Any?
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsGravity: CALayerContentsGravity = .resize
    var contentsScale: CGFloat = 1
    var rasterizationScale: CGFloat = 1
    var minificationFilter: CALayerContentsFilter = .linear
    var magnificationFilter: CALayerContentsFilter = .linear
    var minificationFilterBias: Float = 0
    var contentsFormat: CALayerContentsFormat = .RGBA8Uint
    var edgeAntialiasingMask: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
    var actions: [String: any CAAction]?
    var style: [AnyHashable: Any]?
    var values: [String: Any] = [:]
    var shadowPath: CGPath?
    /// The layer whose `mask` this layer is (a mask has no superlayer). Weak: the mask can
    /// outlive it (held by a variable or a running animation) and must then not reach it.
    /// Only masked layers get the side table a weak reference needs.
    weak var maskOwner: CALayer?
    /// The image `display()` drew, and where it lies in the layer.
    var backingStore: BackingStore?
    /// The last shadow rendered for the layer.
    var shadowCache: ShadowCache?
    /// A conic gradient's last rendering (CAGradientLayer).
    var gradientCache: AnyObject?
    /// Parts of `contents` cut out for `contentsRect` / `contentsCenter`.
    var contentsSlices: ContentsSlices?
    /// Animations added with `add(_:forKey:)`, in order.
    var animations: [AttachedAnimation] = []
    /// `CAMediaTiming` values other than the defaults.
    var timing: LayerTiming?
    /// For a presentation copy: the model layer it shows.
    weak var presentationModel: CALayer?

    init() {}

    init(copying other: LayerExtras) {
        name = other.name
        zPosition = other.zPosition
        anchorPointZ = other.anchorPointZ
        maskedCorners = other.maskedCorners
        cornerCurve = other.cornerCurve
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        contents = other.contents
        contentsRect = other.contentsRect
        contentsCenter = other.contentsCenter
        contentsGravity = other.contentsGravity
        contentsScale = other.contentsScale
        rasterizationScale = other.rasterizationScale
        minificationFilter = other.minificationFilter
        magnificationFilter = other.magnificationFilter
        minificationFilterBias = other.minificationFilterBias
        contentsFormat = other.contentsFormat
        edgeAntialiasingMask = other.edgeAntialiasingMask
        actions = other.actions
        style = other.style
        values = other.values
        shadowPath = other.shadowPath
        timing = other.timing.map { LayerTiming(copying: $0) }
    }
}
