extension UIView {
    func _endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponderStorage, responder.isContained(in: self) else {
            return true
        }
        if responder.resignFirstResponder(), window.firstResponderStorage !== responder { return true }
        guard force else { return false }
        // Forced: the responder stops being first responder even though it refused.
        window.firstResponderStorage = nil
        return true
    }
}
