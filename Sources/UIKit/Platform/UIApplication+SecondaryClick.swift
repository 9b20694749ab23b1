@_spi(Diagnostics) import CoreGraphics

/// A secondary (right) click. UIKit: on text, it shows the edit menu (a text field or text
/// view under the pointer begins editing, the caret goes under the pointer unless it is on the
/// selection). Not recorded by `InputRecorder`.
extension UIApplication {
    /// `location` is in window coordinates.
    @_spi(Platform)
    public func dispatchSecondaryClick(at location: CGPoint, in window: UIWindow, timestamp: TimeInterval) {
        guard location.x.isFinite, location.y.isFinite else {
            return FrameworkLog.log("Secondary click at a non-finite location \(location); dropped")
        }
        guard !isIgnoringInteractionEvents, var view = window.hitTest(location, with: nil) else { return }
        while true {
            if let text = view as? any StandardTextEditing, view.isUserInteractionEnabled {
                return text.presentTextEditMenu(at: window.convert(location, to: view))
            }
            guard let parent = view.superview else { return }
            view = parent
        }
    }
}
