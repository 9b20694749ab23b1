/// Selecting by dragging a rectangle with the pointer (UIKit, iOS 16): a click-and-drag on
/// the view draws a band; the handler hears it begin, change and end, and reads
/// `selectionRect`.
///
/// UIKit: the band is drawn with a pointer (not a finger). OpenUIKit's band is a translucent
/// tinted rectangle with a border, in the view, while the gesture is in progress.
@preconcurrency @MainActor
open class UIBandSelectionInteraction: NSObject, UIInteraction {
    public private(set) weak var view: UIView?

    /// Whether the interaction responds (default true). Disabling it cancels a band in
    /// progress.
    open var isEnabled = true {
        didSet { panRecognizer.isEnabled = isEnabled }
    }

    /// The band's phase: `.possible` between bands.
    open private(set) var state: UIGestureRecognizer.State = .possible
    /// The band, in the view's coordinates (`.null` while no band is drawn).
    open private(set) var selectionRect: CGRect = .null
    /// The modifier keys held when the band began (such as ⇧ to extend a selection).
    open private(set) var initialModifierFlags: UIKeyModifierFlags = []
    /// Asked with the start point before a band begins; false: no band.
    open var shouldBeginHandler: ((UIBandSelectionInteraction, CGPoint) -> Bool)?

    private let selectionHandler: (UIBandSelectionInteraction) -> Void
    let panRecognizer = BandSelectionGestureRecognizer()
    private let gate = BandSelectionGate()
    private var startPoint: CGPoint = .zero
    private var bandView: UIView?

    public init(selectionHandler: @escaping (UIBandSelectionInteraction) -> Void) {
        self.selectionHandler = selectionHandler
        super.init()
        gate.interaction = self
        panRecognizer.name = "bandSelection"
        panRecognizer.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.indirectPointer.rawValue)]
        panRecognizer.allowedScrollTypesMask = []
        panRecognizer.delegate = gate
        panRecognizer.addTarget(self, action: Selector("handlePan:", UIBandSelectionInteraction.handlePan))
    }

    open func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(panRecognizer)
        removeBand()
    }

    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(panRecognizer)
    }

    // MARK: Internals

    /// The start point: where the pointer went down.
    func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let view, isEnabled else { return false }
        let start: CGPoint
        if let window = view.window, let down = (recognizer as? BandSelectionGestureRecognizer)?.startLocation {
            start = view.convert(down, from: window)
        } else {
            start = recognizer.location(in: view)
        }
        if let shouldBeginHandler, !shouldBeginHandler(self, start) { return false }
        startPoint = start
        return true
    }

    func handlePan(_ recognizer: UIGestureRecognizer) {
        guard let view else { return }
        let point = recognizer.location(in: view)
        switch recognizer.state {
        case .began:
            initialModifierFlags = recognizer.modifierFlags
            update(to: point, state: .began)
        case .changed:
            update(to: point, state: .changed)
        case .ended:
            update(to: point, state: .ended)
            finish()
        case .cancelled, .failed:
            state = .cancelled
            selectionHandler(self)
            finish()
        default:
            break
        }
    }

    private func update(to point: CGPoint, state: UIGestureRecognizer.State) {
        selectionRect = CGRect(x: min(startPoint.x, point.x), y: min(startPoint.y, point.y),
                               width: abs(point.x - startPoint.x), height: abs(point.y - startPoint.y))
        self.state = state
        showBand()
        selectionHandler(self)
    }

    private func finish() {
        removeBand()
        state = .possible
        selectionRect = .null
        initialModifierFlags = []
    }

    private func showBand() {
        guard let view else { return }
        let band = bandView ?? {
            let band = UIView()
            band.isUserInteractionEnabled = false
            band.backgroundColor = UIColor(red: 0, green: 0.48, blue: 1, alpha: 0.15)
            band.layer.borderColor = UIColor(red: 0, green: 0.48, blue: 1, alpha: 0.6).cgColor
            band.layer.borderWidth = 1
            view.addSubview(band)
            bandView = band
            return band
        }()
        band.frame = selectionRect
    }

    private func removeBand() {
        bandView?.removeFromSuperview()
        bandView = nil
    }
}

/// Lets the band's pan begin only when the interaction's start check agrees.
@MainActor
final class BandSelectionGate: NSObject, UIGestureRecognizerDelegate {
    weak var interaction: UIBandSelectionInteraction?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        interaction?.shouldBegin(gestureRecognizer) ?? false
    }
}
