import Foundation

extension UITextField {
    private enum Key {
        static let text = "UIText"
        static let placeholder = "UIPlaceholder"
        static let borderStyle = "UIBorderStyle"
        static let font = "UIFont"
        static let textColor = "UITextColor"
        static let textAlignment = "UITextAlignment"
        static let clearButtonMode = "UIClearButtonMode"
        static let clearsOnBeginEditing = "UIClearsOnBeginEditing"
    }

    /// Differs from UIKit: attributed text and placeholders are archived as their characters;
    /// the left, right, input and accessory views are not archived.
    func _encodeTextField(with coder: NSCoder) {
        if let text, !text.isEmpty { coder.encode(text, forKey: Key.text) }
        if let placeholder { coder.encode(placeholder, forKey: Key.placeholder) }
        coder.encode(borderStyle.rawValue, forKey: Key.borderStyle)
        if let font { coder.encode(font, forKey: Key.font) }
        if let textColor { coder.encode(textColor, forKey: Key.textColor) }
        coder.encode(textAlignment.rawValue, forKey: Key.textAlignment)
        coder.encode(clearButtonMode.rawValue, forKey: Key.clearButtonMode)
        coder.encode(clearsOnBeginEditing, forKey: Key.clearsOnBeginEditing)
    }

    func _decodeTextField(from coder: NSCoder) {
        _redecodeClassDefaults(from: coder)
        if let raw = coder._decodedInteger(forKey: Key.borderStyle), let style = BorderStyle(rawValue: raw) { borderStyle = style }
        if let font = coder._decodedObject(UIFont.self, forKey: Key.font) { self.font = font }
        if let color = coder._decodedObject(UIColor.self, forKey: Key.textColor) { textColor = color }
        if let raw = coder._decodedInteger(forKey: Key.textAlignment), let alignment = NSTextAlignment(rawValue: raw) {
            textAlignment = alignment
        }
        if let raw = coder._decodedInteger(forKey: Key.clearButtonMode), let mode = ViewMode(rawValue: raw) {
            clearButtonMode = mode
        }
        if let value = coder._decodedBool(forKey: Key.clearsOnBeginEditing) { clearsOnBeginEditing = value }
        if let placeholder = coder._decodedString(forKey: Key.placeholder) { self.placeholder = placeholder }
        // Last, so that the text takes the decoded font, color and alignment.
        if let text = coder._decodedString(forKey: Key.text) { self.text = text }
        // The control's alignment: the field sets its own after `super.init(coder:)`.
        if let raw = coder._decodedInteger(forKey: ControlCodingKey.verticalAlignment),
           let alignment = ContentVerticalAlignment(rawValue: raw) {
            contentVerticalAlignment = alignment
        }
    }
}
