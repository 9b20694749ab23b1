/// An affine transform as four steps applied in order: scale, horizontal shear, rotation,
/// translation (CoreGraphics, iOS 16).
///
///     | a  b  0 |   | sx 0  0 |   | 1  0 0 |   |  cos θ  sin θ 0 |   | 1  0  0 |
///     | c  d  0 | = | 0  sy 0 | · | sh 1 0 | · | -sin θ  cos θ 0 | · | 0  1  0 |
///     | tx ty 1 |   | 0  0  1 |   | 0  0 1 |   |  0      0     1 |   | tx ty 1 |
public struct CGAffineTransformComponents: Hashable, Sendable {
    /// The initial scaling in x and y.
    public var scale: CGSize
    /// The shear of x by y (x' = x + shear · y), after the scale.
    public var horizontalShear: CGFloat
    /// The rotation in radians, after the shear.
    public var rotation: CGFloat
    /// The final displacement.
    public var translation: CGVector

    /// All zeroes (as the C struct's zero value).
    public init() {
        self.init(scale: .zero, horizontalShear: 0, rotation: 0, translation: .zero)
    }

    public init(scale: CGSize = .init(width: 1, height: 1), horizontalShear: CGFloat = 0,
                rotation: CGFloat = 0, translation: CGVector = .zero) {
        self.scale = scale
        self.horizontalShear = horizontalShear
        self.rotation = rotation
        self.translation = translation
    }
}

extension CGAffineTransform {
    /// The transform's scale, shear, rotation and translation (iOS 16). The x scale is never
    /// negative; a reflection shows as a negative y scale.
    public func decomposed() -> CGAffineTransformComponents {
        let sx = (a * a + b * b).squareRoot()
        let angle = sx > 0 ? atan2(b, a) : 0
        let (sine, cosine) = Self.sincos(angle)
        let sy = d * cosine - c * sine
        let shear = sy != 0 ? (c * cosine + d * sine) / sy : 0
        return CGAffineTransformComponents(scale: CGSize(width: sx, height: sy), horizontalShear: shear,
                                           rotation: angle, translation: CGVector(dx: tx, dy: ty))
    }

    /// The transform made of `components` (iOS 16): scale, then shear, rotation and
    /// translation.
    public init(_ components: CGAffineTransformComponents) {
        let sx = components.scale.width, sy = components.scale.height, h = components.horizontalShear
        let (sine, cosine) = Self.sincos(components.rotation)
        self.init(a: sx * cosine, b: sx * sine,
                  c: sy * (h * cosine - sine), d: sy * (h * sine + cosine),
                  tx: components.translation.dx, ty: components.translation.dy)
    }
}
