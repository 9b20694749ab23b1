@_spi(Diagnostics) import CoreGraphics
/// An object that helps a user share data from one place to another within your app, and
/// from your app to other apps (UIKit).
///
/// Items are dictionaries from representation types (uniform type identifiers such as
/// `"public.utf8-plain-text"`) to values. The general pasteboard is backed by the platform's
/// clipboard (plain text, through SDL in a window; an in-memory store headless): text this app
/// copies reaches other programs, and text another program copies is what the general
/// pasteboard holds the next time it is read. Named pasteboards live in the app only.
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
    let contents: PasteboardContents

    /// The system-wide general pasteboard (the same object each time).
    open class var general: UIPasteboard { PasteboardRegistry.shared.generalPasteboard }

    /// The pasteboard named `pasteboardName`: nil when there is none and `create` is false.
    /// UIKit: `.general` gives the general pasteboard's contents.
    public init?(name pasteboardName: UIPasteboard.Name, create: Bool) {
        let registry = PasteboardRegistry.shared
        if pasteboardName == .general {
            contents = registry.general
        } else if let existing = registry.named[pasteboardName] {
            contents = existing
        } else if create {
            let made = PasteboardContents(name: pasteboardName)
            registry.named[pasteboardName] = made
            contents = made
        } else {
            return nil
        }
        super.init()
    }

    init(contents: PasteboardContents) {
        self.contents = contents
        super.init()
    }

    /// A new app pasteboard with a unique name.
    open class func withUniqueName() -> UIPasteboard {
        let name = UIPasteboard.Name(rawValue: "com.apple.UIKit.pboard.unique." + UUID().uuidString)
        let made = PasteboardContents(name: name)
        PasteboardRegistry.shared.named[name] = made
        return UIPasteboard(contents: made)
    }

    /// Invalidates an app pasteboard; the general pasteboard cannot be removed (ignored).
    open class func remove(withName pasteboardName: UIPasteboard.Name) {
        guard pasteboardName != .general else {
            return FrameworkLog.log("UIPasteboard.remove(withName:): the general pasteboard cannot be removed; ignored")
        }
        guard let removed = PasteboardRegistry.shared.named.removeValue(forKey: pasteboardName) else { return }
        removed.items = []
        NotificationCenter.default.post(name: UIPasteboard.removedNotification, object: nil)
    }

    open var name: UIPasteboard.Name { contents.name }

    /// UIKit: increases each time the contents change (items set, added or removed), even to
    /// equal values; the general pasteboard's also when another program copies text.
    open var changeCount: Int {
        synchronizeWithClipboard()
        return contents.changeCount
    }

    // MARK: Items

    /// Every item (a dictionary from representation type to value).
    open var items: [[String: Any]] {
        get { currentItems }
        set { setItems(newValue) }
    }

    /// Replaces the items. `.localOnly` keeps them from the platform clipboard; after
    /// `.expirationDate` the pasteboard reads as empty.
    open func setItems(_ items: [[String: Any]], options: [UIPasteboard.OptionsKey: Any] = [:]) {
        let localOnly = options[.localOnly] as? Bool ?? false
        contents.expirationDate = options[.expirationDate] as? Date
        replaceItems(with: items, localOnly: localOnly)
    }

    /// Appends items after the existing ones.
    open func addItems(_ items: [[String: Any]]) {
        guard !items.isEmpty else { return }
        replaceItems(with: currentItems + items, localOnly: false)
    }

    open var numberOfItems: Int { currentItems.count }

    /// The representation types of the first item.
    open var types: [String] { currentItems.first.map { Array($0.keys).sorted() } ?? [] }

    /// Whether the first item has a value of any of `pasteboardTypes`.
    open func contains(pasteboardTypes: [String]) -> Bool {
        guard let first = currentItems.first else { return false }
        return pasteboardTypes.contains { first[$0] != nil }
    }

    /// Whether any item in `itemSet` (every item when nil) has a value of `pasteboardTypes`.
    open func contains(pasteboardTypes: [String], inItemSet itemSet: IndexSet?) -> Bool {
        selectedItems(itemSet).contains { item in pasteboardTypes.contains { item[$0] != nil } }
    }

    /// The representation types of each item in `itemSet` (every item when nil); nil when an
    /// index is out of range.
    open func types(forItemSet itemSet: IndexSet?) -> [[String]]? {
        let items = currentItems
        if let itemSet, let last = itemSet.last, last >= items.count { return nil }
        return selectedItems(itemSet).map { Array($0.keys).sorted() }
    }

    /// The indexes of the items that have a value of any of `pasteboardTypes`.
    open func itemSet(withPasteboardTypes pasteboardTypes: [String]) -> IndexSet? {
        var result = IndexSet()
        for (index, item) in currentItems.enumerated() where pasteboardTypes.contains(where: { item[$0] != nil }) {
            result.insert(index)
        }
        return result.isEmpty ? nil : result
    }

    // MARK: Item providers (UIKit, iOS 11; UIPasteboard+ItemProviders.swift)

    /// One provider per item, offering each of the item's types; setting them replaces the
    /// items (no options).
    open var itemProviders: [NSItemProvider] {
        get { providersOfItems }
        set { replaceItems(withProviders: newValue, localOnly: false, expirationDate: nil) }
    }

    /// Replaces the items with one per provider holding each representation it registered;
    /// `localOnly` keeps them from the platform clipboard; after `expirationDate` the
    /// pasteboard reads as empty.
    open func setItemProviders(_ itemProviders: [NSItemProvider], localOnly: Bool, expirationDate: Date?) {
        replaceItems(withProviders: itemProviders, localOnly: localOnly, expirationDate: expirationDate)
    }

    /// Replaces the items with one per object, made from the object's representations.
    open func setObjects(_ objects: [any NSItemProviderWriting]) {
        setObjects(objects, localOnly: false, expirationDate: nil)
    }

    open func setObjects(_ objects: [any NSItemProviderWriting], localOnly: Bool, expirationDate date: Date?) {
        replaceItems(withProviders: objects.map { NSItemProvider(object: $0) }, localOnly: localOnly, expirationDate: date)
    }

    // MARK: Values by type

    /// The first item's value for `pasteboardType`.
    open func value(forPasteboardType pasteboardType: String) -> Any? {
        currentItems.first?[pasteboardType]
    }

    /// The first item's value for `pasteboardType` as data (text as UTF-8, a URL as its
    /// string, an image in the type's encoding).
    open func data(forPasteboardType pasteboardType: String) -> Data? {
        currentItems.first.flatMap { Self.data(of: $0[pasteboardType], type: pasteboardType) }
    }

    open func data(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Data]? {
        let values = selectedItems(itemSet).compactMap { Self.data(of: $0[pasteboardType], type: pasteboardType) }
        return values.isEmpty ? nil : values
    }

    open func values(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Any]? {
        let values = selectedItems(itemSet).compactMap { $0[pasteboardType] }
        return values.isEmpty ? nil : values
    }

    /// Replaces the items with one holding `value` for `pasteboardType`. UIKit takes
    /// property-list objects and URLs (and images, colors); another value is ignored with a
    /// log line.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        guard Self.isStorable(value) else {
            return FrameworkLog.log("UIPasteboard.setValue(_:forPasteboardType:): a \(type(of: value)) is not a property-list object or URL; ignored")
        }
        setItems([[pasteboardType: value]])
    }

    /// Replaces the items with one holding `data` for `pasteboardType`.
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        setItems([[pasteboardType: data]])
    }

    // MARK: Strings, URLs, images and colors
    // UIKit: setting one replaces every item; the singular getter reads the first item, the
    // plural one every item that has such a value (nil when none has).

    open var string: String? {
        get { currentItems.first.flatMap(Self.firstString(in:)) }
        set { setItems(newValue.map { [[Self.plainTextType: $0]] } ?? []) }
    }

    open var strings: [String]? {
        get { Self.nonEmpty(currentItems.compactMap(Self.firstString(in:))) }
        set { setItems((newValue ?? []).map { [Self.plainTextType: $0] }) }
    }

    open var url: URL? {
        get { currentItems.first.flatMap(Self.firstURL(in:)) }
        set { setItems(newValue.map { [[Self.urlType: $0]] } ?? []) }
    }

    open var urls: [URL]? {
        get { Self.nonEmpty(currentItems.compactMap(Self.firstURL(in:))) }
        set { setItems((newValue ?? []).map { [Self.urlType: $0] }) }
    }

    open var image: UIImage? {
        get { currentItems.first.flatMap(Self.firstImage(in:)) }
        set { setItems(newValue.map { [[Self.pngType: $0]] } ?? []) }
    }

    open var images: [UIImage]? {
        get { Self.nonEmpty(currentItems.compactMap(Self.firstImage(in:))) }
        set { setItems((newValue ?? []).map { [Self.pngType: $0] }) }
    }

    open var color: UIColor? {
        get { currentItems.first.flatMap(Self.firstColor(in:)) }
        set { setItems(newValue.map { [[Self.colorType: $0]] } ?? []) }
    }

    open var colors: [UIColor]? {
        get { Self.nonEmpty(currentItems.compactMap(Self.firstColor(in:))) }
        set { setItems((newValue ?? []).map { [Self.colorType: $0] }) }
    }

    /// Whether any item holds text (without reading it, as UIKit advises for checks).
    open var hasStrings: Bool { currentItems.contains { Self.firstString(in: $0) != nil } }
    open var hasURLs: Bool { currentItems.contains { Self.firstURL(in: $0) != nil } }
    open var hasImages: Bool { currentItems.contains { Self.firstImage(in: $0) != nil } }
    open var hasColors: Bool { currentItems.contains { Self.firstColor(in: $0) != nil } }

    // MARK: Internals

    /// The items, after taking in text another program copied (general pasteboard) and
    /// dropping expired ones.
    var currentItems: [[String: Any]] {
        synchronizeWithClipboard()
        if let expiration = contents.expirationDate, expiration <= Date() {
            contents.expirationDate = nil
            contents.items = []
        }
        return contents.items
    }

    private func selectedItems(_ itemSet: IndexSet?) -> [[String: Any]] {
        let items = currentItems
        guard let itemSet else { return items }
        return itemSet.filter { $0 >= 0 && $0 < items.count }.map { items[$0] }
    }

    private func replaceItems(with items: [[String: Any]], localOnly: Bool) {
        let oldTypes = Set(contents.items.flatMap(\.keys))
        contents.items = items
        contents.changeCount += 1
        if let clipboard = contents.clipboard {
            // Text for other programs: the first item's string (or URL); none clears it.
            let text = localOnly ? "" : (items.first.flatMap(Self.plainText(of:)) ?? "")
            clipboard.writeText(text)
            contents.lastClipboardText = text
        }
        postChanged(from: oldTypes)
    }

    /// The general pasteboard takes in text another program put on the platform clipboard.
    private func synchronizeWithClipboard() {
        guard let clipboard = contents.clipboard else { return }
        let text = clipboard.readText() ?? ""
        guard text != (contents.lastClipboardText ?? "") else { return }
        contents.lastClipboardText = text
        let oldTypes = Set(contents.items.flatMap(\.keys))
        contents.items = text.isEmpty ? [] : [[Self.plainTextType: text]]
        contents.expirationDate = nil
        contents.changeCount += 1
        postChanged(from: oldTypes)
    }

    private func postChanged(from oldTypes: Set<String>) {
        let newTypes = Set(contents.items.flatMap(\.keys))
        NotificationCenter.default.post(name: UIPasteboard.changedNotification, object: self, userInfo: [
            UIPasteboard.changedTypesAddedUserInfoKey: newTypes.subtracting(oldTypes).sorted(),
            UIPasteboard.changedTypesRemovedUserInfoKey: oldTypes.subtracting(newTypes).sorted(),
        ])
    }

    static let plainTextType = "public.utf8-plain-text"
    static let urlType = "public.url"
    static let pngType = "public.png"
    static let colorType = "com.apple.uikit.color"

    static func plainText(of item: [String: Any]) -> String? {
        for type in stringTypes {
            if let text = string(from: item[type]) { return text }
        }
        return (item[urlType] as? URL)?.absoluteString
    }

    static func string(from value: Any?) -> String? {
        switch value {
        case let text as String: return text
        case let data as Data: return String(data: data, encoding: .utf8)
        default: return nil
        }
    }

    static func data(of value: Any?, type: String) -> Data? {
        switch value {
        case let data as Data: return data
        case let text as String: return Data(text.utf8)
        case let url as URL: return Data(url.absoluteString.utf8)
        case let image as UIImage:
            return type == "public.jpeg" ? image.jpegData(compressionQuality: 0.9) : image.pngData()
        default: return nil
        }
    }

    private static func isStorable(_ value: Any) -> Bool {
        switch value {
        case is String, is Data, is URL, is Date, is NSNumber, is Int, is Double, is Bool, is UIImage, is UIColor,
             is [Any], is [String: Any], is NSArray, is NSDictionary, is NSString:
            return true
        default:
            return false
        }
    }
}
