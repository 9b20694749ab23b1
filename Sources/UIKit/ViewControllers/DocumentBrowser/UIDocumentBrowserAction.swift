import Foundation

/// An app's action on documents in a document browser (UIKit, iOS 11). Actions available in
/// the navigation bar show while documents are selected and apply to them.
@preconcurrency @MainActor
open class UIDocumentBrowserAction: NSObject {
    /// Where an action can appear.
    public struct Availability: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The documents' context menu (not shown here).
        public static let menu = Availability(rawValue: 1 << 0)
        /// The navigation bar, while documents are selected.
        public static let navigationBar = Availability(rawValue: 1 << 1)
    }

    open private(set) var identifier: String
    open private(set) var localizedTitle: String
    open private(set) var availability: UIDocumentBrowserAction.Availability
    /// The image in the navigation bar (the title shows when nil).
    open var image: UIImage?
    open var imageOnlyForContextMenu: UIImage?
    /// The type identifiers of the documents the action applies to. UIKit: `public.content`.
    open var supportedContentTypes: [String] = ["public.content"]
    /// UIKit: true.
    open var supportsMultipleItems: Bool = true
    let handler: ([URL]) -> Void

    public init(identifier: String, localizedTitle: String, availability: UIDocumentBrowserAction.Availability,
                handler: @escaping ([URL]) -> Void) {
        self.identifier = identifier
        self.localizedTitle = localizedTitle
        self.availability = availability
        self.handler = handler
        super.init()
    }

    /// Whether the action applies to `urls`: their count and types.
    func applies(to urls: [URL]) -> Bool {
        guard !urls.isEmpty, supportsMultipleItems || urls.count == 1 else { return false }
        let types = supportedContentTypes.map { UTType($0) ?? UTType(importedAs: $0) }
        return urls.allSatisfy { url in
            let type = UTType(filenameExtension: url.pathExtension) ?? .data
            return types.contains { type.conforms(to: $0) }
        }
    }
}
