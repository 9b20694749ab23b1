/// Tells whether a drawing pass reached only default implementations (not Apple API; used
/// by `display()` and by UIKit's override detection). `CALayer.draw(in:)` without a
/// delegate, `CALayerDelegate.draw(_:in:)`'s default and `UIView.draw(_:)`'s default note
/// themselves here; any override that does not call them leaves no note.
@_spi(UIKit)
@MainActor
public enum _DrawProbe {
    private static var defaultsReached: [Bool] = []

    static func begin() {
        defaultsReached.append(false)
    }

    /// Whether the pass reached a default implementation.
    static func end() -> Bool {
        defaultsReached.popLast() ?? false
    }

    /// A default drawing implementation ran (it draws nothing).
    public static func noteDefaultImplementation() {
        guard !defaultsReached.isEmpty else { return }
        defaultsReached[defaultsReached.count - 1] = true
    }
}
