import Foundation

/// The text view's TextKit 1 stack: its text storage (the styled text the view shows), the
/// layout manager laying it out in `textContainer`, and edits made to the storage directly.
extension UITextView {
    /// Builds the TextKit stack for `container`: the layout manager and storage it already
    /// belongs to, else new ones (UIKit's `init(frame:textContainer:)` adopts a caller's stack).
    static func makeTextKitStack(for container: NSTextContainer) -> (NSLayoutManager, NSTextStorage) {
        let manager = container.layoutManagerStorage ?? NSLayoutManager()
        // A container in a TextKit 2 stack: its content storage's text.
        let contentStorage = container.textLayoutManagerStorage?.textContentManager as? NSTextContentStorage
        let storage = manager.textStorage ?? contentStorage?.textStorage ?? NSTextStorage()
        if container.layoutManagerStorage !== manager { manager.addTextContainer(container) }
        if manager.textStorage !== storage { storage.addLayoutManager(manager) }
        return (manager, storage)
    }

    /// Attaches the stack to the view once it exists; text already in an adopted storage is shown.
    func attachTextKitStack() {
        layoutManagerObject.textView = self
        if textStorageObject.length > 0 { buffer.setString(textStorageObject.string) }
    }

    /// Runs the view's own change of its storage (typing, `text =`): the layout manager's
    /// notice of it then does nothing more (the view updates itself).
    func editingOwnStorage(_ body: () -> Void) {
        let outer = isEditingOwnStorage
        isEditingOwnStorage = true
        defer { isEditingOwnStorage = outer }
        body()
    }

    /// The storage was edited from outside the view: take its characters (the selection
    /// moved with the edit) and lay out and draw again.
    func textStorageDidProcessEditing(_ mask: NSTextStorage.EditActions, range: NSRange, changeInLength delta: Int) {
        guard !isEditingOwnStorage else { return }
        if mask.contains(.editedCharacters) {
            let old = buffer.selection
            let string = textStorageObject.string
            buffer.setString(string)
            // The selection follows the edit: after it when it was after, else where it was.
            var location = old.location
            // (A caret at the edit's start stays before the new text.)
            let oldEnd = range.location + range.length - delta
            if location > range.location, location >= oldEnd {
                location += delta
            } else if location > range.location {
                location = NSMaxRange(range)
            }
            buffer.select(NSRange(location: max(0, min(location, buffer.length)), length: 0))
            typingAttributesStorage = nil
        }
        textLayoutDidChange()
    }

    /// The layout manager asked for its text to be redrawn.
    func textLayoutDidChangeFromLayoutManager() {
        guard !isEditingOwnStorage else { return }
        contentView.setNeedsDisplay()
    }

    /// The engine input the layout manager lays out: the view's own (its font, color, link
    /// styling, wrap width), with the height of an empty line in its font.
    func layoutManagerInput() -> (TextLayoutInput, CGFloat) {
        syncTrackedContainerSize()
        let input = layoutInput(wrapWidth: wrapWidth(forViewWidth: bounds.width))
        let sample = TextDrawing.input(NSAttributedString(string: "x"), defaults: textDefaults)
        return (input, TextDrawing.measure(sample).usedSize.height)
    }

    /// UIKit: a container that tracks the view's width is as wide as the view less the inset.
    func syncTrackedContainerSize() {
        guard textContainer.widthTracksTextView else { return }
        let width = max(0, bounds.width - textContainerInset.left - textContainerInset.right)
        if textContainer.size.width != width { textContainer.size.width = width }
    }
}
