extension UITextField {
    /// When an overlay view (clear button, left or right view) shows (UIKit).
    public enum ViewMode: Int, Sendable {
        case never = 0
        case whileEditing
        case unlessEditing
        case always

        func shows(editing: Bool) -> Bool {
            switch self {
            case .never: return false
            case .whileEditing: return editing
            case .unlessEditing: return !editing
            case .always: return true
            }
        }
    }
}
