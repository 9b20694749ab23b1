@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics
import Foundation

// Loading images from data, files and the app bundle.
extension UIImage {
    /// An image decoded from PNG or JPEG data; nil for anything else (corrupt or truncated
    /// data, or formats OpenUIKit cannot decode: GIF, HEIC, TIFF, CMYK JPEG).
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = Self.decode(data) else { return nil }
        self.init(cgImage: image, scale: scale, orientation: .up, renderingMode: .automatic)
    }

    /// An image read from a file; a name ending in `@2x` / `@3x` (before the extension) sets
    /// the scale, as in UIKit.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path), let image = Self.decode(data) else { return nil }
        self.init(cgImage: image, scale: Self.scale(ofFileNamed: path), orientation: .up, renderingMode: .automatic)
    }

    /// An image from the main bundle's resources (then the current directory): `name` with
    /// or without its extension (`.png` assumed); the `@Nx` variant closest to the main
    /// screen's scale is preferred. Else an image set of the bundle's asset catalogs (see
    /// `init(named:in:compatibleWith:)`).
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    static func decode(_ data: Data) -> CGImage? {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            return CGImage(pngData: data)
        }
        if data.starts(with: [0xFF, 0xD8, 0xFF]) {
            return CGImage(jpegData: data)
        }
        return nil
    }

    static func scale(ofFileNamed path: String) -> CGFloat {
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        for factor in [3, 2] where base.hasSuffix("@\(factor)x") { return CGFloat(factor) }
        return 1
    }

    static func resourcePath(named name: String, in bundle: Bundle = .main) -> String? {
        let ext = (name as NSString).pathExtension
        let base = ext.isEmpty ? name : (name as NSString).deletingPathExtension
        let type = ext.isEmpty ? "png" : ext
        var directories: [String] = []
        if let resources = bundle.resourcePath { directories.append(resources) }
        directories.append(bundle.bundlePath)
        if bundle.bundleURL == Bundle.main.bundleURL { directories.append(FileManager.default.currentDirectoryPath) }
        let screenScale = Int(MainScreenScale.value.rounded())
        let suffixes = ([screenScale, 3, 2, 1].reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } })
            .map { $0 == 1 ? "" : "@\($0)x" }
        for directory in directories {
            for suffix in suffixes {
                let path = (directory as NSString).appendingPathComponent("\(base)\(suffix).\(type)")
                if FileManager.default.fileExists(atPath: path) { return path }
            }
        }
        return nil
    }
}
