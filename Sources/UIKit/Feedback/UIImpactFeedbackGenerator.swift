@_spi(Diagnostics) import CoreGraphics

/// A generator of haptics for physical impacts (UIKit).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the objects in the collision.
    public enum FeedbackStyle: Int, Sendable {
        case light = 0
        case medium = 1
        case heavy = 2
        case soft = 3
        case rigid = 4
    }

    private let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// UIKit: the default style is medium.
    public override convenience init() {
        self.init(style: .medium)
    }

    /// iOS 17.5: a generator attached to `view`.
    public init(style: FeedbackStyle, view: UIView) {
        self.style = style
        super.init(view: view)
    }

    /// iOS 17.5: a medium-style generator attached to `view`.
    public convenience override init(view: UIView) {
        self.init(style: .medium, view: view)
    }

    /// Triggers impact feedback at full intensity.
    open func impactOccurred() {
        record(.impact(style: style, intensity: 1, location: nil))
    }

    /// Triggers impact feedback with an intensity between 0 and 1 (UIKit clamps it).
    open func impactOccurred(intensity: CGFloat) {
        record(.impact(style: style, intensity: Self.clamped(intensity), location: nil))
    }

    /// iOS 17.5: feedback at a location in the generator's view.
    open func impactOccurred(at location: CGPoint) {
        record(.impact(style: style, intensity: 1, location: location))
    }

    /// iOS 17.5: feedback with an intensity at a location in the generator's view.
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) {
        record(.impact(style: style, intensity: Self.clamped(intensity), location: location))
    }

    private static func clamped(_ intensity: CGFloat) -> CGFloat {
        guard intensity.isFinite else {
            FrameworkLog.log("UIImpactFeedbackGenerator.impactOccurred(intensity:): \(intensity) is not a number between 0 and 1; used 1")
            return 1
        }
        return min(max(intensity, 0), 1)
    }
}
