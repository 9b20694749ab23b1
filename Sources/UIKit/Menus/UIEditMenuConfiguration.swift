/// The details of one presentation of an edit menu: where it comes from and an identifier
/// the delegate can tell menus apart by (UIKit).
@preconcurrency @MainActor
open class UIEditMenuConfiguration: NSObject {
    public let identifier: AnyHashable
    /// In the interaction's view's coordinates: the suggested actions come from here, and the
    /// menu presents from here unless the delegate gives a target rectangle.
    public let sourcePoint: CGPoint
    /// UIKit: `.automatic`.
    open var preferredArrowDirection: UIEditMenuArrowDirection = .automatic

    /// UIKit: a nil identifier gets a unique one.
    public init(identifier: AnyHashable?, sourcePoint: CGPoint) {
        self.identifier = identifier ?? AnyHashable(UUID())
        self.sourcePoint = sourcePoint
        super.init()
    }
}
