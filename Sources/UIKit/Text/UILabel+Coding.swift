@_spi(Diagnostics) import CoreGraphics
import Foundation

enum LabelCodingKey {
    static let text = "UIText"
    static let font = "UIFont"
    static let textColor = "UITextColor"
    static let highlightedTextColor = "UIHighlightedColor"
    static let shadowColor = "UIShadowColor"
    static let shadowOffset = "UIShadowOffset"
    static let textAlignment = "UITextAlignment"
    static let lineBreakMode = "UILineBreakMode"
    static let numberOfLines = "UINumberOfLines"
    static let enabled = "UIEnabled"
    static let adjustsFontSizeToFitWidth = "UIAdjustsFontSizeToFit"
    static let minimumScaleFactor = "UIMinimumScaleFactor"
    static let preferredMaxLayoutWidth = "UIPreferredMaxLayoutWidth"
}

extension UILabel {
    /// The plain text and the style properties. Differs from UIKit: an attributed text is
    /// archived as its characters (styled by the label's properties when decoded).
    func _encodeLabel(with coder: NSCoder) {
        typealias K = LabelCodingKey
        if let text { coder.encode(text, forKey: K.text) }
        coder.encode(fontStorage, forKey: K.font)
        coder.encode(textColorStorage, forKey: K.textColor)
        if let highlightedTextColor { coder.encode(highlightedTextColor, forKey: K.highlightedTextColor) }
        if let shadowColorStorage { coder.encode(shadowColorStorage, forKey: K.shadowColor) }
        coder.encode(shadowOffsetStorage, forKey: K.shadowOffset)
        coder.encode(textAlignmentStorage.rawValue, forKey: K.textAlignment)
        coder.encode(lineBreakModeStorage.rawValue, forKey: K.lineBreakMode)
        coder.encode(numberOfLinesStorage, forKey: K.numberOfLines)
        coder.encode(isEnabled, forKey: K.enabled)
        coder.encode(adjustsFontSizeToFitWidth, forKey: K.adjustsFontSizeToFitWidth)
        coder._encode(minimumScaleFactor, forKey: K.minimumScaleFactor)
        coder._encode(preferredMaxLayoutWidth, forKey: K.preferredMaxLayoutWidth)
    }

    func _decodeLabel(from coder: NSCoder) {
        typealias K = LabelCodingKey
        _redecodeClassDefaults(from: coder)
        if let font = coder._decodedObject(UIFont.self, forKey: K.font) { self.font = font }
        if let color = coder._decodedObject(UIColor.self, forKey: K.textColor) { textColor = color }
        if let color = coder._decodedObject(UIColor.self, forKey: K.highlightedTextColor) { highlightedTextColor = color }
        if let color = coder._decodedObject(UIColor.self, forKey: K.shadowColor) { shadowColor = color }
        if coder.containsValue(forKey: K.shadowOffset) { shadowOffset = coder.decodeCGSize(forKey: K.shadowOffset) }
        if let raw = coder._decodedInteger(forKey: K.textAlignment), let alignment = NSTextAlignment(rawValue: raw) {
            textAlignment = alignment
        }
        if let raw = coder._decodedInteger(forKey: K.lineBreakMode), let mode = NSLineBreakMode(rawValue: raw) {
            lineBreakMode = mode
        }
        if let lines = coder._decodedInteger(forKey: K.numberOfLines) { numberOfLines = lines }
        if let enabled = coder._decodedBool(forKey: K.enabled) { isEnabled = enabled }
        if let value = coder._decodedBool(forKey: K.adjustsFontSizeToFitWidth) { adjustsFontSizeToFitWidth = value }
        if let value = coder._decodedCGFloat(forKey: K.minimumScaleFactor) { minimumScaleFactor = value }
        if let value = coder._decodedCGFloat(forKey: K.preferredMaxLayoutWidth) { preferredMaxLayoutWidth = value }
        // Last, so that the text is styled by the decoded properties.
        if let text = coder._decodedString(forKey: K.text) { self.text = text }
    }
}
