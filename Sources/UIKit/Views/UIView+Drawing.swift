@_spi(UIKit) @_spi(Rendering) import QuartzCore
@_spi(Rendering) import CoreGraphics

// How `draw(_:)` is called. Every view is its layer's delegate: the layer's display pass
// calls `draw(_:in:)`, which makes the backing-store context current and calls `draw(_:)`
// with the rectangle to redraw.
//
// UIKit calls `draw(_:)` only for classes that override it. Swift has no Objective-C
// runtime to ask, so OpenUIKit finds out the first time a view of a class is displayed:
// `UIView.draw(_:)`'s default implementation notes that it ran. A class whose first
// drawing reached the default and left every pixel transparent is recorded as "does not
// draw"; any other outcome records "draws" (an override that calls `super` and then draws is
// recognized by its pixels). UIKit then schedules displays on its own (first appearance,
// `.redraw` resizes, scale changes) only for classes that draw or are not known yet;
// `setNeedsDisplay()` called by the app always displays.
extension UIView {
    /// The default `draw(_:)`: draws nothing and records that it ran.
    func _defaultDraw() {
        ViewDrawingRegistry.defaultDrawReached = true
        _DrawProbe.noteDefaultImplementation()
    }

    func _setNeedsDisplay(_ rect: CGRect?) {
        viewFlags.remove(.displayIsAutomatic)
        if let rect {
            viewLayer.setNeedsDisplay(rect)
        } else {
            viewLayer.setNeedsDisplay()
        }
    }

    /// A display UIKit asks for by itself; skipped for classes known not to draw.
    func _setNeedsDisplayAutomatically() {
        guard ViewDrawingRegistry.mayDraw(type(of: self)) else { return }
        if !viewLayer.needsDisplay() { viewFlags.insert(.displayIsAutomatic) }
        viewLayer.setNeedsDisplay()
    }

    /// UIKit displays a view whose class draws when it first appears.
    func _scheduleInitialDisplay() {
        _setNeedsDisplayAutomatically()
    }

    func _layerShouldDraw(_ layer: CALayer) -> Bool {
        // UIKit: an image view shows its image as layer contents and never calls draw(_:).
        if self is UIImageView { return false }
        let automatic = viewFlags.contains(.displayIsAutomatic)
        viewFlags.remove(.displayIsAutomatic)
        let type = type(of: self)
        guard !ViewDrawingRegistry.mayDraw(type) else { return true }
        if automatic { return false }
        // The app asked for a display of a view whose class did not draw so far (a control
        // redisplaying on a state change, say). With a plain layer, only draw(_:) could
        // paint: try it on a one-pixel context covering the bounds, and skip the backing
        // store when it reaches only the default and paints nothing.
        guard Swift.type(of: layer) == CALayer.self, layer.contents == nil else { return true }
        let bounds = self.bounds
        let side = Swift.max(bounds.width, bounds.height)
        guard side > 0, let probe = CGContext(size: bounds.size, scale: 1 / side) else { return true }
        probe.translateBy(x: -bounds.minX, y: -bounds.minY)
        UIGraphicsPushContext(probe)
        let outer = ViewDrawingRegistry.defaultDrawReached
        ViewDrawingRegistry.defaultDrawReached = false
        UITraitCollection.performAsCurrent(traitsOf: self) { draw(bounds) }
        let reachedDefault = ViewDrawingRegistry.defaultDrawReached
        ViewDrawingRegistry.defaultDrawReached = outer
        UIGraphicsPopContext()
        if reachedDefault, probe.isFullyTransparent { return false }
        ViewDrawingRegistry.record(type, draws: true)
        return true
    }

    func _drawLayer(_ layer: CALayer, in ctx: CGContext) {
        let bounds = self.bounds
        var rect = ctx.boundingBoxOfClipPath.intersection(bounds)
        if rect.isNull { rect = bounds }
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        let outer = ViewDrawingRegistry.defaultDrawReached
        ViewDrawingRegistry.defaultDrawReached = false
        // UIKit: draw(_:) runs with the view's traits current, so dynamic colors resolve.
        UITraitCollection.performAsCurrent(traitsOf: self) { _tracked(.display) { draw(rect) } }
        let reachedDefault = ViewDrawingRegistry.defaultDrawReached
        ViewDrawingRegistry.defaultDrawReached = outer
        let type = type(of: self)
        if !reachedDefault {
            ViewDrawingRegistry.record(type, draws: true)
        } else if !ViewDrawingRegistry.isKnown(type) {
            // The default ran: the class draws only if something else (an override calling
            // super) painted.
            ViewDrawingRegistry.record(type, draws: !ctx.isFullyTransparent)
        }
    }
}
