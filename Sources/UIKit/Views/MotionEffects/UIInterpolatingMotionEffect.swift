/// Moves one key path between a minimum and a maximum as the device tilts along one axis
/// (UIKit).
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
    public enum EffectType: Int, Sendable {
        case tiltAlongHorizontalAxis = 0
        case tiltAlongVerticalAxis = 1
    }

    public let keyPath: String
    public let type: EffectType
    /// The value at offset -1 (a number).
    open var minimumRelativeValue: Any?
    /// The value at offset +1 (a number).
    open var maximumRelativeValue: Any?

    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// The linear interpolation of the relative values for the axis's offset; nil unless
    /// both values are numbers.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        guard let minimum = Self.number(minimumRelativeValue), let maximum = Self.number(maximumRelativeValue) else {
            return nil
        }
        let offset = max(-1, min(1, type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical))
        let value = minimum + (maximum - minimum) * (offset + 1) / 2
        return [keyPath: value]
    }

    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }
}
