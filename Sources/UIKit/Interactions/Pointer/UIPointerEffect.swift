/// How the content under the pointer reacts (UIKit, iOS 13.4): each effect acts on a
/// targeted preview of the view.
///
/// OpenUIKit: the system pointer of a Linux desktop cannot morph into the content, so
/// `.highlight` and `.hover` (with a tint) draw the view's translucent hover highlight while
/// the pointer is in the region; `.lift` and `.automatic` are recorded but not drawn.
public enum UIPointerEffect {
    /// UIKit picks the effect that suits the preview's view.
    case automatic(UITargetedPreview)
    /// The pointer morphs into a platter behind the content, which is tinted.
    case highlight(UITargetedPreview)
    /// The content lifts, with a shadow and a specular highlight; the pointer hides.
    case lift(UITargetedPreview)
    /// The content scales and tints as the pointer passes; the pointer keeps its shape.
    case hover(UITargetedPreview, preferredTintMode: UIPointerEffect.TintMode = .overlay,
               prefersShadow: Bool = false, prefersScaledContent: Bool = true)

    /// The tint a `.hover` effect applies (UIKit).
    public enum TintMode: Int, Sendable {
        case none = 0
        case overlay = 1
        case underlay = 2
    }

    /// The targeted preview the effect acts on.
    @MainActor public var preview: UITargetedPreview {
        switch self {
        case .automatic(let preview), .highlight(let preview), .lift(let preview): return preview
        case .hover(let preview, _, _, _): return preview
        }
    }
}
