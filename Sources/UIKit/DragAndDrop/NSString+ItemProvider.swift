import Foundation

// Text in drags: UTF-8 plain text.
extension NSString: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler((self as String).data(using: .utf8), nil)
        return nil
    }

    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.plain-text"] }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        let encoding: String.Encoding = typeIdentifier == "public.utf16-plain-text" ? .utf16 : .utf8
        guard let text = String(data: data, encoding: encoding), let object = NSString(string: text) as? Self else {
            throw NSItemProvider.error(.unexpectedValueClassError, "the \(typeIdentifier) data is not text")
        }
        return object
    }
}
