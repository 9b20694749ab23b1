extension UIAction {
    /// The standard action that inserts text read by the camera into `responder` (iOS 15):
    /// titled "Scan Text" with the `text.viewfinder` symbol; performing it calls the
    /// responder's `captureTextFromCamera(_:)` with the action as the sender.
    ///
    /// OpenUIKit has no camera: `UIResponder.captureTextFromCamera(_:)` does nothing unless the
    /// responder overrides it. Made for `UIAction` itself (a subclass cannot be made here).
    public static func captureTextFromCamera(responder: UIResponder & UIKeyInput,
                                             identifier: UIAction.Identifier?) -> Self {
        let action = UIAction(title: "Scan Text", image: UIImage(systemName: "text.viewfinder"),
                              identifier: identifier) { [weak responder] action in
            responder?.captureTextFromCamera(action)
        }
        guard let made = action as? Self else {
            preconditionFailure("UIAction.captureTextFromCamera(responder:identifier:) makes a UIAction, "
                + "not an instance of \(self)")
        }
        return made
    }
}
