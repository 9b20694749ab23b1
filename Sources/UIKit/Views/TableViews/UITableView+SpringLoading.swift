import Foundation

// Spring-loaded rows: a drag resting on a row activates it as a tap would.
extension UITableView: UISpringLoadedInteractionSupporting {
    /// Whether a drag resting on a row activates it (default false). UIKit: the delegate's
    /// `shouldSpringLoadRowAt` decides for the row under the drag (the context's `targetView`
    /// is its cell); activation selects the row as a tap does (`willSelectRowAt`, then
    /// `didSelectRowAt`). One activation per visit of the drag.
    public var isSpringLoaded: Bool {
        get { springLoadedInteractionStorage != nil }
        set {
            guard newValue != isSpringLoaded else { return }
            if let interaction = springLoadedInteractionStorage {
                springLoadedInteractionStorage = nil
                removeInteraction(interaction)
                return
            }
            let behavior = ListSpringLoadingBehavior(
                indexPathAt: { [unowned self] point in indexPathForRow(at: point) },
                cellAt: { [unowned self] indexPath in cellForRow(at: indexPath) },
                shouldSpringLoad: { [unowned self] indexPath, context in
                    tableDelegate?.tableView(self, shouldSpringLoadRowAt: indexPath, with: context) ?? true
                })
            let interaction = UISpringLoadedInteraction(interactionBehavior: behavior, interactionEffect: nil) { [weak self] _, context in
                guard let self, let indexPath = context.targetItem as? IndexPath,
                      indexPath.section < numberOfSections, indexPath.row < numberOfRows(inSection: indexPath.section) else { return }
                selectFromTouch(indexPath)
            }
            springLoadedInteractionStorage = interaction
            addInteraction(interaction)
        }
    }
}
