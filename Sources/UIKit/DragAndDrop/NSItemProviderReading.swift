import Foundation

/// A class that can make an instance from an item provider's data (Foundation): the type
/// identifiers it reads, most faithful first.
public protocol NSItemProviderReading: NSObjectProtocol {
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}
