@_spi(Diagnostics) import CoreGraphics
import Foundation

enum ControlCodingKey {
    static let enabled = "UIDisabled"
    static let selected = "UISelected"
    static let highlighted = "UIHighlighted"
    static let verticalAlignment = "UIContentVerticalAlignment"
    static let horizontalAlignment = "UIContentHorizontalAlignment"
    static let targets = "UIControlTargets"
    static let targetIsSelf = "UIControlTargetIsSelf"
    static let actionNames = "UIControlActionNames"
    static let actionEvents = "UIControlActionEvents"
}

extension UIControl {
    /// UIKit archives a control's state and its target-action pairs whose target can be
    /// archived; `UIAction`s (closures) and actions sent up the responder chain (no target)
    /// are not archived here. A decoded action finds its method through the selectors the process
    /// has registered (see `ActionMethodRegistry`).
    func _encodeControl(with coder: NSCoder) {
        typealias K = ControlCodingKey
        coder.encode(!isEnabled, forKey: K.enabled)
        coder.encode(isSelected, forKey: K.selected)
        coder.encode(isHighlighted, forKey: K.highlighted)
        coder.encode(contentVerticalAlignmentStorage.rawValue, forKey: K.verticalAlignment)
        coder.encode(contentHorizontalAlignmentStorage.rawValue, forKey: K.horizontalAlignment)
        // Differs from UIKit: a secure archive holds no targets (a target class that does not
        // support secure coding would stop Foundation on Linux when the archive is read).
        guard !coder.requiresSecureCoding else { return }
        var targets: [AnyObject] = [], targetIsSelf: [Bool] = [], names: [String] = [], events: [Int] = []
        for handler in handlers where !handler.targetWasFreed {
            guard let selector = handler.selector, let target = handler.target, _canArchive(target: target) else { continue }
            if target === self {
                targetIsSelf.append(true)
            } else {
                targetIsSelf.append(false)
                targets.append(target)
            }
            names.append(selector.name)
            events.append(Int(handler.events.rawValue))
        }
        guard !names.isEmpty else { return }
        coder.encode(targets as NSArray, forKey: K.targets)
        coder.encode(targetIsSelf as NSArray, forKey: K.targetIsSelf)
        coder.encode(names as NSArray, forKey: K.actionNames)
        coder.encode(events as NSArray, forKey: K.actionEvents)
    }

    /// Whether a target goes into the archive. Differs from UIKit: Foundation on Linux cannot
    /// decode a cycle of references (it recurses without end), so only targets that cannot lead
    /// back to the control are archived: the control itself (recorded as "self"), its own
    /// subviews, and archivable objects that are not responders. A target elsewhere in the
    /// interface (a superview, a view controller) is not archived.
    private func _canArchive(target: AnyObject) -> Bool {
        if target === self { return true }
        if let view = target as? UIView { return view.isDescendant(of: self) }
        return !(target is UIResponder) && target is NSCoding
    }

    func _decodeControl(from coder: NSCoder) {
        typealias K = ControlCodingKey
        if let disabled = coder._decodedBool(forKey: K.enabled) { isEnabled = !disabled }
        if let selected = coder._decodedBool(forKey: K.selected) { isSelected = selected }
        if let highlighted = coder._decodedBool(forKey: K.highlighted) { isHighlighted = highlighted }
        if let raw = coder._decodedInteger(forKey: K.verticalAlignment),
           let alignment = ContentVerticalAlignment(rawValue: raw) {
            contentVerticalAlignment = alignment
        }
        if let raw = coder._decodedInteger(forKey: K.horizontalAlignment),
           let alignment = ContentHorizontalAlignment(rawValue: raw) {
            contentHorizontalAlignment = alignment
        }
        guard !coder.requiresSecureCoding, let flags = coder._decodedArray(of: NSNumber.self, forKey: K.targetIsSelf),
              let names = coder._decodedArray(of: NSString.self, forKey: K.actionNames),
              let events = coder._decodedArray(of: NSNumber.self, forKey: K.actionEvents),
              flags.count == names.count, names.count == events.count else { return }
        let others = coder.containsValue(forKey: K.targets) ? (coder.decodeObject(forKey: K.targets) as? [AnyObject] ?? []) : []
        var nextOther = 0
        for index in names.indices {
            let target: AnyObject
            if flags[index].boolValue {
                target = self
            } else {
                guard nextOther < others.count else { return }
                target = others[nextOther]
                nextOther += 1
            }
            let selector = ActionMethodRegistry.selector(named: String(describing: names[index]), for: target)
            _addTarget(target, action: selector, for: Event(rawValue: events[index].uintValue))
        }
    }
}
