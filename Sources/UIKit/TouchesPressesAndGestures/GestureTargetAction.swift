/// One target-action pair of a gesture recognizer (or a closure handler). Targets are not
/// kept alive, as in UIKit (see `TargetReference`); closure handlers are owned.
final class GestureTargetAction {
    private let targetReference: TargetReference
    let selector: Selector?
    let handler: (@MainActor (UIGestureRecognizer) -> Void)?

    init(target: AnyObject?, selector: Selector?, handler: (@MainActor (UIGestureRecognizer) -> Void)?) {
        targetReference = TargetReference(target)
        self.selector = selector
        self.handler = handler
    }

    /// The target's identity while this entry exists (nil: a closure handler).
    var identity: ObjectIdentifier? { targetReference.identity }

    /// The target, or nil when it has been freed (or there is none).
    var target: AnyObject? { targetReference.object }
}
