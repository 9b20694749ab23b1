@_spi(Diagnostics) import CoreGraphics

/// A secondary (right) click. UIKit: on text, it shows the edit menu (a text field or text
/// view under the pointer begins editing, the caret goes under the pointer unless it is on the
/// selection); on a view with a context menu (a `UIContextMenuInteraction`, or a table or
/// collection view whose delegate gives a configuration) it shows the compact context menu at
/// the pointer. The deepest view under the pointer that has either wins. Not recorded by
/// `InputRecorder`.
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
            if view.isUserInteractionEnabled, view.presentContextMenuForSecondaryClick(atWindowPoint: location) { return }
            guard let parent = view.superview else { return }
            view = parent
        }
    }
}
