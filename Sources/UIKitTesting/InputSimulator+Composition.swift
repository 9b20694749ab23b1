@_spi(Platform) import UIKit
import Foundation

/// An input method's composition, driven as the platform delivers one (IBus or Fcitx through
/// SDL's text-editing events), so tests need no input method running.
///
///     input.compose("ㅂ")
///     input.compose("바")
///     input.compose("반")
///     input.commitComposition()          // the field's text is "반", no marked text
///     input.compose("zhong'guo")
///     input.commitComposition("中国")    // the chosen candidate replaces the marked text
extension InputSimulator {
    /// The composition becomes `text`: the first responder's marked text, with
    /// `selectedRange` (UTF-16, within `text`; by default a caret at its end) selected in it.
    ///
    /// - Parameters:
    ///   - text: The marked text the input method shows.
    ///   - selectedRange: The part of it selected, in UTF-16 units; a caret at its end by default.
    public func compose(_ text: String, selectedRange: NSRange? = nil) {
        let range = selectedRange ?? NSRange(location: text.utf16.count, length: 0)
        UIApplication.shared.dispatchComposition(text, selectedRange: range, in: window, timestamp: now)
        runLoopTurn()
    }

    /// The input method commits `text` (a chosen candidate), or the composition as it stands
    /// when `text` is nil: it replaces the marked text, which is then unmarked.
    public func commitComposition(_ text: String? = nil) {
        guard let committed = text ?? UIApplication.shared.composingText else { return }
        UIApplication.shared.dispatchText(committed, in: window, timestamp: now)
        runLoopTurn()
    }

    /// The input method abandons the composition (Escape): the marked text is removed.
    public func cancelComposition() {
        UIApplication.shared.dispatchComposition("", selectedRange: NSRange(location: 0, length: 0), in: window, timestamp: now)
        runLoopTurn()
    }
}
