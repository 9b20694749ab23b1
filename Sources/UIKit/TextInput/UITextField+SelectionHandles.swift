import Foundation

/// Selection handles and the loupe on a text field (`TextSelectionHandles`): the handles are
/// the field's subviews.
extension UITextField: TextSelectionHandleHost {
    var allowsSelectionHandles: Bool { editingFlag }

    func handleCaretRect(at offset: Int) -> CGRect { caretRect(for: TextOffsetPosition(offset)) }

    func handleOffset(closestTo point: CGPoint) -> Int {
        (_closestPosition(to: point) as? TextOffsetPosition)?.offset ?? 0
    }

    func selectionPlaced(byFinger: Bool) {
        if byFinger, selectionHandlesStorage == nil { selectionHandlesStorage = TextSelectionHandles(host: self) }
        selectionHandlesStorage?.selectionPlaced(byFinger: byFinger)
    }
}
