@_spi(Platform) import QuartzCore
import Foundation

/// Shows a menu of actions for the content of its view (UIKit): a long press on the view
/// (`ContextMenuGestureRecognizer.pressDuration`, 0.5 s) or a secondary click asks the delegate
/// for a configuration at that point; nil shows nothing; otherwise the menu from the
/// configuration's action provider shows until an action is chosen (its handler runs), a touch
/// lands outside the menu, or `dismissMenu()` is called.
///
/// A long press shows the `.rich` menu: the preview (the delegate's, or the view) lifted with a
/// shadow at its place and the menu's list below it (above when there is no room). A secondary
/// click shows the `.compact` menu: the list at the pointer, no preview.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    public private(set) weak var view: UIView?

    /// UIKit: the appearance is only known while the interaction is active; `.unknown` otherwise.
    open private(set) var menuAppearance: UIContextMenuInteraction.appearance = .unknown

    /// The long press. Tables and collection views trigger their interaction themselves.
    let pressRecognizer = ContextMenuGestureRecognizer()
    var installsPressRecognizer = true
    /// The configuration asked for when a press became long enough, shown when it begins.
    private var pending: (configuration: UIContextMenuConfiguration, menu: UIMenu)?
    /// The menu on screen.
    private(set) var presentation: ContextMenuPresentation?
    /// Where the last menu was asked for, in window coordinates.
    private var locationInWindow: CGPoint?
    /// Told after the menu went away (tables and collection views unhighlight their cell).
    var didEnd: (@MainActor () -> Void)?

    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
        pressRecognizer.name = "contextMenuPress"
        pressRecognizer.allowedPressTypes = []
        pressRecognizer.mayBegin = { [weak self] point in self?.prepareMenu(atWindowPoint: point) ?? false }
        pressRecognizer.addAction { [weak self] recognizer in
            guard let self else { return }
            switch recognizer.state {
            case .began: self.showPreparedMenu(appearance: .rich)
            case .cancelled, .failed: self.pending = nil
            default: break
            }
        }
    }

    open func willMove(to view: UIView?) {
        dismissMenu()
        self.view?.removeGestureRecognizer(pressRecognizer)
    }

    open func didMove(to view: UIView?) {
        self.view = view
        if installsPressRecognizer { view?.addGestureRecognizer(pressRecognizer) }
    }

    /// Where the interaction happened, in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        guard let point = locationInWindow, let window = self.view?.window else { return .zero }
        guard let view else { return point }
        return window.convert(point, to: view)
    }

    /// Replaces the menu on screen with `block`'s answer (given the current menu); nothing when
    /// no menu is shown.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let presentation, let window = presentation.overlay.window else { return }
        let menu = block(presentation.menu)
        let overlay = makeOverlay(menu: menu, anchor: presentation.anchor, appearance: presentation.appearance, in: window)
        let lifted = presentation.overlay.liftedPreview
        presentation.overlay.liftedPreview = nil
        overlay.liftedPreview = lifted
        presentation.overlay.removeFromSuperview()
        window.addSubview(overlay)
        self.presentation = ContextMenuPresentation(configuration: presentation.configuration, menu: menu, overlay: overlay,
                                                    anchor: presentation.anchor, appearance: presentation.appearance)
    }

    /// Hides the menu (the delegate hears `willEndFor` first).
    open func dismissMenu() {
        endMenu(choosing: nil)
    }

    // MARK: Presenting

    /// Shows the menu for a point in the window at once (a secondary click: `.compact`).
    /// Returns whether a menu is shown.
    @discardableResult
    func presentMenu(atWindowPoint point: CGPoint, appearance: UIContextMenuInteraction.appearance) -> Bool {
        guard prepareMenu(atWindowPoint: point) else { return false }
        showPreparedMenu(appearance: appearance)
        return presentation != nil
    }

    /// Asks the delegate for the configuration at `point` (window coordinates); true when it
    /// gives one with a menu to show.
    func prepareMenu(atWindowPoint point: CGPoint) -> Bool {
        pending = nil
        guard presentation == nil, let view, let window = view.window, let delegate else { return false }
        locationInWindow = point
        guard let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: window.convert(point, to: view)) else {
            return false
        }
        // UIKit: an empty configuration begins and ends at once (a cancellation effect): no menu.
        guard let menu = configuration.makeMenu(),
              PopUpMenuOverlay.rows(of: menu).contains(where: { !PopUpMenuOverlay.attributes(of: $0).contains(.hidden) }) else {
            return false
        }
        pending = (configuration, menu)
        return true
    }

    func showPreparedMenu(appearance: UIContextMenuInteraction.appearance) {
        guard let (configuration, menu) = pending, let view, let window = view.window, let point = locationInWindow else { return }
        pending = nil
        menuAppearance = appearance
        let anchor: CGRect
        var lifted: UIView?
        if appearance == .rich {
            let preview = delegate?.contextMenuInteraction(self, configuration: configuration,
                                                           highlightPreviewForItemWithIdentifier: configuration.identifier)
                ?? defaultPreview(of: view)
            anchor = preview.frame(in: window)
            lifted = Self.liftedPreview(preview, frame: anchor)
        } else {
            anchor = CGRect(origin: point, size: .zero)
        }
        let overlay = makeOverlay(menu: menu, anchor: anchor, appearance: appearance, in: window)
        overlay.liftedPreview = lifted
        window.addSubview(overlay)
        presentation = ContextMenuPresentation(configuration: configuration, menu: menu, overlay: overlay,
                                               anchor: anchor, appearance: appearance)
        let animator = ContextMenuAnimator()
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        animator.run()
    }

    private func defaultPreview(of view: UIView) -> UITargetedPreview {
        let container = view.superview ?? view
        let center = view.superview == nil ? CGPoint(x: view.bounds.midX, y: view.bounds.midY) : view.center
        return UITargetedPreview(view: view, parameters: UIPreviewParameters(), target: UIPreviewTarget(container: container, center: center))
    }

    /// The preview drawn lifted: a snapshot of the preview's view (clipped to its visible path)
    /// on its background color, with a soft shadow, at the preview's place.
    private static func liftedPreview(_ preview: UITargetedPreview, frame: CGRect) -> UIView {
        let lifted = UIView(frame: frame)
        lifted.isUserInteractionEnabled = false
        lifted.backgroundColor = preview.parameters.backgroundColor ?? .systemBackground
        lifted.layer.cornerRadius = 13
        lifted.layer.shadowOpacity = 0.2
        lifted.layer.shadowRadius = 12
        lifted.layer.shadowOffset = CGSize(width: 0, height: 4)
        lifted.layer.shadowColor = UIColor.black.cgColor
        let content = UIView(frame: lifted.bounds)
        content.layer.cornerRadius = 13
        content.layer.masksToBounds = true
        content.isUserInteractionEnabled = false
        if let snapshot = preview.view.snapshotView(afterScreenUpdates: false) {
            let origin = preview.parameters.visiblePath?.bounds.origin ?? .zero
            snapshot.frame.origin = CGPoint(x: -origin.x, y: -origin.y)
            content.addSubview(snapshot)
        }
        lifted.addSubview(content)
        return lifted
    }

    private func makeOverlay(menu: UIMenu, anchor: CGRect, appearance: UIContextMenuInteraction.appearance,
                             in window: UIWindow) -> PopUpMenuOverlay {
        let rightToLeft = view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        // The rich menu lines up with the preview's trailing edge; the compact one starts at the
        // pointer and runs toward the trailing side, as desktop menus do.
        let overlay = PopUpMenuOverlay(menu: menu, anchor: anchor, in: window, trailingMargin: 0,
                                       rightToLeft: appearance == .compact ? !rightToLeft : rightToLeft) { [weak self] element in
            self?.endMenu(choosing: element)
        }
        overlay.owner = view
        overlay.dismissedWithoutChoice = { [weak self] point in self?.touchedOutsideMenu(at: point) }
        return overlay
    }

    // MARK: Ending

    /// A touch ended outside the list: on the lifted preview it commits the preview (the
    /// delegate's `willPerformPreviewActionForMenuWith`), then the menu ends either way.
    private func touchedOutsideMenu(at point: CGPoint) {
        guard let presentation else { return }
        if presentation.appearance == .rich, presentation.anchor.contains(point) {
            let animator = ContextMenuAnimator()
            delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: presentation.configuration, animator: animator)
            endMenu(choosing: nil)
            animator.run()
        } else {
            endMenu(choosing: nil)
        }
    }

    /// UIKit's order: `willEndFor`, the dismissal preview asked (rich menus), the menu gone;
    /// ours after that: the animator's blocks, then the chosen element performed.
    func endMenu(choosing element: UIMenuElement?) {
        guard let presentation else { return }
        self.presentation = nil
        let animator = ContextMenuAnimator()
        delegate?.contextMenuInteraction(self, willEndFor: presentation.configuration, animator: animator)
        if presentation.appearance == .rich {
            _ = delegate?.contextMenuInteraction(self, configuration: presentation.configuration,
                                                 dismissalPreviewForItemWithIdentifier: presentation.configuration.identifier)
        }
        presentation.overlay.removeFromSuperview()
        menuAppearance = .unknown
        didEnd?()
        animator.run()
        guard let element else { return }
        if let action = element as? UIAction {
            guard !action.attributes.contains(.disabled) else { return }
            PopUpMenuOverlay.select(action, in: presentation.menu)
            action.perform(sender: self)
        } else if let command = element as? UICommand {
            guard !command.attributes.contains(.disabled),
                  let target = view?.target(forAction: command.action, withSender: command) else { return }
            command.action.perform(on: target, sender: command, event: nil)
        }
    }
}
