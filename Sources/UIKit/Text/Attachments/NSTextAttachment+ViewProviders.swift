import Foundation

/// Text attachment views (iOS 15): view provider classes registered by file type.
extension NSTextAttachment {
    /// Attachments of `fileType` are shown by views from `viewProviderClass` (an
    /// `NSTextAttachmentViewProvider` subclass).
    public class func registerViewProviderClass(_ viewProviderClass: AnyClass, forFileType fileType: String) {
        precondition(viewProviderClass is NSTextAttachmentViewProvider.Type,
                     "NSTextAttachment.registerViewProviderClass(_:forFileType:): \(viewProviderClass) is not an NSTextAttachmentViewProvider subclass")
        TextAttachmentViewProviderRegistry.shared.register(viewProviderClass, for: fileType)
    }

    /// The view provider class registered for `fileType`.
    public class func textAttachmentViewProviderClass(forFileType fileType: String) -> AnyClass? {
        TextAttachmentViewProviderRegistry.shared.providerClass(for: fileType)
    }

    /// A provider of the registered class for the attachment's `fileType`, when views are
    /// allowed (nil otherwise). Its `view` is made by `loadView()`.
    public func viewProvider(for parentView: UIView?, location: any NSTextLocation,
                             textContainer: NSTextContainer?) -> NSTextAttachmentViewProvider? {
        guard allowsTextAttachmentView, let fileType,
              let type = Self.textAttachmentViewProviderClass(forFileType: fileType) as? NSTextAttachmentViewProvider.Type else {
            return nil
        }
        return type.init(textAttachment: self, parentView: parentView, textLayoutManager: textContainer?.textLayoutManager,
                         location: location)
    }
}

/// The view provider classes by file type, shared by all threads.
final class TextAttachmentViewProviderRegistry: @unchecked Sendable {
    static let shared = TextAttachmentViewProviderRegistry()
    private let lock = NSLock()
    private var classes: [String: AnyClass] = [:]

    func register(_ providerClass: AnyClass, for fileType: String) {
        lock.lock()
        defer { lock.unlock() }
        classes[fileType] = providerClass
    }

    func providerClass(for fileType: String) -> AnyClass? {
        lock.lock()
        defer { lock.unlock() }
        return classes[fileType]
    }
}
