import Foundation

/// The drag session a `UIDragInteraction` starts: its items and where the touch is.
@MainActor
final class DragSessionState: NSObject, UIDragSession {
    var items: [UIDragItem] = []
    var localContext: Any?
    var allowsMoveOperation = true
    var isRestrictedToDraggingApplication = false
    /// The source's answer to `prefersFullSizePreviewsFor` (previews are not scaled here).
    var prefersFullSizePreviews = false
    /// The touch, in the window's coordinates.
    weak var window: UIWindow?
    var windowLocation = CGPoint.zero

    init(window: UIWindow, location: CGPoint) {
        self.window = window
        self.windowLocation = location
        super.init()
    }

    func location(in view: UIView) -> CGPoint {
        guard let window else { return .zero }
        return view.convert(windowLocation, from: window)
    }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }
}
