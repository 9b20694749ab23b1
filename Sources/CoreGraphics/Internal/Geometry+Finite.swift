// Validation helpers: CoreGraphics silently accepts NaN and infinities; Cairo does not (a
// non-invertible matrix puts a cairo_t into a permanent error state), so OpenUIKit checks first.

extension CGPoint {
    var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGAffineTransform {
    var isFinite: Bool { a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite }

    var determinant: CGFloat { a * d - b * c }

    /// Finite with a nonzero determinant: what Cairo accepts as a matrix.
    var isInvertible: Bool {
        let det = determinant
        return isFinite && det.isFinite && det != 0
    }

    /// Invertible and within the range Cairo's rasterizer copes with.
    var isDrawable: Bool {
        let stretch = max(abs(a), abs(b), abs(c), abs(d))
        return isInvertible && stretch <= 1e6 && abs(determinant) >= 1e-12 && abs(tx) <= 1e9 && abs(ty) <= 1e9
    }
}

extension CGRect {
    var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
