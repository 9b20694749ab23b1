/// A source of bytes for images (CoreGraphics).
///
/// Porting note: Apple's initializers take `CFData` / `CFURL`; on Linux there is no CoreFoundation
/// bridging, so they take `Data` / `URL` (`CGDataProvider(data: data as CFData)` becomes
/// `CGDataProvider(data: data)`), and `data` is `Data?` instead of `CFData?`.
public final class CGDataProvider: @unchecked Sendable {
    /// A copy of the provider's bytes.
    public let data: Data?

    public init?(data: Data) {
        self.data = data
    }

    /// Reads the whole file now; nil when it cannot be read.
    public convenience init?(url: URL) {
        guard let contents = try? Data(contentsOf: url) else { return nil }
        self.init(data: contents)
    }

    public convenience init?(filename: String) {
        self.init(url: URL(fileURLWithPath: filename))
    }

    /// CoreGraphics: the provider reads `size` bytes at `data`; `releaseData` is called when the
    /// provider no longer needs them. OpenUIKit copies the bytes at once and releases
    /// immediately.
    public convenience init?(
        dataInfo info: UnsafeMutableRawPointer?, data: UnsafeRawPointer, size: Int,
        releaseData: CGDataProviderReleaseDataCallback
    ) {
        guard size >= 0 else { return nil }
        let copy = Data(bytes: data, count: size)
        releaseData(info, data, size)
        self.init(data: copy)
    }
}

/// Apple's callback type for `CGDataProvider(dataInfo:data:size:releaseData:)`.
public typealias CGDataProviderReleaseDataCallback =
    @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer, Int) -> Void
