@_spi(UIKit) import QuartzCore

extension UIApplication {
    /// Not Apple API: a number that moves whenever something an accessibility client can
    /// observe may have changed: the view hierarchy and the windows, geometry (frame, bounds,
    /// center, transform, scrolling), hidden and alpha, any accessibility attribute, text and
    /// titles and values (they ask for display or layout), a control's enabled, selected or
    /// highlighted state, the first responder, traits, every event sent and every framework
    /// timer fired. In doubt it moves: a change counted twice costs a reader one more look;
    /// a change not counted would show it a stale answer. UI tests (`UIKitUITesting`) keep
    /// the element tree they classified while the number stays the same.
    ///
    /// Per application, plus the count of layer model changes (`LayerTreeChanges`, process-wide
    /// as Core Animation's layer trees are). A custom accessibility getter whose answer changes
    /// with nothing of the above (a model value read directly) should post
    /// `UIAccessibility.post(notification: .layoutChanged, argument:)`, as VoiceOver needs too.
    @_spi(Platform) public var _interfaceGeneration: UInt64 {
        interfaceChangeCount &+ LayerTreeChanges.count
    }
}
