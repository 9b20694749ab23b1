import Foundation

/// The destination side of a drag (UIKit), given to drop interaction delegates.
@preconcurrency @MainActor
public protocol UIDropSession: UIDragDropSession {
    /// The drag session when the drag started in this app (always, here: drags stay in the app).
    var localDragSession: (any UIDragSession)? { get }
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }
    /// Tracks the loads started by `loadObjects(ofClass:completion:)`.
    var progress: Progress { get }
    /// Loads every item that can be made an instance of `aClass`, in item order, and calls
    /// `completion` on the main thread with them.
    @discardableResult
    func loadObjects(ofClass aClass: any NSItemProviderReading.Type,
                     completion: @escaping ([any NSItemProviderReading]) -> Void) -> Progress
}

extension UIDropSession {
    /// Loads the items as `T` (`String`, `URL`) through their bridged class.
    @discardableResult
    public func loadObjects<T: _ObjectiveCBridgeable>(ofClass: T.Type, completion: @escaping ([T]) -> Void) -> Progress
        where T._ObjectiveCType: NSItemProviderReading {
        loadObjects(ofClass: T._ObjectiveCType.self as any NSItemProviderReading.Type) { objects in
            completion(objects.compactMap { ($0 as? T._ObjectiveCType).map(T._unconditionallyBridgeFromObjectiveC) })
        }
    }
}
