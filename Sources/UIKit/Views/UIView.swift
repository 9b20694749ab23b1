internal import CMainThread
@_spi(UIKit) import QuartzCore

/// An object that manages the content for a rectangular area on the screen (UIKit).
///
/// Every view is backed by a layer (`layerClass`) and is that layer's delegate; geometry
/// lives in the layer (`frame`, `bounds`, `center` and `transform` are one model). This file
/// declares the overridable surface and the stored state; behaviour lives in the
/// `UIView+Concern.swift` files.
@preconcurrency @MainActor
// UIKit: CALayerDelegate is not main-actor isolated; the view's witnesses are (as in Apple's SDK),
// and its layer calls them on the main thread.
open class UIView: UIResponder, @preconcurrency CALayerDelegate, _CALayerGeometryObserver,
    @preconcurrency _CALayerDrawingDelegate {
    // MARK: Stored state (kept small: see BENCHMARKS.md, bytes per view)

    private(set) var viewLayer: CALayer!
    /// Unchecked exclusivity: every access is a short read or an in-place edit that calls no
    /// other code, and the dynamic check was most of what reading `subviews` cost (76 of 118
    /// instructions per call; a walk of a hierarchy reads it at every view).
    @exclusivity(unchecked) var subviewList: [UIView] = []
    /// Back pointers are not weak: a weak reference gives the target a side table, which
    /// makes all of its reference counting slower. The owner clears them (see deinit).
    unowned(unsafe) var superviewStorage: UIView? {
        didSet { TraitInputs.didChange() }
    }
    /// The view controller whose root view this is (UIKit's "view delegate").
    unowned(unsafe) var viewControllerStorage: UIViewController? {
        didSet { TraitInputs.didChange() }
    }
    var viewFlags: ViewFlags = .defaults
    var alphaStorage: CGFloat = 1
    var tagStorage: Int = 0
    var backgroundColorStorage: UIColor?
    var tintColorStorage: UIColor?
    var tintAdjustmentModeStorage: TintAdjustmentMode = .automatic
    var autoresizingMaskStorage: AutoresizingMask = []
    var contentModeStorage: ContentMode = .scaleToFill
    var semanticContentAttributeStorage: UISemanticContentAttribute = .unspecified
    var gestureRecognizerList: [UIGestureRecognizer] = []
    var extras: ViewExtras?
    /// The safe-area insets last computed and the `LayerGeometryChanges` count they hold for
    /// (`.max`: none); see `_safeAreaInsets`. Stored here, not in the extras: every view of a
    /// screen is asked when a bar or a superview changes.
    var safeAreaCache: UIEdgeInsets = .zero
    var safeAreaCacheGeneration: UInt64 = .max
    /// Appearance proxy state, or the customizable properties set on the view (see UIAppearance).
    var appearanceState: ViewAppearanceState? {
        // In the lazily made extras: most views never have one, and a stored property here
        // would grow every view.
        get { extras?.appearanceState }
        set { if newValue != nil || extras != nil { ensureExtras().appearanceState = newValue } }
    }

    /// The class of the view's backing layer. Override to return a `CALayer` subclass.
    open class var layerClass: AnyClass { CALayer.self }

    /// The shape the view collides with in UIKit Dynamics (`UIDynamicItem`); override to
    /// collide as an ellipse or a path.
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

    /// The outline for `.path` collisions, around the view's centre; the bounds by default.
    open var collisionBoundingPath: UIBezierPath {
        UIBezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
    }

    public override convenience init() {
        self.init(frame: .zero)
    }

    public init(frame: CGRect) {
        super.init()
        commonInit(frame: frame)
    }

    /// A view decoded from a keyed archive (see `UIView+Coding.swift`): geometry, properties
    /// and subviews come back; keys the archive lacks keep their defaults.
    public required init?(coder: NSCoder) {
        super.init()
        commonInit(frame: .zero)
        _decodeView(from: coder)
    }

    /// Writes the view's properties and subviews (see `UIView+Coding.swift`).
    open func encode(with coder: NSCoder) { _encodeView(with: coder) }

    /// Foundation on Linux can only name top-level classes in an archive: a nested or private
    /// view class is archived as its nearest nameable superclass (see `UIView+Coding.swift`).
    nonisolated open override var classForKeyedArchiver: AnyClass? { UIView._archivableClass(of: type(of: self)) }

    private func commonInit(frame: CGRect) {
        TextLayerRenderer.install()
        let type = (Self.layerClass as? CALayer.Type) ?? CALayer.self
        let layer = LayerFactory.make(type)
        layer.setOwningDelegate(self, answersActionsByUIKitsRule: ViewLayerActionRule.isUIKits(view: Self.self, layer: type))
        layer.isOpaque = true
        viewLayer = layer
        self.frame = frame
        _scheduleInitialDisplay()
    }

    deinit {
        guard openuikit_is_main_thread() else { return }
        MainActor.assumeIsolated {
            // A freed root's constraint engine goes with it: subviews that outlive it take their
            // subtree's constraints into engines of their own, as when removed from it.
            let hasEngine = extras?.layoutEngine != nil || extras?.detachedConstraints != nil
            // The subviews lose their superview: safe areas computed through it are stale.
            if !subviewList.isEmpty { LayerGeometryChanges.note() }
            // By index: an iterator would hold the list, and the ownership check needs it alone.
            for index in subviewList.indices where subviewList[index].superviewStorage === self {
                // A subtree freed with this view, or whose views that live on hold no
                // constraints, leaves its constraints to the engine (which goes too) instead of
                // moving them into engines of their own first: that move was most of the cost
                // of releasing a window or a screen.
                guard hasEngine, !UIView._isFreeableWithItsEngine(&subviewList[index]) else {
                    subviewList[index].superviewStorage = nil
                    continue
                }
                let subview = subviewList[index]
                let move = subview._engineWillMove()
                subview.superviewStorage = nil
                subview._engineDidMove(move)
            }
            for recognizer in gestureRecognizerList where recognizer.viewStorage === self {
                recognizer.viewStorage = nil
                recognizer.viewWasFreed()
            }
            if let layer = viewLayer, layer._ownerIs(self) {
                layer.setOwningDelegate(nil)
            }
            if let controller = viewControllerStorage, controller.viewStorage === self {
                controller.viewStorage = nil
            }
        }
    }

    /// Whether freeing this hierarchy can leave its constraints to its engine for `view`'s
    /// subtree: every view in it that something else holds (and so outlives the hierarchy)
    /// has no constraint installed in its own subtree to take along. Reference counts are read
    /// in place: a copy of a reference would count.
    private static func _isFreeableWithItsEngine(_ view: inout UIView) -> Bool {
        guard isKnownUniquelyReferenced(&view) else { return !view._subtreeHasInstalledConstraints }
        let checked = view
        for index in checked.subviewList.indices {
            guard checked.subviewList[index].superviewStorage === checked,
                  _isFreeableWithItsEngine(&checked.subviewList[index]) else { return false }
        }
        return true
    }

    private var _subtreeHasInstalledConstraints: Bool {
        if let installed = extras?.constraints, !installed.isEmpty { return true }
        for subview in subviewList where subview._subtreeHasInstalledConstraints { return true }
        return false
    }

    /// The view's Core Animation layer used for rendering.
    public var layer: CALayer { viewLayer }

    // MARK: Geometry

    // Differs from UIKit: the getters below read the layer's stored values directly, not
    // through a getter that a custom `layerClass` overrides (setters go through the layer's
    // overridable properties, so `didSet` overrides run).

    /// The frame in the superview's coordinates. With a non-identity transform this is the
    /// bounding box of the transformed bounds (and setting it is only exact for scale and
    /// translation, as in UIKit where the value is then "undefined").
    open var frame: CGRect {
        get { viewLayer._storedFrame }
        set { KeyValueObservationCenter.change(of: self) { viewLayer.frame = newValue } }
    }

    /// The view's own coordinate space. Changing the size keeps `center`; changing the origin
    /// shifts where subviews appear.
    open var bounds: CGRect {
        get { viewLayer._storedBounds }
        set { KeyValueObservationCenter.change(of: self) { viewLayer.bounds = newValue.standardized } }
    }

    /// The center of the frame, in the superview's coordinates (the layer's position).
    open var center: CGPoint {
        get { viewLayer._storedPosition }
        set { KeyValueObservationCenter.change(of: self) { viewLayer.position = newValue } }
    }

    /// The transform applied around `center`.
    open var transform: CGAffineTransform {
        get { viewLayer.affineTransform() }
        set { KeyValueObservationCenter.change(of: self) { viewLayer.setAffineTransform(newValue) } }
    }

    open var transform3D: CATransform3D {
        get { viewLayer.transform }
        set { viewLayer.transform = newValue }
    }

    // MARK: Appearance

    /// 0...1; below 0.01 the view is not hit-tested.
    /// UIKit: alpha is the layer's opacity, so a change made on the layer shows here too.
    open var alpha: CGFloat {
        get { Float(alphaStorage) == viewLayer.opacity ? alphaStorage : CGFloat(viewLayer.opacity) }
        set { KeyValueObservationCenter.change(of: self) { _setAlpha(newValue) } }
    }

    open var isHidden: Bool {
        get { viewLayer._storedIsHidden }
        set { KeyValueObservationCenter.change(of: self) { _setHidden(newValue) } }
    }

    /// UIKit: true by default for views.
    open var isOpaque: Bool {
        get { viewFlags.contains(.isOpaque) }
        set { viewFlags.set(.isOpaque, newValue); viewLayer.isOpaque = newValue }
    }

    open var clipsToBounds: Bool {
        get { viewLayer.masksToBounds }
        set { viewLayer.masksToBounds = newValue }
    }

    open var backgroundColor: UIColor? {
        get { backgroundColorStorage }
        set {
            _appearanceSet(\UIView.backgroundColor, newValue, explicitFlag: .backgroundColorSetExplicitly)
            backgroundColorStorage = newValue
            // UIKit: a dynamic color is resolved with the view's traits, and again when they change.
            viewLayer.backgroundColor = _layerColor(newValue)
        }
    }

    /// The first non-nil tint in the view's hierarchy, starting with the view itself;
    /// system blue when there is none. Dimmed when `tintAdjustmentMode` is `.dimmed`.
    open var tintColor: UIColor! {
        get { _effectiveTintColor }
        set { _appearanceSet(\UIView.tintColor, newValue, explicitFlag: .tintColorSetExplicitly); _setTintColor(newValue) }
    }

    /// Reading it returns the first non-`automatic` mode in the hierarchy (or `.normal`).
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { _effectiveTintAdjustmentMode }
        set { _setTintAdjustmentMode(newValue) }
    }

    /// Called when the effective tint color or tint adjustment mode changes.
    open func tintColorDidChange() {}

    open var contentMode: ContentMode {
        get { contentModeStorage }
        set { _setContentMode(newValue) }
    }

    /// Pixels per point of the view's backing store: the screen's scale by default.
    open var contentScaleFactor: CGFloat {
        get { viewLayer.contentsScale }
        set { _setContentScaleFactor(newValue) }
    }

    open var clearsContextBeforeDrawing: Bool {
        get { viewFlags.contains(.clearsContextBeforeDrawing) }
        set { viewFlags.set(.clearsContextBeforeDrawing, newValue) }
    }

    /// A view whose alpha channel masks this view's content.
    open var mask: UIView? {
        get { extras?.maskView }
        set { _setMaskView(newValue) }
    }

    // MARK: Interaction

    /// UIKit: when false, touches and presses meant for the view are ignored and the view is
    /// not hit-tested (nor are its subviews).
    open var isUserInteractionEnabled: Bool {
        get { viewFlags.contains(.isUserInteractionEnabled) }
        set {
            viewFlags.set(.isUserInteractionEnabled, newValue)
            // A picker's columns report it as their enabled state.
            UIApplication.noteInterfaceChange()
        }
    }

    /// UIKit: false by default; the view then receives only the first of several touches.
    open var isMultipleTouchEnabled: Bool {
        get { viewFlags.contains(.isMultipleTouchEnabled) }
        set { viewFlags.set(.isMultipleTouchEnabled, newValue) }
    }

    /// UIKit: while an exclusive-touch view tracks a touch, no other view in its window
    /// receives touches, and it receives none while other views track.
    open var isExclusiveTouch: Bool {
        get { viewFlags.contains(.isExclusiveTouch) }
        set { viewFlags.set(.isExclusiveTouch, newValue) }
    }

    open var tag: Int {
        get { tagStorage }
        set { tagStorage = newValue }
    }

    /// The view's name in state restoration (nil: its state is not saved), unique among
    /// the views of its view controller; also archived with the view.
    open var restorationIdentifier: String? {
        get { extras?.restorationIdentifier }
        set { ensureExtras().restorationIdentifier = newValue }
    }

    /// Saves the view's state with its view controller's (it needs a restoration identifier);
    /// call super. A scroll view saves its content offset.
    open func encodeRestorableState(with coder: NSCoder) { _encodeRestorableViewState(with: coder) }

    /// Restores what `encodeRestorableState(with:)` saved; call super.
    open func decodeRestorableState(with coder: NSCoder) { _decodeRestorableViewState(with: coder) }

    // MARK: Layout

    open var autoresizingMask: AutoresizingMask {
        get { autoresizingMaskStorage }
        set { autoresizingMaskStorage = newValue }
    }

    open var autoresizesSubviews: Bool {
        get { viewFlags.contains(.autoresizesSubviews) }
        set { viewFlags.set(.autoresizesSubviews, newValue) }
    }

    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { viewFlags.contains(.translatesAutoresizingMaskIntoConstraints) }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            viewFlags.set(.translatesAutoresizingMaskIntoConstraints, newValue)
            if viewFlags.contains(.isEngineItem) { _engineTranslatesAutoresizingMaskDidChange() }
        }
    }

    /// Lays out subviews. The default gives the subviews that Auto Layout positions the
    /// frames their constraints determine (autoresizing masks are applied as soon as a view's
    /// bounds change, as in UIKit).
    open func layoutSubviews() {
        if viewFlags.contains(.hostsEngineItems) { _applyEngineLayout() }
    }

    /// Marks the view for layout at the next layout pass (end of the run-loop turn).
    open func setNeedsLayout() { viewLayer.setNeedsLayout() }

    /// Lays out the view's subtree now if layout is pending (after the hierarchy's constraint
    /// pass, when it uses Auto Layout).
    open func layoutIfNeeded() { _layoutIfNeeded() }

    /// UIKit: the default returns the view's current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view (keeping its frame origin) to `sizeThatFits(bounds.size)`.
    open func sizeToFit() { _sizeToFit() }

    /// The natural size for the content; `UIView.noIntrinsicMetric` in a dimension without one.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells the view its intrinsic size changed: its content size constraints take the new
    /// size, and the superview lays out again.
    open func invalidateIntrinsicContentSize() { _invalidateIntrinsicContentSize() }

    /// The margins content is laid out within: the margins set (8 points by default), grown
    /// by the safe area when `insetsLayoutMarginsFromSafeArea`, by the superview's margins where
    /// the view reaches into them when `preservesSuperviewLayoutMargins`, and to the view
    /// controller's `systemMinimumLayoutMargins` for a root view.
    open var layoutMargins: UIEdgeInsets {
        get { _effectiveLayoutMargins }
        set { _setLayoutMargins(newValue) }
    }

    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { _effectiveLayoutMargins.directionalInsets(for: effectiveUserInterfaceLayoutDirection) }
        set { _setLayoutMargins(newValue.edgeInsets(for: effectiveUserInterfaceLayoutDirection)) }
    }

    open var preservesSuperviewLayoutMargins: Bool {
        get { viewFlags.contains(.preservesSuperviewLayoutMargins) }
        set { viewFlags.set(.preservesSuperviewLayoutMargins, newValue) }
    }

    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { viewFlags.contains(.insetsLayoutMarginsFromSafeArea) }
        set { viewFlags.set(.insetsLayoutMarginsFromSafeArea, newValue) }
    }

    open func layoutMarginsDidChange() {}

    /// The insets that keep content clear of bars and system UI. Linux windows have no
    /// notch or system bars, so a window's are zero; a view controller's
    /// `additionalSafeAreaInsets` add to its root view's, and subviews inherit the part of
    /// their superview's that they overlap.
    open var safeAreaInsets: UIEdgeInsets { _safeAreaInsets }

    open func safeAreaInsetsDidChange() {}

    // MARK: Alignment rectangles and fitting

    /// How far the content's alignment rectangle lies inside the frame (zero by default).
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The alignment rectangle for a frame: the frame inset by `alignmentRectInsets`.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect {
        frame.inset(by: alignmentRectInsets)
    }

    /// The frame for an alignment rectangle: the rectangle outset by `alignmentRectInsets`.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left,
                                                    bottom: -insets.bottom, right: -insets.right))
    }

    /// The view that first-baseline alignment uses (the view itself by default).
    open var forFirstBaselineLayout: UIView { self }

    /// The view that last-baseline alignment uses (the view itself by default).
    open var forLastBaselineLayout: UIView { self }

    /// UIKit's name before first and last baselines were told apart (iOS 6–8).
    @available(*, deprecated, message: "Override forFirstBaselineLayout or forLastBaselineLayout as appropriate, instead")
    open var forBaselineLayout: UIView { forLastBaselineLayout }

    /// The size that fits the view's content, as close to `targetSize` as the content allows
    /// (see `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        _systemLayoutSizeFitting(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    /// For a view with constraints: the size Auto Layout gives it with its width and height
    /// pulled toward `targetSize` at the fitting priorities (UIKit). For a view without
    /// constraints: a dimension whose priority is `.required` is the target's; the others are
    /// the `intrinsicContentSize` (when no dimension is fixed and the view has one), else what
    /// `sizeThatFits(_:)` answers within the fixed dimensions.
    open func systemLayoutSizeFitting(_ targetSize: CGSize,
                                      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        _systemLayoutSizeFitting(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// Whether the view needs constraint-based layout (false: a hierarchy uses Auto Layout
    /// from its first constraint on).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Called before layout after `setNeedsUpdateConstraints()`, subviews before their
    /// superview, as in UIKit's constraint pass: the place to change constraints before the
    /// layout pass applies them.
    open func updateConstraints() {}

    /// Asks for `updateConstraints()` before the next layout (the view is marked for layout).
    open func setNeedsUpdateConstraints() { _setNeedsUpdateConstraints() }

    open func needsUpdateConstraints() -> Bool { viewFlags.contains(.needsUpdateConstraints) }

    /// Runs `updateConstraints()` now in the subtree wherever it was asked for.
    open func updateConstraintsIfNeeded() { _updateConstraintsIfNeeded() }

    // MARK: Auto Layout constraints

    /// The constraints installed on this view (by activation or `addConstraint(_:)`).
    open var constraints: [NSLayoutConstraint] { extras?.constraints ?? [] }

    /// Installs a constraint on this view; its items must be this view, its descendants, or
    /// their layout guides. Prefer `isActive` / `NSLayoutConstraint.activate(_:)`, which find
    /// the view themselves.
    open func addConstraint(_ constraint: NSLayoutConstraint) { _addConstraint(constraint) }

    open func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Uninstalls a constraint installed on this view (nothing happens for another's).
    open func removeConstraint(_ constraint: NSLayoutConstraint) { _removeConstraint(constraint) }

    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// How strongly the view resists growing beyond its intrinsic size along `axis`
    /// (UIKit's default: 250, `.defaultLow`).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        _contentHuggingPriority(for: axis)
    }

    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        _setContentHuggingPriority(priority, for: axis)
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis`
    /// (UIKit's default: 750, `.defaultHigh`).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        _contentCompressionResistancePriority(for: axis)
    }

    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        _setContentCompressionResistancePriority(priority, for: axis)
    }

    /// Whether the view's frame is not determined uniquely by its constraints.
    open var hasAmbiguousLayout: Bool { _engineHasAmbiguousLayout() }

    /// Moves an ambiguously laid out view to another of its possible frames (for debugging).
    open func exerciseAmbiguityInLayout() { _engineExerciseAmbiguity() }

    /// The active constraints that position or size the view along `axis`.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        _engineConstraintsAffectingLayout(for: axis)
    }

    /// Resigns the first responder if it is this view or inside it; with `force`, even if it
    /// refuses. Returns whether no first responder is left inside the view.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { _endEditing(force) }

    open var semanticContentAttribute: UISemanticContentAttribute {
        get { semanticContentAttributeStorage }
        set {
            guard newValue != semanticContentAttributeStorage else { return }
            semanticContentAttributeStorage = newValue
            _semanticContentAttributeDidChange()
        }
    }

    // MARK: Traits

    /// The view's traits: its window's environment (screen scale, size classes, idiom, ...)
    /// with the interface style resolved through `overrideUserInterfaceStyle` up the
    /// hierarchy (light when nothing overrides it).
    open var traitCollection: UITraitCollection { _traitCollection }

    /// Called when the view's traits changed (the screen's scale, the window's size classes,
    /// trait overrides up the hierarchy, a move to a superview with other traits).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// UIKit's own reaction to a trait change, before `traitCollectionDidChange(_:)`: the
    /// view redisplays and re-resolves its colors when the color appearance changed.
    /// Subclasses that adjust fonts for the content size category extend it.
    func _traitsDidChange(from previous: TraitValues, to current: TraitValues) {
        if current.changedTraits(from: previous).contains(where: { $0.affectsColorAppearance }) {
            _colorAppearanceDidChange()
        }
    }

    /// Forces light or dark appearance on the view and its subviews (`.unspecified`:
    /// inherit). OpenUIKit keeps it as the view's `traitOverrides.userInterfaceStyle`.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get {
            guard let overrides = extras?.traitOverrides, overrides.contains(UITraitUserInterfaceStyle.self) else { return .unspecified }
            return overrides.userInterfaceStyle
        }
        set { _setOverrideUserInterfaceStyle(newValue) }
    }

    /// Forces an immediate trait update of the view, its view controller and their subtree:
    /// pending trait change callbacks are sent now.
    open func updateTraitsIfNeeded() { _updateTraitsIfNeeded() }

    // MARK: Properties update (iOS 26; UIView+UpdateProperties.swift)

    /// Configures content and styling before layout. UIKit calls it before the view's first
    /// layout and in the update cycle after `setNeedsUpdateProperties()`, with the view's
    /// traits current; `@Observable` properties read here are tracked, and a change to one
    /// asks for another update. The default does nothing.
    open func updateProperties() {}

    /// Asks for `updateProperties()` in the next update cycle, before layout (coalesced).
    open func setNeedsUpdateProperties() { _setNeedsUpdateProperties() }

    /// Runs the pending properties updates of the view, its view controller and the views and
    /// controllers below it now.
    open func updatePropertiesIfNeeded() { _updatePropertiesIfNeeded() }

    /// iOS 26: the radius `cornerConfiguration` gives `corner` now (the largest of several
    /// corners). See `UIView+CornerConfiguration.swift`.
    open func effectiveRadius(corner: UIRectCorner) -> CGFloat { _effectiveRadius(corner: corner) }

    // MARK: Hierarchy

    open func addSubview(_ view: UIView) {
        _insertSubview(view, at: subviewList.count, api: "addSubview(_:)")
    }

    /// UIKit: the index is clamped to 0...subviews.count.
    open func insertSubview(_ view: UIView, at index: Int) {
        _insertSubview(view, at: index, api: "insertSubview(_:at:)")
    }

    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        _insertSubview(view, aboveSubview: siblingSubview)
    }

    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        _insertSubview(view, belowSubview: siblingSubview)
    }

    open func removeFromSuperview() { _removeFromSuperview() }

    open func bringSubviewToFront(_ view: UIView) { _bringSubviewToFront(view) }

    open func sendSubviewToBack(_ view: UIView) { _sendSubviewToBack(view) }

    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        _exchangeSubview(at: index1, withSubviewAt: index2)
    }

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}

    // MARK: Hit testing

    /// The farthest descendant (or the view) containing `point`; nil when the view is hidden,
    /// has alpha < 0.01, ignores interaction, or does not contain the point. Subviews are
    /// tested front to back, and only when the point is inside the view.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        _hitTest(point, with: event)
    }

    /// Whether `point` (in the view's coordinates) is inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    // MARK: Gesture recognizers

    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerList.isEmpty ? nil : gestureRecognizerList }
        set { _setGestureRecognizers(newValue ?? []) }
    }

    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        _addGestureRecognizer(gestureRecognizer)
    }

    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        _removeGestureRecognizer(gestureRecognizer)
    }

    /// Asked before a recognizer attached to this view or an ancestor leaves `possible`;
    /// returning false fails it. UIView's default is true.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    // MARK: Drawing

    /// Draws the view's content into the current graphics context, `rect` being the part to
    /// redraw. Only called when the view (or its class) overrides it and the content needs
    /// display (see UIView+Drawing.swift for how overriding is detected).
    open func draw(_ rect: CGRect) { _defaultDraw() }

    /// A print formatter that lays out the view's drawn content for printing (see
    /// Printing/UIView+Printing.swift).
    open func viewPrintFormatter() -> UIViewPrintFormatter { UIViewPrintFormatter(view: self) }

    /// Draws the view's content for printing; by default, `draw(_:)`.
    open func draw(_ rect: CGRect, for formatter: UIViewPrintFormatter) { _drawForPrinting(rect, for: formatter) }

    /// Marks the whole view for redrawing at the next display pass.
    open func setNeedsDisplay() { _setNeedsDisplay(nil) }

    /// Marks `rect` (view coordinates) for redrawing; `draw(_:)` receives the union.
    open func setNeedsDisplay(_ rect: CGRect) { _setNeedsDisplay(rect) }

    // MARK: Accessibility (UIKit's informal UIAccessibility protocol, overridable)

    /// UIKit: false for plain views; controls, labels and other standard elements say true.
    open var isAccessibilityElement: Bool {
        get { if let block = accessibilityBlocks?.isAccessibilityElementBlock { return block() }; return viewFlags.contains(.isAccessibilityElementSet) ? viewFlags.contains(.isAccessibilityElement) : defaultIsAccessibilityElement }
        set {
            viewFlags.insert(.isAccessibilityElementSet)
            viewFlags.set(.isAccessibilityElement, newValue)
            UIApplication.noteInterfaceChange()
        }
    }

    /// What a subclass is by default (UIControl overrides to true).
    var defaultIsAccessibilityElement: Bool { false }

    open var accessibilityLabel: String? {
        get { if let block = accessibilityBlocks?.accessibilityLabelBlock { return block() }; return extras?.accessibility?.label }
        set { updateAccessibilityStorage { $0.label = newValue } }
    }

    open var accessibilityHint: String? {
        get { if let block = accessibilityBlocks?.accessibilityHintBlock { return block() }; return extras?.accessibility?.hint }
        set { updateAccessibilityStorage { $0.hint = newValue } }
    }

    open var accessibilityValue: String? {
        get { if let block = accessibilityBlocks?.accessibilityValueBlock { return block() }; return extras?.accessibility?.value }
        set { updateAccessibilityStorage { $0.value = newValue } }
    }

    /// Whether Switch Control, Voice Control and Full Keyboard Access offer the element for
    /// interaction (UIKit, iOS 13). Unless set: ours, true for an enabled control or a view
    /// with an enabled gesture recognizer.
    open var accessibilityRespondsToUserInteraction: Bool {
        get {
            if let block = accessibilityBlocks?.accessibilityRespondsToUserInteractionBlock { return block() }
            if let value = extras?.accessibility?.respondsToUserInteraction { return value }
            if let control = self as? UIControl { return control.isEnabled }
            return gestureRecognizers?.contains { $0.isEnabled } ?? false
        }
        set { updateAccessibilityStorage { $0.respondsToUserInteraction = newValue } }
    }

    /// The names Voice Control accepts for the element (UIKit, iOS 13; null-resettable:
    /// setting nil returns to the default, the accessibility label alone).
    open var accessibilityUserInputLabels: [String]! {
        get { extras?.accessibility?.userInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
        set { updateAccessibilityStorage { $0.userInputLabels = newValue } }
    }

    /// The user input labels as attributed strings (UIKit, iOS 13).
    open var accessibilityAttributedUserInputLabels: [NSAttributedString]! {
        get { accessibilityUserInputLabels.map { NSAttributedString(string: $0) } }
        set { accessibilityUserInputLabels = newValue?.map(\.string) }
    }

    /// The kind of text the element holds (UIKit, iOS 13; nil by default).
    open var accessibilityTextualContext: UIAccessibilityTextualContext? {
        get { extras?.accessibility?.textualContext }
        set { updateAccessibilityStorage { $0.textualContext = newValue } }
    }

    open var accessibilityTraits: UIAccessibilityTraits {
        get { if let block = accessibilityBlocks?.accessibilityTraitsBlock { return block() }; return extras?.accessibility?.traits ?? defaultAccessibilityTraits }
        set { updateAccessibilityStorage { $0.traits = newValue } }
    }

    /// Traits a subclass has before code sets any (controls add their state's traits).
    var defaultAccessibilityTraits: UIAccessibilityTraits { .none }

    /// UIKit: for a view, the frame of the view in screen coordinates unless set.
    open var accessibilityFrame: CGRect {
        get { if let block = accessibilityBlocks?.accessibilityFrameBlock { return block() }; return extras?.accessibility?.frame ?? screenRect(of: bounds) }
        set { updateAccessibilityStorage { $0.frame = newValue } }
    }

    open var accessibilityIdentifier: String? {
        get { if let block = accessibilityBlocks?.accessibilityIdentifierBlock { return block() }; return extras?.accessibility?.identifier }
        set { updateAccessibilityStorage { $0.identifier = newValue } }
    }

    open var accessibilityElementsHidden: Bool {
        get { if let block = accessibilityBlocks?.accessibilityElementsHiddenBlock { return block() }; return extras?.accessibility?.elementsHidden ?? false }
        set { updateAccessibilityStorage { $0.elementsHidden = newValue } }
    }

    open var accessibilityViewIsModal: Bool {
        get { if let block = accessibilityBlocks?.accessibilityViewIsModalBlock { return block() }; return extras?.accessibility?.viewIsModal ?? false }
        set { updateAccessibilityStorage { $0.viewIsModal = newValue } }
    }

    open var shouldGroupAccessibilityChildren: Bool {
        get { if let block = accessibilityBlocks?.accessibilityShouldGroupAccessibilityChildrenBlock { return block() }; return extras?.accessibility?.shouldGroupChildren ?? false }
        set { updateAccessibilityStorage { $0.shouldGroupChildren = newValue } }
    }

    open var accessibilityLanguage: String? {
        get { if let block = accessibilityBlocks?.accessibilityLanguageBlock { return block() }; return extras?.accessibility?.language }
        set { updateAccessibilityStorage { $0.language = newValue } }
    }

    /// The accessibility elements this view contains, in reading order (UIKit's
    /// UIAccessibilityContainer): views or `UIAccessibilityElement`s. Nil unless set, or
    /// unless the view is a container of its own (a picker's columns).
    open var accessibilityElements: [Any]? {
        get {
            if let block = accessibilityBlocks?.accessibilityElementsBlock { return block() }
            guard extras?.accessibility?.elementsWereSet == true else { return defaultAccessibilityElements }
            return extras?.accessibility?.elements
        }
        set {
            updateAccessibilityStorage {
                $0.elements = newValue
                $0.elementsWereSet = true
            }
        }
    }

    /// The elements a subclass contains before code sets any.
    var defaultAccessibilityElements: [Any]? { nil }

    /// UIKit: the number of elements in `accessibilityElements` (0 when there are none).
    open func accessibilityElementCount() -> Int {
        accessibilityElements?.count ?? 0
    }

    /// The element at `index` of `accessibilityElements`, or nil when out of range.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The index of `element` in `accessibilityElements` (compared by identity), or
    /// `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        let object = element as AnyObject
        return accessibilityElements?.firstIndex { ($0 as AnyObject) === object } ?? NSNotFound
    }

    /// Activates the element (a double tap in VoiceOver); false when not handled.
    open func accessibilityActivate() -> Bool { accessibilityBlocks?.accessibilityActivateBlock?() ?? false }

    /// For adjustable elements: move the value one step up / down.
    open func accessibilityIncrement() { accessibilityBlocks?.accessibilityIncrementBlock?() }
    open func accessibilityDecrement() { accessibilityBlocks?.accessibilityDecrementBlock?() }

    /// UIKit's actions for assistive technologies (scroll by a page, escape from a modal
    /// view, the magic tap), with UIKit's answer when not overridden: not handled. No
    /// assistive technology runs here, so only code calls them.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
    /// Dismisses a modal view (VoiceOver's two-finger Z); true when handled. UIKit: not handled unless overridden.
    open func accessibilityPerformEscape() -> Bool { accessibilityBlocks?.accessibilityPerformEscapeBlock?() ?? false }
    /// The element's most important action (VoiceOver's two-finger double tap); true when handled.
    open func accessibilityPerformMagicTap() -> Bool { accessibilityBlocks?.accessibilityMagicTapBlock?() ?? false }

    /// UIKit's focus callbacks of an assistive technology's cursor (`UIAccessibilityFocus`);
    /// not focused unless a subclass says so.
    open func accessibilityElementDidBecomeFocused() {}
    /// Called when an assistive technology's cursor leaves the element.
    open func accessibilityElementDidLoseFocus() {}
    /// Whether an assistive technology's cursor is on the element (none runs here: false).
    open func accessibilityElementIsFocused() -> Bool { false }

    /// UIKit: `.automatic` unless set.
    open var accessibilityNavigationStyle: UIAccessibilityNavigationStyle {
        get { extras?.accessibility?.navigationStyle ?? .automatic }
        set { updateAccessibilityStorage { $0.navigationStyle = newValue } }
    }

    /// UIKit: `.none` unless set.
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { extras?.accessibility?.containerType ?? .none }
        set { updateAccessibilityStorage { $0.containerType = newValue } }
    }

    /// The element's outline in screen coordinates; nil (the frame) unless set.
    open var accessibilityPath: UIBezierPath? {
        get { extras?.accessibility?.path }
        set { updateAccessibilityStorage { $0.path = newValue } }
    }

    /// Where an activation lands, in screen coordinates. UIKit: the middle of
    /// `accessibilityFrame` unless set.
    open var accessibilityActivationPoint: CGPoint {
        get {
            if let point = extras?.accessibility?.activationPoint { return point }
            let frame = accessibilityFrame
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        set { updateAccessibilityStorage { $0.activationPoint = newValue } }
    }

    /// `accessibilityLabel` with attributes (iOS 11): UIKit keeps the two in step, the plain
    /// label being the attributed one's string.
    open var accessibilityAttributedLabel: NSAttributedString? {
        get { accessibilityLabel.map { NSAttributedString(string: $0) } }
        set { accessibilityLabel = newValue?.string }
    }

    /// `accessibilityHint` with attributes (iOS 11), kept in step with it.
    open var accessibilityAttributedHint: NSAttributedString? {
        get { accessibilityHint.map { NSAttributedString(string: $0) } }
        set { accessibilityHint = newValue?.string }
    }

    /// `accessibilityValue` with attributes (iOS 11), kept in step with it.
    open var accessibilityAttributedValue: NSAttributedString? {
        get { accessibilityValue.map { NSAttributedString(string: $0) } }
        set { accessibilityValue = newValue?.string }
    }

    /// UIKit: the actions assistive technologies offer for this element besides activating
    /// it (VoiceOver's actions rotor), in order. Nil unless set.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { extras?.accessibility?.customActions }
        set { updateAccessibilityStorage { $0.customActions = newValue } }
    }

    /// UIKit (iOS 10): the rotors VoiceOver offers while focus is in this element or its
    /// descendants. Nil unless set.
    open var accessibilityCustomRotors: [UIAccessibilityCustomRotor]? {
        get { extras?.accessibility?.customRotors }
        set { updateAccessibilityStorage { $0.customRotors = newValue } }
    }

    /// Where assistive technologies can start a drag in this view (iOS 11; nil unless set).
    open var accessibilityDragSourceDescriptors: [UIAccessibilityLocationDescriptor]? {
        get { extras?.accessibility?.dragSourceDescriptors }
        set { updateAccessibilityStorage { $0.dragSourceDescriptors = newValue } }
    }

    /// Where assistive technologies can drop onto this view (iOS 11; nil unless set).
    open var accessibilityDropPointDescriptors: [UIAccessibilityLocationDescriptor]? {
        get { extras?.accessibility?.dropPointDescriptors }
        set { updateAccessibilityStorage { $0.dropPointDescriptors = newValue } }
    }

    // MARK: Focus (UIFocusEnvironment, UIFocusItem, UIFocusItemContainer; see UIView+Focus.swift)

    /// UIKit: false for plain views; enabled controls and editable text views say true.
    open var canBecomeFocused: Bool { _defaultCanBecomeFocused }

    /// Whether the view is the focused item of its window.
    open var isFocused: Bool { _isFocused }

    /// The focus group of the view and its subviews (nil: the superview's group).
    open var focusGroupIdentifier: String? {
        get { extras?.focus?.groupIdentifier }
        set { focusStorage.groupIdentifier = newValue }
    }

    /// UIKit: `.ignored` by default.
    open var focusGroupPriority: UIFocusGroupPriority {
        get { extras?.focus?.groupPriority ?? .ignored }
        set { focusStorage.groupPriority = newValue }
    }

    /// The effect drawn while the view is focused; nil draws none.
    open var focusEffect: UIFocusEffect? {
        get { _focusEffect }
        set { _focusEffect = newValue }
    }

    /// UIKit: none by default (focus then goes to the first focusable subview).
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { [] }

    open var parentFocusEnvironment: (any UIFocusEnvironment)? { _parentFocusEnvironment }

    /// UIKit: the view itself (its subviews are its focus items).
    open var focusItemContainer: (any UIFocusItemContainer)? { self }

    open func setNeedsFocusUpdate() { _setNeedsFocusUpdate() }

    open func updateFocusIfNeeded() { _updateFocusIfNeeded() }

    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }

    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    /// The coordinate space of `focusItems(in:)`: the view's own.
    open var coordinateSpace: any UICoordinateSpace { self }

    open func focusItems(in rect: CGRect) -> [any UIFocusItem] { _focusItems(in: rect) }

    // MARK: Responder chain

    /// UIKit: a view's next responder is its view controller when it is that controller's
    /// root view, otherwise its superview.
    open override var next: UIResponder? {
        viewControllerStorage ?? superviewStorage
    }

    // MARK: Layer delegate

    open func layoutSublayers(of layer: CALayer) {
        guard layer === viewLayer else { return }
        _layoutSublayersOfLayer()
    }

    /// UIKit: `NSNull` outside animation blocks, an animation inside (see
    /// `UIView+LayerActions.swift`). A view of a class that overrides this is asked for every
    /// change; the framework's own view classes must not override it (their layers skip the
    /// look-up outside animation blocks, see `ViewLayerActionRule`).
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        _layerAction(for: layer, forKey: event)
    }

    /// UIKit: draws the view through `draw(_:)` with `ctx` as the current context.
    open func draw(_ layer: CALayer, in ctx: CGContext) { _drawLayer(layer, in: ctx) }

    public func layerShouldDraw(_ layer: CALayer) -> Bool { _layerShouldDraw(layer) }

    public func layerClearsContextBeforeDrawing(_ layer: CALayer) -> Bool { clearsContextBeforeDrawing }

    public func _ownerLayoutSublayers(of layer: CALayer) { layoutSublayers(of: layer) }

    public func _ownerAction(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        action(for: layer, forKey: event)
    }

    public func layerBoundsDidChange(_ layer: CALayer, from oldBounds: CGRect) {
        _boundsDidChange(from: oldBounds)
    }

    // MARK: Internal hooks for subclasses in this module

    /// Called after `isHidden` changes (UIWindow tracks visibility here).
    func hiddenStateDidChange() {}

    nonisolated open override var description: String {
        MainActor.assumeIsolated { _debugDescription }
    }
}

extension UIView {
    /// The absence of an intrinsic metric in a dimension.
    public static let noIntrinsicMetric: CGFloat = -1

    /// `UIView.layoutFittingCompressedSize`: the smallest possible size.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// `UIView.layoutFittingExpandedSize`: the largest possible size.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
}
