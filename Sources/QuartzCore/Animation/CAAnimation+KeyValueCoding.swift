// Core Animation: animations are key-value coding containers, like layers. `value(forKey:)`
// and `setValue(_:forKey:)` reach the timing properties by name and store any other key
// (apps tag animations this way, e.g. to recognize one in `animationDidStop(_:finished:)`);
// stored values travel with the copy a layer adds. Subclasses' own properties (`keyPath`,
// `fromValue`, ...) are not reached by name: a value set for such a key is stored apart.
extension CAAnimation {
    func _valueImpl(forKey key: String) -> Any? {
        switch key {
        case "beginTime": return beginTime
        case "duration": return duration
        case "speed": return speed
        case "timeOffset": return timeOffset
        case "repeatCount": return repeatCount
        case "repeatDuration": return repeatDuration
        case "autoreverses": return autoreverses
        case "fillMode": return fillMode
        case "timingFunction": return timingFunction
        case "delegate": return delegate
        case "removedOnCompletion", "isRemovedOnCompletion": return isRemovedOnCompletion
        default: return customValues[key] ?? type(of: self).defaultValue(forKey: key)
        }
    }

    func _setValueImpl(_ value: Any?, forKey key: String) {
        func number(_ value: Any?) -> Double? {
            switch value {
            case let n as NSNumber: return n.doubleValue
            case let d as Double: return d
            case let f as Float: return Double(f)
            case let i as Int: return Double(i)
            case let c as CGFloat: return Double(c)
            default: return nil
            }
        }
        func flag(_ value: Any?) -> Bool? {
            (value as? Bool) ?? (value as? NSNumber)?.boolValue
        }
        switch key {
        case "beginTime": if let v = number(value) { beginTime = v }
        case "duration": if let v = number(value) { duration = v }
        case "speed": if let v = number(value) { speed = Float(v) }
        case "timeOffset": if let v = number(value) { timeOffset = v }
        case "repeatCount": if let v = number(value) { repeatCount = Float(v) }
        case "repeatDuration": if let v = number(value) { repeatDuration = v }
        case "autoreverses": if let v = flag(value) { autoreverses = v }
        case "fillMode": if let v = value as? CAMediaTimingFillMode { fillMode = v }
        case "timingFunction": timingFunction = value as? CAMediaTimingFunction
        case "delegate": delegate = value as? any CAAnimationDelegate
        case "removedOnCompletion", "isRemovedOnCompletion": if let v = flag(value) { isRemovedOnCompletion = v }
        default: customValues[key] = value
        }
    }
}
