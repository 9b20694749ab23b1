@_spi(Diagnostics) import CoreGraphics
import Foundation

// Differs from UIKit: UIView adopts NSSecureCoding here, where iOS's adopts only NSCoding (iOS
// code archives views with `requiringSecureCoding: false`, which works the same here). On iOS a
// secure unarchiver refuses a view with an error; Foundation on Linux stops the process instead
// (a fatal error for any class that does not support secure coding), so views support it.
extension UIView: @preconcurrency NSSecureCoding {
    nonisolated public class var supportsSecureCoding: Bool { true }
}

/// The archive keys of UIView's properties (in the style of UIKit's "UI…" keys).
enum ViewCodingKey {
    static let bounds = "UIBounds"
    static let center = "UICenter"
    static let transform = "UITransform"
    static let tag = "UITag"
    static let hidden = "UIHidden"
    static let alpha = "UIAlpha"
    static let opaque = "UIOpaque"
    static let clipsToBounds = "UIClipsToBounds"
    static let backgroundColor = "UIBackgroundColor"
    static let tintColor = "UITintColor"
    static let tintAdjustmentMode = "UITintAdjustmentMode"
    static let contentMode = "UIContentMode"
    static let autoresizingMask = "UIAutoresizingMask"
    static let autoresizesSubviews = "UIAutoresizeSubviews"
    static let clearsContextBeforeDrawing = "UIClearsContextBeforeDrawing"
    static let userInteractionDisabled = "UIUserInteractionDisabled"
    static let multipleTouchEnabled = "UIMultipleTouchEnabled"
    static let exclusiveTouch = "UIExclusiveTouch"
    static let layoutMargins = "UIViewLayoutMargins"
    static let preservesSuperviewLayoutMargins = "UIViewPreservesSuperviewMargins"
    static let insetsLayoutMarginsFromSafeArea = "UIViewInsetsLayoutMarginsFromSafeArea"
    static let translatesAutoresizingMask = "UIViewTranslatesAutoresizingMaskIntoConstraints"
    static let semanticContentAttribute = "UIViewSemanticContentAttribute"
    static let restorationIdentifier = "UIRestorationIdentifier"
    static let subviews = "UISubviews"
    static let isAccessibilityElement = "UIIsAccessibilityElement"
    static let accessibilityLabel = "UIAccessibilityLabel"
    static let accessibilityHint = "UIAccessibilityHint"
    static let accessibilityValue = "UIAccessibilityValue"
    static let accessibilityIdentifier = "UIAccessibilityIdentifier"
    static let accessibilityTraits = "UIAccessibilityTraits"
}

extension UIView {
    // MARK: Encoding

    func _encodeView(with coder: NSCoder) {
        typealias K = ViewCodingKey
        coder.encode(bounds, forKey: K.bounds)
        coder.encode(center, forKey: K.center)
        if transform != .identity { coder.encode(transform, forKey: K.transform) }
        coder.encode(tag, forKey: K.tag)
        coder.encode(isHidden, forKey: K.hidden)
        coder._encode(alpha, forKey: K.alpha)
        coder.encode(isOpaque, forKey: K.opaque)
        coder.encode(clipsToBounds, forKey: K.clipsToBounds)
        if let backgroundColorStorage { coder.encode(backgroundColorStorage, forKey: K.backgroundColor) }
        // UIKit: the tint archived is the one set on the view, not the one it inherits.
        if let tintColorStorage { coder.encode(tintColorStorage, forKey: K.tintColor) }
        coder.encode(tintAdjustmentModeStorage.rawValue, forKey: K.tintAdjustmentMode)
        coder.encode(contentMode.rawValue, forKey: K.contentMode)
        coder.encode(Int(bitPattern: autoresizingMask.rawValue), forKey: K.autoresizingMask)
        coder.encode(autoresizesSubviews, forKey: K.autoresizesSubviews)
        coder.encode(clearsContextBeforeDrawing, forKey: K.clearsContextBeforeDrawing)
        coder.encode(!isUserInteractionEnabled, forKey: K.userInteractionDisabled)
        coder.encode(isMultipleTouchEnabled, forKey: K.multipleTouchEnabled)
        coder.encode(isExclusiveTouch, forKey: K.exclusiveTouch)
        // The margins set on the view, not the effective ones (those depend on the hierarchy).
        if let margins = extras?.layoutMargins { coder.encode(margins, forKey: K.layoutMargins) }
        coder.encode(preservesSuperviewLayoutMargins, forKey: K.preservesSuperviewLayoutMargins)
        coder.encode(insetsLayoutMarginsFromSafeArea, forKey: K.insetsLayoutMarginsFromSafeArea)
        coder.encode(translatesAutoresizingMaskIntoConstraints, forKey: K.translatesAutoresizingMask)
        coder.encode(semanticContentAttribute.rawValue, forKey: K.semanticContentAttribute)
        if let restorationIdentifier { coder.encode(restorationIdentifier, forKey: K.restorationIdentifier) }
        _encodeAccessibility(with: coder)
        let subviews = _archivedSubviews
        if !subviews.isEmpty { coder.encode(subviews as NSArray, forKey: K.subviews) }
        _encodeArchivedConstraints(with: coder)
        let recognizers = _archivedGestureRecognizers
        if !recognizers.isEmpty { coder.encode(recognizers as NSArray, forKey: GestureRecognizerCodingKey.viewRecognizers) }
    }

