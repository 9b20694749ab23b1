extension UIPickerView {
    /// A vertical pan spins the wheel under the finger; a tap on a row above or below the
    /// centre scrolls it to the centre.
    func installSpinRecognizers() {
        let pan = UIPanGestureRecognizer()
        pan.addAction { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handleSpin(pan)
        }
        addGestureRecognizer(pan)
        let tap = UITapGestureRecognizer()
        tap.addAction { [weak self] recognizer in
            guard let self, recognizer.state == .ended,
                  let target = self.spinTarget(at: recognizer.location(in: self)) else { return }
            self.userTapRow(component: target.component, rowsFromCenter: target.rowsFromCenter)
        }
        addGestureRecognizer(tap)
    }

    private func handleSpin(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            // The pan begins after some movement: find the wheel where the finger went down.
            let translation = pan.translation(in: self)
            let location = pan.location(in: self)
            let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
            guard let target = spinTarget(at: start) else { return }
            spinningComponent = target.component
            beginSpinning(component: target.component)
            spin(component: target.component, translation: translation.y)
        case .changed:
            guard let component = spinningComponent else { return }
            spin(component: component, translation: pan.translation(in: self).y)
        case .ended:
            guard let component = spinningComponent else { return }
            spinningComponent = nil
            endSpinning(component: component, velocity: pan.velocity(in: self).y)
        case .cancelled, .failed:
            guard let component = spinningComponent else { return }
            spinningComponent = nil
            cancelSpinning(component: component)
        default:
            break
        }
    }
}
