extension UIControl {
    func _setStateFlag(_ flag: State, _ on: Bool) {
        guard controlStateFlags.contains(flag) != on else { return }
        if on { controlStateFlags.insert(flag) } else { controlStateFlags.remove(flag) }
        UIApplication.noteInterfaceChange()
        if flag == .disabled, on, isTrackingStorage {
            // A control disabled while tracking stops tracking without sending events.
            isTrackingStorage = false
            isTouchInsideStorage = false
            trackingTouch = nil
            controlStateFlags.remove(.highlighted)
        }
        controlStateDidChange()
        setNeedsDisplay()
    }

    var _effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignmentStorage {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return contentHorizontalAlignmentStorage
        }
    }

    func _gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        // UIKit (iOS 6 and later): "if you have a single tap gesture recognizer attached to a
        // button's parent view, and the user taps the button, then the button's action method
        // receives the touch event instead of the gesture recognizer" — for a single-finger
        // single tap on UIButton, UISwitch, UIStepper, UISegmentedControl and UIPageControl.
        if defaultActionIsSingleTap, recognizer.view !== self, recognizer.isSingleFingerSingleTap {
            return false
        }
        return true
    }
}

extension UIGestureRecognizer {
    /// A tap recognizer that needs one finger tapping once (what a control's tap overlaps).
    var isSingleFingerSingleTap: Bool {
        guard let tap = self as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }
}
