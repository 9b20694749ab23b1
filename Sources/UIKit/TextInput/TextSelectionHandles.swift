import Foundation

/// A text object that shows selection handles (UITextField, UITextView): its selection, the
/// caret geometry in its own coordinates, and how the user selects.
@MainActor
protocol TextSelectionHandleHost: UIView {
    var buffer: TextEditingBuffer { get }
    /// Whether handles may show: while editing, or in a selectable text view that is not
    /// editable.
    var allowsSelectionHandles: Bool { get }
    /// The caret of a UTF-16 offset, in the host's coordinates (null when none).
    func handleCaretRect(at offset: Int) -> CGRect
    /// The offset whose caret is nearest to `point` (the host's coordinates).
    func handleOffset(closestTo point: CGPoint) -> Int
    /// Selects as the user (the delegates told).
    func userSelect(_ range: NSRange)
    /// The handles and loupe, once a finger has selected.
    var selectionHandlesStorage: TextSelectionHandles? { get }
}

/// The selection handles and the loupe of a text object.
///
/// UIKit: handles show for a selection made with a finger (a double or triple tap, a drag of
/// a handle) and stay while it is changed by touch; a selection made with a pointer or the
/// keyboard shows none. Dragging a handle moves its end of the selection (the selection never
/// becomes empty: an end stops one character before the other); dragging the caret moves it.
/// While dragging, the loupe magnifies the text around the moving end.
@MainActor
final class TextSelectionHandles {
    weak var host: (any TextSelectionHandleHost)?
    let startHandle = TextSelectionHandleView(kind: .start)
    let endHandle = TextSelectionHandleView(kind: .end)
    let caretHandle = TextSelectionHandleView(kind: .caret)
    let loupe = TextLoupeView(frame: .zero)
    /// Whether the selection (or caret) was last placed with a finger.
    private(set) var isTouchSelection = false
    /// The handle being dragged, and the offset from the finger to the middle of its caret
    /// (so that the end does not jump to where the knob was touched).
    private var drag: (kind: TextSelectionHandleView.Kind, grab: CGVector)?

    init(host: any TextSelectionHandleHost) {
        self.host = host
        for handle in [startHandle, endHandle, caretHandle] { handle.controller = self }
    }

    var isDragging: Bool { drag != nil }

    /// The selection was placed by a touch (`byFinger`) or by something else (a pointer, a key).
    func selectionPlaced(byFinger: Bool) {
        guard byFinger != isTouchSelection else { return }
        isTouchSelection = byFinger
        update()
    }

    /// Shows, hides and places the handles for the host's selection.
    func update() {
        guard let host else { return }
        // Editing ended (or the view stopped being selectable): the next selection decides.
        if !host.allowsSelectionHandles { isTouchSelection = false }
        let selection = host.buffer.selection
        let active = isTouchSelection && host.allowsSelectionHandles && host.window != nil
        place(startHandle, shown: active && selection.length > 0, at: selection.location, in: host)
        place(endHandle, shown: active && selection.length > 0, at: NSMaxRange(selection), in: host)
        place(caretHandle, shown: active && selection.length == 0, at: selection.location, in: host)
        if !active {
            drag = nil
            loupe.hide()
        }
    }

    private func place(_ handle: TextSelectionHandleView, shown: Bool, at offset: Int, in host: any TextSelectionHandleHost) {
        let caret = shown ? host.handleCaretRect(at: offset) : .null
        guard !caret.isNull else {
            handle.removeFromSuperview()
            return
        }
        if handle.superview !== host { host.addSubview(handle) }
        handle.place(at: caret)
    }

    // MARK: Dragging

    func beginDrag(_ kind: TextSelectionHandleView.Kind, at point: CGPoint) {
        guard let host else { return }
        let caret = host.handleCaretRect(at: movingOffset(kind, of: host.buffer.selection))
        guard !caret.isNull else { return }
        drag = (kind, CGVector(dx: caret.midX - point.x, dy: caret.midY - point.y))
        loupe.show(over: caret, in: host)
    }

    func continueDrag(at point: CGPoint) {
        guard let host, let drag else { return }
        let target = host.handleOffset(closestTo: CGPoint(x: point.x + drag.grab.dx, y: point.y + drag.grab.dy))
        let buffer = host.buffer
        let selection = buffer.selection
        let range: NSRange
        switch drag.kind {
        case .start:
            let end = NSMaxRange(selection)
            let start = min(target, buffer.offset(end, movedBy: -1))
            range = NSRange(location: start, length: end - start)
        case .end:
            let end = max(target, buffer.offset(selection.location, movedBy: 1))
            range = NSRange(location: selection.location, length: end - selection.location)
        case .caret:
            range = NSRange(location: target, length: 0)
        }
        if range != selection { host.userSelect(range) }
        loupe.show(over: host.handleCaretRect(at: movingOffset(drag.kind, of: host.buffer.selection)), in: host)
    }

    func endDrag() {
        drag = nil
        loupe.hide()
    }

    private func movingOffset(_ kind: TextSelectionHandleView.Kind, of selection: NSRange) -> Int {
        kind == .end ? NSMaxRange(selection) : selection.location
    }
}
