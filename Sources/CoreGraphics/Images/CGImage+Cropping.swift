extension CGImage {
    /// A new image holding the part of this one inside `rect`, in pixel coordinates with the
    /// origin at the top-left of the image.
    ///
    /// CoreGraphics: the rectangle is made integral and intersected with the image bounds; an
    /// empty result gives nil. The crop keeps the original layout when OpenUIKit can encode it,
    /// otherwise it reports premultiplied BGRA (`premultipliedFirst | byteOrder32Little`).
    public func cropping(to rect: CGRect) -> CGImage? {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            FrameworkLog.log("CGImage.cropping(to:): non-finite rectangle \(rect); returning nil")
            return nil
        }
        let area = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !area.isNull, area.width >= 1, area.height >= 1 else { return nil }
        let x = Int(area.minX), y = Int(area.minY), w = Int(area.width), h = Int(area.height)
        guard let cropped = pixels.cropped(x: x, y: y, width: w, height: h) else { return nil }
        let keptFormat = format.isEncodable ? format : PixelFormat.nativeARGB32
        return CGImage(pixels: cropped, format: keptFormat, bytesPerRow: w * keptFormat.bytesPerPixel,
                       colorSpace: colorSpace, shouldInterpolate: shouldInterpolate, intent: renderingIntent)
    }
}
