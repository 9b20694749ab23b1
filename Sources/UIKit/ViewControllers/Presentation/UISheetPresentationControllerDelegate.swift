/// The sheet presentation controller's delegate (UIKit): the adaptive presentation delegate's
/// methods and the selected detent's change.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Called when the user drags the sheet to another detent (not when the app sets
    /// `selectedDetentIdentifier`).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}
