/// An object representing a menu, action, or command (UIKit).
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// Attributes that determine the style of a menu element.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Constants that indicate the state of an action- or command-based menu element.
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }

    var titleStorage: String

    init(title: String) {
        titleStorage = title
        super.init()
    }

    open var title: String {
        get { titleStorage }
        set { titleStorage = newValue }
    }

    open var subtitle: String?

    open var image: UIImage?

    /// The image shown while the element's state is on (iOS 17).
    open var selectedImage: UIImage?
}
