/// The share sheet's Copy action: writes the items to the general pasteboard, one
/// pasteboard item each (text, URLs, images, colors, data).
@MainActor
final class CopyActivity: UIActivity {
    private var items: [Any] = []

    override var activityType: UIActivity.ActivityType? { .copyToPasteboard }
    override var activityTitle: String? { "Copy" }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { Self.pasteboardItem(for: $0) != nil }
    }

    override func prepare(withActivityItems activityItems: [Any]) {
        items = activityItems
    }

    override func perform() {
        let pasteboardItems = items.compactMap(Self.pasteboardItem(for:))
        UIPasteboard.general.setItems(pasteboardItems)
        activityDidFinish(!pasteboardItems.isEmpty)
    }

    /// An item as a pasteboard item, keyed by its type identifier.
    static func pasteboardItem(for item: Any) -> [String: Any]? {
        switch item {
        case let text as String: return ["public.utf8-plain-text": text]
        case let text as NSAttributedString: return ["public.utf8-plain-text": text.string]
        case let url as URL:
            // UIKit: a file URL copies the file's URL; a web URL also as its text.
            return url.isFileURL ? ["public.file-url": url, "public.url": url]
                : ["public.url": url, "public.utf8-plain-text": url.absoluteString]
        case let image as UIImage: return ["public.png": image]
        case let color as UIColor: return ["com.apple.uikit.color": color]
        case let data as Data: return ["public.data": data]
        default: return nil
        }
    }
}
