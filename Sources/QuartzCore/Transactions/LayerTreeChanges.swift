import Synchronization

/// A count of the model changes layers have had, anywhere in the process (not Apple API):
/// a geometry, appearance or hierarchy change, a request for layout or display, a framework
/// timer firing. A reader that derives something from the layer trees (UI tests' cached
/// element tree) keeps the count it saw and looks again when it moved.
///
/// Process-wide, as Core Animation's layer trees and transactions are; any thread may change a
/// layer, so the count is atomic (relaxed: it orders nothing, it only has to move).
@_spi(UIKit)
public enum LayerTreeChanges {
    /// The number of changes so far (it only grows, wrapping after 2⁶⁴).
    public static var count: UInt64 {
        FrameworkEnvironment.layerChangeCount.load(ordering: .relaxed)
    }

    /// Counts one change.
    @inline(__always)
    static func note() {
        FrameworkEnvironment.layerChangeCount.wrappingAdd(1, ordering: .relaxed)
    }
}
