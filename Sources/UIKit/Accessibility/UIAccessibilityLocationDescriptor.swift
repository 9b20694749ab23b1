import Foundation

/// A named point in a view that assistive technologies can drag from or drop onto (UIKit,
/// iOS 11; listed by `accessibilityDragSourceDescriptors` / `accessibilityDropPointDescriptors`).
@preconcurrency @MainActor
open class UIAccessibilityLocationDescriptor: NSObject {
    /// The view the point is in.
    open private(set) weak var view: UIView?
    /// The point, in the view's coordinates.
    open private(set) var point: CGPoint
    /// The name with attributes.
    open private(set) var attributedName: NSAttributedString

    /// The plain name.
    open var name: String { attributedName.string }

    /// A descriptor named `attributedName` at `point` in `view`'s coordinates.
    public init(attributedName: NSAttributedString, point: CGPoint, in view: UIView) {
        self.attributedName = attributedName
        self.point = point
        self.view = view
        super.init()
    }

    /// A descriptor named `name` at `point` in `view`'s coordinates.
    public convenience init(name: String, point: CGPoint, in view: UIView) {
        self.init(attributedName: NSAttributedString(string: name), point: point, in: view)
    }

    /// A descriptor named `name` at the view's `accessibilityActivationPoint` (a screen
    /// point, converted to the view's coordinates).
    public convenience init(name: String, view: UIView) {
        self.init(name: name, point: view.pointFromScreen(view.accessibilityActivationPoint), in: view)
    }
}
