/// Hears of the colors the user picks in a color picker and of its dismissal (UIKit). Every
/// method is optional: the defaults do nothing.
@preconcurrency @MainActor
public protocol UIColorPickerViewControllerDelegate: AnyObject {
    /// The user picked a color; `continuously` is true while a drag is still changing it (a
    /// non-continuous call always follows when the drag ends).
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)

    /// The user picked a color (iOS 14's form, deprecated in iOS 15; not marked deprecated
    /// here so the picker calls it without a warning). Called with every change, after the
    /// one above.
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)

    /// The user dismissed the picker.
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {}
    public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {}
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}
