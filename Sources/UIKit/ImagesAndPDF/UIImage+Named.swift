@_spi(Diagnostics) import CoreGraphics
import Foundation

// Named images from a bundle: files (`name.png`, `name@2x.png`) and asset catalogs' image sets.
extension UIImage {
    /// UIKit: the image `name` from `bundle` (the main bundle when nil): a file among its
    /// resources, else an image set of its asset catalogs. With a trait collection, the
    /// variant for those traits; without, the set's any-appearance image, whose `imageAsset`
    /// holds the dark variant for image views to pick.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let found = Self.namedImage(name, in: bundle, traits: traitCollection) else { return nil }
        let image = found.image
        self.init(cgImage: image.cgImage, scale: image.scale, orientation: image.imageOrientation, renderingMode: image.renderingMode)
        // The image owns an asset holding the set's appearances (itself as the unspecified
        // one when it is the any-appearance image).
        if let dark = found.dark, let asset = imageAsset {
            if image === dark { asset.register(found.base, with: UITraitCollection()) }
            asset.register(dark, with: UITraitCollection(userInterfaceStyle: .dark))
        }
    }

    /// UIKit (iOS 13): as `init(named:in:compatibleWith:)` with the configuration's traits; a
    /// symbol configuration is kept on the image.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        self.init(named: name, in: bundle, compatibleWith: configuration?.traitCollection)
    }

    /// The image for `name`: a resource file first (as `init(named:)`), then an image set.
    static func namedImage(_ name: String, in bundle: Bundle?, traits: UITraitCollection?) -> NamedImage? {
        if let path = resourcePath(named: name, in: bundle ?? .main), let file = UIImage(contentsOfFile: path) {
            return NamedImage(image: file, base: file, dark: nil)
        }
        return catalogImage(name, in: bundle, traits: traits)
    }

    /// An image set's image: per appearance, the file whose scale is the screen's, else the
    /// next larger, else the largest; PNG and JPEG only (PDF and SVG vectors are skipped with
    /// a log line). `template-rendering-intent` sets the rendering mode.
    static func catalogImage(_ name: String, in bundle: Bundle?, traits: UITraitCollection?) -> NamedImage? {
        guard let set = AssetCatalog.lookUp(name, kind: .image, in: bundle) else { return nil }
        let mode: RenderingMode
        switch set.properties["template-rendering-intent"] as? String {
        case "template": mode = .alwaysTemplate
        case "original": mode = .alwaysOriginal
        default: mode = .automatic
        }
        let screenScale = MainScreenScale.value
        var byAppearance: [UIUserInterfaceStyle: UIImage] = [:]
        for style in [UIUserInterfaceStyle.unspecified, .light, .dark] {
            let candidates = AssetCatalog.entriesForDevice(set.entries).filter { $0.appearance == style }
                .compactMap { entry -> (scale: CGFloat, file: URL)? in
                    guard let file = entry.fields["filename"] as? String else { return nil }
                    let scaleText = (entry.fields["scale"] as? String ?? "1x").replacingOccurrences(of: "x", with: "")
                    return (CGFloat(Double(scaleText) ?? 1), set.folder.appendingPathComponent(file))
                }
            let ordered = candidates.sorted { a, b in
                let aAbove = a.scale >= screenScale, bAbove = b.scale >= screenScale
                if aAbove != bAbove { return aAbove }
                return aAbove ? a.scale < b.scale : a.scale > b.scale
            }
            for candidate in ordered {
                guard let data = try? Data(contentsOf: candidate.file) else { continue }
                guard let image = UIImage(data: data, scale: candidate.scale) else {
                    FrameworkLog.log("UIImage(named:): \(candidate.file.path) is not PNG or JPEG; skipped")
                    continue
                }
                byAppearance[style] = mode == .automatic ? image : image.withRenderingMode(mode)
                break
            }
        }
        guard let base = byAppearance[.light] ?? byAppearance[.unspecified] ?? byAppearance[.dark] else { return nil }
        guard let dark = byAppearance[.dark], dark !== base else {
            return NamedImage(image: base, base: base, dark: nil)
        }
        let chosen = traits?.userInterfaceStyle == .dark ? dark : base
        return NamedImage(image: chosen, base: base, dark: dark)
    }

    /// A found image (`base` or `dark`), with the set's appearances.
    struct NamedImage {
        var image: UIImage
        var base: UIImage
        var dark: UIImage?
    }
}
