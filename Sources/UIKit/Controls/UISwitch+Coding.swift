import Foundation

extension UISwitch {
    private enum Key {
        static let on = "UISwitchOn"
        static let onTintColor = "UIOnTintColor"
        static let thumbTintColor = "UIThumbTintColor"
        static let preferredStyle = "UISwitchPreferredStyle"
        static let title = "UISwitchTitle"
    }

    func _encodeSwitch(with coder: NSCoder) {
        coder.encode(isOn, forKey: Key.on)
        if let onTintColor { coder.encode(onTintColor, forKey: Key.onTintColor) }
        if let thumbTintColor { coder.encode(thumbTintColor, forKey: Key.thumbTintColor) }
        coder.encode(preferredStyle.rawValue, forKey: Key.preferredStyle)
        if let title { coder.encode(title, forKey: Key.title) }
    }

    func _decodeSwitch(from coder: NSCoder) {
        if let color = coder._decodedObject(UIColor.self, forKey: Key.onTintColor) { onTintColor = color }
        if let color = coder._decodedObject(UIColor.self, forKey: Key.thumbTintColor) { thumbTintColor = color }
        if let raw = coder._decodedInteger(forKey: Key.preferredStyle), let style = Style(rawValue: raw) {
            preferredStyle = style
        }
        if let title = coder._decodedString(forKey: Key.title) { self.title = title }
        if let on = coder._decodedBool(forKey: Key.on) { setOn(on, animated: false) }
    }
}
