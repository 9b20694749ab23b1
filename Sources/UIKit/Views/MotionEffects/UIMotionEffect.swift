/// An effect that changes view properties as the device tilts (UIKit).
///
/// OpenUIKit has no motion sensors: effects are kept on their views (`motionEffects`) but the
/// viewer offset stays zero, so nothing is applied. `keyPathsAndRelativeValues(forViewerOffset:)`
/// computes what an effect would apply, for tests and custom use.
@preconcurrency @MainActor
open class UIMotionEffect: NSObject {
    public override init() {
        super.init()
    }

    /// The values to add to key paths for a viewer offset (each component in -1...1). The
    /// default has none.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}
