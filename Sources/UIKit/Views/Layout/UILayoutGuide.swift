/// A rectangular area in a view's coordinate system (UIKit).
///
/// A guide you add takes part in Auto Layout like a view without content: its `layoutFrame`
/// is what its constraints give it (zero without constraints). The system guides a view
/// provides (`layoutMarginsGuide`, `safeAreaLayoutGuide`, `readableContentGuide`) report the
/// view's current margins, safe area and readable width, and constraints to them follow those.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    enum Kind {
        case custom, layoutMargins, safeArea, readableContent, keyboard
    }

    let kind: Kind
    var owningViewStorage: UIView? {
        get { owningView }
        set { owningView = newValue }
    }
    /// The guide's item in its owning view's engine (`LayoutEngine.item(for:)`).
    var engineItem: LayoutEngineItem?
    lazy var guideAnchors = ViewAnchors(item: self)

    public override init() {
        kind = .custom
        super.init()
    }

    /// Guides are not archived in OpenUIKit; a decoded guide starts as a new custom guide.
    public required init?(coder: NSCoder) {
        kind = .custom
        super.init()
    }

    init(kind: Kind, owningView: UIView) {
        self.kind = kind
        super.init()
        self.owningView = owningView
    }

    /// The view that owns the guide (set by `addLayoutGuide(_:)`); weak, as in UIKit.
    weak open var owningView: UIView?

    /// Moves the views the guide's ambiguous constraints leave free to another of their
    /// possible frames (a debugging aid; the next layout pass brings the solved frames back).
    open func exerciseAmbiguityInLayout() {
        owningView?._layoutEngine?.exerciseAmbiguity(self)
    }

    /// A name for debugging.
    open var identifier = ""

    /// Whether the guide's rectangle is not determined uniquely by its constraints.
    open var hasAmbiguousLayout: Bool {
        guard let engine = owningViewStorage?._layoutEngine else { return false }
        return engine.hasAmbiguousLayout(self)
    }

    /// The active constraints that position or size the guide along `axis`.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let engine = owningViewStorage?._layoutEngine else { return [] }
        engine.flush()
        return engine.constraintsAffecting(self, axis: axis)
    }

    /// The guide's rectangle in its owning view's coordinates.
    open var layoutFrame: CGRect {
        guard let view = owningViewStorage else { return .zero }
        switch kind {
        case .custom:
            // UIKit: the engine's rectangle once constraints place the guide (zero before).
            return view._engineLayoutFrame(of: self) ?? .zero
        case .layoutMargins: return view.bounds.inset(by: view.layoutMargins)
        case .safeArea: return view.bounds.inset(by: view.safeAreaInsets)
        case .readableContent: return view.readableContentFrame
        case .keyboard: return view.keyboardGuideFrame
        }
    }
}
