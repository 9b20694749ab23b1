/// A generator of haptics that indicate a change in selection (UIKit).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Triggers selection feedback.
    open func selectionChanged() {
        record(.selectionChanged(location: nil))
    }

    /// iOS 17.5: selection feedback at a location in the generator's view.
    open func selectionChanged(at location: CGPoint) {
        record(.selectionChanged(location: location))
    }
}
