@_spi(UIKit) import QuartzCore

extension UIWindow {
    /// The window's screen now has another scale (or the window moved to a screen that has):
    /// every view takes it unless the app set its scale factor, drawn content is redrawn at
    /// it, and a visible window composites at it from the next frame. (The caller tells the
    /// views and view controllers whose traits changed.)
    func screenScaleDidChange() {
        let scale = screenStorage.scale
        forEachInSubtree { view in
            view.adoptScreenScale(scale)
        }
        if !isHidden { updateCompositing() }
    }
}
