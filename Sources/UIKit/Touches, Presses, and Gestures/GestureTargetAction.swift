/// One target-action pair of a gesture recognizer (or a closure handler). Targets are held
/// weakly, as UIKit does; closure handlers are owned.
struct GestureTargetAction {
    weak var target: AnyObject?
    let selector: Selector?
    let handler: (@MainActor (UIGestureRecognizer) -> Void)?
    let identity: ObjectIdentifier?
}
