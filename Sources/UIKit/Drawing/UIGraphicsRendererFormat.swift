/// The configuration of a graphics renderer's contexts (UIKit's abstract base).
open class UIGraphicsRendererFormat: NSObject, @unchecked Sendable {
    var boundsStorage: CGRect = .zero

    public required override init() {
        super.init()
    }

    /// The bounds of the renderer's contexts (set by the renderer).
    open var bounds: CGRect { boundsStorage }

    /// A format suited to the main screen.
    open class func `default`() -> Self {
        Self()
    }

    /// The most capable format for the device (the same as `default()` here).
    open class func preferred() -> Self {
        Self()
    }
}
