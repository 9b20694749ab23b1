import Foundation

// UIKit's NSValue additions for geometry values (UIGeometry.h), so the values can be wrapped
// in arrays of objects as iOS code does (e.g. `UIDragPreviewParameters(textLineRects:)`).
//
// Linux Foundation's `NSValue` cannot hold a struct encoding (Darwin's are
// `{UIEdgeInsets=dddd}` …): values without a Foundation initializer of their own are stored as
// arrays of doubles in declaration order, as `NSValue(caTransform3D:)` is. A getter asked for
// a value of another kind answers zero (Darwin's behaviour there is undefined).
extension NSValue {
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgRectValue: CGRect { rectValue }

    public convenience init(cgVector vector: CGVector) {
        self.init(doubles: [vector.dx, vector.dy], objCType: "[2d]")
    }

    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(doubles: [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty], objCType: "[6d]")
    }

    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(doubles: [insets.top, insets.left, insets.bottom, insets.right], objCType: "[4d]")
    }

    public convenience init(directionalEdgeInsets insets: NSDirectionalEdgeInsets) {
        self.init(doubles: [insets.top, insets.leading, insets.bottom, insets.trailing], objCType: "[4d]")
    }

    public convenience init(uiOffset offset: UIOffset) {
        self.init(doubles: [offset.horizontal, offset.vertical], objCType: "[2d]")
    }

    public var cgVectorValue: CGVector {
        let d = doubles(2)
        return CGVector(dx: d[0], dy: d[1])
    }

    public var cgAffineTransformValue: CGAffineTransform {
        let d = doubles(6)
        return CGAffineTransform(a: d[0], b: d[1], c: d[2], d: d[3], tx: d[4], ty: d[5])
    }

    public var uiEdgeInsetsValue: UIEdgeInsets {
        let d = doubles(4)
        return UIEdgeInsets(top: d[0], left: d[1], bottom: d[2], right: d[3])
    }

    public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets {
        let d = doubles(4)
        return NSDirectionalEdgeInsets(top: d[0], leading: d[1], bottom: d[2], trailing: d[3])
    }

    public var uiOffsetValue: UIOffset {
        let d = doubles(2)
        return UIOffset(horizontal: d[0], vertical: d[1])
    }

    private convenience init(doubles values: [CGFloat], objCType: String) {
        var entries = values.map(Double.init)
        self.init(bytes: &entries, objCType: objCType)
    }

    /// The `count` doubles stored by one of the initializers above; zeros for another value.
    private func doubles(_ count: Int) -> [CGFloat] {
        var entries = [Double](repeating: 0, count: count)
        if String(cString: objCType) == "[\(count)d]" {
            entries.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        }
        return entries.map { CGFloat($0) }
    }
}
