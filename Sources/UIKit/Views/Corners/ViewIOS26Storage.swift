/// iOS 26 view state most views never set (on `ViewExtras.iOS26`): corner configuration,
/// scroll edge effects.
@MainActor
final class ViewIOS26Storage {
    /// `cornerConfiguration` as set (nil: never set; the layer's own corner radius stands).
    var cornerConfiguration: UICornerConfiguration?
    /// A scroll view's edge effects: top, left, bottom, right (made on first use).
    var edgeEffects: [UIScrollEdgeEffect] = []
}
