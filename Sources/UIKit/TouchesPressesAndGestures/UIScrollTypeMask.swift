/// The kinds of scroll events (mouse wheel, trackpad) a pan gesture recognizer accepts
/// (UIKit, iOS 13.4).
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A discrete scroll type from a device, like a mouse wheel.
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    /// A continuous scroll type from a device, like a trackpad.
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
