@_spi(Platform) import QuartzCore

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
