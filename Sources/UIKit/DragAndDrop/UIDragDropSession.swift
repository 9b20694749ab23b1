import Foundation

/// What a drag session and a drop session have in common (UIKit): the items, the touch's
/// location, and what the items can be loaded as.
@preconcurrency @MainActor
public protocol UIDragDropSession: NSObjectProtocol {
    var items: [UIDragItem] { get }
    /// The touch's location in `view`'s coordinates.
    func location(in view: UIView) -> CGPoint
    var allowsMoveOperation: Bool { get }
    var isRestrictedToDraggingApplication: Bool { get }
    /// Whether some item offers a type conforming to one of `typeIdentifiers`.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    /// Whether some item can be loaded as an instance of `aClass`.
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool
}

extension UIDragDropSession {
    /// Whether some item can be loaded as `T` (`String`, `URL`) through its bridged class.
    public func canLoadObjects<T: _ObjectiveCBridgeable>(ofClass: T.Type) -> Bool where T._ObjectiveCType: NSItemProviderReading {
        canLoadObjects(ofClass: T._ObjectiveCType.self as any NSItemProviderReading.Type)
    }
}
