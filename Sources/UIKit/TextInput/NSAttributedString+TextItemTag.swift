import Foundation

extension NSAttributedString.Key {
    /// Makes a run a text item with a custom tag (a `String`) that a text view's delegate
    /// gets when the user taps it (UIKit, iOS 17).
    public static let textItemTag = NSAttributedString.Key("UITextItemTagAttributeName")
}
