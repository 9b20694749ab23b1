import Foundation

/// Decodes images from files or data with a configuration (UIKit, iOS 17). Readers are
/// values and may be used from any thread.
///
/// OpenUIKit decodes with `UIImage(data:)` (PNG, JPEG and the formats it reads). A
/// `preferredThumbnailSize` scales the image down to fit it in pixels, keeping its aspect
/// ratio (never up). Differs from UIKit: images carry no resolution metadata here, so every
/// image has scale 1 whatever `pixelsPerInch` says; `prefersHighDynamicRange` is kept (Linux
/// decodes standard range).
public struct UIImageReader: Sendable {
    /// How a reader decodes (UIKit's defaults).
    public struct Configuration: Sendable {
        /// UIKit: depends on the display; false on Linux (no high dynamic range).
        public var prefersHighDynamicRange: Bool = false
        /// Whether images come decoded for display (OpenUIKit's always are).
        public var preparesImagesForDisplay: Bool = false
        /// The size in pixels images are scaled down to fit (`.zero`: full size).
        public var preferredThumbnailSize: CGSize = .zero
        /// UIKit: 0 — scale 1. Kept (no resolution metadata is read).
        public var pixelsPerInch: Double = 0

        public init() {}
    }

    public static let `default` = UIImageReader(configuration: Configuration())

    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    public let configuration: Configuration

    /// The image in the file; nil when it cannot be read or decoded.
    public func image(contentsOf fileURL: URL) -> UIImage? {
        decode(contentsOf: fileURL)
    }

    /// The image the data encodes; nil when it cannot be decoded.
    public func image(data: Data) -> UIImage? {
        decode(data)
    }

    /// Decodes off the caller's executor.
    public func image(contentsOf fileURL: URL) async -> UIImage? {
        let reader = self
        return await Task.detached { reader.decode(contentsOf: fileURL) }.value
    }

    public func image(data: Data) async -> UIImage? {
        let reader = self
        return await Task.detached { reader.decode(data) }.value
    }

    private func decode(contentsOf fileURL: URL) -> UIImage? {
        guard let data = try? Data(contentsOf: fileURL) else { return nil }
        return decode(data)
    }

    private func decode(_ data: Data) -> UIImage? {
        guard let decoded = UIImage(data: data, scale: 1) else { return nil }
        return thumbnailIfWanted(decoded)
    }

    private func thumbnailIfWanted(_ image: UIImage) -> UIImage? {
        let limit = configuration.preferredThumbnailSize
        guard limit.width > 0, limit.height > 0, limit.width.isFinite, limit.height.isFinite else { return image }
        let pixels = CGSize(width: image.size.width * image.scale, height: image.size.height * image.scale)
        let factor = min(limit.width / pixels.width, limit.height / pixels.height)
        guard factor < 1 else { return image }
        let size = CGSize(width: max(1, (image.size.width * factor).rounded()), height: max(1, (image.size.height * factor).rounded()))
        return image.preparingThumbnail(of: size) ?? image
    }
}
