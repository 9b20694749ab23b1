@_spi(Rendering) import CoreGraphics

/// Interpolation and arithmetic of animated values: numbers, points, sizes, rectangles,
/// transforms and colors. Other values change discretely (at the halfway point).
enum AnimationValueMath {
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as CGFloat: return Double(v)
        case let v as Double: return v
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }

    /// A geometry value wrapped in `NSValue`, as iOS code writes animation values
    /// (`NSValue(cgSize:)`, `NSValue(caTransform3D:)`), as the plain value; others unchanged.
    static func plain(_ value: Any?) -> Any? {
        guard let wrapped = value as? NSValue, !(wrapped is NSNumber) else { return value }
        if wrapped.isCATransform3D { return wrapped.caTransform3DValue }
        let type = String(cString: wrapped.objCType)
        if type.hasPrefix("{CGPoint") { return wrapped.pointValue }
        if type.hasPrefix("{CGSize") { return wrapped.sizeValue }
        if type.hasPrefix("{CGRect") { return wrapped.rectValue }
        return value
    }

    /// `a` + (`b` - `a`) × `t`.
    static func interpolate(_ a: Any?, _ b: Any?, _ t: Double) -> Any? {
        let a = plain(a), b = plain(b)
        if let x = number(a), let y = number(b) { return CGFloat(x + (y - x) * t) }
        let f = CGFloat(t)
        switch (a, b) {
        case let (p as CGPoint, q as CGPoint):
            return CGPoint(x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f)
        case let (p as CGSize, q as CGSize):
            return CGSize(width: p.width + (q.width - p.width) * f, height: p.height + (q.height - p.height) * f)
        case let (p as CGRect, q as CGRect):
            return CGRect(x: p.minX + (q.minX - p.minX) * f, y: p.minY + (q.minY - p.minY) * f,
                          width: p.width + (q.width - p.width) * f, height: p.height + (q.height - p.height) * f)
        case let (p as CATransform3D, q as CATransform3D):
            return interpolate(p, q, f)
        case let (p as CGColor, q as CGColor):
            let c = p.rgba, d = q.rgba
            return CGColor(red: c.red + (d.red - c.red) * f, green: c.green + (d.green - c.green) * f,
                           blue: c.blue + (d.blue - c.blue) * f, alpha: c.alpha + (d.alpha - c.alpha) * f)
        case let (p as [Any], q as [Any]) where p.count == q.count && !p.isEmpty:
            // Arrays of numbers (a value function's x, y, z) interpolate element by element.
            var result: [CGFloat] = []
            result.reserveCapacity(p.count)
            for (x, y) in zip(p, q) {
                guard let start = number(x), let end = number(y) else { return t < 0.5 ? a : b }
                result.append(CGFloat(start + (end - start) * t))
            }
            return result
        default:
            return t < 0.5 ? a : b
        }
    }

    /// `a` + `b` (for `byValue` and additive animations); nil when they cannot be added.
    static func add(_ a: Any?, _ b: Any?) -> Any? {
        let a = plain(a), b = plain(b)
        if let x = number(a), let y = number(b) { return CGFloat(x + y) }
        switch (a, b) {
        case let (p as CGPoint, q as CGPoint): return CGPoint(x: p.x + q.x, y: p.y + q.y)
        case let (p as CGSize, q as CGSize): return CGSize(width: p.width + q.width, height: p.height + q.height)
        case let (p as CGRect, q as CGRect):
            return CGRect(x: p.minX + q.minX, y: p.minY + q.minY, width: p.width + q.width, height: p.height + q.height)
        case let (p as CATransform3D, q as CATransform3D): return CATransform3DConcat(q, p)
        default: return nil
        }
    }

    /// `a` - `b` (for a `byValue` that ends at `toValue`).
    static func subtract(_ a: Any?, _ b: Any?) -> Any? {
        let a = plain(a), b = plain(b)
        if let x = number(a), let y = number(b) { return CGFloat(x - y) }
        switch (a, b) {
        case let (p as CGPoint, q as CGPoint): return CGPoint(x: p.x - q.x, y: p.y - q.y)
        case let (p as CGSize, q as CGSize): return CGSize(width: p.width - q.width, height: p.height - q.height)
        case let (p as CGRect, q as CGRect):
            return CGRect(x: p.minX - q.minX, y: p.minY - q.minY, width: p.width - q.width, height: p.height - q.height)
        case let (p as CATransform3D, q as CATransform3D): return CATransform3DConcat(p, CATransform3DInvert(q))
        default: return nil
        }
    }

    /// How far apart two values are (for paced keyframes); 1 when they cannot be measured.
    static func distance(_ a: Any?, _ b: Any?) -> Double {
        let a = plain(a), b = plain(b)
        if let x = number(a), let y = number(b) { return abs(y - x) }
        switch (a, b) {
        case let (p as CGPoint, q as CGPoint): return Double(hypot(q.x - p.x, q.y - p.y))
        case let (p as CGSize, q as CGSize): return Double(hypot(q.width - p.width, q.height - p.height))
        default: return 1
        }
    }

    /// Transforms without perspective or 3D rotation interpolate their translation, scale
    /// and rotation (so a half turn turns, rather than shrinking through a line); others
    /// interpolate their matrices.
    private static func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ t: CGFloat) -> CATransform3D {
        if let p = TransformParts(a), let q = TransformParts(b) {
            var angle = q.rotation - p.rotation
            // The shorter way round, as a matrix interpolation would suggest.
            if angle > .pi { angle -= 2 * .pi } else if angle < -.pi { angle += 2 * .pi }
            return TransformParts(translation: (p.tx + (q.tx - p.tx) * t, p.ty + (q.ty - p.ty) * t, p.tz + (q.tz - p.tz) * t),
                                  scale: (p.sx + (q.sx - p.sx) * t, p.sy + (q.sy - p.sy) * t, p.sz + (q.sz - p.sz) * t),
                                  rotation: p.rotation + angle * t).transform
        }
        var r = a
        r.m11 += (b.m11 - a.m11) * t; r.m12 += (b.m12 - a.m12) * t; r.m13 += (b.m13 - a.m13) * t; r.m14 += (b.m14 - a.m14) * t
        r.m21 += (b.m21 - a.m21) * t; r.m22 += (b.m22 - a.m22) * t; r.m23 += (b.m23 - a.m23) * t; r.m24 += (b.m24 - a.m24) * t
        r.m31 += (b.m31 - a.m31) * t; r.m32 += (b.m32 - a.m32) * t; r.m33 += (b.m33 - a.m33) * t; r.m34 += (b.m34 - a.m34) * t
        r.m41 += (b.m41 - a.m41) * t; r.m42 += (b.m42 - a.m42) * t; r.m43 += (b.m43 - a.m43) * t; r.m44 += (b.m44 - a.m44) * t
        return r
    }
}

