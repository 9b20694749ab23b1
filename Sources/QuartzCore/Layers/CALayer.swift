/// An object that manages image-based content and geometry (Core Animation).
///
/// Geometry follows Core Animation exactly: `bounds` is the layer's own coordinate space,
/// `position` is where the `anchorPoint` (unit coordinates of the bounds) sits in the
/// superlayer, and `transform` applies around the anchor point. `frame` is derived.
///
/// Rarely used state lives in lazily allocated side storage so that a plain layer stays
/// small (a UIView plus its layer is measured in BENCHMARKS.md).
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
    /// The same view through its main-actor hooks: the layer calls them directly on the main
    /// thread, without a conformance check or the `@preconcurrency` witnesses' executor checks
    /// (they run for every bounds change, action lookup and layout in a layout pass).
    unowned(unsafe) var _ownerHooks: (any _CALayerGeometryObserver)?
    /// What the owning view keeps with its layer (UIKit: its resolved traits); in the
    /// layer's 8 spare bytes (a 208-byte instance in a 224-byte heap block), so a view pays
    /// nothing for it until it stores something. Not copied to presentation layers.
    @_spi(UIKit) public var _ownerCache: AnyObject?

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
        // On whatever thread releases the layer: a sublayer that outlives it must not keep a
        // dangling superlayer reference.
        for sublayer in _sublayers where sublayer._superlayer === self {
            sublayer._superlayer = nil
            LayerGeometryChanges.note()
        }
    }

    /// The object that draws, displays and lays out the layer (held weakly).
    open var delegate: (any CALayerDelegate)? {
        get { _owner ?? _delegate }
        set {
            if let owner = _owner, newValue === owner { return }
            _owner = nil
            _ownerHooks = nil
            flags.remove(.ownerDeclinesActionsOutsideBlocks)
            _delegate = newValue
        }
    }

    /// Whether `object` is the layer's owning view.
    @_spi(UIKit)
    public func _ownerIs(_ object: AnyObject) -> Bool {
        _owner === object
    }

    /// Makes `view` the layer's delegate without a weak reference (UIView's own layer).
    /// `answersActionsByUIKitsRule`: the owner's `action(for:forKey:)` is UIKit's own (NSNull
    /// outside animation blocks) and this layer's class does not override `action(forKey:)`;
    /// the layer then skips the action search for changes made outside animation blocks.
    @_spi(UIKit)
    public func setOwningDelegate(_ owner: (any CALayerDelegate & _CALayerGeometryObserver)?,
                                  answersActionsByUIKitsRule: Bool = false) {
        _owner = owner
        _ownerHooks = owner
        _delegate = nil
        if owner != nil && answersActionsByUIKitsRule {
            flags.insert(.ownerDeclinesActionsOutsideBlocks)
        } else {
            flags.remove(.ownerDeclinesActionsOutsideBlocks)
        }
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

    /// Whether an archive of the layer would include the value of `key`; Core Animation's
    /// default is true. Layers are not archived in OpenUIKit. (Overridable, as on iOS.)
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// Class-defined actions; the last place `action(forKey:)` looks. The default has none.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

    /// The action for `event`: the delegate's, then `actions`, then `style["actions"]`, then
    /// `defaultAction(forKey:)`. When an animatable property changes, its action (if any) runs
    /// after the change; an animation with no values animates from the old value to the new.
    /// Differs from Core Animation: there are no default (implicit) animations, so a change
    /// animates only when the delegate or `actions` provide an action. The framework's own
    /// layer classes do not override it: a view's layer of such a class skips the search
    /// outside animation blocks (see `beginAnimatableChange`).
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

    /// The value at a dotted key path, each component read with `value(forKey:)` (a
    /// component after `emitterCells` names a cell: "emitterCells.spark.birthRate").
    open func value(forKeyPath keyPath: String) -> Any? { KeyPathWalk.value(from: self, path: keyPath[...]) }

    /// Sets the value at a dotted key path (the last component with `setValue(_:forKey:)`);
    /// a path that leads nowhere sets nothing (logged).
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        KeyPathWalk.setValue(value, on: self, path: keyPath[...], api: "CALayer.setValue(_:forKeyPath:)")
    }

    // MARK: Overridable properties and methods (implemented in the CALayer+Concern files)

    // Declared here, not in the extensions, so that subclasses can override them as on iOS;
    // each forwards to its `_nameImpl` in the file of its concern.

    // MARK: CALayer+Geometry
    /// The layer's own coordinate space: origin is the top-left of its content, size its size.
    open var bounds: CGRect {
        get { _boundsImpl }
        set { _boundsImpl = newValue }
    }

    /// Where the anchor point sits in the superlayer's coordinate space.
    open var position: CGPoint {
        get { _positionImpl }
        set { _positionImpl = newValue }
    }

    /// Unit coordinates of the bounds that `position` refers to and transforms pivot around.
    open var anchorPoint: CGPoint {
        get { _anchorPointImpl }
        set { _anchorPointImpl = newValue }
    }

    open var zPosition: CGFloat {
        get { _zPositionImpl }
        set { _zPositionImpl = newValue }
    }

    open var anchorPointZ: CGFloat {
        get { _anchorPointZImpl }
        set { _anchorPointZImpl = newValue }
    }

    open var transform: CATransform3D {
        get { _transformImpl }
        set { _transformImpl = newValue }
    }

    open var sublayerTransform: CATransform3D {
        get { _sublayerTransformImpl }
        set { _sublayerTransformImpl = newValue }
    }

    open func affineTransform() -> CGAffineTransform { _affineTransformImpl() }

    open func setAffineTransform(_ m: CGAffineTransform) { _setAffineTransformImpl(m) }

    /// The layer's rectangle in its superlayer's space: the bounding box of the transformed
    /// bounds. Core Animation: with a non-identity transform the value is only the box.
    open var frame: CGRect {
        get { _frameImpl }
        set { _frameImpl = newValue }
    }

    // MARK: CALayer+Appearance
    open var isHidden: Bool {
        get { _isHiddenImpl }
        set { _isHiddenImpl = newValue }
    }

    /// Opacity in 0...1 (values outside are clamped when compositing, not here, as in Core
    /// Animation).
    open var opacity: Float {
        get { _opacityImpl }
        set { _opacityImpl = newValue }
    }

    open var masksToBounds: Bool {
        get { _masksToBoundsImpl }
        set { _masksToBoundsImpl = newValue }
    }

    open var isOpaque: Bool {
        get { _isOpaqueImpl }
        set { _isOpaqueImpl = newValue }
    }

    open var isDoubleSided: Bool {
        get { _isDoubleSidedImpl }
        set { _isDoubleSidedImpl = newValue }
    }

    open var isGeometryFlipped: Bool {
        get { _isGeometryFlippedImpl }
        set { _isGeometryFlippedImpl = newValue }
    }

    open var needsDisplayOnBoundsChange: Bool {
        get { _needsDisplayOnBoundsChangeImpl }
        set { _needsDisplayOnBoundsChangeImpl = newValue }
    }

    open var allowsGroupOpacity: Bool {
        get { _allowsGroupOpacityImpl }
        set { _allowsGroupOpacityImpl = newValue }
    }

    open var allowsEdgeAntialiasing: Bool {
        get { _allowsEdgeAntialiasingImpl }
        set { _allowsEdgeAntialiasingImpl = newValue }
    }

    open var shouldRasterize: Bool {
        get { _shouldRasterizeImpl }
        set { _shouldRasterizeImpl = newValue }
    }

    open var drawsAsynchronously: Bool {
        get { _drawsAsynchronouslyImpl }
        set { _drawsAsynchronouslyImpl = newValue }
    }

    open var backgroundColor: CGColor? {
        get { _backgroundColorImpl }
        set { _backgroundColorImpl = newValue }
    }

    open var cornerRadius: CGFloat {
        get { _cornerRadiusImpl }
        set { _cornerRadiusImpl = newValue }
    }

    open var maskedCorners: CACornerMask {
        get { _maskedCornersImpl }
        set { _maskedCornersImpl = newValue }
    }

    open var cornerCurve: CALayerCornerCurve {
        get { _cornerCurveImpl }
        set { _cornerCurveImpl = newValue }
    }

    open var borderWidth: CGFloat {
        get { _borderWidthImpl }
        set { _borderWidthImpl = newValue }
    }

    /// Core Animation: opaque black by default.
    open var borderColor: CGColor? {
        get { _borderColorImpl }
        set { _borderColorImpl = newValue }
    }

    /// A layer whose alpha channel masks the receiver's content (and its sublayers, border
    /// and shadow). Core Animation: the mask must have no superlayer; its geometry is in the
    /// receiver's coordinate space.
    open var mask: CALayer? {
        get { _maskImpl }
        set { _maskImpl = newValue }
    }

    /// Core Animation: opaque black by default.
    open var shadowColor: CGColor? {
        get { _shadowColorImpl }
        set { _shadowColorImpl = newValue }
    }

    open var shadowOpacity: Float {
        get { _shadowOpacityImpl }
        set { _shadowOpacityImpl = newValue }
    }

    /// Core Animation: (0, -3) by default.
    open var shadowOffset: CGSize {
        get { _shadowOffsetImpl }
        set { _shadowOffsetImpl = newValue }
    }

    /// Core Animation: 3 by default.
    open var shadowRadius: CGFloat {
        get { _shadowRadiusImpl }
        set { _shadowRadiusImpl = newValue }
    }

    /// The shape of the shadow. Core Animation: when set, the shadow is cast by this path
    /// (filled with the non-zero rule) instead of the layer's composited alpha, which is
    /// much cheaper to render.
    open var shadowPath: CGPath? {
        get { _shadowPathImpl }
        set { _shadowPathImpl = newValue }
    }

    /// The layer's content: a `CGImage` (other values are ignored when drawing, as Core
    /// Animation ignores objects it cannot draw). After `display()`, the image drawn into the
    /// backing store.
    open var contents: Any? {
        get { _contentsImpl }
        set { _contentsImpl = newValue }
    }

    open var contentsRect: CGRect {
        get { _contentsRectImpl }
        set { _contentsRectImpl = newValue }
    }

    open var contentsCenter: CGRect {
        get { _contentsCenterImpl }
        set { _contentsCenterImpl = newValue }
    }

    open var contentsGravity: CALayerContentsGravity {
        get { _contentsGravityImpl }
        set { _contentsGravityImpl = newValue }
    }

    /// Pixels per point of the backing store.
    open var contentsScale: CGFloat {
        get { _contentsScaleImpl }
        set { _contentsScaleImpl = newValue }
    }

    /// The filter used when `contents` are drawn smaller than their pixels (`.linear`).
    open var minificationFilter: CALayerContentsFilter {
        get { _minificationFilterImpl }
        set { _minificationFilterImpl = newValue }
    }

    /// The filter used when `contents` are drawn larger than their pixels (`.linear`;
    /// `.nearest` keeps pixel art crisp).
    open var magnificationFilter: CALayerContentsFilter {
        get { _magnificationFilterImpl }
        set { _magnificationFilterImpl = newValue }
    }

    /// The mipmap level bias of trilinear minification (kept; OpenUIKit has no mipmaps).
    open var minificationFilterBias: Float {
        get { _minificationFilterBiasImpl }
        set { _minificationFilterBiasImpl = newValue }
    }

    /// The backing store format asked for. Differs from Core Animation: backing stores are
    /// always 8-bit premultiplied BGRA; the value is kept.
    open var contentsFormat: CALayerContentsFormat {
        get { _contentsFormatImpl }
        set { _contentsFormatImpl = newValue }
    }

    /// Which edges are antialiased when `allowsEdgeAntialiasing` is on (all by default). Kept;
    /// OpenUIKit antialiases transformed layers' edges all around.
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { _edgeAntialiasingMaskImpl }
        set { _edgeAntialiasingMaskImpl = newValue }
    }

    open var rasterizationScale: CGFloat {
        get { _rasterizationScaleImpl }
        set { _rasterizationScaleImpl = newValue }
    }

    /// Actions for property keys; an entry overrides the delegate and default actions.
    open var actions: [String: any CAAction]? {
        get { _actionsImpl }
        set { _actionsImpl = newValue }
    }

    open var style: [AnyHashable: Any]? {
        get { _styleImpl }
        set { _styleImpl = newValue }
    }

    // MARK: CALayer+Hierarchy
    /// Core Animation: `nil` when the layer has no sublayers.
    open var sublayers: [CALayer]? {
        get { _sublayersImpl }
        set { _sublayersImpl = newValue }
    }

    open var superlayer: CALayer? { _superlayerImpl }

    open func addSublayer(_ layer: CALayer) { _addSublayerImpl(layer) }

    /// Core Animation clamps an index past the end to the end.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) { _insertSublayerImpl(layer, at: idx) }

    /// A sibling that is not a sublayer puts the layer on top (Core Animation raises; this is
    /// OpenUIKit's logged fallback).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) { _insertSublayerImpl(layer, above: sibling) }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) { _insertSublayerImpl(layer, below: sibling) }

    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) { _replaceSublayerImpl(oldLayer, with: newLayer) }

    open func removeFromSuperlayer() { _removeFromSuperlayerImpl() }

    // MARK: CALayer+Animations
    /// Adds a copy of `anim` under `key` (replacing an animation with that key, which stops
    /// unfinished); a property animation without a key path animates the property `key`
    /// names. A zero `beginTime` starts it now, a zero `duration` lasts the
    /// transaction's animation duration (0.25 s).
    open func add(_ anim: CAAnimation, forKey key: String?) { _addImpl(anim, forKey: key) }

    /// The animation added under `key` (the copy the layer runs), if it is still there.
    open func animation(forKey key: String) -> CAAnimation? { _animationImpl(forKey: key) }

    /// The keys of the layer's animations, in the order they were added; nil when none has a
    /// key.
    open func animationKeys() -> [String]? { _animationKeysImpl() }

    /// Removes the animation under `key`; its delegate hears it stopped unfinished.
    open func removeAnimation(forKey key: String) { _removeAnimationImpl(forKey: key) }

    open func removeAllAnimations() { _removeAllAnimationsImpl() }

    open var beginTime: CFTimeInterval {
        get { _beginTimeImpl }
        set { _beginTimeImpl = newValue }
    }

    open var duration: CFTimeInterval {
        get { _durationImpl }
        set { _durationImpl = newValue }
    }

    /// How fast the layer's time (and its animations') runs: 0 pauses them.
    open var speed: Float {
        get { _speedImpl }
        set { _speedImpl = newValue }
    }

    open var timeOffset: CFTimeInterval {
        get { _timeOffsetImpl }
        set { _timeOffsetImpl = newValue }
    }

    open var repeatCount: Float {
        get { _repeatCountImpl }
        set { _repeatCountImpl = newValue }
    }

    open var repeatDuration: CFTimeInterval {
        get { _repeatDurationImpl }
        set { _repeatDurationImpl = newValue }
    }

    open var autoreverses: Bool {
        get { _autoreversesImpl }
        set { _autoreversesImpl = newValue }
    }

    open var fillMode: CAMediaTimingFillMode {
        get { _fillModeImpl }
        set { _fillModeImpl = newValue }
    }

    /// Converts a time from `l`'s local time (nil: `CACurrentMediaTime()`'s) to this layer's.
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval { _convertTimeImpl(t, from: l) }

    /// Converts a time from this layer's local time to `l`'s (nil: media time).
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval { _convertTimeImpl(t, to: l) }

    // MARK: CALayer+Conversion
    /// Converts a point from the coordinate system of `l` (nil: the root's parent space)
    /// to the receiver's. Layers in different trees meet in their roots' parent space.
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { _convertImpl(p, from: l) }

    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { _convertImpl(p, to: l) }

    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect { _convertImpl(r, from: l) }

    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect { _convertImpl(r, to: l) }
    // MARK: Content of layer subclasses in this module (gradient, shape)

    /// Whether the layer paints content of its own between `contents` and the sublayers.
    var drawsOwnContent: Bool { false }

    /// Whether a new bounds size redisplays the layer whatever `needsDisplayOnBoundsChange`
    /// says (a text layer lays its text out in its bounds).
    var redisplaysOnResize: Bool { false }

    /// Paints that content in the layer's space, with `alpha` applied.
    func drawOwnContent(in ctx: CGContext, alpha: CGFloat) {}

    /// Fills the backing store `display()` made (`draw(in:)`; a tiled layer calls it once per
    /// tile).
    func drawBackingStoreContent(in ctx: CGContext) {
        draw(in: ctx)
    }

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

    open override var description: String {
        "<\(type(of: self)): frame = \(frame); position = \(_position); bounds = \(_bounds)>"
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
    /// Work for the main-thread machinery (display, animations, layout or compositing of a
    /// tree on screen) was recorded off the main thread in this layer or below it (see
    /// `MainThread`).
    static let awaitsMainThread = LayerFlags(rawValue: 1 << 18)
    /// The pending display rectangle is the whole layer (`pendingDisplayRect` is infinite).
    static let wholeDisplayPending = LayerFlags(rawValue: 1 << 19)
    /// Marked for layout again by its own layout twice in the commit in progress: it waits
    /// for the next commit (see `TransactionCenter.flush()`).
    static let layoutDeferredToNextCommit = LayerFlags(rawValue: 1 << 20)
    /// Marked for layout again by its own layout once in the commit in progress.
    static let invalidatedItselfInCommit = LayerFlags(rawValue: 1 << 21)
    /// The owning view answers every action look-up with `NSNull` while no UIView animation
    /// block is open, and neither its class nor the layer's overrides the look-up (see
    /// `setOwningDelegate(_:answersActionsByUIKitsRule:)`).
    static let ownerDeclinesActionsOutsideBlocks = LayerFlags(rawValue: 1 << 22)
    /// `display()` runs with the animated values of the keys that redisplay the layer: it
    /// stands for its presentation layer (see `displayingPresentation(_:)`).
    static let displaysPresentation = LayerFlags(rawValue: 1 << 23)

    /// Pending work that a copy (presentation layer) does not inherit.
    static let transient: LayerFlags = [.needsLayout, .descendantNeedsLayout, .needsDisplay, .isContextRoot,
                                        .compositeDirty, .descendantCompositeDirty, .displayDeferred, .showsPresentation,
                                        .awaitsMainThread, .wholeDisplayPending, .layoutDeferredToNextCommit,
                                        .invalidatedItselfInCommit, .ownerDeclinesActionsOutsideBlocks, .displaysPresentation]
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
    /// A pending display of part of the layer (the whole layer is a flag).
    var pendingDisplayRect: CGRect?
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
        pendingDisplayRect = other.pendingDisplayRect
        shadowPath = other.shadowPath
        timing = other.timing.map { LayerTiming(copying: $0) }
    }
}
