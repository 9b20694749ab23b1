import Foundation

/// Views whose size can follow their letterforms' actual extent (UIKit, iOS 17): labels,
/// text fields and text views.
@preconcurrency @MainActor
public protocol UILetterformAwareAdjusting: NSObjectProtocol {
    var sizingRule: UILetterformAwareSizingRule { get set }
}

/// How a view sizes its text (UIKit, iOS 17), with UIKit's raw values: by the font's line
/// metrics, or large enough for glyphs that overshoot them (scripts with tall letterforms).
public enum UILetterformAwareSizingRule: Int, Sendable {
    case typographic = 0
    case oversize = 1
}

extension UILabel: UILetterformAwareAdjusting {}
extension UITextField: UILetterformAwareAdjusting {}
extension UITextView: UILetterformAwareAdjusting {}
