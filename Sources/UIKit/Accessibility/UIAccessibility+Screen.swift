import Foundation

extension UIAccessibility {
    /// `rect`, in `view`'s coordinates, in screen coordinates — what `accessibilityFrame`
    /// holds (UIKit: through the view's window onto its screen).
    @MainActor
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        guard let window = view.window else { return view.convert(rect, to: nil) }
        return window.convert(view.convert(rect, to: window), to: window.screen.coordinateSpace)
    }

    /// `path`, in `view`'s coordinates, in screen coordinates — what `accessibilityPath`
    /// holds. A new path; `path` is not changed.
    @MainActor
    public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView) -> UIBezierPath {
        let origin = convertToScreenCoordinates(.zero, in: view).origin
        let converted = UIBezierPath(cgPath: path.cgPath)
        converted.apply(CGAffineTransform(translationX: origin.x, y: origin.y))
        return converted
    }

    /// The element an assistive technology has focused (nil for any: none runs on Linux).
    @MainActor
    public static func focusedElement(using assistiveTechnologyIdentifier: AssistiveTechnologyIdentifier?) -> Any? {
        nil
    }
}
