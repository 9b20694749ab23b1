/// The items of one named pasteboard, shared by every `UIPasteboard` object made for that
/// name (`UIPasteboard(name:create:)` makes a new object each time; UIKit's objects for one
/// name see the same contents).
@MainActor
final class PasteboardContents {
    let name: UIPasteboard.Name
    var items: [[String: Any]] = []
    var changeCount = 0
    /// After this date the items read as empty (`setItems(_:options:)`).
    var expirationDate: Date?
    /// The general pasteboard's system clipboard; nil for the app's own pasteboards.
    var clipboard: (any PlatformClipboard)?
    /// The clipboard text as last written or read, to tell another program's copy apart.
    var lastClipboardText: String?

    init(name: UIPasteboard.Name, clipboard: (any PlatformClipboard)? = nil) {
        self.name = name
        self.clipboard = clipboard
    }
}