    private func _encodeAccessibility(with coder: NSCoder) {
        typealias K = ViewCodingKey
        if viewFlags.contains(.isAccessibilityElementSet) {
            coder.encode(isAccessibilityElement, forKey: K.isAccessibilityElement)
        }
        guard let extras, let storage = extras.accessibility else { return }
        if let label = storage.label { coder.encode(label, forKey: K.accessibilityLabel) }
        if let hint = storage.hint { coder.encode(hint, forKey: K.accessibilityHint) }
        if let value = storage.value { coder.encode(value, forKey: K.accessibilityValue) }
        if let identifier = storage.identifier { coder.encode(identifier, forKey: K.accessibilityIdentifier) }
        if let traits = storage.traits { coder.encode(Int64(bitPattern: traits.rawValue), forKey: K.accessibilityTraits) }
    }

    /// The subviews that belong in the archive: the framework's own parts of a control (its
    /// title label, track, thumb...) are made again by the decoded control, so they are left
    /// out, as are views of the framework's internal classes. Differs from UIKit: a view whose
    /// framework class is not one of those below (cells, bars, table and collection views, text
    /// views...) archives no subviews, since its parts cannot be told from added views.
    var _archivedSubviews: [UIView] {
        guard UIView._archivesSubviews(type(of: self)) else { return [] }
        let parts = _frameworkPartSubviews
        return subviews.filter { subview in
            !parts.contains { $0 === subview } && !UIView._isFrameworkInternalClass(type(of: subview))
        }
    }

    /// The subviews a framework class makes for itself.
    private var _frameworkPartSubviews: [UIView] {
        switch self {
        case let button as UIButton: return button._codingPartViews
        case let control as UISwitch: return [control.content]
        case let control as UISlider: return [control.content]
        case let control as UIStepper: return [control.content]
        case let control as UISegmentedControl:
            return [control.trackView, control.selectionView] + control.dividers + control.segmentViews
        case let field as UITextField:
            return [field.caretView] + [field.leftView, field.rightView].compactMap { $0 }
        case let scrollView as UIScrollView: return [scrollView.refreshControl].compactMap { $0 }
        default: return []
        }
    }

    /// Whether views of this class (or of a subclass of it outside the framework) archive
    /// their subviews: those whose framework parts are known.
    static func _archivesSubviews(_ type: AnyClass) -> Bool {
        var candidate: AnyClass? = type
        while let current = candidate, !String(reflecting: current).hasPrefix("UIKit.") {
            candidate = _getSuperclass(current)
        }
        guard let frameworkClass = candidate else { return false }
        let known: [AnyClass] = [
            UIView.self, UIControl.self, UIButton.self, UILabel.self, UIImageView.self, UISwitch.self, UISlider.self,
            UIStepper.self, UISegmentedControl.self, UITextField.self, UIStackView.self, UIScrollView.self, UIWindow.self,
        ]
        return known.contains { $0 == frameworkClass }
    }

    /// A class of the framework that is not public: its public classes all begin with "UI".
    nonisolated static func _isFrameworkInternalClass(_ type: AnyClass) -> Bool {
        let name = String(reflecting: type)
        guard name.hasPrefix("UIKit.") else { return false }
        return !name.dropFirst("UIKit.".count).hasPrefix("UI")
    }

    // MARK: Decoding

