import Foundation

/// Gives a viewport layout controller the visible area and places each layout fragment laid
/// out in it (UIKit's optional methods have defaults here: nothing done).
public protocol NSTextViewportLayoutControllerDelegate: NSObjectProtocol {
    /// The visible area, in the text container's coordinates.
    func viewportBounds(for textViewportLayoutController: NSTextViewportLayoutController) -> CGRect
    /// A fragment in the viewport was laid out: the delegate shows it (a layer or view at its
    /// `layoutFragmentFrame`).
    func textViewportLayoutController(_ textViewportLayoutController: NSTextViewportLayoutController,
                                      configureRenderingSurfaceFor textLayoutFragment: NSTextLayoutFragment)
    func textViewportLayoutControllerWillLayout(_ textViewportLayoutController: NSTextViewportLayoutController)
    func textViewportLayoutControllerDidLayout(_ textViewportLayoutController: NSTextViewportLayoutController)
}

extension NSTextViewportLayoutControllerDelegate {
    public func textViewportLayoutControllerWillLayout(_ textViewportLayoutController: NSTextViewportLayoutController) {}
    public func textViewportLayoutControllerDidLayout(_ textViewportLayoutController: NSTextViewportLayoutController) {}
}
