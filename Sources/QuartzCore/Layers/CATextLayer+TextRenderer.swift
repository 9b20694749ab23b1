@_spi(Diagnostics) import CoreGraphics

// Where text layers find the text system UIKit installs (see `_CATextLayerRenderer`).
extension CATextLayer {
    private static var installedRenderer: (any _CATextLayerRenderer)?
    private static var reportedMissingRenderer = false

    /// The installed text renderer, if any.
    @_spi(UIKit)
    public static var _textRenderer: (any _CATextLayerRenderer)? { installedRenderer }

    /// Installs (or, with nil, removes) the renderer text layers draw with, and returns the
    /// previous one. Text layers already displayed are not redrawn.
    @_spi(UIKit)
    @discardableResult
    public static func _installTextRenderer(_ renderer: (any _CATextLayerRenderer)?) -> (any _CATextLayerRenderer)? {
        let previous = installedRenderer
        installedRenderer = renderer
        reportedMissingRenderer = false
        return previous
    }

    /// The renderer, or nil after logging (once until a renderer is installed) that text cannot
    /// be drawn.
    static func rendererOrReport() -> (any _CATextLayerRenderer)? {
        if let installedRenderer { return installedRenderer }
        if !reportedMissingRenderer {
            reportedMissingRenderer = true
            FrameworkLog.log("CATextLayer: no text system is installed (text is laid out by UIKit; import UIKit and "
                + "create the UIApplication or a UIView first); text layers draw no text")
        }
        return nil
    }
}
