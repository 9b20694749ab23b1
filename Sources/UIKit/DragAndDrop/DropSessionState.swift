@_spi(Diagnostics) import CoreGraphics
import Foundation

/// The drop side of an in-app drag: the drag session's items and touch, seen by drop targets.
@MainActor
final class DropSessionState: NSObject, UIDropSession {
    let dragSession: DragSessionState
    /// The drag in flight, so a target that scrolls under a still touch can ask for an update.
    weak var driver: DragDriver?
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle = .default
    let progress = Progress(totalUnitCount: 0)
    /// The animator of each item's drop animation (table and collection coordinators return
    /// them from `drop(_:to…)` before the animation runs).
    var dropAnimators: [ObjectIdentifier: DragAnimator] = [:]
    /// Watches the drop target's loads for the source's `sessionDidTransferItems`.
    var transferWatch: DragTransferWatch?

    init(dragSession: DragSessionState) {
        self.dragSession = dragSession
        super.init()
    }

    var items: [UIDragItem] { dragSession.items }
    var localDragSession: (any UIDragSession)? { dragSession }
    var allowsMoveOperation: Bool { dragSession.allowsMoveOperation }
    var isRestrictedToDraggingApplication: Bool { dragSession.isRestrictedToDraggingApplication }

    /// The drop location is offset above the touch: the last proposal was precise. The
    /// offset is ours (UIKit documents only that the insertion point moves off the touch).
    var isPrecise = false
    static let precisionOffset: CGFloat = 24

    func location(in view: UIView) -> CGPoint {
        let point = dragSession.location(in: view)
        guard isPrecise, let window = dragSession.window else { return point }
        // Up in the window, whatever the view's own transform.
        var touch = dragSession.windowLocation
        touch.y -= Self.precisionOffset
        return view.convert(touch, from: window)
    }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        dragSession.hasItemsConforming(toTypeIdentifiers: typeIdentifiers)
    }

    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        dragSession.canLoadObjects(ofClass: aClass)
    }

    func dropAnimator(for item: UIDragItem) -> DragAnimator {
        if let animator = dropAnimators[ObjectIdentifier(item)] { return animator }
        let animator = DragAnimator()
        dropAnimators[ObjectIdentifier(item)] = animator
        return animator
    }

    /// UIKit calls `completion` on the main queue once every loadable item has loaded. The
    /// data of an in-app drag is in memory, so here that is usually before this returns.
    func loadObjects(ofClass aClass: any NSItemProviderReading.Type,
                     completion: @escaping ([any NSItemProviderReading]) -> Void) -> Progress {
        let providers = items.map(\.itemProvider).filter { $0.canLoadObject(ofClass: aClass) }
        let loadProgress = Progress(totalUnitCount: Int64(providers.count))
        progress.totalUnitCount += Int64(providers.count)
        let collector = LoadCollector(count: providers.count)
        let deliver = UncheckedBox(completion)
        let sessionProgress = UncheckedBox(progress)
        let finish: @Sendable ([(any NSItemProviderReading)?]) -> Void = { results in
            let box = UncheckedBox(results.compactMap { $0 })
            if Thread.isMainThread {
                MainActor.assumeIsolated { deliver.value(box.value) }
            } else {
                DispatchQueue.main.async { MainActor.assumeIsolated { deliver.value(box.value) } }
            }
        }
        if providers.isEmpty { finish([]) }
        for (index, provider) in providers.enumerated() {
            provider.loadObject(ofClass: aClass) { object, error in
                if let error { FrameworkLog.log("UIDropSession.loadObjects(ofClass:completion:): item \(index) did not load: \(error)") }
                let progressBox = UncheckedBox(loadProgress)
                progressBox.value.completedUnitCount += 1
                sessionProgress.value.completedUnitCount += 1
                if let results = collector.store(UncheckedBox(object), at: index) { finish(results) }
            }
        }
        return loadProgress
    }
}

/// Gathers loaded objects in item order; hands them back once all have arrived.
final class LoadCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [(any NSItemProviderReading)?]
    private var remaining: Int

    init(count: Int) {
        results = Array(repeating: nil, count: count)
        remaining = count
    }

    func store(_ object: UncheckedBox<(any NSItemProviderReading)?>, at index: Int) -> [(any NSItemProviderReading)?]? {
        lock.withLock {
            results[index] = object.value
            remaining -= 1
            return remaining == 0 ? results : nil
        }
    }
}
