/// Called when a bitmap context made with a release callback is released: the `releaseInfo`
/// given, then the `data` pointer (CoreGraphics).
public typealias CGBitmapContextReleaseDataCallback = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void

extension CGContext {
    /// A bitmap context (iOS 4) that calls `releaseCallback` with `releaseInfo` and `data` once
    /// it is released, so the caller can free the memory it drew into. Layouts as
    /// `init?(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`; the callback is
    /// not called when the initializer returns nil.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32,
                             releaseCallback: CGBitmapContextReleaseDataCallback?,
                             releaseInfo: UnsafeMutableRawPointer?) {
        self.init(data: data, width: width, height: height, bitsPerComponent: bitsPerComponent,
                  bytesPerRow: bytesPerRow, space: space, bitmapInfo: bitmapInfo)
        if let releaseCallback {
            onRelease = { releaseCallback(releaseInfo, data) }
        }
    }
}
