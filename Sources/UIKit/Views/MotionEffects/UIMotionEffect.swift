/// An effect that changes view properties as the device tilts (UIKit).
///
/// OpenUIKit has no motion sensors: the viewer offset comes from the pointer's position over
/// the window (each axis -1...1 from the window's centre), or from
/// `UIKitTestEnvironment.setMotionEffectViewerOffset(_:)` in tests. At every frame each view's
/// effects are asked for `keyPathsAndRelativeValues(forViewerOffset:)` and the values are
/// added to the view's presentation (`MotionEffectCenter`).
@preconcurrency @MainActor
open class UIMotionEffect: NSObject {
    public override init() {
        super.init()
    }

    /// The values to add to key paths for a viewer offset (each component in -1...1). The
    /// default has none.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}
