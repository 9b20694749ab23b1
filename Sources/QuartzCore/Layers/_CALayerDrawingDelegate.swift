/// What `display()` asks a drawing delegate beyond `CALayerDelegate` (not Apple API; UIKit's
/// views implement it).
public protocol _CALayerDrawingDelegate: AnyObject {
    /// False to skip drawing this time (a view whose class does not draw).
    func layerShouldDraw(_ layer: CALayer) -> Bool
    /// UIKit's `clearsContextBeforeDrawing`: whether the area being redrawn starts
    /// transparent (otherwise it keeps the previous pixels).
    func layerClearsContextBeforeDrawing(_ layer: CALayer) -> Bool
}
