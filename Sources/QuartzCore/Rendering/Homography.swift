/// A 3×3 projective map of the plane, row-vector convention like `CGAffineTransform`:
/// `[x y 1] · H = [X Y W]`, the image point being `(X / W, Y / W)`.
///
/// Core Animation flattens every layer into its superlayer's plane (except the sublayers of a
/// `CATransformLayer`, whose 4×4 maps are composed first: `TransformLayerPlane`), so a
/// layer's 4×4 transform acts on its flat content as the 3×3 made of the x, y and w rows and
/// columns; composing those 3×3 maps is exactly flattening level by level. The compositor
/// tracks where each layer lands with these.
struct Homography: Equatable {
    var m11: CGFloat, m12: CGFloat, m13: CGFloat
    var m21: CGFloat, m22: CGFloat, m23: CGFloat
    var m31: CGFloat, m32: CGFloat, m33: CGFloat

    static let identity = Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
         m31: CGFloat, m32: CGFloat, m33: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    init(_ t: CGAffineTransform) {
        self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
    }

    /// The flat part of a 4×4 transform (rows and columns x, y, w).
    init(_ t: CATransform3D) {
        self.init(m11: t.m11, m12: t.m12, m13: t.m14, m21: t.m21, m22: t.m22, m23: t.m24,
                  m31: t.m41, m32: t.m42, m33: t.m44)
    }

    static func translation(_ dx: CGFloat, _ dy: CGFloat) -> Homography {
        Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: dx, m32: dy, m33: 1)
    }

    static func scale(_ s: CGFloat) -> Homography {
        Homography(m11: s, m12: 0, m13: 0, m21: 0, m22: s, m23: 0, m31: 0, m32: 0, m33: 1)
    }

    /// True when the map keeps lines parallel (no perspective).
    var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    var affine: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
    }

    /// `self` then `b`.
    func concatenating(_ b: Homography) -> Homography {
        let a = self
        return Homography(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33)
    }

    /// The homogeneous weight of the image of `p`; a point with w ≤ 0 is behind the eye.
    func weight(_ p: CGPoint) -> CGFloat {
        p.x * m13 + p.y * m23 + m33
    }

    /// The image of `p` (meaningful when `weight(p) > 0`).
    func apply(_ p: CGPoint) -> CGPoint {
        let x = p.x * m11 + p.y * m21 + m31
        let y = p.x * m12 + p.y * m22 + m32
        let w = p.x * m13 + p.y * m23 + m33
        if w == 1 { return CGPoint(x: x, y: y) }
        return CGPoint(x: x / w, y: y / w)
    }

    var determinant: CGFloat {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    var isFinite: Bool {
        (m11 + m12 + m13 + m21 + m22 + m23 + m31 + m32 + m33).isFinite
    }

    func inverted() -> Homography? {
        let det = determinant
        guard det != 0, det.isFinite, abs(det) > 1e-300 else { return nil }
        return Homography(
            m11: (m22 * m33 - m23 * m32) / det, m12: (m13 * m32 - m12 * m33) / det, m13: (m12 * m23 - m13 * m22) / det,
            m21: (m23 * m31 - m21 * m33) / det, m22: (m11 * m33 - m13 * m31) / det, m23: (m13 * m21 - m11 * m23) / det,
            m31: (m21 * m32 - m22 * m31) / det, m32: (m12 * m31 - m11 * m32) / det, m33: (m11 * m22 - m12 * m21) / det)
    }

    /// The corners of `rect` mapped, or nil when one of them is behind the eye.
    func corners(of rect: CGRect) -> [CGPoint]? {
        let points = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        var mapped: [CGPoint] = []
        mapped.reserveCapacity(4)
        for p in points {
            guard weight(p) > 1e-9 else { return nil }
            mapped.append(apply(p))
        }
        return mapped
    }

    /// The bounding box of `rect` mapped; nil when part of it is behind the eye (the box is
    /// then unbounded).
    func boundingBox(of rect: CGRect) -> CGRect? {
        guard !rect.isNull, !rect.isInfinite else { return nil }
        if isAffine { return rect.applying(affine) }
        guard let points = corners(of: rect) else { return nil }
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for p in points {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        let box = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        return box.origin.x.isFinite && box.origin.y.isFinite && box.width.isFinite && box.height.isFinite ? box : nil
    }

    /// Whether `rect` is seen from behind: its mapped corners turn the other way round
    /// (a mirror image, or a layer rotated more than a quarter turn about a planar axis).
    func isBackFacing(_ rect: CGRect) -> Bool {
        guard rect.width > 0, rect.height > 0 else { return false }
        if isAffine { return m11 * m22 - m12 * m21 < 0 }
        guard let p = corners(of: rect) else { return false }
        var area: CGFloat = 0
        for i in 0..<4 {
            let a = p[i], b = p[(i + 1) % 4]
            area += a.x * b.y - b.x * a.y
        }
        return area < 0
    }

    /// Device pixels per unit near the origin: the square root of the linear part's
    /// determinant (for scaling offscreen renderings and shadows).
    var linearScale: CGFloat {
        let det = abs(m11 * m22 - m12 * m21) / Swift.max(abs(m33 * m33), 1e-12)
        return det.squareRoot()
    }
}
