import Foundation

/// A change to a color that a configuration applies when it resolves it (UIKit, iOS 14): a
/// background's fill or stroke, a button's image tint.
public struct UIConfigurationColorTransformer: IdentifiedTransformer {
    let transform: (UIColor) -> UIColor
    /// Tells transformers apart, so configurations holding them stay Hashable.
    let identity = TransformerIdentity()

    public init(_ transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
    }

    /// The color `transform` makes of `input`.
    public func callAsFunction(_ input: UIColor) -> UIColor {
        transform(input)
    }

    /// UIKit: the input's gray equivalent. Here the Rec. 709 luminance of its sRGB components,
    /// alpha kept.
    public static var grayscale: UIConfigurationColorTransformer {
        UIConfigurationColorTransformer { color in
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            return UIColor(white: 0.2126 * red + 0.7152 * green + 0.0722 * blue, alpha: alpha)
        }
    }

    /// UIKit: the system's preferred tint (the accent color); here the default tint color,
    /// system blue, at the input's alpha.
    public static var preferredTint: UIConfigurationColorTransformer {
        UIConfigurationColorTransformer { color in
            UIColor.systemBlue.withAlphaComponent(color.cgColor.alpha)
        }
    }

    /// UIKit: a monochrome tint for the input (used on the Mac's sidebar); here gray at the
    /// input's alpha.
    public static var monochromeTint: UIConfigurationColorTransformer {
        UIConfigurationColorTransformer { color in
            UIColor.systemGray.withAlphaComponent(color.cgColor.alpha)
        }
    }

    typealias Stored = StoredTransformer<Self>
}

