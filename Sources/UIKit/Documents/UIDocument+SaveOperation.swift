extension UIDocument {
    /// Whether a save writes the file for the first time or replaces it (UIKit's raw values).
    public enum SaveOperation: Int, @unchecked Sendable {
        case forCreating = 0
        case forOverwriting = 1
    }
}
