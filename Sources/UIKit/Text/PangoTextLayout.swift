internal import CPango

/// The Pango layouts of one layout pass, one per paragraph laid out; freed with it (only ever
/// alive inside the engine's lock).
final class PangoTextLayout {
    var layouts: [OpaquePointer] = []
    var metrics = TextLayoutMetrics()

    deinit {
        for layout in layouts { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }
}
