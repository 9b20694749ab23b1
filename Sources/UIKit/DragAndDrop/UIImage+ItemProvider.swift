import Foundation

// Images in drags: PNG out; PNG or JPEG in.
extension UIImage: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.png"] }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(pngData(), nil)
        return nil
    }

    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.png", "public.jpeg", "public.image"] }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let image = UIImage(data: data), let object = image as? Self else {
            throw NSItemProvider.error(.unexpectedValueClassError, "the \(typeIdentifier) data is not an image")
        }
        return object
    }
}
