/// The dynamic range images are shown with (UIKit, iOS 17); `.unspecified` unless set.
/// Linux displays are standard range: the trait is kept and images draw the same.
public struct UITraitImageDynamicRange: UITraitDefinition, Sendable {
    public typealias Value = UIImage.DynamicRange
    public static let defaultValue: UIImage.DynamicRange = .unspecified
    public static let identifier = "UITraitCollection.imageDynamicRange"
    public static let name = "ImageDynamicRange"
}

extension UITraitCollection {
    public var imageDynamicRange: UIImage.DynamicRange { self[UITraitImageDynamicRange.self] }

    public convenience init(imageDynamicRange: UIImage.DynamicRange) {
        self.init(mutations: { $0[UITraitImageDynamicRange.self] = imageDynamicRange })
    }
}

extension UIMutableTraits {
    public var imageDynamicRange: UIImage.DynamicRange {
        get { self[UITraitImageDynamicRange.self] }
        set { self[UITraitImageDynamicRange.self] = newValue }
    }
}

extension UIImage {
    /// How much of an image's dynamic range is shown (UIKit, iOS 17), with UIKit's raw values.
    public enum DynamicRange: Int, Sendable {
        case unspecified = -1
        case standard = 0
        case constrainedHigh = 1
        case high = 2
    }
}
