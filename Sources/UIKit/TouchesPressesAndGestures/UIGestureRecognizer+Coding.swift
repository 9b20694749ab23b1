@_spi(Diagnostics) import CoreGraphics
internal import CInitializerDispatch
import Foundation

/// The archive keys of gesture recognizers (in the style of UIKit's "UI…" keys).
enum GestureRecognizerCodingKey {
    static let className = "UIGestureRecognizerClass"
    static let name = "UIGestureRecognizerName"
    static let enabled = "UIGestureRecognizerEnabled"
    static let cancelsTouchesInView = "UICancelsTouchesInView"
    static let delaysTouchesBegan = "UIDelaysTouchesBegan"
    static let delaysTouchesEnded = "UIDelaysTouchesEnded"
    static let requiresExclusiveTouchType = "UIRequiresExclusiveTouchType"
    static let allowedTouchTypes = "UIAllowedTouchTypes"
    static let allowedPressTypes = "UIAllowedPressTypes"
    static let targets = "UIGestureRecognizerTargets"
    static let targetIsView = "UIGestureRecognizerTargetIsView"
    static let actionNames = "UIGestureRecognizerActionNames"
    static let numberOfTapsRequired = "UINumberOfTapsRequired"
    static let numberOfTouchesRequired = "UINumberOfTouchesRequired"
    static let minimumPressDuration = "UIMinimumPressDuration"
    static let allowableMovement = "UIAllowableMovement"
    static let minimumNumberOfTouches = "UIMinimumNumberOfTouches"
    static let maximumNumberOfTouches = "UIMaximumNumberOfTouches"
    static let allowedScrollTypesMask = "UIAllowedScrollTypesMask"
    static let direction = "UISwipeDirection"
    static let edges = "UIScreenEdges"
    /// The view's recognizers, in its archive.
    static let viewRecognizers = "UIGestureRecognizers"
}

/// A gesture recognizer in a view's archive. UIKit: `UIGestureRecognizer` does not adopt
/// `NSCoding` in the Swift SDK (a conformance would make `init?(coder:)` required of every
/// subclass); it declares a `convenience init?(coder:)` for nib loading (below). So the view
/// archives its recognizers in this form: the class, the recognizer's and the concrete
/// recognizers' properties, and its target-action pairs, which both this record and
/// `init?(coder:)` read.
final class GestureRecognizerArchive: NSObject, NSSecureCoding, @unchecked Sendable {
    static var supportsSecureCoding: Bool { true }

    let recognizer: UIGestureRecognizer
    /// The actions whose target is the recognizer's view (recorded without the view: Foundation
    /// on Linux cannot decode the cycle view → recognizer → view).
    let viewActionNames: [String]

    init(recognizer: UIGestureRecognizer, viewActionNames: [String] = []) {
        self.recognizer = recognizer
        self.viewActionNames = viewActionNames
        super.init()
    }

    // Foundation calls these on the thread that archives, for views the main thread.
    func encode(with coder: NSCoder) {
        nonisolated(unsafe) let coder = coder
        MainActor.assumeIsolated { recognizer._encodeGestureRecognizer(with: coder) }
    }

    init?(coder: NSCoder) {
        typealias K = GestureRecognizerCodingKey
        guard let name = coder._decodedString(forKey: K.className),
              let type = NSClassFromString(name) as? UIGestureRecognizer.Type else { return nil }
        nonisolated(unsafe) let coder = coder
        nonisolated(unsafe) var made: UIGestureRecognizer?
        nonisolated(unsafe) var viewActions: [String] = []
        MainActor.assumeIsolated {
            // `type.init()` through the class's vtable (UIKit: `[[cls alloc] initWithCoder:]`):
            // a subclass's `init(target:action:)` override runs.
            let object = openuikit_layer_init(unsafeBitCast(type, to: UnsafeRawPointer.self))
            let recognizer = Unmanaged<UIGestureRecognizer>.fromOpaque(object!).takeRetainedValue()
            viewActions = recognizer._decodeGestureRecognizer(from: coder)
            made = recognizer
        }
        guard let made else { return nil }
        recognizer = made
        viewActionNames = viewActions
        super.init()
    }
}

extension UIGestureRecognizer {
    /// UIKit (nib loading): a recognizer made from a keyed coder holding a recognizer's
    /// archive (the keys a view's archive writes for it): its properties, the concrete class's
    /// properties and its targets that are not the view. A subclass that overrides
    /// `init(target:action:)` inherits it. Nil for a coder that is not keyed.
    public convenience init?(coder: NSCoder) {
        guard coder.allowsKeyedCoding else { return nil }
        self.init(target: nil, action: nil)
        let viewActions = _decodeGestureRecognizer(from: coder)
        if !viewActions.isEmpty {
            // Only a view's archive can give them their view back.
            FrameworkLog.log("UIGestureRecognizer.init(coder:): \(viewActions.count) action(s) whose target is the view are left out")
        }
    }

