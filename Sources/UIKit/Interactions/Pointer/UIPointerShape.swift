/// The shape a pointer morphs into (UIKit, iOS 13.4).
///
/// OpenUIKit: recorded on the style; the desktop's pointer keeps its own shape.
public enum UIPointerShape {
    /// The pointer becomes the path (in the effect's preview container's coordinates).
    case path(UIBezierPath)
    /// A rounded rectangle; without an effect its origin is an offset from the pointer.
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    /// A vertical beam (the text cursor).
    case verticalBeam(length: CGFloat)
    /// A horizontal beam (vertical text).
    case horizontalBeam(length: CGFloat)

    /// The corner radius of `roundedRect` when none is given. UIKit does not document the
    /// value; OpenUIKit uses 8 points.
    public static let defaultCornerRadius: CGFloat = 8
}
