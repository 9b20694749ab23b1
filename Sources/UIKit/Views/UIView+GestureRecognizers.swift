extension UIView {
    func _addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        if recognizer.viewStorage === self, gestureRecognizerList.contains(where: { $0 === recognizer }) { return }
        // UIKit: a recognizer belongs to one view; adding it elsewhere moves it.
        recognizer.viewStorage?._removeGestureRecognizer(recognizer)
        gestureRecognizerList.append(recognizer)
        recognizer.viewStorage = self
    }

    func _removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard let index = gestureRecognizerList.firstIndex(where: { $0 === recognizer }) else { return }
        gestureRecognizerList.remove(at: index)
        recognizer.abandonGesture(reason: "removed from its view")
        recognizer.viewStorage = nil
    }

    func _setGestureRecognizers(_ recognizers: [UIGestureRecognizer]) {
        for recognizer in gestureRecognizerList where !recognizers.contains(where: { $0 === recognizer }) {
            _removeGestureRecognizer(recognizer)
        }
        for recognizer in recognizers { _addGestureRecognizer(recognizer) }
    }
}
