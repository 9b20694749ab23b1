import Foundation

extension UIStepper {
    private enum Key {
        static let value = "UIValue"
        static let minimumValue = "UIMinimumValue"
        static let maximumValue = "UIMaximumValue"
        static let stepValue = "UIStepValue"
        static let wraps = "UIWraps"
        static let autorepeat = "UIAutorepeat"
        static let continuous = "UIContinuous"
    }

    /// Differs from UIKit: the per-state background, divider and glyph images are not archived.
    func _encodeStepper(with coder: NSCoder) {
        coder.encode(value, forKey: Key.value)
        coder.encode(minimumValue, forKey: Key.minimumValue)
        coder.encode(maximumValue, forKey: Key.maximumValue)
        coder.encode(stepValue, forKey: Key.stepValue)
        coder.encode(wraps, forKey: Key.wraps)
        coder.encode(autorepeat, forKey: Key.autorepeat)
        coder.encode(isContinuous, forKey: Key.continuous)
    }

    func _decodeStepper(from coder: NSCoder) {
        func number(_ key: String) -> Double? {
            guard coder.containsValue(forKey: key) else { return nil }
            let value = coder.decodeDouble(forKey: key)
            return value.isFinite ? value : nil
        }
        // The maximum first: setting a minimum above the current maximum would raise it.
        if let maximum = number(Key.maximumValue) { maximumValue = maximum }
        if let minimum = number(Key.minimumValue) { minimumValue = minimum }
        if let step = number(Key.stepValue), step > 0 { stepValue = step }
        if let wraps = coder._decodedBool(forKey: Key.wraps) { self.wraps = wraps }
        if let autorepeat = coder._decodedBool(forKey: Key.autorepeat) { self.autorepeat = autorepeat }
        if let continuous = coder._decodedBool(forKey: Key.continuous) { isContinuous = continuous }
        if let value = number(Key.value) { self.value = value }
    }
}
