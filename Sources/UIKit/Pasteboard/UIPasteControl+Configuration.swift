import Foundation

extension UIPasteControl {
    /// A paste control's colors, corners, icon and label (UIKit, iOS 16).
    @preconcurrency @MainActor
    open class Configuration: NSObject, @preconcurrency NSSecureCoding {
        /// Whether the control shows the icon, the label or both.
        open var displayMode: UIPasteControl.DisplayMode = .iconAndLabel
        /// The corner shape, as a button configuration's.
        open var cornerStyle: UIButton.Configuration.CornerStyle = .dynamic
        /// The corner radius used by the `.fixed` corner style.
        open var cornerRadius: CGFloat = 0
        /// The icon's and label's color; nil: white on the tint color, as a filled button.
        open var baseForegroundColor: UIColor?
        /// The background color; nil: the tint color.
        open var baseBackgroundColor: UIColor?
        /// Which side of the label the icon is on (iOS 17).
        open var imagePlacement: NSDirectionalRectEdge = .leading

        public override init() {
            super.init()
        }

        public required init?(coder: NSCoder) {
            super.init()
            if coder.containsValue(forKey: Key.displayMode),
               let mode = UIPasteControl.DisplayMode(rawValue: UInt(max(0, coder.decodeInteger(forKey: Key.displayMode)))) {
                displayMode = mode
            }
            cornerRadius = CGFloat(coder.decodeDouble(forKey: Key.cornerRadius))
            baseForegroundColor = coder._decodedObject(UIColor.self, forKey: Key.foreground)
            baseBackgroundColor = coder._decodedObject(UIColor.self, forKey: Key.background)
        }

        open func encode(with coder: NSCoder) {
            coder.encode(Int(displayMode.rawValue), forKey: Key.displayMode)
            coder.encode(Double(cornerRadius), forKey: Key.cornerRadius)
            coder.encode(baseForegroundColor, forKey: Key.foreground)
            coder.encode(baseBackgroundColor, forKey: Key.background)
        }

        public class var supportsSecureCoding: Bool { true }

        private enum Key {
            static let displayMode = "UIPasteControlDisplayMode"
            static let cornerRadius = "UIPasteControlCornerRadius"
            static let foreground = "UIPasteControlForegroundColor"
            static let background = "UIPasteControlBackgroundColor"
        }

        /// The filled button the control draws as.
        var buttonConfiguration: UIButton.Configuration {
            var button = UIButton.Configuration.filled()
            let symbol = displayMode == .arrowAndLabel ? "arrow.right.doc.on.clipboard" : "doc.on.clipboard"
            if displayMode != .labelOnly { button.image = UIImage(systemName: symbol) }
            if displayMode != .iconOnly { button.title = "Paste" }
            button.imagePadding = 6
            button.cornerStyle = cornerStyle
            button.background.cornerRadius = cornerRadius
            if let baseForegroundColor { button.baseForegroundColor = baseForegroundColor }
            if let baseBackgroundColor { button.baseBackgroundColor = baseBackgroundColor }
            button.imagePlacement = imagePlacement
            return button
        }
    }
}
