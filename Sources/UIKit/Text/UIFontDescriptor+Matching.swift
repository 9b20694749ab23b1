import Foundation

// Matrices and matching installed fonts.
extension UIFontDescriptor {
    /// A descriptor of the font named `fontName` drawn with `matrix`.
    public convenience init(name fontName: String, matrix: CGAffineTransform) {
        self.init(fontAttributes: [.name: fontName, .matrix: matrix])
    }

    /// A copy whose glyphs are transformed by `matrix`. OpenUIKit stores the matrix
    /// (`matrix` returns it); text is drawn untransformed.
    public func withMatrix(_ matrix: CGAffineTransform) -> UIFontDescriptor {
        var copy = attributes
        copy[.matrix] = matrix
        return UIFontDescriptor(attributes: copy, sourceFace: sourceFace)
    }

    /// The installed fonts that match the descriptor: UIKit lists one descriptor per font
    /// face, keeping the family and name the descriptor gives (compared without case) and
    /// its size. `mandatoryKeys` beyond the family and name add nothing here.
    public func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<UIFontDescriptor.AttributeName>?) -> [UIFontDescriptor] {
        let family = attributes[.family] as? String, name = attributes[.name] as? String
        let families = UIFont.familyNames.filter { family == nil || $0.caseInsensitiveCompare(family!) == .orderedSame }
        var matches: [UIFontDescriptor] = []
        for familyName in families {
            for fontName in UIFont.fontNames(forFamilyName: familyName)
            where name == nil || fontName.caseInsensitiveCompare(name!) == .orderedSame {
                var found: [AttributeName: Any] = [.family: familyName, .name: fontName]
                if let size = attributes[.size] { found[.size] = size }
                matches.append(UIFontDescriptor(fontAttributes: found))
            }
        }
        return matches
    }

    /// The keys of one entry of `featureSettings` (a typographic feature and its setting).
    public struct FeatureKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The feature type (iOS 15 name).
        public static let type = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// The feature selector (iOS 15 name).
        public static let selector = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
        @available(iOS, deprecated: 15.0, renamed: "type")
        public static let featureIdentifier = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        @available(iOS, deprecated: 15.0, renamed: "selector")
        public static let typeIdentifier = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
    }
}
