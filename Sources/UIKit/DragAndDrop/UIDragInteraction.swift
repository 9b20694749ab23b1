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
            if !isEnabled { driver?.cancel() }
        }
    }

    let liftRecognizer = UILongPressGestureRecognizer()
    let pointerRecognizer = DragPointerGestureRecognizer()
    private let gate = DragLiftGate()
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
    }

    open func willMove(to view: UIView?) {
        driver?.cancel()
        self.view?.removeGestureRecognizer(liftRecognizer)
        self.view?.removeGestureRecognizer(pointerRecognizer)
    }

    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(liftRecognizer)
        view?.addGestureRecognizer(pointerRecognizer)
    }

    // MARK: Internals

    func handleRecognizer(_ recognizer: UIGestureRecognizer) {
        guard let window = view?.window else { return }
        let point = recognizer.location(in: window)
        switch recognizer.state {
        case .began:
            guard driver == nil, isEnabled else { return }
            // A pointer's drag lifts from where it went down, not where it crossed the threshold.
            let start = (recognizer as? DragPointerGestureRecognizer)?.startLocation.map { window.convert($0, from: nil) } ?? point
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

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        interaction?.allowsSimultaneousRecognitionDuringLift ?? false
    }
}
