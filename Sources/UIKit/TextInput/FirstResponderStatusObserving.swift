/// A responder told when it stops being its window's first responder, by whatever path
/// (text objects end their editing session then, even when UIKit forces the end).
@MainActor
protocol FirstResponderStatusObserving: AnyObject {
    func firstResponderStatusDidEnd()
}