    /// Whether the recognizer belongs in its view's archive: one the app added, whose actions
    /// are all selectors (not closures) on targets an archive can hold again. Recognizers the
    /// framework adds (a scroll view's pan, an interaction's) are made again by their owners.
    func _isArchivable(in view: UIView) -> Bool {
        guard UIView._isNameableInArchives(type(of: self)), !UIView._isFrameworkInternalClass(type(of: self)) else { return false }
        if let scrollView = view as? UIScrollView,
           self === scrollView.panGestureRecognizer || self === scrollView.pinchGestureRecognizer || self === scrollView.delayedTouchesRecognizer {
            return false
        }
        for entry in targetActions {
            guard entry.selector != nil, let target = entry.target else { return false }
            if target === view { continue }
            if String(reflecting: type(of: target)).hasPrefix("UIKit.") { return false }
        }
        return true
    }

    func _encodeGestureRecognizer(with coder: NSCoder) {
        typealias K = GestureRecognizerCodingKey
        coder.encode(String(reflecting: type(of: self)) as NSString, forKey: K.className)
        if let name { coder.encode(name as NSString, forKey: K.name) }
        coder.encode(isEnabled, forKey: K.enabled)
        coder.encode(cancelsTouchesInView, forKey: K.cancelsTouchesInView)
        coder.encode(delaysTouchesBegan, forKey: K.delaysTouchesBegan)
        coder.encode(delaysTouchesEnded, forKey: K.delaysTouchesEnded)
        coder.encode(requiresExclusiveTouchType, forKey: K.requiresExclusiveTouchType)
        coder.encode(allowedTouchTypes as NSArray, forKey: K.allowedTouchTypes)
        coder.encode(allowedPressTypes as NSArray, forKey: K.allowedPressTypes)
        _encodeConcreteProperties(with: coder)
        // Targets: the view (by a flag), or objects that cannot lead back to the view (not
        // responders); others are left out, as a control's are.
        var targets: [AnyObject] = [], isView: [Bool] = [], names: [String] = []
        for entry in targetActions {
            guard let selector = entry.selector, let target = entry.target else { continue }
            if target === viewStorage {
                isView.append(true)
            } else if !(target is UIResponder), target is NSCoding, !coder.requiresSecureCoding {
                isView.append(false)
                targets.append(target)
            } else {
                continue
            }
            names.append(selector.name)
        }
        guard !names.isEmpty else { return }
        coder.encode(targets as NSArray, forKey: K.targets)
        coder.encode(isView as NSArray, forKey: K.targetIsView)
        coder.encode(names as NSArray, forKey: K.actionNames)
    }

    private func _encodeConcreteProperties(with coder: NSCoder) {
        typealias K = GestureRecognizerCodingKey
        switch self {
        case let tap as UITapGestureRecognizer:
            coder.encode(tap.numberOfTapsRequired, forKey: K.numberOfTapsRequired)
            coder.encode(tap.numberOfTouchesRequired, forKey: K.numberOfTouchesRequired)
        case let press as UILongPressGestureRecognizer:
            coder.encode(press.minimumPressDuration, forKey: K.minimumPressDuration)
            coder._encode(press.allowableMovement, forKey: K.allowableMovement)
            coder.encode(press.numberOfTapsRequired, forKey: K.numberOfTapsRequired)
            coder.encode(press.numberOfTouchesRequired, forKey: K.numberOfTouchesRequired)
        case let pan as UIPanGestureRecognizer:
            coder.encode(pan.minimumNumberOfTouches, forKey: K.minimumNumberOfTouches)
            coder.encode(pan.maximumNumberOfTouches, forKey: K.maximumNumberOfTouches)
            coder.encode(pan.allowedScrollTypesMask.rawValue, forKey: K.allowedScrollTypesMask)
            if let edgePan = pan as? UIScreenEdgePanGestureRecognizer {
                coder.encode(Int(bitPattern: edgePan.edges.rawValue), forKey: K.edges)
            }
        case let swipe as UISwipeGestureRecognizer:
            coder.encode(Int(bitPattern: swipe.direction.rawValue), forKey: K.direction)
            coder.encode(swipe.numberOfTouchesRequired, forKey: K.numberOfTouchesRequired)
        default:
            break
        }
    }

