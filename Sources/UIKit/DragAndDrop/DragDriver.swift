@_spi(Diagnostics) import CoreGraphics
import Foundation
import QuartzCore

/// One drag in flight, from lift to drop or cancel: it asks the source's delegate, moves the
/// previews with the touch, finds the drop target under the touch and talks to it.
///
/// UIKit: `canHandle` is asked before any other drop delegate method, and without it (or
/// with true) the session enters; `concludeDrop` follows `performDrop` once the drop
/// animations have completed; every target the session entered hears `sessionDidEnd`. Ours,
/// where UIKit documents no order: lift (`itemsForBeginning`, `previewForLifting`,
/// `willAnimateLift`, `sessionWillBegin`), then per move `sessionDidMove` before the target's
/// calls; on release the source's `willEndWith`, then `performDrop`, the drop animation,
/// `concludeDrop`, `sessionDidEnd`, and last the source's `didEndWith`; the source's
/// `sessionDidTransferItems` once the target's loads have delivered (`DragTransferWatch`).
@MainActor
final class DragDriver {
    /// Ours: UIKit documents neither its preview's translucency nor its animation times.
    static let previewAlpha: CGFloat = 0.8
    static let animationDuration: TimeInterval = 0.25

    enum Phase { case idle, dragging, ending, finished }

    private(set) var interaction: UIDragInteraction?
    let session: DragSessionState
    let dropSession: DropSessionState
    private(set) var phase = Phase.idle
    private var overlay: DragPreviewOverlay?
    /// Each item's preview view in the overlay and its centre's offset from the touch.
    private var previewViews: [ObjectIdentifier: (view: UIView, offset: CGPoint)] = [:]
    private var liftPreviews: [ObjectIdentifier: UITargetedDragPreview] = [:]
    private var usesDragPreviews = false
    /// The drop interaction under the touch, those the session entered, and the answers.
    private(set) var target: UIDropInteraction?
    private var entered: [UIDropInteraction] = []
    private var canHandle: [ObjectIdentifier: Bool] = [:]
    private(set) var proposal: UIDropProposal?
    /// The spring-loaded interaction under the touch (UISpringLoadedInteraction).
    private weak var springLoaded: UISpringLoadedInteraction?

    init(interaction: UIDragInteraction, window: UIWindow, location: CGPoint) {
        self.interaction = interaction
        session = DragSessionState(window: window, location: location)
        dropSession = DropSessionState(dragSession: session)
        dropSession.driver = self
    }

    /// The content under a still touch moved (a list scrolled): the target is asked again.
    func refresh() {
        guard phase == .dragging else { return }
        updateTarget()
    }

    var delegate: (any UIDragInteractionDelegate)? { interaction?.delegate }

    /// Lifts: false (and nothing shown) when the delegate has no items.
    func begin() -> Bool {
        guard let interaction, let delegate, let window = session.window else { return false }
        session.allowsMoveOperation = delegate.dragInteraction(interaction, sessionAllowsMoveOperation: session)
        session.isRestrictedToDraggingApplication = delegate.dragInteraction(interaction, sessionIsRestrictedToDraggingApplication: session)
        session.prefersFullSizePreviews = delegate.dragInteraction(interaction, prefersFullSizePreviewsFor: session)
        let items = delegate.dragInteraction(interaction, itemsForBeginning: session)
        guard !items.isEmpty else { return false }
        session.items = items
        phase = .dragging
        let overlay = DragPreviewOverlay(frame: window.bounds)
        overlay.driver = self
        window.addSubview(overlay)
        self.overlay = overlay
        for item in items {
            guard let preview = delegate.dragInteraction(interaction, previewForLifting: item, session: session) else { continue }
            liftPreviews[ObjectIdentifier(item)] = preview
            show(preview.view, parameters: preview.parameters, for: item,
                 center: overlay.convert(preview.target.center, from: preview.target.container),
                 transform: preview.target.transform)
        }
        let animator = DragAnimator()
        delegate.dragInteraction(interaction, willAnimateLiftWith: animator, session: session)
        let views = previewViews.values.map(\.view)
        animator.run(duration: Self.animationDuration, {
            for view in views { view.alpha = Self.previewAlpha }
        }, completion: {})
        delegate.dragInteraction(interaction, sessionWillBegin: session)
        updateTarget()
        return true
    }

