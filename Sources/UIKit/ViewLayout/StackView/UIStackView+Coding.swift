@_spi(Diagnostics) import CoreGraphics
import Foundation

extension UIStackView {
    private enum Key {
        static let axis = "UIStackViewAxis"
        static let distribution = "UIStackViewDistribution"
        static let alignment = "UIStackViewAlignment"
        static let spacing = "UIStackViewSpacing"
        static let baselineRelative = "UIStackViewBaselineRelative"
        static let marginsRelative = "UIStackViewLayoutMarginsRelative"
        /// The arranged subviews, in stack order, as indexes into the archived subviews.
        static let arrangedIndexes = "UIStackViewArrangedSubviewIndexes"
    }

    /// The arrangement: its properties and which archived subviews are arranged (the stack
    /// view makes its constraints again from them).
    func _encodeStackView(with coder: NSCoder) {
        coder.encode(axis.rawValue, forKey: Key.axis)
        coder.encode(distribution.rawValue, forKey: Key.distribution)
        coder.encode(alignment.rawValue, forKey: Key.alignment)
        coder._encode(spacing, forKey: Key.spacing)
        coder.encode(isBaselineRelativeArrangement, forKey: Key.baselineRelative)
        coder.encode(isLayoutMarginsRelativeArrangement, forKey: Key.marginsRelative)
        let archived = _archivedSubviews
        let indexes = arrangedSubviews.compactMap { view in archived.firstIndex { $0 === view } }
        if !indexes.isEmpty { coder.encode(indexes as NSArray, forKey: Key.arrangedIndexes) }
    }

    func _decodeStackView(from coder: NSCoder) {
        if let raw = coder._decodedInteger(forKey: Key.axis), let value = NSLayoutConstraint.Axis(rawValue: raw) { axis = value }
        if let raw = coder._decodedInteger(forKey: Key.distribution), let value = Distribution(rawValue: raw) {
            distribution = value
        }
        if let raw = coder._decodedInteger(forKey: Key.alignment), let value = Alignment(rawValue: raw) { alignment = value }
        if let value = coder._decodedCGFloat(forKey: Key.spacing) { spacing = value }
        if let value = coder._decodedBool(forKey: Key.baselineRelative) { isBaselineRelativeArrangement = value }
        if let value = coder._decodedBool(forKey: Key.marginsRelative) { isLayoutMarginsRelativeArrangement = value }
        guard let indexes = coder._decodedArray(of: NSNumber.self, forKey: Key.arrangedIndexes) else { return }
        // The decoded subviews are the archived ones, in order (the stack view makes none).
        let views = subviews
        for index in indexes.map(\.intValue) where views.indices.contains(index) {
            addArrangedSubview(views[index])
        }
    }
}
