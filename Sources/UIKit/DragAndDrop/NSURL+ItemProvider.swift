import Foundation

// URLs in drags: the URL's absolute string as UTF-8 (Foundation on Apple platforms writes a
// property list; both stay inside the app here).
extension NSURL: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.url", "public.utf8-plain-text"] }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        let text: String? = absoluteString
        completionHandler(text?.data(using: .utf8), nil)
        return nil
    }

    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.url"] }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let text = String(data: data, encoding: .utf8), let url = NSURL(string: text), let object = url as? Self else {
            throw NSItemProvider.error(.unexpectedValueClassError, "the \(typeIdentifier) data is not a URL")
        }
        return object
    }
}
