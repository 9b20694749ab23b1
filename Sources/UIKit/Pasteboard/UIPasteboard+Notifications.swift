extension UIPasteboard {
    /// Posted by a pasteboard when its contents change; the user info lists the
    /// representation types added and removed.
    nonisolated public static let changedNotification = NSNotification.Name("UIPasteboardChangedNotification")
    /// Posted when an app pasteboard is removed.
    nonisolated public static let removedNotification = NSNotification.Name("UIPasteboardRemovedNotification")
    /// The user-info key of the types added (`[String]`).
    nonisolated public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
    /// The user-info key of the types removed (`[String]`).
    nonisolated public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"

    /// The representation types of text, `kUTTypeUTF8PlainText` first.
    public static let typeListString: NSArray = ["public.utf8-plain-text", "public.plain-text", "public.utf16-plain-text", "public.text"]
    public static let typeListURL: NSArray = ["public.url"]
    public static let typeListImage: NSArray = ["public.png", "public.jpeg", "com.compuserve.gif", "public.image"]
    public static let typeListColor: NSArray = ["com.apple.uikit.color"]
    /// A type whose value UIKit stores in the representation its class suggests.
    public static let typeAutomatic = "com.apple.uikit.pasteboard-automatic"

    static var stringTypes: [String] { typeListString.compactMap { $0 as? String } }
    static var urlTypes: [String] { typeListURL.compactMap { $0 as? String } }
    static var imageTypes: [String] { typeListImage.compactMap { $0 as? String } }
    static var colorTypes: [String] { typeListColor.compactMap { $0 as? String } }
}
