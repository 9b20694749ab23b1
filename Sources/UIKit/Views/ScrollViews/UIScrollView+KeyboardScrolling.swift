import Foundation

// Keyboard scrolling for desktop users: presses the first responder (the scroll view or a view
// inside it) does not handle reach the scroll view up the responder chain.
extension UIScrollView {
    /// Ours: an arrow key scrolls 40 pt (a line); a page keeps 40 pt of the previous view.
    static let keyboardLineScroll: CGFloat = 40

    /// Scrolls for `press` if it is a scrolling key; returns whether it was one.
    func handleKeyboardScroll(_ press: UIPress) -> Bool {
        guard allowsKeyboardScrolling, isScrollEnabled, let key = press.key else { return false }
        let range = offsetRange, offset = contentOffset
        let page = max(Self.keyboardLineScroll, bounds.height - Self.keyboardLineScroll)
        let line = Self.keyboardLineScroll
        let flags = key.modifierFlags
        var target = offset
        switch key.keyCode {
        case .keyboardUpArrow:
            target.y = flags.contains(.command) ? range.minY : offset.y - (flags.contains(.alternate) ? page : line)
        case .keyboardDownArrow:
            target.y = flags.contains(.command) ? range.maxY : offset.y + (flags.contains(.alternate) ? page : line)
        case .keyboardLeftArrow:
            target.x = flags.contains(.command) ? range.minX : offset.x - line
        case .keyboardRightArrow:
            target.x = flags.contains(.command) ? range.maxX : offset.x + line
        case .keyboardPageUp:
            target.y = offset.y - page
        case .keyboardPageDown:
            target.y = offset.y + page
        case .keyboardSpacebar:
            target.y = flags.contains(.shift) ? offset.y - page : offset.y + page
        case .keyboardHome:
            target.y = range.minY
        case .keyboardEnd:
            target.y = range.maxY
        default:
            return false
        }
        target = clampedOffset(target)
        if target != offset { _setContentOffset(target, animated: true) }
        return true
    }
}
