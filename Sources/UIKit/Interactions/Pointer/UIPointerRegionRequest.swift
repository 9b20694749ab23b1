/// Where the pointer is when an interaction asks its delegate for a region (UIKit, iOS 13.4).
@preconcurrency @MainActor
open class UIPointerRegionRequest: NSObject {
    /// The pointer, in the interaction's view's coordinates.
    open private(set) var location: CGPoint
    /// The modifier keys held.
    open private(set) var modifiers: UIKeyModifierFlags

    init(location: CGPoint, modifiers: UIKeyModifierFlags) {
        self.location = location
        self.modifiers = modifiers
        super.init()
    }
}
