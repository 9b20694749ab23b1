import Foundation

/// The delegate of the text's long press, which remembers whether a finger (not a pointer)
/// made it: a finger's press shows the loupe and moves the caret, a pointer's shows the edit
/// menu.
@MainActor
final class TextLongPressTouchObserver: NSObject, UIGestureRecognizerDelegate {
    private(set) var isFingerPress = false

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        if gestureRecognizer.state == .possible { isFingerPress = touch.type == .direct }
        return true
    }
}
