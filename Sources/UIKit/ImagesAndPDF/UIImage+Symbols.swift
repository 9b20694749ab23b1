@_spi(Rendering) import CoreGraphics
import Foundation

/// Symbol images (UIKit, iOS 13). Apple's SF Symbols artwork is not available on Linux:
/// OpenUIKit draws a few common symbols itself (see `SymbolGlyphs`) and any other
/// well-formed name as a generic rounded square, at the size the configuration asks for, so
/// code written for symbols lays out and tints as on iOS.
extension UIImage {
    /// A symbol image, drawn with the default configuration (body text size, regular weight,
    /// medium scale). Nil for a name that is empty or not lower-case letters, digits and dots.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        guard SymbolGlyphs.isWellFormed(name) else { return nil }
        let symbol = UIImage.symbolConfiguration(from: configuration)
        let rendered = SymbolGlyphs.render(name, configuration: symbol)
        self.init(cgImage: rendered.image, scale: rendered.scale, orientation: .up, renderingMode: .automatic,
                  symbolName: name, configuration: symbol)
    }

    /// The symbol for `traitCollection` (its content size category sizes text-style symbols,
    /// its display scale the pixels).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: traitCollection.map { UIImage.SymbolConfiguration.unspecified.withTraitCollection($0) })
    }

    /// UIKit (iOS 16): `variableValue` (0…1) fills a variable symbol's layers; OpenUIKit's
    /// symbols have one layer, drawn whatever the value.
    public convenience init?(systemName name: String, variableValue: Double, configuration: UIImage.Configuration?) {
        self.init(systemName: name, withConfiguration: configuration)
    }

    /// UIKit: "plus".
    public class var add: UIImage { UIImage(systemName: "plus") ?? UIImage() }
    /// UIKit: "minus".
    public class var remove: UIImage { UIImage(systemName: "minus") ?? UIImage() }
    /// UIKit: "ellipsis".
    public class var actions: UIImage { UIImage(systemName: "ellipsis") ?? UIImage() }
    /// UIKit: "checkmark".
    public class var checkmark: UIImage { UIImage(systemName: "checkmark") ?? UIImage() }
    /// UIKit: a checkmark drawn with a heavier stroke.
    public class var strokedCheckmark: UIImage {
        UIImage(systemName: "checkmark", withConfiguration: UIImage.SymbolConfiguration(weight: .bold)) ?? UIImage()
    }

    /// Whether the image is a symbol image.
    public var isSymbolImage: Bool { symbolNameStorage != nil }

    /// The configuration the image was made with (a symbol image's symbol configuration).
    public var configuration: UIImage.Configuration? { configurationStorage }

    /// A symbol image's configuration; nil for other images.
    public var symbolConfiguration: UIImage.SymbolConfiguration? {
        configurationStorage as? UIImage.SymbolConfiguration
    }

    /// UIKit: a copy whose configuration is `configuration` (a symbol image is drawn again
    /// with it; another image keeps its pixels).
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        // UIKit: an image of an asset with variants gives the variant for the traits.
        if let traits = configuration.traitCollection, let asset = assetLink.assetWithVariants {
            return asset.image(with: traits)
        }
        guard let name = symbolNameStorage else {
            return UIImage(cgImage: cgImage, scale: scale, orientation: imageOrientation, renderingMode: renderingMode,
                           capInsets: capInsets, resizingMode: resizingMode, tintColor: tintColorStorage,
                           configuration: configuration)
        }
        return symbolCopy(name: name, configuration: UIImage.symbolConfiguration(from: configuration))
    }

    /// UIKit: a symbol image drawn with `configuration` applied over its own; nil when the
    /// image is not a symbol image.
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        guard let name = symbolNameStorage else { return nil }
        let base = symbolConfiguration ?? .unspecified
        return symbolCopy(name: name, configuration: base.applying(configuration))
    }

    /// Whether an image view draws this image in its tint color: a template image, or a
    /// symbol image left `.automatic` without palette or hierarchical colors (UIKit's symbols
    /// are templates by default).
    var drawsAsTemplate: Bool {
        switch renderingMode {
        case .alwaysTemplate: return true
        case .automatic: return isSymbolImage && symbolConfiguration?.resolvedColor == nil
        default: return false
        }
    }

    private func symbolCopy(name: String, configuration: UIImage.SymbolConfiguration) -> UIImage {
        let rendered = SymbolGlyphs.render(name, configuration: configuration)
        var image = rendered.image
        if let tint = tintColorStorage { image = tinted(image, color: tint) }
        return UIImage(cgImage: image, scale: rendered.scale, orientation: imageOrientation, renderingMode: renderingMode,
                       capInsets: capInsets, resizingMode: resizingMode, tintColor: tintColorStorage,
                       symbolName: name, configuration: configuration)
    }

    static func symbolConfiguration(from configuration: UIImage.Configuration?) -> UIImage.SymbolConfiguration {
        if let symbol = configuration as? UIImage.SymbolConfiguration { return symbol }
        let symbol = UIImage.SymbolConfiguration()
        if let configuration { symbol.traitsStorage = configuration.traitsStorage }
        return symbol
    }
}
