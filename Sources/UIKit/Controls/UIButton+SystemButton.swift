import Foundation

extension UIButton {
    /// A system button showing `image`, sending `action` to `target` on a tap (iOS 13).
    ///
    /// UIKit returns an instance of the receiving class; here it is always a `UIButton`
    /// (Swift cannot make a subclass through a non-required initializer).
    public class func systemButton(with image: UIImage, target: Any?, action: Selector?) -> UIButton {
        let button = UIButton(type: .system)
        button.setImage(image, for: .normal)
        if let action { button.addTarget(target, action: action, for: .touchUpInside) }
        return button
    }
}