    /// Reads the properties and the targets other than the view; returns the names of the
    /// actions whose target is the view (the view adds them once it has the recognizer).
    func _decodeGestureRecognizer(from coder: NSCoder) -> [String] {
        typealias K = GestureRecognizerCodingKey
        if let name = coder._decodedString(forKey: K.name) { self.name = name }
        if let value = coder._decodedBool(forKey: K.enabled) { isEnabled = value }
        if let value = coder._decodedBool(forKey: K.cancelsTouchesInView) { cancelsTouchesInView = value }
        if let value = coder._decodedBool(forKey: K.delaysTouchesBegan) { delaysTouchesBegan = value }
        if let value = coder._decodedBool(forKey: K.delaysTouchesEnded) { delaysTouchesEnded = value }
        if let value = coder._decodedBool(forKey: K.requiresExclusiveTouchType) { requiresExclusiveTouchType = value }
        if let types = coder._decodedArray(of: NSNumber.self, forKey: K.allowedTouchTypes) { allowedTouchTypes = types }
        if let types = coder._decodedArray(of: NSNumber.self, forKey: K.allowedPressTypes) { allowedPressTypes = types }
        _decodeConcreteProperties(from: coder)
        guard let flags = coder._decodedArray(of: NSNumber.self, forKey: K.targetIsView),
              let names = coder._decodedArray(of: NSString.self, forKey: K.actionNames),
              flags.count == names.count else { return [] }
        let others = coder.containsValue(forKey: K.targets) ? (coder.decodeObject(forKey: K.targets) as? [AnyObject] ?? []) : []
        var nextOther = 0
        var viewActions: [String] = []
        for index in names.indices {
            let name = String(describing: names[index])
            if flags[index].boolValue {
                viewActions.append(name)
            } else if nextOther < others.count {
                let target = others[nextOther]
                nextOther += 1
                _addTarget(target, action: ActionMethodRegistry.selector(named: name, for: target))
            }
        }
        return viewActions
    }

    private func _decodeConcreteProperties(from coder: NSCoder) {
        typealias K = GestureRecognizerCodingKey
        func positive(_ key: String) -> Int? { coder._decodedInteger(forKey: key).flatMap { $0 > 0 ? $0 : nil } }
        switch self {
        case let tap as UITapGestureRecognizer:
            if let value = positive(K.numberOfTapsRequired) { tap.numberOfTapsRequired = value }
            if let value = positive(K.numberOfTouchesRequired) { tap.numberOfTouchesRequired = value }
        case let press as UILongPressGestureRecognizer:
            if let value = coder._decodedCGFloat(forKey: K.minimumPressDuration), value >= 0 { press.minimumPressDuration = Double(value) }
            if let value = coder._decodedCGFloat(forKey: K.allowableMovement), value >= 0 { press.allowableMovement = value }
            if let value = coder._decodedInteger(forKey: K.numberOfTapsRequired), value >= 0 { press.numberOfTapsRequired = value }
            if let value = positive(K.numberOfTouchesRequired) { press.numberOfTouchesRequired = value }
        case let pan as UIPanGestureRecognizer:
            if let value = positive(K.minimumNumberOfTouches) { pan.minimumNumberOfTouches = value }
            if let value = positive(K.maximumNumberOfTouches) { pan.maximumNumberOfTouches = value }
            if let raw = coder._decodedInteger(forKey: K.allowedScrollTypesMask) { pan.allowedScrollTypesMask = UIScrollTypeMask(rawValue: raw) }
            if let edgePan = pan as? UIScreenEdgePanGestureRecognizer, let raw = coder._decodedInteger(forKey: K.edges) {
                edgePan.edges = UIRectEdge(rawValue: UInt(bitPattern: raw))
            }
        case let swipe as UISwipeGestureRecognizer:
            if let raw = coder._decodedInteger(forKey: K.direction) {
                swipe.direction = UISwipeGestureRecognizer.Direction(rawValue: UInt(bitPattern: raw))
            }
            if let value = positive(K.numberOfTouchesRequired) { swipe.numberOfTouchesRequired = value }
        default:
            break
        }
    }
}

extension UIView {
    /// The recognizers that go into the view's archive.
    var _archivedGestureRecognizers: [GestureRecognizerArchive] {
        guard UIView._archivesSubviews(type(of: self)) else { return [] }
        return gestureRecognizerList.filter { $0._isArchivable(in: self) }.map { GestureRecognizerArchive(recognizer: $0) }
    }

    func _decodeGestureRecognizers(from coder: NSCoder) {
        for archive in coder._decodedArray(of: GestureRecognizerArchive.self, forKey: GestureRecognizerCodingKey.viewRecognizers) ?? [] {
            addGestureRecognizer(archive.recognizer)
            for name in archive.viewActionNames {
                archive.recognizer._addTarget(self, action: ActionMethodRegistry.selector(named: name, for: self))
            }
        }
    }
}
