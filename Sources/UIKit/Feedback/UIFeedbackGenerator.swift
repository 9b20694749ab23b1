/// The abstract superclass of haptic feedback generators (UIKit).
///
/// Linux devices have no Taptic Engine: requests are recorded for tests (`FeedbackRecorder`
/// in UIKitTesting) and otherwise have no effect, as on an iOS device without haptics.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject, UIInteraction {
    private weak var viewStorage: UIView?

    public override init() {
        super.init()
    }

    /// iOS 17.5: a generator attached to `view` (it becomes the generator's interaction view).
    public init(view: UIView) {
        super.init()
        view.addInteraction(self)
    }

    /// Gets the haptic engine ready to respond with less latency (a no-op without one; the
    /// request is recorded).
    open func prepare() {
        record(.prepare(generator: String(describing: type(of: self))))
    }

    // MARK: UIInteraction (iOS 17.5)

    open var view: UIView? { viewStorage }

    open func willMove(to view: UIView?) {}

    open func didMove(to view: UIView?) {
        viewStorage = view
    }

    func record(_ request: PlatformFeedbackRequest) {
        SystemRequestLog.send(.feedback(request))
    }
}
