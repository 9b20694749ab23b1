import Foundation

/// A class whose instances an item provider can hand out as data (Foundation): the type
/// identifiers it writes, most faithful first, and the data for one of them.
public protocol NSItemProviderWriting: NSObjectProtocol {
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// The identifiers this instance writes; default: the class's.
    var writableTypeIdentifiersForItemProvider: [String] { get }
    static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility
    func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility
    /// Produces the data for `typeIdentifier` and hands it to `completionHandler` (now or later).
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}

extension NSItemProviderWriting {
    public var writableTypeIdentifiersForItemProvider: [String] { Self.writableTypeIdentifiersForItemProvider }

    public static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility {
        .all
    }

    public func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility {
        Self.itemProviderVisibilityForRepresentation(withTypeIdentifier: typeIdentifier)
    }
}
