/// Methods a layer's delegate implements to draw, display and lay out the layer.
/// Every `UIView` is its layer's delegate.
public protocol CALayerDelegate: AnyObject {
    func display(_ layer: CALayer)
    /// Draws the layer's content (called by `CALayer.draw(in:)`'s default implementation,
    /// not when the delegate implements `display(_:)`). `ctx` is in the layer's coordinate
    /// space, with the scale of the backing store.
    func draw(_ layer: CALayer, in ctx: CGContext)
    func layerWillDraw(_ layer: CALayer)
    func layoutSublayers(of layer: CALayer)
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
    /// Whether the delegate implements `display(_:)`; Swift has no `respondsToSelector`, so
    /// a delegate that draws through `display(_:)` says so here.
    var implementsDisplayLayer: Bool { get }
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) {}
    public func draw(_ layer: CALayer, in ctx: CGContext) { _DrawProbe.noteDefaultImplementation() }
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
    public var implementsDisplayLayer: Bool { false }
}

/// An object that responds to a layer property change (animations conform).
public protocol CAAction: AnyObject {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}
