import UIKit
import UIKitTesting

/// The gesture playground: tap, double tap (the single tap waits for it to fail), long
/// press, pan (moves the square), pinch and rotation together (scale and turn the square),
/// swipe, and a custom check-mark recognizer; with a mouse, hovering over the square lights
/// it and the scroll wheel moves it. Every action is logged with its state (hover: only
/// began and ended).
@MainActor
final class GesturesScreen: UIViewController, CatalogScreen, UIGestureRecognizerDelegate {
    let screenTitle = "Gestures"
    var log = EventLog()
    let pad = UIView()
    let square = UIView()

    override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        root.backgroundColor = .systemBackground
        view = root
        pad.frame = CGRect(x: 20, y: 20, width: 350, height: 350)
        pad.backgroundColor = .secondarySystemBackground
        pad.layer.cornerRadius = 12
        pad.autoresizingMask = [.flexibleWidth]
        root.addSubview(pad)
        square.frame = CGRect(x: 125, y: 125, width: 100, height: 100)
        square.backgroundColor = .systemIndigo
        square.layer.cornerRadius = 8
        pad.addSubview(square)

        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        let tap = UITapGestureRecognizer()
        tap.require(toFail: doubleTap)
        let longPress = UILongPressGestureRecognizer()
        let pan = UIPanGestureRecognizer()
        pan.maximumNumberOfTouches = 1
        pan.allowedScrollTypesMask = .all
        let pinch = UIPinchGestureRecognizer()
        let rotation = UIRotationGestureRecognizer()
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = .left
        swipe.numberOfTouchesRequired = 2
        let checkMark = CheckMarkGestureRecognizer()
        for (recognizer, name) in [(tap, "tap"), (doubleTap, "doubleTap"), (longPress, "longPress"), (pan, "pan"),
                                   (pinch, "pinch"), (rotation, "rotation"), (swipe, "swipe"),
                                   (checkMark, "checkMark")] as [(UIGestureRecognizer, String)] {
            recognizer.name = name
            recognizer.delegate = self
            recognizer.addAction { [weak self] recognizer in self?.handle(recognizer) }
            pad.addGestureRecognizer(recognizer)
        }
        let hover = UIHoverGestureRecognizer()
        hover.name = "hover"
        hover.addAction { [weak self] recognizer in self?.hoverChanged(recognizer) }
        square.addGestureRecognizer(hover)
    }

    private func hoverChanged(_ recognizer: UIGestureRecognizer) {
        switch recognizer.state {
        case .began:
            square.backgroundColor = .systemPurple
            log.append("hover: began")
        case .ended, .cancelled:
            square.backgroundColor = .systemIndigo
            log.append("hover: \(recognizer.state)")
        default:
            break
        }
    }

    private func handle(_ recognizer: UIGestureRecognizer) {
        let name = recognizer.name ?? "?"
        log.append("\(name): \(recognizer.state)")
        switch recognizer {
        case let pan as UIPanGestureRecognizer where recognizer.state == .changed:
            let t = pan.translation(in: pad)
            square.center = CGPoint(x: square.center.x + t.x, y: square.center.y + t.y)
            pan.setTranslation(.zero, in: pad)
        case let pinch as UIPinchGestureRecognizer where recognizer.state == .changed:
            square.transform = square.transform.scaledBy(x: pinch.scale, y: pinch.scale)
            pinch.scale = 1
        case let rotation as UIRotationGestureRecognizer where recognizer.state == .changed:
            square.transform = square.transform.rotated(by: rotation.rotation)
            rotation.rotation = 0
        default:
            break
        }
    }

    /// Pinch and rotation recognize together, and so do the pan and the check mark (a
    /// check mark is also a drag); everything else is exclusive.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        let pair = Set([gestureRecognizer.name ?? "", otherGestureRecognizer.name ?? ""])
        return pair == ["pinch", "rotation"] || pair == ["pan", "checkMark"]
    }

    func script(_ input: InputSimulator) {
        let center = input.center(of: pad)
        input.tap(at: center)
        input.advance(by: 0.5)
        input.doubleTap(at: center)
        input.advance(by: 0.5)
        input.longPress(at: center, duration: 0.8)
        input.advance(by: 0.5)
        input.drag(from: center, to: CGPoint(x: center.x + 60, y: center.y + 40), duration: 0.3)
        input.advance(by: 0.5)
        input.pinch(center: center, from: 80, to: 160, duration: 0.3)
        input.advance(by: 0.5)
        input.rotate(center: center, radius: 60, by: .pi / 4, duration: 0.3)
        input.advance(by: 0.5)
        let start = CGPoint(x: center.x - 60, y: center.y - 40)
        input.drag(along: [start, CGPoint(x: start.x + 30, y: start.y + 30), CGPoint(x: start.x + 100, y: start.y - 50)], duration: 0.3)
        input.advance(by: 0.5)
        let squareCenter = input.center(of: square)
        input.hover(along: [CGPoint(x: squareCenter.x - 150, y: squareCenter.y), squareCenter])
        input.scroll(at: squareCenter, by: CGVector(dx: 0, dy: 10), steps: 3)
        input.pointerExit()
    }
}
