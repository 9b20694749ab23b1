@_spi(Platform) import QuartzCore

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

/// The app's pasteboards by name, and the system clipboard behind the general one
/// (`FrameworkEnvironment.pasteboards`).
@MainActor
final class PasteboardRegistry {
    private(set) var general = PasteboardContents(name: .general, clipboard: InMemoryClipboard())
    var named: [UIPasteboard.Name: PasteboardContents] = [:]
    private var generalObject: UIPasteboard?

    /// `UIPasteboard.general`: one object for the general contents.
    var generalPasteboard: UIPasteboard {
        if let object = generalObject, object.contents === general { return object }
        let made = UIPasteboard(contents: general)
        generalObject = made
        return made
    }

    static var shared: PasteboardRegistry { FrameworkEnvironment.pasteboards }

    /// A backend installs its clipboard when the app starts; headless keeps the in-memory one.
    func install(_ clipboard: any PlatformClipboard) {
        general.clipboard = clipboard
        general.lastClipboardText = nil
    }

    /// An empty general pasteboard on an empty in-memory clipboard, no named pasteboards
    /// (UIKitTesting's reset).
    func reset() {
        general = PasteboardContents(name: .general, clipboard: InMemoryClipboard())
        named.removeAll()
    }
}
