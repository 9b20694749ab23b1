@_spi(Diagnostics) import CoreGraphics
import Foundation

/// A TextKit 2 text view (the default since iOS 16): an `NSTextContentStorage` over the view's
/// `textStorage` and an `NSTextLayoutManager` in its `textContainer`. The layout manager lays
/// out through the view's own layout, so its fragments, segments and caret edges are where
/// the view draws text, carets and selections; its `textSelections` are the view's selection.
/// The objects are made on first use (`textLayoutManager`, or the container's).
extension UITextView {
    /// Puts the view on TextKit 2; its objects are made when first asked for.
    func beginTextKit2() {
        usesTextKit2 = true
        textContainer.pendingTextKit2View = self
    }

    /// Puts a view on TextKit 1 without UIKit's switch (and its log line).
    func endTextKit2() {
        guard usesTextKit2 else { return }
        usesTextKit2 = false
        dropTextKit2Stack()
    }

    func installTextKit2Stack() {
        let contentStorage = NSTextContentStorage()
        contentStorage.textStorage = textStorageObject
        let manager = NSTextLayoutManager(sharing: layoutManagerObject)
        contentStorage.addTextLayoutManager(manager)
        manager.textContainer = textContainer
        attachTextKit2Stack(manager, contentStorage: contentStorage)
    }

    /// `init(frame:textContainer:)` with a container in a caller's TextKit 2 stack: that layout
    /// manager and content storage are the view's, laying out through the view's layout.
    func adoptTextKit2Stack(_ manager: NSTextLayoutManager) {
        manager.shareBacking(layoutManagerObject)
        usesTextKit2 = true
        attachTextKit2Stack(manager, contentStorage: manager.textContentManager as? NSTextContentStorage)
    }

    private func attachTextKit2Stack(_ manager: NSTextLayoutManager, contentStorage: NSTextContentStorage?) {
        manager.hostTextView = self
        textContentStorageObject = contentStorage
        textLayoutManagerObject = manager
        textContainer.pendingTextKit2View = nil
    }

    /// UIKit: the first read of `layoutManager` moves a TextKit 2 view to TextKit 1 for good
    /// (its TextKit 2 objects are dropped), logging why once.
    func switchToTextKit1() {
        guard usesTextKit2 else { return }
        usesTextKit2 = false
        FrameworkLog.log("UITextView \(UITextView.logAddress(self)) is switching to TextKit 1 compatibility mode because its layoutManager was accessed. "
                         + "Break on void _UITextViewEnablingCompatibilityMode(UITextView *__strong, BOOL) to debug.")
        dropTextKit2Stack()
    }

    private func dropTextKit2Stack() {
        textContainer.pendingTextKit2View = nil
        guard let manager = textLayoutManagerObject else { return }
        manager.hostTextView = nil
        if textContainer.textLayoutManagerStorage === manager { textContainer.textLayoutManager = nil }
        textLayoutManagerObject = nil
        textContentStorageObject = nil
    }

    private static func logAddress(_ view: UITextView) -> String {
        String(describing: Unmanaged.passUnretained(view).toOpaque())
    }
}