/// A transform as scale, then rotation about z, then translation — the parts
/// `transform.scale`, `transform.rotation` and `transform.translation` key paths name. Nil for
/// transforms with perspective, skew or rotation about another axis.
struct TransformParts {
    var tx: CGFloat, ty: CGFloat, tz: CGFloat
    var sx: CGFloat, sy: CGFloat, sz: CGFloat
    var rotation: CGFloat

    init(translation: (CGFloat, CGFloat, CGFloat), scale: (CGFloat, CGFloat, CGFloat), rotation: CGFloat) {
        (tx, ty, tz) = translation
        (sx, sy, sz) = scale
        self.rotation = rotation
    }

    init?(_ m: CATransform3D) {
        let flat = abs(m.m13) < 1e-9 && abs(m.m23) < 1e-9 && abs(m.m31) < 1e-9 && abs(m.m32) < 1e-9
            && abs(m.m14) < 1e-9 && abs(m.m24) < 1e-9 && abs(m.m34) < 1e-9 && abs(m.m44 - 1) < 1e-9
        guard flat else { return nil }
        sx = hypot(m.m11, m.m12)
        sy = hypot(m.m21, m.m22)
        sz = m.m33
        rotation = atan2(m.m12, m.m11)
        // No skew: the second row is the first turned a quarter.
        if sx > 0, sy > 0 {
            let dot = (m.m11 * m.m21 + m.m12 * m.m22) / (sx * sy)
            guard abs(dot) < 1e-6 else { return nil }
            // A mirror shows as a negative y scale.
            if m.m11 * m.m22 - m.m12 * m.m21 < 0 { sy = -sy }
        }
        tx = m.m41; ty = m.m42; tz = m.m43
    }

    var transform: CATransform3D {
        var t = CATransform3DMakeScale(sx, sy, sz)
        t = CATransform3DConcat(t, CATransform3DMakeRotation(rotation, 0, 0, 1))
        return CATransform3DConcat(t, CATransform3DMakeTranslation(tx, ty, tz))
    }
}
