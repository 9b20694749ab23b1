@_spi(Platform) import QuartzCore

/// Activates its view when a drag rests on it (UIKit): as a drag session moves over the
/// view, the behavior is asked whether to proceed; the effect follows the phases
/// (`possible`, `activating`, `activated`), and on activation the handler runs once per
/// visit of the drag.
///
/// OpenUIKit: the drags are the app's own drag sessions (`UIDragInteraction`). UIKit does
/// not document its timing; OpenUIKit's: `activating` 0.5 s after the drag enters,
/// `activated` 0.5 s later.
@preconcurrency @MainActor
open class UISpringLoadedInteraction: NSObject, UIInteraction {
    static let activatingDelay: TimeInterval = 0.5
    static let activationDelay: TimeInterval = 0.5

    public private(set) weak var view: UIView?
    /// Decides whether the interaction proceeds.
    open private(set) var interactionBehavior: any UISpringLoadedInteractionBehavior
    /// Shows the phases.
    open private(set) var interactionEffect: any UISpringLoadedInteractionEffect
    private let handler: (UISpringLoadedInteraction, any UISpringLoadedInteractionContext) -> Void
    private let context = SpringLoadedContext()
    private var timer: FrameworkTimer?
    /// Activated during this visit of the drag (it activates once per visit).
    private var didActivate = false
    /// Whether the current visit is under way (the behavior has been told nothing yet).
    private var isEngaged = false

    /// nil behavior or effect: UIKit's (activation whenever the drag rests on the view; the
    /// view blinks).
    public init(interactionBehavior: (any UISpringLoadedInteractionBehavior)?,
                interactionEffect: (any UISpringLoadedInteractionEffect)?,
                activationHandler handler: @escaping (UISpringLoadedInteraction, any UISpringLoadedInteractionContext) -> Void) {
        self.interactionBehavior = interactionBehavior ?? SpringLoadedDefaultBehavior()
        self.interactionEffect = interactionEffect ?? SpringLoadedBlinkEffect()
        self.handler = handler
        super.init()
    }

    public convenience init(activationHandler handler: @escaping (UISpringLoadedInteraction, any UISpringLoadedInteractionContext) -> Void) {
        self.init(interactionBehavior: nil, interactionEffect: nil, activationHandler: handler)
    }

    open func willMove(to view: UIView?) {
        dragExited()
    }

    open func didMove(to view: UIView?) {
        self.view = view
    }

    // MARK: Internals

    /// Follows drags while the view takes user interaction.
    var isActive: Bool { view?.isUserInteractionEnabled ?? false }

    /// The drag moved over the view.
    func dragMoved(_ session: any UIDropSession, in window: UIWindow?) {
        context.session = session
        context.window = window
        if context.targetView == nil { context.targetView = view }
        guard !didActivate else { return }
        guard interactionBehavior.shouldAllow(self, with: context) else {
            // Refused: back to inactive; a later allowed move starts over.
            if context.state != .inactive { reset(finishing: true) }
            return
        }
        guard context.state == .inactive else { return }
        isEngaged = true
        setState(.possible)
        timer = FrameworkScheduler.shared.schedule(after: Self.activatingDelay) { [weak self] in
            self?.advance()
        }
    }

    private func advance() {
        timer = nil
        switch context.state {
        case .possible:
            setState(.activating)
            timer = FrameworkScheduler.shared.schedule(after: Self.activationDelay) { [weak self] in
                self?.advance()
            }
        case .activating:
            didActivate = true
            setState(.activated)
            handler(self, context)
            reset(finishing: true)
        default:
            break
        }
    }

    /// The drag left the view or ended.
    func dragExited() {
        reset(finishing: isEngaged)
        didActivate = false
        context.session = nil
        context.targetView = nil
        context.targetItem = nil
    }

    private func reset(finishing: Bool) {
        timer?.invalidate()
        timer = nil
        if context.state != .inactive { setState(.inactive) }
        if finishing, isEngaged {
            isEngaged = false
            interactionBehavior.interactionDidFinish(self)
        }
    }

    private func setState(_ state: UISpringLoadedInteractionEffectState) {
        context.state = state
        interactionEffect.interaction(self, didChangeWith: context)
    }
}
