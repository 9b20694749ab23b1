/// Hears whether the user picked a font. Both methods are optional.
@preconcurrency @MainActor
public protocol UIFontPickerViewControllerDelegate: AnyObject {
    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController)

    /// The user picked a font: read it from `selectedFontDescriptor`.
    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController)
}

extension UIFontPickerViewControllerDelegate {
    public func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {}

    public func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {}
}
