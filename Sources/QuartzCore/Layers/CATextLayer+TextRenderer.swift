@_spi(Diagnostics) import CoreGraphics
import Synchronization

// Where text layers find the text system UIKit installs (see `_CATextLayerRenderer`); the
// installation is process-wide (`FrameworkEnvironment.textRenderer`; any thread draws text).
extension CATextLayer {
    /// The installed text renderer, if any.
    @_spi(UIKit)
    public static var _textRenderer: (any _CATextLayerRenderer)? { FrameworkEnvironment.textRenderer.withLock { $0.renderer } }

    /// Installs (or, with nil, removes) the renderer text layers draw with, and returns the
    /// previous one. Text layers already displayed are not redrawn.
    @_spi(UIKit)
    @discardableResult
    public static func _installTextRenderer(_ renderer: (any _CATextLayerRenderer)?) -> (any _CATextLayerRenderer)? {
        FrameworkEnvironment.textRenderer.withLock { state in
            let previous = state.renderer
            state = (renderer, false)
            return previous
        }
    }

    /// The renderer, or nil after logging (once until a renderer is installed) that text cannot
    /// be drawn.
    static func rendererOrReport() -> (any _CATextLayerRenderer)? {
        let (renderer, report) = FrameworkEnvironment.textRenderer.withLock { state -> ((any _CATextLayerRenderer)?, Bool) in
            if let renderer = state.renderer { return (renderer, false) }
            defer { state.reported = true }
            return (nil, !state.reported)
        }
        if let renderer { return renderer }
        if report {
            FrameworkLog.log("CATextLayer: no text system is installed (text is laid out by UIKit; import UIKit and "
                + "create the UIApplication or a UIView first); text layers draw no text")
        }
        return nil
    }
}
