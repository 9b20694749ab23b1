/// A rectangular area in a view's coordinate system (UIKit).
///
/// OpenUIKit has no constraint engine, so a guide you add has a zero `layoutFrame` (as a UIKit
/// guide without constraints does); the system guides a view provides
/// (`layoutMarginsGuide`, `safeAreaLayoutGuide`, `readableContentGuide`) always report their
/// current rectangle. Layout anchors are not available.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    enum Kind {
        case custom, layoutMargins, safeArea, readableContent
    }

    let kind: Kind
    weak var owningViewStorage: UIView?
    lazy var guideAnchors = ViewAnchors(item: self)

    public override init() {
        kind = .custom
        super.init()
    }

    init(kind: Kind, owningView: UIView) {
        self.kind = kind
        owningViewStorage = owningView
        super.init()
    }

    /// The view that owns the guide (set by `addLayoutGuide(_:)`).
    open var owningView: UIView? {
        get { owningViewStorage }
        set { owningViewStorage = newValue }
    }

    /// A name for debugging.
    open var identifier = ""

    /// The guide's rectangle in its owning view's coordinates.
    open var layoutFrame: CGRect {
        guard let view = owningViewStorage else { return .zero }
        switch kind {
        case .custom: return .zero
        case .layoutMargins: return view.bounds.inset(by: view.layoutMargins)
        case .safeArea: return view.bounds.inset(by: view.safeAreaInsets)
        case .readableContent: return view.readableContentFrame
        }
    }
}
