import Synchronization

/// A count of the geometry changes layers have had, anywhere in the process (not Apple API):
/// `bounds`, `position`, `anchorPoint`, `transform` or `sublayerTransform` set to a new value,
/// a layer joining or leaving a superlayer. Unlike `LayerTreeChanges` it does not move for
/// requests for layout or display, appearance or timers, so a value derived from geometry
/// alone (a view's safe-area insets) stays valid across them.
///
/// Process-wide and atomic for the same reasons as `LayerTreeChanges`. UIKit also counts its
/// own inputs to such values here (`note()`: a view's superview or controller, a controller's
/// safe-area insets).
@_spi(UIKit)
public enum LayerGeometryChanges {
    /// The number of changes so far (it only grows, wrapping after 2⁶⁴).
    public static var count: UInt64 {
        FrameworkEnvironment.layerGeometryChangeCount.load(ordering: .relaxed)
    }

    /// Counts one change.
    @inline(__always)
    public static func note() {
        FrameworkEnvironment.layerGeometryChangeCount.wrappingAdd(1, ordering: .relaxed)
    }
}
