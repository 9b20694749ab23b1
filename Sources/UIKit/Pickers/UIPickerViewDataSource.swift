/// The object that tells a picker view how many components (wheels) it has and how many
/// rows each one holds (UIKit).
///
/// Differs from UIKit: Apple's protocol refines `NSObjectProtocol`; without the Objective-C
/// runtime any class may conform (as with `UIGestureRecognizerDelegate` here).
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of components (columns) of the picker view.
    func numberOfComponents(in pickerView: UIPickerView) -> Int

    /// The number of rows of one component.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
