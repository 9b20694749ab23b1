@_spi(Diagnostics) import CoreGraphics
import Foundation

enum ButtonCodingKey {
    static let buttonType = "UIButtonType"
    static let role = "UIButtonRole"
    static let contentEdgeInsets = "UIContentEdgeInsets"
    static let titleEdgeInsets = "UITitleEdgeInsets"
    static let imageEdgeInsets = "UIImageEdgeInsets"
    static let adjustsImageWhenHighlighted = "UIAdjustsImageWhenHighlighted"
    static let adjustsImageWhenDisabled = "UIAdjustsImageWhenDisabled"
    static let reversesTitleShadowWhenHighlighted = "UIReversesTitleShadowWhenHighlighted"
    static let showsTouchWhenHighlighted = "UIShowsTouchWhenHighlighted"
    // Per-state values: the key followed by the state's raw value ("UITitle.4" for selected).
    static let title = "UITitle."
    static let titleColor = "UITitleColor."
    static let titleShadowColor = "UITitleShadowColor."
    static let image = "UIImage."
    static let backgroundImage = "UIBackgroundImage."
}

extension UIButton {
    /// The states whose values are archived: every combination of highlighted, disabled,
    /// selected and focused (the application and reserved bits are not archived).
    static let archivedStates: [UIControl.State] = (0..<16).map { UIControl.State(rawValue: UInt($0)) }

    /// The button's own subviews, made again by the decoded button.
    var _codingPartViews: [UIView] {
        [configurationBackground, backgroundImageView, imageViewStorage, titleLabelStorage, subtitleLabelStorage]
            .compactMap { $0 }
    }

    func _encodeButton(with coder: NSCoder) {
        typealias K = ButtonCodingKey
        coder.encode(buttonTypeStorage.rawValue, forKey: K.buttonType)
        coder.encode(role.rawValue, forKey: K.role)
        coder.encode(contentEdgeInsetsStorage, forKey: K.contentEdgeInsets)
        coder.encode(titleEdgeInsetsStorage, forKey: K.titleEdgeInsets)
        coder.encode(imageEdgeInsetsStorage, forKey: K.imageEdgeInsets)
        coder.encode(adjustsImageWhenHighlighted, forKey: K.adjustsImageWhenHighlighted)
        coder.encode(adjustsImageWhenDisabled, forKey: K.adjustsImageWhenDisabled)
        coder.encode(reversesTitleShadowWhenHighlighted, forKey: K.reversesTitleShadowWhenHighlighted)
        coder.encode(showsTouchWhenHighlighted, forKey: K.showsTouchWhenHighlighted)
        let typeGlyph = ButtonTypeGlyphs.image(for: buttonTypeStorage)
        for state in Self.archivedStates {
            let suffix = String(state.rawValue)
            if let title = stateContent.titles[exactly: state] { coder.encode(title, forKey: K.title + suffix) }
            if let color = stateContent.titleColors[exactly: state] { coder.encode(color, forKey: K.titleColor + suffix) }
            if let color = stateContent.titleShadowColors[exactly: state] {
                coder.encode(color, forKey: K.titleShadowColor + suffix)
            }
            // The glyph of a predefined type comes back with the type.
            if let image = stateContent.images[exactly: state], image !== typeGlyph {
                coder.encode(image, forKey: K.image + suffix)
            }
            if let image = stateContent.backgroundImages[exactly: state] {
                coder.encode(image, forKey: K.backgroundImage + suffix)
            }
        }
    }

    func _decodeButton(from coder: NSCoder) {
        typealias K = ButtonCodingKey
        if let raw = coder._decodedInteger(forKey: K.role), let role = Role(rawValue: raw) { self.role = role }
        if let insets = coder._decodedInsets(forKey: K.contentEdgeInsets) { contentEdgeInsets = insets }
        if let insets = coder._decodedInsets(forKey: K.titleEdgeInsets) { titleEdgeInsets = insets }
        if let insets = coder._decodedInsets(forKey: K.imageEdgeInsets) { imageEdgeInsets = insets }
        if let value = coder._decodedBool(forKey: K.adjustsImageWhenHighlighted) { adjustsImageWhenHighlighted = value }
        if let value = coder._decodedBool(forKey: K.adjustsImageWhenDisabled) { adjustsImageWhenDisabled = value }
        if let value = coder._decodedBool(forKey: K.reversesTitleShadowWhenHighlighted) {
            reversesTitleShadowWhenHighlighted = value
        }
        if let value = coder._decodedBool(forKey: K.showsTouchWhenHighlighted) { showsTouchWhenHighlighted = value }
        for state in Self.archivedStates {
            let suffix = String(state.rawValue)
            if let title = coder._decodedString(forKey: K.title + suffix) { setTitle(title, for: state) }
            if let color = coder._decodedObject(UIColor.self, forKey: K.titleColor + suffix) { setTitleColor(color, for: state) }
            if let color = coder._decodedObject(UIColor.self, forKey: K.titleShadowColor + suffix) {
                setTitleShadowColor(color, for: state)
            }
            if let image = coder._decodedObject(UIImage.self, forKey: K.image + suffix) { setImage(image, for: state) }
            if let image = coder._decodedObject(UIImage.self, forKey: K.backgroundImage + suffix) {
                setBackgroundImage(image, for: state)
            }
        }
        if let raw = coder._decodedInteger(forKey: K.buttonType), let type = ButtonType(rawValue: raw), type != buttonTypeStorage {
            buttonTypeStorage = type
            _buttonTypeDidChange()
        }
    }
}
