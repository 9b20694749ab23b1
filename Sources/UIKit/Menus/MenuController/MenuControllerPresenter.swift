@_spi(Diagnostics) import CoreGraphics
import Foundation

/// Shows `UIMenuController`'s menu through an edit menu interaction added to the target view
/// for as long as the menu shows, and posts the menu controller's notifications.
@MainActor
final class MenuControllerPresenter: UIEditMenuInteractionDelegate {
    weak var controller: UIMenuController?
    private(set) lazy var interaction = UIEditMenuInteraction(delegate: self)
    private var targetRect: CGRect = .zero

    func show(from view: UIView, rect: CGRect, arrow: UIMenuController.ArrowDirection) {
        hide()
        guard view.window != nil else {
            FrameworkLog.log("UIMenuController.showMenu(from:rect:): the view is not in a window; nothing shown")
            return
        }
        targetRect = rect
        view.addInteraction(interaction)
        let configuration = UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: rect.midX, y: rect.midY))
        switch arrow {
        case .up: configuration.preferredArrowDirection = .up
        case .down: configuration.preferredArrowDirection = .down
        default: break
        }
        interaction.presentEditMenu(with: configuration)
        if interaction.presentation == nil { view.removeInteraction(interaction) }
    }

    func hide() {
        guard let view = interaction.view else { return }
        interaction.dismissMenu()
        view.removeInteraction(interaction)
    }

    // MARK: UIEditMenuInteractionDelegate

    /// UIKit: the system commands the responders can perform, then the custom items whose
    /// action a responder from the view up can perform.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu? {
        guard let view = interaction.view, let controller else { return UIMenu(children: suggestedActions) }
        let custom = (controller.menuItems ?? []).compactMap { item -> UIMenuElement? in
            guard view.target(forAction: item.action, withSender: controller) != nil else { return nil }
            let action = item.action
            return UIAction(title: item.title) { [weak view, weak controller] _ in
                // UIKit sends the item's action up the responder chain, the menu controller
                // as its sender.
                guard let view, let controller, let target = view.target(forAction: action, withSender: controller) else { return }
                action.perform(on: target, sender: controller, event: nil)
            }
        }
        return UIMenu(children: suggestedActions + custom)
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
        targetRect
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating) {
        NotificationCenter.default.post(name: UIMenuController.willShowMenuNotification, object: controller)
        animator.addCompletion { [weak self] in
            NotificationCenter.default.post(name: UIMenuController.didShowMenuNotification, object: self?.controller)
        }
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating) {
        NotificationCenter.default.post(name: UIMenuController.willHideMenuNotification, object: controller)
        animator.addCompletion { [weak self] in
            NotificationCenter.default.post(name: UIMenuController.didHideMenuNotification, object: self?.controller)
        }
    }
}