    func _decodeView(from coder: NSCoder) {
        typealias K = ViewCodingKey
        if let bounds = coder._decodedRect(forKey: K.bounds) { self.bounds = bounds }
        if let center = coder._decodedPoint(forKey: K.center) { self.center = center }
        if coder.containsValue(forKey: K.transform) { transform = coder.decodeCGAffineTransform(forKey: K.transform) }
        if let tag = coder._decodedInteger(forKey: K.tag) { self.tag = tag }
        if let hidden = coder._decodedBool(forKey: K.hidden) { isHidden = hidden }
        if let alpha = coder._decodedCGFloat(forKey: K.alpha) { self.alpha = alpha }
        if let opaque = coder._decodedBool(forKey: K.opaque) { isOpaque = opaque }
        if let clips = coder._decodedBool(forKey: K.clipsToBounds) { clipsToBounds = clips }
        if let color = coder._decodedObject(UIColor.self, forKey: K.backgroundColor) { backgroundColor = color }
        if let color = coder._decodedObject(UIColor.self, forKey: K.tintColor) { tintColor = color }
        if let raw = coder._decodedInteger(forKey: K.tintAdjustmentMode), let mode = TintAdjustmentMode(rawValue: raw) {
            tintAdjustmentMode = mode
        }
        if let raw = coder._decodedInteger(forKey: K.contentMode), let mode = ContentMode(rawValue: raw) {
            contentMode = mode
        }
        if let raw = coder._decodedInteger(forKey: K.autoresizingMask) {
            autoresizingMask = AutoresizingMask(rawValue: UInt(bitPattern: raw))
        }
        if let value = coder._decodedBool(forKey: K.autoresizesSubviews) { autoresizesSubviews = value }
        if let value = coder._decodedBool(forKey: K.clearsContextBeforeDrawing) { clearsContextBeforeDrawing = value }
        if let disabled = coder._decodedBool(forKey: K.userInteractionDisabled) { isUserInteractionEnabled = !disabled }
        if let value = coder._decodedBool(forKey: K.multipleTouchEnabled) { isMultipleTouchEnabled = value }
        if let value = coder._decodedBool(forKey: K.exclusiveTouch) { isExclusiveTouch = value }
        if let margins = coder._decodedInsets(forKey: K.layoutMargins) { layoutMargins = margins }
        if let value = coder._decodedBool(forKey: K.preservesSuperviewLayoutMargins) { preservesSuperviewLayoutMargins = value }
        if let value = coder._decodedBool(forKey: K.insetsLayoutMarginsFromSafeArea) { insetsLayoutMarginsFromSafeArea = value }
        if let value = coder._decodedBool(forKey: K.translatesAutoresizingMask) {
            translatesAutoresizingMaskIntoConstraints = value
        }
        if let raw = coder._decodedInteger(forKey: K.semanticContentAttribute),
           let attribute = UISemanticContentAttribute(rawValue: raw) {
            semanticContentAttribute = attribute
        }
        if let identifier = coder._decodedString(forKey: K.restorationIdentifier) { restorationIdentifier = identifier }
        _decodeAccessibility(from: coder)
        if let subviews = coder._decodedArray(of: UIView.self, forKey: K.subviews) {
            for subview in subviews where subview !== self { addSubview(subview) }
        }
        _decodeArchivedConstraints(from: coder)
        _decodeGestureRecognizers(from: coder)
    }

    private func _decodeAccessibility(from coder: NSCoder) {
        typealias K = ViewCodingKey
        if let value = coder._decodedBool(forKey: K.isAccessibilityElement) { isAccessibilityElement = value }
        if let label = coder._decodedString(forKey: K.accessibilityLabel) { accessibilityLabel = label }
        if let hint = coder._decodedString(forKey: K.accessibilityHint) { accessibilityHint = hint }
        if let value = coder._decodedString(forKey: K.accessibilityValue) { accessibilityValue = value }
        if let identifier = coder._decodedString(forKey: K.accessibilityIdentifier) { accessibilityIdentifier = identifier }
        if coder.containsValue(forKey: K.accessibilityTraits) {
            accessibilityTraits = UIAccessibilityTraits(rawValue: UInt64(bitPattern: coder.decodeInt64(forKey: K.accessibilityTraits)))
        }
    }

    // MARK: Class names

    /// The class an archive names for a view of `type`. Differs from UIKit: Foundation on
    /// Linux names classes by their Swift name and can only name (and find again) top-level,
    /// non-private, non-generic classes; for any other class the nearest such superclass is
    /// archived (with a log line), so the archive decodes as that class instead of crashing.
    nonisolated static func _archivableClass(of type: AnyClass) -> AnyClass {
        var candidate: AnyClass = type
        while !_isNameableInArchives(candidate), let superclass = _getSuperclass(candidate) {
            candidate = superclass
        }
        if candidate != type {
            FrameworkLog.log("NSKeyedArchiver: \(String(reflecting: type)) is not a top-level class, which Foundation on Linux cannot name in an archive; archived as \(String(reflecting: candidate))")
        }
        return candidate
    }

    /// "Module.Class" and nothing more: what `NSStringFromClass` accepts on Linux.
    nonisolated static func _isNameableInArchives(_ type: AnyClass) -> Bool {
        let name = String(reflecting: type)
        return name.split(separator: ".").count == 2 && !name.contains("(") && !name.contains("<")
    }
}

extension UIView {
    /// For classes whose initializer sets view properties after `super.init(coder:)` (a label
    /// makes itself transparent and touch-free): the archived values win again.
    func _redecodeClassDefaults(from coder: NSCoder) {
        typealias K = ViewCodingKey
        if let opaque = coder._decodedBool(forKey: K.opaque) { isOpaque = opaque }
        if let disabled = coder._decodedBool(forKey: K.userInteractionDisabled) { isUserInteractionEnabled = !disabled }
        if let raw = coder._decodedInteger(forKey: K.contentMode), let mode = ContentMode(rawValue: raw) {
            contentMode = mode
        }
    }
}
