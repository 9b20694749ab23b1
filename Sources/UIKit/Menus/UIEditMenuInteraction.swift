@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore

/// Presents an edit menu (a horizontal bar of commands such as Cut, Copy, Paste) for a view
/// (UIKit). The menu shows the actions the responder chain can perform from the view, or what
/// the delegate returns; choosing one performs it and dismisses the menu, as does a touch
/// anywhere outside the menu.
@preconcurrency @MainActor
open class UIEditMenuInteraction: NSObject, UIInteraction {
    open private(set) weak var delegate: (any UIEditMenuInteractionDelegate)?
    open private(set) weak var view: UIView?
    /// The menu on screen and the configuration it was presented with.
    var presentation: (configuration: UIEditMenuConfiguration, overlay: EditMenuOverlay)?

    public init(delegate: (any UIEditMenuInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {
        if view == nil { dismissMenu() }
    }

    open func didMove(to view: UIView?) {
        self.view = view
    }

    /// Asks the delegate for the menu (`editMenuInteraction(_:menuFor:suggestedActions:)`) and
    /// shows it above the target (below when there is no room); a menu already shown is
    /// dismissed first. Nothing is shown for a view outside a window or an empty menu.
    open func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        dismissMenu()
        guard let view, let window = view.window else {
            return FrameworkLog.log("UIEditMenuInteraction.presentEditMenu(with:): the interaction's view is not in a window; nothing presented")
        }
        let items = menuItems(for: configuration)
        guard !items.isEmpty else { return }
        let overlay = EditMenuOverlay(items: items, interaction: self)
        overlay.frame = window.bounds
        overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(overlay)
        presentation = (configuration, overlay)
        position(overlay, for: configuration)
        let animator = EditMenuAnimator()
        delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: animator)
        animator.run()
    }

    /// Hides the menu (telling the delegate first).
    open func dismissMenu() {
        guard let (configuration, overlay) = presentation else { return }
        presentation = nil
        let animator = EditMenuAnimator()
        delegate?.editMenuInteraction(self, willDismissMenuFor: configuration, animator: animator)
        overlay.removeFromSuperview()
        animator.run()
    }

    /// Asks the delegate for the menu again and shows it in place of the one on screen.
    open func reloadVisibleMenu() {
        guard let configuration = presentation?.configuration else { return }
        presentEditMenu(with: configuration)
    }

    /// Moves the menu to the delegate's current target rectangle.
    open func updateVisibleMenuPosition(animated: Bool) {
        guard let (configuration, overlay) = presentation else { return }
        position(overlay, for: configuration)
    }

    /// The source point of the menu being shown, in `view`'s coordinates (zero when none is).
    open func location(in view: UIView) -> CGPoint {
        guard let configuration = presentation?.configuration, let own = self.view else { return .zero }
        return own.convert(configuration.sourcePoint, to: view)
    }

    // MARK: Internals

    /// The menu's commands and actions, flattened (inline groups and submenus side by side, as
    /// the horizontal menu shows them), hidden ones left out.
    private func menuItems(for configuration: UIEditMenuConfiguration) -> [UIMenuElement] {
        let suggested = suggestedActions()
        let menu = delegate?.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested)
            ?? UIMenu(children: suggested)
        return Self.leaves(of: menu)
    }

    /// UIKit gathers the suggested actions from the responder chain: the standard edit
    /// commands a responder from the view up can perform, in the edit menu's order.
    func suggestedActions() -> [UIMenuElement] {
        guard let view else { return [] }
        let commands: [(String, Selector)] = [
            ("Cut", StandardEditAction.cut), ("Copy", StandardEditAction.copy), ("Paste", StandardEditAction.paste),
            ("Select", StandardEditAction.select), ("Select All", StandardEditAction.selectAll),
        ]
        let available = commands.compactMap { title, action -> UIMenuElement? in
            let command = UICommand(title: title, action: action)
            return view.target(forAction: action, withSender: command) == nil ? nil : command
        }
        return available.isEmpty ? [] : [UIMenu(identifier: .standardEdit, options: .displayInline, children: available)]
    }

    static func leaves(of menu: UIMenu) -> [UIMenuElement] {
        menu.children.flatMap { element -> [UIMenuElement] in
            if let submenu = element as? UIMenu { return leaves(of: submenu) }
            if let deferred = element as? UIDeferredMenuElement {
                return leaves(of: UIMenu(children: deferred.resolvedElements()))
            }
            if let command = element as? UICommand, command.attributes.contains(.hidden) { return [] }
            if let action = element as? UIAction, action.attributes.contains(.hidden) { return [] }
            return [element]
        }
    }

    /// The target rectangle in the window: the delegate's, or the source point.
    private func targetRect(for configuration: UIEditMenuConfiguration, in window: UIWindow) -> CGRect {
        guard let view else { return .zero }
        var rect = delegate?.editMenuInteraction(self, targetRectFor: configuration) ?? .null
        if rect.isNull || !rect.origin.x.isFinite || !rect.origin.y.isFinite || !rect.width.isFinite || !rect.height.isFinite {
            rect = CGRect(origin: configuration.sourcePoint, size: .zero)
        }
        return view.convert(rect, to: window)
    }

    /// UIKit: above the target with a small gap, below when the top would leave the safe
    /// area (or when the arrow is asked to point up), kept inside the window horizontally.
    private func position(_ overlay: EditMenuOverlay, for configuration: UIEditMenuConfiguration) {
        guard let window = overlay.superview as? UIWindow ?? overlay.window else { return }
        let target = targetRect(for: configuration, in: window)
        let size = overlay.menu.intrinsicContentSize
        let gap = EditMenuView.gap
        let safe = window.bounds.inset(by: window.safeAreaInsets)
        let above = target.minY - gap - size.height
        let below = target.maxY + gap
        var y: CGFloat
        switch configuration.preferredArrowDirection {
        case .up: y = below
        case .down: y = above
        default: y = above >= safe.minY ? above : below
        }
        y = max(safe.minY, min(y, safe.maxY - size.height))
        let x = max(safe.minX + gap, min(target.midX - size.width / 2, safe.maxX - gap - size.width))
        overlay.menu.frame = CGRect(x: x.rounded(), y: y.rounded(), width: size.width, height: size.height)
    }

    /// A menu item was chosen: a command goes to the responder chain from the view, an action
    /// runs its handler; then the menu goes away.
    func perform(_ element: UIMenuElement) {
        let view = self.view
        let configuration = presentation?.configuration
        dismissMenu()
        if let command = element as? UICommand {
            guard !command.attributes.contains(.disabled),
                  let target = view?.target(forAction: command.action, withSender: command) else { return }
            command.action.perform(on: target, sender: command, event: nil)
            if let configuration, let text = delegate as? TextEditMenuDelegate {
                text.didPerform(command.action, interaction: self, configuration: configuration)
            }
        } else if let action = element as? UIAction {
            guard !action.attributes.contains(.disabled) else { return }
            action.perform(sender: self)
        }
    }
}
