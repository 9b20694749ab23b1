import Foundation

// Core Animation's NSValue additions (CATransform3D.h), so transforms can be keyframe values
// and `fromValue`/`toValue` of animations as iOS code writes them
// (`NSValue(caTransform3D: CATransform3DMakeTranslation(10, 0, 0))`).
extension NSValue {
    /// The Objective-C type string of a wrapped transform. Linux Foundation's `NSValue`
    /// cannot hold a struct encoding (Darwin's is `{CATransform3D=dddddddddddddddd}`), so the
    /// sixteen matrix entries are stored as an array of sixteen doubles, row by row.
    static let caTransform3DObjCType = "[16d]"

    public convenience init(caTransform3D t: CATransform3D) {
        var entries: [Double] = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                                 t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map(Double.init)
        self.init(bytes: &entries, objCType: NSValue.caTransform3DObjCType)
    }

    /// The wrapped transform; the zero matrix when the value holds something else.
    public var caTransform3DValue: CATransform3D {
        guard isCATransform3D else { return CATransform3D() }
        var entries = [Double](repeating: 0, count: 16)
        entries.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        let m = entries.map { CGFloat($0) }
        return CATransform3D(m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
                             m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
    }

    /// Whether the value was made by `init(caTransform3D:)`.
    var isCATransform3D: Bool {
        String(cString: objCType) == NSValue.caTransform3DObjCType
    }
}
