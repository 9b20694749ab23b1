import Foundation

/// The spring-loading behavior of a table or collection view: the row or item under the drag
/// is the context's target (its cell as `targetView`, its index path as `targetItem`) and the
/// owner's delegate decides; moving onto another row or item starts the interaction over.
@MainActor
final class ListSpringLoadingBehavior: NSObject, UISpringLoadedInteractionBehavior {
    /// The index path at a point of the list view.
    private let indexPathAt: (CGPoint) -> IndexPath?
    /// The cell shown for an index path.
    private let cellAt: (IndexPath) -> UIView?
    /// The delegate's answer for an index path.
    private let shouldSpringLoad: (IndexPath, any UISpringLoadedInteractionContext) -> Bool

    init(indexPathAt: @escaping (CGPoint) -> IndexPath?, cellAt: @escaping (IndexPath) -> UIView?,
         shouldSpringLoad: @escaping (IndexPath, any UISpringLoadedInteractionContext) -> Bool) {
        self.indexPathAt = indexPathAt
        self.cellAt = cellAt
        self.shouldSpringLoad = shouldSpringLoad
    }

    func shouldAllow(_ interaction: UISpringLoadedInteraction, with context: any UISpringLoadedInteractionContext) -> Bool {
        guard let view = interaction.view, let indexPath = indexPathAt(context.location(in: view)) else { return false }
        if let current = context.targetItem as? IndexPath, current != indexPath, context.state != .inactive {
            // Another row: this one stops, and the next move starts over on the new one.
            context.targetItem = nil
            return false
        }
        context.targetItem = indexPath
        context.targetView = cellAt(indexPath) ?? view
        return shouldSpringLoad(indexPath, context)
    }
}
