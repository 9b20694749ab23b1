import Foundation

/// Hears how a video editing session ended (UIKit): exactly one of the three is called; the
/// editor does not dismiss itself. Every method is optional.
@preconcurrency @MainActor
public protocol UIVideoEditorControllerDelegate: AnyObject {
    func videoEditorController(_ editor: UIVideoEditorController, didSaveEditedVideoToPath editedVideoPath: String)
    func videoEditorController(_ editor: UIVideoEditorController, didFailWithError error: any Error)
    func videoEditorControllerDidCancel(_ editor: UIVideoEditorController)
}

extension UIVideoEditorControllerDelegate {
    public func videoEditorController(_ editor: UIVideoEditorController, didSaveEditedVideoToPath editedVideoPath: String) {}
    public func videoEditorController(_ editor: UIVideoEditorController, didFailWithError error: any Error) {}
    public func videoEditorControllerDidCancel(_ editor: UIVideoEditorController) {}
}
