@_spi(Diagnostics) import CoreGraphics

// The user's dragging of a sheet (between detents, or down to dismiss it) and taps on the
// dimming view.
extension UISheetPresentationController {
    func installInteractions() {
        guard card.gestureRecognizers?.isEmpty ?? true else { return }
        let pan = UIPanGestureRecognizer()
        pan.addAction { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handleDrag(pan)
        }
        panDelegate.sheet = self
        pan.delegate = panDelegate
        card.addGestureRecognizer(pan)
        let tap = UITapGestureRecognizer()
        tap.addAction { [weak self] recognizer in
            guard let self, recognizer.state == .ended else { return }
            self.userAttemptedDismissal(interactive: false)
        }
        dimmingView.addGestureRecognizer(tap)
    }

    /// UIKit: `isModalInPresentation` of the presented controller (or a child of it, such as
    /// a navigation controller's top controller) prevents interactive dismissal.
    var presentedRefusesDismissal: Bool {
        func refuses(_ controller: UIViewController) -> Bool {
            controller.isModalInPresentation || controller.children.contains(where: refuses)
        }
        return refuses(presentedStorage)
    }

    /// Asks whether the user may dismiss the sheet now: told to the delegate as UIKit does
    /// (`presentationControllerDidAttemptToDismiss` when refused, `…WillDismiss` when not).
    func askToDismiss() -> Bool {
        if presentedRefusesDismissal || !(effectiveDelegate?.presentationControllerShouldDismiss(self) ?? true) {
            effectiveDelegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        effectiveDelegate?.presentationControllerWillDismiss(self)
        return true
    }

    /// A tap on the dimming view: the sheet is dismissed unless the delegate or
    /// `isModalInPresentation` refuses.
    func userAttemptedDismissal(interactive: Bool) {
        guard builtInPresentationActive, !presentedStorage.beingDismissed else { return }
        guard askToDismiss() else { return }
        dismissForUser()
    }

    func dismissForUser() {
        guard let presenting = presentingStorage else { return }
        presenting.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            // UIKit: told once the user's dismissal has finished.
            self.effectiveDelegate?.presentationControllerDidDismiss(self)
        }
    }

    func handleDrag(_ pan: UIPanGestureRecognizer) {
        guard let container = containerStorage, builtInPresentationActive, !transitionRunning,
              isHorizontallyCompact, !showsAsFullScreen else { return }
        let context = resolutionContext(in: container)
        let resolved = resolvedDetents(in: context)
        let current = currentDetent(in: resolved)
        let smallest = resolved[0].value, largest = resolved[resolved.count - 1].value
        let translation = pan.translation(in: container).y
        switch pan.state {
        case .began:
            dragging = true
            dragDismissAsked = false
            dragMayDismiss = false
        case .changed:
            var height = current.value - translation
            if height > largest {
                // Assumed: above the largest detent the sheet follows a third of the finger.
                height = largest + (height - largest) / 3
            } else if height < smallest {
                if !dragDismissAsked {
                    dragDismissAsked = true
                    dragMayDismiss = askToDismiss()
                }
                if !dragMayDismiss { height = smallest - (smallest - height) / 3 }
            }
            dragOffset = current.value - height
            layOutSheet()
        case .ended:
            dragging = false
            let velocity = pan.velocity(in: container).y
            var height = current.value - translation
            if height > largest { height = largest + (height - largest) / 3 }
            // Assumed: where the sheet would be 0.15 s later at the release speed.
            let projected = height - velocity * 0.15
            if dragMayDismiss, projected < smallest / 2 {
                dragMayDismiss = false
                dismissForUser()
                return
            }
            let nearest = resolved.min { abs($0.value - projected) < abs($1.value - projected) } ?? current
            settle(at: nearest.identifier, changed: nearest.identifier != current.identifier, in: container)
        default:
            dragging = false
            settle(at: current.identifier, changed: false, in: container)
        }
    }

    func settle(at identifier: Detent.Identifier, changed: Bool, in container: UIView) {
        dragMayDismiss = false
        dragOffset = 0
        if changed {
            changeDepth += 1
            selectedDetentIdentifier = identifier
            changeDepth -= 1
        }
        // Assumed: 0.3 s back to the detent.
        UIView.animate(withDuration: 0.3) { self.layOutSheet() }
        if changed {
            (effectiveDelegate as? any UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        }
    }
}
