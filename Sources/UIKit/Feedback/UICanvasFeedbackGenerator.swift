@_spi(Diagnostics) import CoreGraphics

/// A generator of haptics for drawing canvases (UIKit, iOS 17.5): objects snapping to guides
/// and completed paths. Made with `init(view:)`, as UIKit's other 17.5 generators; Linux has
/// no haptic engine, so the requests are recorded (`FeedbackRecorder`) and have no effect.
@preconcurrency @MainActor
open class UICanvasFeedbackGenerator: UIFeedbackGenerator {
    /// Feedback for an alignment (snapping an object to a guide or ruler) at `location` in
    /// the generator's view.
    open func alignmentOccurred(at location: CGPoint) {
        record(.canvasAlignment(location: location))
    }

    /// Feedback for a completed path or a recognized shape at `location` in the view.
    open func pathCompleted(at location: CGPoint) {
        record(.canvasPathCompleted(location: location))
    }
}
