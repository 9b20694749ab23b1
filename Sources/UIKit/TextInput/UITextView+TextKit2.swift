import Foundation

/// A TextKit 2 text view (`init(usingTextLayoutManager: true)`): an `NSTextContentStorage` over
/// the view's `textStorage` and an `NSTextLayoutManager` in its `textContainer`. The layout
/// manager lays out through the view's own layout, so its fragments, segments and caret edges
/// are where the view draws text, carets and selections; its `textSelections` are the view's
/// selection.
extension UITextView {
    func installTextKit2Stack() {
        let contentStorage = NSTextContentStorage()
        contentStorage.textStorage = textStorageObject
        let manager = NSTextLayoutManager(sharing: layoutManagerObject)
        manager.hostTextView = self
        contentStorage.addTextLayoutManager(manager)
        manager.textContainer = textContainer
        textContentStorageObject = contentStorage
        textLayoutManagerObject = manager
    }

    /// UIKit: the first read of `layoutManager` moves a TextKit 2 view to TextKit 1 for good
    /// (its TextKit 2 objects are dropped), logging why.
    func switchToTextKit1() {
        guard let manager = textLayoutManagerObject else { return }
        print("UITextView \(UITextView.logAddress(self)) is switching to TextKit 1 compatibility mode because its layoutManager was accessed. "
              + "Break on void _UITextViewEnablingCompatibilityMode(UITextView *__strong, BOOL) to debug.")
        manager.hostTextView = nil
        if textContainer.textLayoutManager === manager { textContainer.textLayoutManager = nil }
        textLayoutManagerObject = nil
        textContentStorageObject = nil
    }

    private static func logAddress(_ view: UITextView) -> String {
        String(describing: Unmanaged.passUnretained(view).toOpaque())
    }
}
