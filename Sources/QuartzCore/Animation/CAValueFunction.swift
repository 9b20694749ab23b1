/// A function that turns an animated number (or three numbers) into a transform, so a
/// property animation of `transform` can interpolate an angle, a scale or an offset rather
/// than matrices (Core Animation).
///
/// Core Animation: the animation's values are interpolated as numbers (a rotation by 2π
/// turns all the way round instead of staying put), then the function makes the transform
/// the layer shows. Rotations, `scaleX`… and `translateX`… take one number; `scale` and
/// `translate` take an array of three (x, y, z; a shorter array fills in 1 or 0).
open class CAValueFunction: NSObject {
    /// The function's name.
    open private(set) var name: CAValueFunctionName

    private init(validName: CAValueFunctionName) {
        self.name = validName
        super.init()
    }

    /// The function named `name`; nil for a name Core Animation does not define.
    public convenience init?(name: CAValueFunctionName) {
        guard CAValueFunctionName.all.contains(name) else { return nil }
        self.init(validName: name)
    }

    /// The transform for an interpolated value; nil when the value is not a number (or, for
    /// `scale`/`translate`, an array of numbers).
    func transform(for value: Any) -> CATransform3D? {
        switch name {
        case .rotateX, .rotateY, .rotateZ:
            guard let angle = AnimationValueMath.number(value).map({ CGFloat($0) }) else { return nil }
            switch name {
            case .rotateX: return CATransform3DMakeRotation(angle, 1, 0, 0)
            case .rotateY: return CATransform3DMakeRotation(angle, 0, 1, 0)
            default: return CATransform3DMakeRotation(angle, 0, 0, 1)
            }
        case .scaleX, .scaleY, .scaleZ:
            guard let s = AnimationValueMath.number(value).map({ CGFloat($0) }) else { return nil }
            return CATransform3DMakeScale(name == .scaleX ? s : 1, name == .scaleY ? s : 1, name == .scaleZ ? s : 1)
        case .translateX, .translateY, .translateZ:
            guard let d = AnimationValueMath.number(value).map({ CGFloat($0) }) else { return nil }
            return CATransform3DMakeTranslation(name == .translateX ? d : 0, name == .translateY ? d : 0,
                                                name == .translateZ ? d : 0)
        case .scale:
            guard let v = Self.triple(value, filling: 1) else { return nil }
            return CATransform3DMakeScale(v.0, v.1, v.2)
        case .translate:
            guard let v = Self.triple(value, filling: 0) else { return nil }
            return CATransform3DMakeTranslation(v.0, v.1, v.2)
        default:
            return nil
        }
    }

    private static func triple(_ value: Any, filling fill: CGFloat) -> (CGFloat, CGFloat, CGFloat)? {
        if let single = AnimationValueMath.number(value) {
            let s = CGFloat(single)
            return (s, s, s)
        }
        guard let array = value as? [Any] else { return nil }
        let numbers = array.compactMap { AnimationValueMath.number($0).map { CGFloat($0) } }
        guard numbers.count == array.count, !numbers.isEmpty else { return nil }
        func at(_ i: Int) -> CGFloat { i < numbers.count ? numbers[i] : fill }
        return (at(0), at(1), at(2))
    }
}

/// The names of Core Animation's value functions.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    public static let scale = CAValueFunctionName(rawValue: "scale")
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    public static let translate = CAValueFunctionName(rawValue: "translate")
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")

    static let all: Set<CAValueFunctionName> = [
        .rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
        .translate, .translateX, .translateY, .translateZ,
    ]
}
