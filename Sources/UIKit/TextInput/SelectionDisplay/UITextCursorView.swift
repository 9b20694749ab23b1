import Foundation

/// A view that draws a text cursor (UIKit, iOS 17), managed by a
/// `UITextSelectionDisplayInteraction`.
@preconcurrency @MainActor
public protocol UITextCursorView: UICoordinateSpace {
    /// Whether the cursor blinks (true while the user is not typing).
    var isBlinking: Bool { get set }
    /// Shows the cursor solid and starts its blinking over (after a keystroke).
    func resetBlinkAnimation()
}