    func move(to point: CGPoint) {
        guard phase == .dragging, let interaction else { return }
        session.windowLocation = point
        if !usesDragPreviews { switchToDragPreviews() }
        for (view, offset) in previewViews.values {
            view.center = CGPoint(x: point.x + offset.x, y: point.y + offset.y)
        }
        delegate?.dragInteraction(interaction, sessionDidMove: session)
        updateTarget()
    }

    /// The finger lifted: drop on the target when it proposed a copy or move, else cancel.
    func end() {
        guard phase == .dragging else { return }
        var operation = target == nil ? .cancel : (proposal?.operation ?? .cancel)
        if operation == .forbidden { operation = .cancel }
        finish(with: operation)
    }

    /// Items another drag source adds to the drag (a tap with another finger): the source's
    /// delegate hears `willAdd`, their lift previews join the stack under the touch, and drop
    /// targets are asked again (UIKit asks `canHandle` again when the items change).
    func add(_ items: [UIDragItem], from adding: UIDragInteraction) {
        guard phase == .dragging, let interaction, let delegate else { return }
        delegate.dragInteraction(interaction, session: session, willAdd: items, for: adding)
        session.items.append(contentsOf: items)
        let touch = session.windowLocation
        for item in items {
            guard let preview = adding.delegate?.dragInteraction(adding, previewForLifting: item, session: session) else { continue }
            liftPreviews[ObjectIdentifier(item)] = preview
            // Stacked under the touch, each a little lower than the last (ours).
            let offset = CGFloat(previewViews.count) * 4
            show(preview.view, parameters: preview.parameters, for: item,
                 center: CGPoint(x: touch.x + offset, y: touch.y + offset), transform: .identity)
            previewViews[ObjectIdentifier(item)]?.view.alpha = Self.previewAlpha
        }
        canHandle = [:]
        if let target, !accepts(target) {
            target.delegate?.dropInteraction(target, sessionDidExit: dropSession)
            self.target = nil
            proposal = nil
        }
        updateTarget()
    }

    /// The touch was cancelled, the interaction disabled or its view removed.
    func cancel() {
        guard phase == .dragging else { return }
        finish(with: .cancel)
    }

    // MARK: Previews

    private func show(_ source: UIView, parameters: UIPreviewParameters, for item: UIDragItem,
                      center: CGPoint, transform: CGAffineTransform) {
        guard let overlay else { return }
        let preview = Self.makePreviewView(of: source, parameters: parameters)
        preview.center = center
        preview.transform = transform
        overlay.addSubview(preview)
        let touch = session.windowLocation
        previewViews[ObjectIdentifier(item)]?.view.removeFromSuperview()
        previewViews[ObjectIdentifier(item)] = (preview, CGPoint(x: center.x - touch.x, y: center.y - touch.y))
    }

