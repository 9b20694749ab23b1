import Foundation

/// Makes its view a drag source (UIKit): holding a finger on the view lifts the items the
/// delegate returns, and the drag follows the finger to the drop targets
/// (`UIDropInteraction`s) of the window until the finger lifts.
///
/// UIKit: a touch lifts after a long press; a pointer (a mouse) starts the drag as soon as it
/// moves. Drags stay inside the app's windows here (no drag to another app).
@preconcurrency @MainActor
open class UIDragInteraction: NSObject, UIInteraction {
    /// The hold before a touch lifts the items. UIKit does not document its lift delay; ours
    /// is the long press's default (0.5 s).
    static let liftDelay: TimeInterval = 0.5
    /// How far a pointer moves before its drag starts (ours, the pan's threshold).
    static let pointerDragThreshold: CGFloat = 10

    open private(set) weak var delegate: (any UIDragInteractionDelegate)?
    public private(set) weak var view: UIView?

    /// UIKit: false by default: other gestures fail once the lift begins. True: they may
    /// recognize while the finger is held, and one that does stops the lift.
    open var allowsSimultaneousRecognitionDuringLift = false

    /// UIKit: true on iPad, false on iPhone. OpenUIKit's windows are desktop windows with a
    /// pointer, so it answers as an iPad does.
    open class var isEnabledByDefault: Bool { true }

    /// Whether touches on the view can start a drag (default `isEnabledByDefault`).
    open var isEnabled: Bool = UIDragInteraction.isEnabledByDefault {
        didSet {
            liftRecognizer.isEnabled = isEnabled
            pointerRecognizer.isEnabled = isEnabled
            addRecognizer.isEnabled = isEnabled
            if !isEnabled { driver?.cancel() }
        }
    }

    let liftRecognizer = UILongPressGestureRecognizer()
    let pointerRecognizer = DragPointerGestureRecognizer()
    /// UIKit: while a drag is in flight, a tap with another finger on a drag source adds its
    /// items to the drag.
    let addRecognizer = UITapGestureRecognizer()
    private let gate = DragLiftGate()
    private let addGate = DragAddGate()
    /// The drag in flight from this interaction.
    var driver: DragDriver?

    public init(delegate: any UIDragInteractionDelegate) {
        self.delegate = delegate
        super.init()
        gate.interaction = self
        liftRecognizer.name = "dragLift"
        liftRecognizer.minimumPressDuration = Self.liftDelay
        liftRecognizer.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue),
                                            NSNumber(value: UITouch.TouchType.pencil.rawValue)]
        liftRecognizer.allowedPressTypes = []
        liftRecognizer.addTarget(self, action: Selector("handleLift:", UIDragInteraction.handleRecognizer))
        liftRecognizer.delegate = gate
        pointerRecognizer.name = "dragPointer"
        pointerRecognizer.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.indirectPointer.rawValue)]
        pointerRecognizer.addTarget(self, action: Selector("handlePointer:", UIDragInteraction.handleRecognizer))
        pointerRecognizer.delegate = gate
        addGate.interaction = self
        addRecognizer.name = "dragAddItems"
        addRecognizer.allowedPressTypes = []
        addRecognizer.addTarget(self, action: Selector("handleAddTap:", UIDragInteraction.handleAddTap))
        addRecognizer.delegate = addGate
    }

    open func willMove(to view: UIView?) {
        driver?.cancel()
        self.view?.removeGestureRecognizer(liftRecognizer)
        self.view?.removeGestureRecognizer(pointerRecognizer)
        self.view?.removeGestureRecognizer(addRecognizer)
    }

    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(liftRecognizer)
        view?.addGestureRecognizer(pointerRecognizer)
        view?.addGestureRecognizer(addRecognizer)
    }

    // MARK: Internals

    func handleRecognizer(_ recognizer: UIGestureRecognizer) {
        guard let window = view?.window else { return }
        let point = recognizer.location(in: window)
        switch recognizer.state {
        case .began:
            guard driver == nil, isEnabled else { return }
            // A pointer's drag lifts from where it went down, not where it crossed the threshold.
            let start = (recognizer as? DragPointerGestureRecognizer)?.startLocation ?? point
            let driver = DragDriver(interaction: self, window: window, location: start)
            guard driver.begin() else { return }
            self.driver = driver
            if start != point { driver.move(to: point) }
        case .changed:
            driver?.move(to: point)
        case .ended:
            driver?.move(to: point)
            driver?.end()
        case .cancelled, .failed:
            driver?.cancel()
        default:
            break
        }
    }

    /// The drag in flight in the view's window, from any interaction.
    var activeDriverInWindow: DragDriver? { activeDriversInWindow.first }

    /// The drags in flight in the view's window, oldest first.
    var activeDriversInWindow: [DragDriver] {
        guard let window = view?.window else { return [] }
        return window.subviews.compactMap { ($0 as? DragPreviewOverlay)?.driver }.filter { $0.phase == .dragging }
    }

    func handleAddTap(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .ended, let view, let delegate else { return }
        let point = recognizer.location(in: view)
        let drivers = activeDriversInWindow
        let driver: DragDriver
        if drivers.count > 1 {
            // UIKit asks which session only when more than one is in flight.
            let sessions: [any UIDragSession] = drivers.map { $0.session }
            guard let chosen = delegate.dragInteraction(self, sessionForAddingItems: sessions, withTouchAt: point),
                  let match = drivers.first(where: { $0.session === (chosen as AnyObject) }) else { return }
            driver = match
        } else if let only = drivers.first {
            driver = only
        } else {
            return
        }
        let items = delegate.dragInteraction(self, itemsForAddingTo: driver.session, withTouchAt: point)
        guard !items.isEmpty else { return }
        driver.add(items, from: self)
    }

    func driverDidFinish(_ finished: DragDriver) {
        if driver === finished { driver = nil }
    }
}

/// The lift recognizers' delegate: another recognizer that is already recognizing stops a
/// lift when simultaneous recognition is allowed; otherwise the lift makes them fail.
@MainActor
private final class DragLiftGate: UIGestureRecognizerDelegate {
    weak var interaction: UIDragInteraction?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let interaction, interaction.isEnabled, interaction.delegate != nil, interaction.driver == nil else { return false }
        guard interaction.allowsSimultaneousRecognitionDuringLift else { return true }
        // UIKit: with simultaneous recognition, a gesture recognized during the lift cancels it.
        var view = interaction.view
        while let current = view {
            for other in current.gestureRecognizers ?? [] where other !== gestureRecognizer {
                if other.state == .began || other.state == .changed { return false }
            }
            view = current.superview
        }
        return true
    }

    /// One drag at a time in a window: while one is in flight, another finger does not reach
    /// the lift (it may add items instead).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        interaction?.activeDriverInWindow == nil
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        interaction?.allowsSimultaneousRecognitionDuringLift ?? false
    }
}

/// The add-items tap's delegate: it only recognizes while a drag is in flight in the window,
/// alongside the drag's own recognizers.
@MainActor
private final class DragAddGate: UIGestureRecognizerDelegate {
    weak var interaction: UIDragInteraction?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let interaction, interaction.isEnabled, interaction.delegate != nil else { return false }
        return interaction.activeDriverInWindow != nil
    }

    /// Only touches that go down while a drag is in flight (not the one dragging).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        interaction?.activeDriverInWindow != nil
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}
