import Foundation

/// The base class of the effects a `UIVisualEffectView` shows (`UIBlurEffect`,
/// `UIVibrancyEffect`). Effects are immutable: a copy is the same object.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject, @preconcurrency NSCopying, @preconcurrency NSSecureCoding {
    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    open func encode(with coder: NSCoder) {}

    public class var supportsSecureCoding: Bool { true }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}
