import Foundation

/// A first responder that edits text with the hardware keyboard's editing keys (arrows,
/// Home/End, forward Delete, select all) beyond what `UIKeyInput` covers.
@MainActor
protocol HardwareKeyEditing: AnyObject {
    /// Returns whether the key was handled.
    func handleEditingKey(_ usage: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags) -> Bool
}

/// A text object whose editing keys act on its `TextEditingBuffer`; the field and the text view
/// differ only in what Up and Down do.
@MainActor
protocol BufferedKeyEditing: HardwareKeyEditing, VisualCaretMovement, UITextInput {
    var buffer: TextEditingBuffer { get set }
    var editingFlag: Bool { get }
    var wholeRange: NSRange { get }
    func selectionChanged(from old: NSRange)
    @discardableResult func userReplace(_ range: NSRange, with replacement: String) -> Bool
    func deleteForward()
    /// Up or Down: `move` takes the caret (or the selection's moving end) to an offset.
    func moveVertically(down: Bool, from old: NSRange, extending: Bool, move: (Int) -> Void)
    /// The selection was placed by a finger (selection handles show) or otherwise.
    func selectionPlaced(byFinger: Bool)
}

extension BufferedKeyEditing {
    /// Arrow keys move the caret by grapheme cluster on screen (Shift extends the selection),
    /// Ctrl or Alt + arrows by word on screen, Ctrl or Alt + Backspace deletes the word before the caret, Home and
    /// End go to the ends, Ctrl or Cmd + A selects all, forward Delete deletes. Returns
    /// whether the key was an editing key.
    func handleEditingKey(_ usage: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags) -> Bool {
        guard editingFlag else { return false }
        guard handleEditingKeyOnBuffer(usage, modifiers: modifiers) else { return false }
        // UIKit: a selection changed with the keyboard shows no handles.
        selectionPlaced(byFinger: false)
        return true
    }

    private func handleEditingKeyOnBuffer(_ usage: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags) -> Bool {
        let extending = modifiers.contains(.shift)
        let old = buffer.selection
        func move(to offset: Int) {
            inputDelegate?.selectionWillChange(self)
            buffer.moveCaret(to: offset, extending: extending)
            selectionChanged(from: old)
        }
        // Ctrl (Alt, as on a Mac) with an arrow or Backspace works by words.
        let byWord = modifiers.contains(.control) || modifiers.contains(.alternate)
        switch usage {
        case .keyboardLeftArrow where byWord, .keyboardRightArrow where byWord:
            move(to: visualWordOffset(from: buffer.movingEnd, right: usage == .keyboardRightArrow))
        case .keyboardDeleteOrBackspace where byWord:
            let start = old.length > 0 ? old.location : wordBoundary(from: old.location, forward: false)
            let end = NSMaxRange(old)
            if end > start { userReplace(NSRange(location: start, length: end - start), with: "") }
        case .keyboardLeftArrow, .keyboardRightArrow:
            // UIKit (and desktop editors): the arrows move on screen, so in right-to-left text
            // Left goes forward in the text; at a direction boundary the caret crosses runs
            // as it is drawn (the strong caret).
            let right = usage == .keyboardRightArrow
            if !extending, old.length > 0 {
                // A selection collapses to the side the arrow points to.
                move(to: visualEnd(of: old, right: right))
            } else {
                move(to: visualOffset(from: buffer.movingEnd, right: right))
            }
        case .keyboardUpArrow, .keyboardDownArrow:
            moveVertically(down: usage == .keyboardDownArrow, from: old, extending: extending, move: move)
        case .keyboardHome:
            move(to: 0)
        case .keyboardEnd:
            move(to: buffer.length)
        case .keyboardA where modifiers.contains(.control) || modifiers.contains(.command):
            inputDelegate?.selectionWillChange(self)
            buffer.select(wholeRange)
            selectionChanged(from: old)
        case .keyboardDeleteForward:
            deleteForward()
        default:
            return false
        }
        return true
    }
}

extension UITextField: BufferedKeyEditing {
    /// One line: Up goes to the start, Down to the end (as Home and End).
    func moveVertically(down: Bool, from old: NSRange, extending: Bool, move: (Int) -> Void) {
        move(down ? buffer.length : 0)
    }
}