    /// The preview UIKit draws: a snapshot of the view on the parameters' background, cut to
    /// the visible path, over a shadow in the shadow path's shape (else the visible path's).
    /// The shadow's look is ours.
    static func makePreviewView(of source: UIView, parameters: UIPreviewParameters) -> UIView {
        let bounds = source.bounds
        let container = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        container.isUserInteractionEnabled = false
        let snapshot = source.snapshotView(afterScreenUpdates: false) ?? UIView(frame: bounds)
        snapshot.frame = container.bounds
        snapshot.backgroundColor = parameters.backgroundColor
        if let visible = parameters.visiblePath {
            let mask = CAShapeLayer()
            mask.frame = CGRect(origin: .zero, size: bounds.size)
            // The path is in the view's coordinates; the snapshot starts at the bounds' origin.
            let path = visible.cgPath.copy(using: [CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)])
            mask.path = path
            snapshot.layer.mask = mask
        }
        container.addSubview(snapshot)
        let shadow = parameters.shadowPath ?? parameters.visiblePath
        container.layer.shadowPath = shadow.map {
            $0.cgPath.copy(using: [CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)]) ?? $0.cgPath
        } ?? CGPath(rect: container.bounds, transform: nil)
        container.layer.shadowColor = UIColor.black.cgColor
        container.layer.shadowOpacity = 0.25
        container.layer.shadowRadius = 10
        container.layer.shadowOffset = CGSize(width: 0, height: 4)
        return container
    }

    /// UIKit: once the drag moves, an item with a `previewProvider` shows that preview,
    /// centred under the touch.
    private func switchToDragPreviews() {
        usesDragPreviews = true
        for item in session.items {
            guard let provider = item.previewProvider, let preview = provider() else { continue }
            show(preview.view, parameters: preview.parameters, for: item, center: session.windowLocation, transform: .identity)
            previewViews[ObjectIdentifier(item)]?.view.alpha = Self.previewAlpha
        }
    }

    /// The preview view of an item (tests read where it is).
    func previewView(for item: UIDragItem) -> UIView? { previewViews[ObjectIdentifier(item)]?.view }

    // MARK: Targets

    /// The nearest drop interaction at or above the hit view that can handle the session.
    private func dropInteraction(at point: CGPoint) -> UIDropInteraction? {
        guard let window = session.window else { return nil }
        var view = window.hitTest(point, with: nil)
        while let current = view {
            for case let drop as UIDropInteraction in current.interactions where admits(drop) && accepts(drop) { return drop }
            view = current.superview
        }
        return nil
    }

    /// UIKit: an interaction that does not allow simultaneous sessions ignores a second one.
    private func admits(_ drop: UIDropInteraction) -> Bool {
        drop.allowsSimultaneousDropSessions || drop.engagedSessions.isEmpty
            || drop.engagedSessions.contains(ObjectIdentifier(self))
    }

    private func accepts(_ drop: UIDropInteraction) -> Bool {
        let key = ObjectIdentifier(drop)
        if let known = canHandle[key] { return known }
        let answer = drop.delegate?.dropInteraction(drop, canHandle: dropSession) ?? false
        canHandle[key] = answer
        return answer
    }

    private func updateTarget() {
        updateSpringLoaded()
        let candidate = dropInteraction(at: session.windowLocation)
        if candidate !== target {
            if let target { target.delegate?.dropInteraction(target, sessionDidExit: dropSession) }
            target = candidate
            proposal = nil
            dropSession.isPrecise = false
            if let candidate {
                if !entered.contains(where: { $0 === candidate }) { entered.append(candidate) }
                candidate.engagedSessions.insert(ObjectIdentifier(self))
                candidate.delegate?.dropInteraction(candidate, sessionDidEnter: dropSession)
            }
        }
        guard let target, let delegate = target.delegate else { return }
        var answer = delegate.dropInteraction(target, sessionDidUpdate: dropSession)
        if answer.operation == .move && !session.allowsMoveOperation {
            FrameworkLog.log("UIDropInteractionDelegate: a .move proposal for a session whose allowsMoveOperation is false; treated as .cancel")
            answer = UIDropProposal(operation: .cancel)
        }
        proposal = answer
        dropSession.isPrecise = answer.isPrecise
    }

    // MARK: Spring loading

    /// UIKit: the nearest enabled spring-loaded interaction at or above the view under the
    /// touch follows the drag (independently of the drop target).
    private func updateSpringLoaded() {
        var candidate: UISpringLoadedInteraction?
        if let window = session.window {
            var view = window.hitTest(session.windowLocation, with: nil)
            while let current = view, candidate == nil {
                candidate = current.interactions.lazy.compactMap { $0 as? UISpringLoadedInteraction }.first { $0.isActive }
                view = current.superview
            }
        }
        if candidate !== springLoaded { leaveSpringLoaded() }
        springLoaded = candidate
        candidate?.dragMoved(dropSession, in: session.window)
    }

    private func leaveSpringLoaded() {
        springLoaded?.dragExited()
        springLoaded = nil
    }

    // MARK: Ending

    private func finish(with operation: UIDropOperation) {
        leaveSpringLoaded()
        guard let interaction, let delegate else { return complete(operation) }
        phase = .ending
        delegate.dragInteraction(interaction, session: session, willEndWith: operation)
        var animations: [(UIView, DragAnimator, UITargetedDragPreview?)] = []
        if operation == .copy || operation == .move, let target, let dropDelegate = target.delegate {
            let source = session
            let watch = DragTransferWatch(providers: session.items.map(\.itemProvider)) { [weak interaction] in
                guard let interaction else { return }
                interaction.delegate?.dragInteraction(interaction, sessionDidTransferItems: source)
            }
            dropSession.transferWatch = watch
            dropDelegate.dropInteraction(target, performDrop: dropSession)
            watch.dropDidReturn()
            for item in session.items {
                guard let view = previewViews[ObjectIdentifier(item)]?.view, let window = session.window else { continue }
                let standard = UITargetedDragPreview(view: view, parameters: UIDragPreviewParameters(),
                                                     target: UIDragPreviewTarget(container: window, center: session.windowLocation))
                let chosen = dropDelegate.dropInteraction(target, previewForDropping: item, withDefault: standard)
                let animator = dropSession.dropAnimator(for: item)
                dropDelegate.dropInteraction(target, item: item, willAnimateDropWith: animator)
                animations.append((view, animator, chosen))
            }
        } else {
            if let target { target.delegate?.dropInteraction(target, sessionDidExit: dropSession) }
            self.target = nil
            for item in session.items {
                guard let view = previewViews[ObjectIdentifier(item)]?.view else { continue }
                let chosen = liftPreviews[ObjectIdentifier(item)].flatMap {
                    delegate.dragInteraction(interaction, previewForCancelling: item, withDefault: $0)
                }
                let animator = DragAnimator()
                delegate.dragInteraction(interaction, item: item, willAnimateCancelWith: animator)
                animations.append((view, animator, chosen))
            }
        }
        var remaining = animations.count
        guard remaining > 0 else { return complete(operation) }
        for (view, animator, preview) in animations {
            let overlay = self.overlay
            animator.run(duration: Self.animationDuration, {
                // A preview returned by the delegate: fly there, at its size; none: fade.
                guard let preview, let overlay else { return view.alpha = 0 }
                view.center = overlay.convert(preview.target.center, from: preview.target.container)
                view.bounds.size = preview.size
                view.transform = preview.target.transform
                view.backgroundColor = preview.parameters.backgroundColor
                view.alpha = 1
            }, completion: { [self] in
                remaining -= 1
                if remaining == 0 { complete(operation) }
            })
        }
    }

    private func complete(_ operation: UIDropOperation) {
        leaveSpringLoaded()
        guard phase != .finished else { return }
        phase = .finished
        overlay?.removeFromSuperview()
        overlay = nil
        previewViews = [:]
        if operation == .copy || operation == .move, let target {
            target.delegate?.dropInteraction(target, concludeDrop: dropSession)
        }
        for drop in entered {
            drop.engagedSessions.remove(ObjectIdentifier(self))
            drop.delegate?.dropInteraction(drop, sessionDidEnd: dropSession)
        }
        let interaction = self.interaction
        self.interaction = nil
        if let interaction {
            interaction.delegate?.dragInteraction(interaction, session: session, didEndWith: operation)
            interaction.driverDidFinish(self)
        }
    }
}
