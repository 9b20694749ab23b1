import Foundation

// UIKit's NSValue additions for geometry values (UIGeometry.h), so the values can be wrapped
// in arrays of objects as iOS code does (e.g. `UIDragPreviewParameters(textLineRects:)`).
extension NSValue {
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgRectValue: CGRect { rectValue }
}
