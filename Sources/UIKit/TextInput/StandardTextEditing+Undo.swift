@_spi(Diagnostics) import CoreGraphics
import Foundation

/// Undo and redo of the user's edits through the responder chain's `undoManager`.
///
/// UIKit: typing coalesces into one undo step per run ("Undo Typing"), as does a run of
/// Backspace or forward Delete. A run ends when the selection moves other than by the edit
/// itself, when the kind of edit changes (a deletion after typing, typing after deleting), on
/// paste, cut, delete and style changes (each its own step, named "Paste", "Cut"…), on undo
/// and redo, and when editing ends. Undo puts the text back and restores the selection from
/// before the step; redo restores the selection the step left. When editing ends or the text
/// is set in code, the object's steps are removed (an undo never applies to text it was not
/// recorded on).
extension StandardTextEditing {
    /// Records the undo of replacing `range` (already clamped) with `replacement`, growing the
    /// open run when the edit continues it. Called after the delegate allowed the edit and
    /// before it is applied.
    func registerUndo(replacing range: NSRange, with replacement: String) {
        let state = actionState
        guard !state.isApplyingUndo, let manager = undoManager, manager.isUndoRegistrationEnabled else { return }
        let kind = state.pendingKind ?? (replacement.isEmpty ? .deleting : .typing)
        let newLength = replacement.utf16.count
        if let run = state.run, run.kind == kind, extend(run.step, kind: kind, replacing: range, newLength: newLength) {
            return
        }
        let step = TextUndoStep(range: NSRange(location: range.location, length: newLength),
                                replaced: styledText(in: range), selectionBefore: buffer.selection)
        manager.registerUndo(withTarget: self) { target in target.undoTextStep(step) }
        manager.setActionName(kind.actionName)
        state.run = kind == .typing || kind == .deleting ? (kind, step) : nil
    }

    /// Grows `step` by an edit that continues its run; false when the edit does not.
    private func extend(_ step: TextUndoStep, kind: TextActionState.Kind, replacing range: NSRange, newLength: Int) -> Bool {
        let end = NSMaxRange(step.range)
        switch kind {
        case .typing:
            // UIKit: consecutive keystrokes undo together ("Undo Typing").
            // More text at the run's end, or a replacement of its tail (an input method's
            // marked text being recomposed).
            guard range.location >= step.range.location, NSMaxRange(range) == end else { return false }
            step.range.length = range.location - step.range.location + newLength
            return true
        case .deleting:
            // UIKit: so do consecutive Backspaces (or forward Deletes), apart from the typing.
            guard step.range.length == 0, newLength == 0 else { return false }
            let deleted = storage.attributedSubstring(from: range)
            if NSMaxRange(range) == step.range.location {
                // Backspace: what it deletes goes before what the run deleted.
                let joined = NSMutableAttributedString(attributedString: deleted)
                joined.append(step.replaced)
                step.replaced = joined
                step.range.location = range.location
                return true
            }
            if range.location == step.range.location {
                // Forward Delete: after it.
                let joined = NSMutableAttributedString(attributedString: step.replaced)
                joined.append(deleted)
                step.replaced = joined
                return true
            }
            return false
        default:
            return false
        }
    }

    /// The styled text of `range`. A long one is made from the buffer's string and the
    /// storage's attribute runs: Foundation on Linux copies a substring of an attributed
    /// string's characters one UTF-16 unit at a time (the undo of a 10 MB paste took 1.3 s,
    /// keeping the pasted text for redo).
    func styledText(in range: NSRange) -> NSAttributedString {
        // A key typed at the caret replaces nothing: the first key of each typing run asked
        // Foundation for an empty substring (about 100 K instructions on Linux).
        if range.length == 0 { return NSAttributedString(string: "") }
        guard range.length > 4096, buffer.clamped(range) == range, NSMaxRange(range) <= storage.length else {
            return storage.attributedSubstring(from: range)
        }
        let text = buffer.substring(range)
        var runs: [(range: NSRange, attributes: [NSAttributedString.Key: Any])] = []
        storage.enumerateAttributes(in: range, options: []) { attributes, run, _ in
            runs.append((NSRange(location: run.location - range.location, length: run.length), attributes))
        }
        if runs.count == 1, runs[0].range.length == range.length {
            return NSAttributedString(string: text, attributes: runs[0].attributes)
        }
        let styled = NSMutableAttributedString(string: text)
        for run in runs { styled.setAttributes(run.attributes, range: run.range) }
        return styled
    }

    /// Undoes (or redoes) a step: registers the opposite step, then puts the text back.
    func undoTextStep(_ step: TextUndoStep) {
        actionState.run = nil
        guard NSMaxRange(step.range) <= buffer.length else {
            return FrameworkLog.log("Undo: the text changed since the step was recorded (\(step.range) in \(buffer.length) characters); nothing undone")
        }
        let restored = NSRange(location: step.range.location, length: step.replaced.length)
        let opposite = TextUndoStep(range: restored, replaced: styledText(in: step.range),
                                    selectionBefore: buffer.selection)
        undoManager?.registerUndo(withTarget: self) { target in target.undoTextStep(opposite) }
        actionState.isApplyingUndo = true
        defer { actionState.isApplyingUndo = false }
        applyUndoableChange(step.range, with: step.replaced, selecting: step.selectionBefore)
    }
}
