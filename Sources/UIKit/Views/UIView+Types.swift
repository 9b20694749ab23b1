extension UIView {
    /// Options for automatic view resizing (UIKit's raw values).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How a view lays out its content when its size changes.
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0
        case scaleAspectFit = 1
        case scaleAspectFill = 2
        case redraw = 3
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12
    }

    /// The tint adjustment mode for the view.
    public enum TintAdjustmentMode: Int, Sendable {
        case automatic = 0
        case normal = 1
        case dimmed = 2
    }
}

/// Boolean state of a view, packed.
struct ViewFlags: OptionSet {
    let rawValue: UInt32
    static let isUserInteractionEnabled = ViewFlags(rawValue: 1 << 0)
    static let isMultipleTouchEnabled = ViewFlags(rawValue: 1 << 1)
    static let isExclusiveTouch = ViewFlags(rawValue: 1 << 2)
    static let autoresizesSubviews = ViewFlags(rawValue: 1 << 3)
    static let clearsContextBeforeDrawing = ViewFlags(rawValue: 1 << 4)
    static let translatesAutoresizingMaskIntoConstraints = ViewFlags(rawValue: 1 << 5)
    static let preservesSuperviewLayoutMargins = ViewFlags(rawValue: 1 << 6)
    static let insetsLayoutMarginsFromSafeArea = ViewFlags(rawValue: 1 << 7)
    static let isOpaque = ViewFlags(rawValue: 1 << 8)
    static let hasCustomContentScaleFactor = ViewFlags(rawValue: 1 << 9)
    static let isAccessibilityElementSet = ViewFlags(rawValue: 1 << 10)
    static let isAccessibilityElement = ViewFlags(rawValue: 1 << 11)
    /// Set while `layoutSubviews` runs: sizes it gives to subviews do not lay it out again.
    static let isLayingOutSubviews = ViewFlags(rawValue: 1 << 12)
    /// The pending display was asked by UIKit itself (first display, `.redraw` resize, scale
    /// change), not by the app: skipped when the view's class does not draw.
    static let displayIsAutomatic = ViewFlags(rawValue: 1 << 13)
    /// `setNeedsUpdateConstraints()` was called: `updateConstraints()` runs before the next
    /// layout.
    static let needsUpdateConstraints = ViewFlags(rawValue: 1 << 14)
    /// The view or a view below it waits for `updateConstraints()`.
    static let subtreeNeedsUpdateConstraints = ViewFlags(rawValue: 1 << 15)
    /// The view has variables in its hierarchy's layout engine.
    static let isEngineItem = ViewFlags(rawValue: 1 << 16)
    /// A subview has (or had) variables in the layout engine: the default `layoutSubviews()`
    /// applies the engine's frames.
    static let hostsEngineItems = ViewFlags(rawValue: 1 << 17)
    /// `backgroundColor` / `tintColor` were set on the view itself: appearance proxies leave
    /// them (flags, so setting them allocates nothing; other properties use `appearanceState`).
    static let backgroundColorSetExplicitly = ViewFlags(rawValue: 1 << 18)
    static let tintColorSetExplicitly = ViewFlags(rawValue: 1 << 19)
    /// The view is a `UIScrollView`: constraints between its edges and its content attach to
    /// the content area (`LayoutEngine+ScrollViewContent.swift`), found without a cast.
    static let isScrollView = ViewFlags(rawValue: 1 << 20)
    /// iOS 26: `updateProperties()` is due (set for a new view, so that it runs before the
    /// view's first layout, and by `setNeedsUpdateProperties()`; see `UIView+UpdateProperties`).
    static let needsUpdateProperties = ViewFlags(rawValue: 1 << 28)

    /// UIKit's defaults for a new view.
    static let defaults: ViewFlags = [
        .isUserInteractionEnabled, .autoresizesSubviews, .clearsContextBeforeDrawing,
        .translatesAutoresizingMaskIntoConstraints, .insetsLayoutMarginsFromSafeArea, .isOpaque,
        .needsUpdateProperties,
    ]

    mutating func set(_ flag: ViewFlags, _ on: Bool) {
        if on { insert(flag) } else { remove(flag) }
    }
}

/// View state that most views never set, allocated on first use.
@MainActor
final class ViewExtras {
    var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var maskView: UIView?
    var accessibility: AccessibilityStorage?
    var restorationIdentifier: String?
    var traitOverrides = UITraitOverrides() {
        didSet { TraitInputs.didChange() }
    }
    /// Appearance proxy state, or the customizable properties set on the view (UIAppearance).
    var appearanceState: ViewAppearanceState?
    var minimumContentSizeCategory: UIContentSizeCategory? {
        didSet { TraitInputs.didChange() }
    }
    var maximumContentSizeCategory: UIContentSizeCategory? {
        didSet { TraitInputs.didChange() }
    }
    var traitRegistrations: [TraitChangeRegistration] = []
    /// The subtree's traits before trait overrides changed, until the change is delivered
    /// (`updateTraitsIfNeeded()` or the next layout).
    var pendingTraitSnapshot: TraitSnapshot?
    var layoutGuides: [UILayoutGuide] = []
    /// The margins, safe area and readable content guides, created on first use.
    var systemGuides: [UILayoutGuide] = []
    var interactions: [any UIInteraction] = []
    var motionEffects: [UIMotionEffect] = []
    var accessibilityIgnoresInvertColors = false
    var largeContent: LargeContentStorage?
    var hoverStyle: UIHoverStyle?
    var focus: ViewFocusStorage?
    /// The constraints installed on the view (`constraints`). Main-actor only and never
    /// accessed overlapping (installation appends, removal removes, readers copy): the
    /// run-time exclusivity checks cost about a third of installing a constraint, the
    /// engine's part aside.
    @exclusivity(unchecked) var constraints: [NSLayoutConstraint] = []
    var anchors: ViewAnchors?
    /// Content hugging and compression resistance set on the view, horizontal then vertical;
    /// nil: the class's default (`UIView._defaultContentHuggingPriority(for:)`).
    var huggingPriorities: (UILayoutPriority?, UILayoutPriority?) = (nil, nil)
    var compressionResistancePriorities: (UILayoutPriority?, UILayoutPriority?) = (nil, nil)
    /// The Auto Layout engine, on the root view of a hierarchy that has constraints.
    var layoutEngine: LayoutEngine?
    /// On a view removed from its superview: its subtree's constraints, taken out of the old
    /// hierarchy's engine and not yet in an engine of its own (`_layoutEngine` registers them
    /// when first asked). A screen leaving a navigation stack is seldom laid out while it is
    /// out of the window: it joins a hierarchy again, whose engine takes the constraints
    /// once, or it is freed.
    var detachedConstraints: [NSLayoutConstraint]?
    /// The view's item in its hierarchy's engine (`LayoutEngine.item(for:)`): kept on the view,
    /// so that activation finds it without hashing.
    var engineItem: LayoutEngineItem?
    /// iOS 26 automatic observation tracking of the view's passes (see `ObservationTrackingState`).
    var observationTracking: ObservationTrackingState?
    /// iOS 26 view state: corner configuration (see `ViewIOS26Storage`).
    var iOS26: ViewIOS26Storage?
}

extension UIView {
    func ensureExtras() -> ViewExtras {
        if let extras { return extras }
        let created = ViewExtras()
        extras = created
        return created
    }
}
