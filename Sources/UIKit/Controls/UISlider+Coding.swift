import Foundation

extension UISlider {
    private enum Key {
        static let value = "UIValue"
        static let minimumValue = "UIMinValue"
        static let maximumValue = "UIMaxValue"
        static let continuous = "UIContinuous"
        static let minimumTrackTintColor = "UIMinimumTintColor"
        static let maximumTrackTintColor = "UIMaximumTintColor"
        static let thumbTintColor = "UIThumbTintColor"
        static let minimumValueImage = "UIMinValueImage"
        static let maximumValueImage = "UIMaxValueImage"
    }

    /// Differs from UIKit: the per-state thumb and track images are not archived.
    func _encodeSlider(with coder: NSCoder) {
        coder.encode(value, forKey: Key.value)
        coder.encode(minimumValue, forKey: Key.minimumValue)
        coder.encode(maximumValue, forKey: Key.maximumValue)
        coder.encode(isContinuous, forKey: Key.continuous)
        if let minimumTrackTintColor { coder.encode(minimumTrackTintColor, forKey: Key.minimumTrackTintColor) }
        if let maximumTrackTintColor { coder.encode(maximumTrackTintColor, forKey: Key.maximumTrackTintColor) }
        if let thumbTintColor { coder.encode(thumbTintColor, forKey: Key.thumbTintColor) }
        if let minimumValueImage { coder.encode(minimumValueImage, forKey: Key.minimumValueImage) }
        if let maximumValueImage { coder.encode(maximumValueImage, forKey: Key.maximumValueImage) }
    }

    func _decodeSlider(from coder: NSCoder) {
        // The maximum first: setting a minimum above the current maximum would raise it.
        if let maximum = coder._decodedFloat(forKey: Key.maximumValue) { maximumValue = maximum }
        if let minimum = coder._decodedFloat(forKey: Key.minimumValue) { minimumValue = minimum }
        if let value = coder._decodedFloat(forKey: Key.value) { self.value = value }
        if let continuous = coder._decodedBool(forKey: Key.continuous) { isContinuous = continuous }
        if let color = coder._decodedObject(UIColor.self, forKey: Key.minimumTrackTintColor) { minimumTrackTintColor = color }
        if let color = coder._decodedObject(UIColor.self, forKey: Key.maximumTrackTintColor) { maximumTrackTintColor = color }
        if let color = coder._decodedObject(UIColor.self, forKey: Key.thumbTintColor) { thumbTintColor = color }
        if let image = coder._decodedObject(UIImage.self, forKey: Key.minimumValueImage) { minimumValueImage = image }
        if let image = coder._decodedObject(UIImage.self, forKey: Key.maximumValueImage) { maximumValueImage = image }
    }
}
