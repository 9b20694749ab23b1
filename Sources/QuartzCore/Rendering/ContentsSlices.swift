/// Parts cut out of a layer's contents image, kept while the image stays the same.
final class ContentsSlices {
    let image: CGImage
    var slices: [CGRect: CGImage] = [:]

    init(image: CGImage) {
        self.image = image
    }

    static func slice(of image: CGImage, pixels: CGRect, for layer: CALayer) -> CGImage? {
        let extras = layer.ensureExtras()
        var cache = extras.contentsSlices
        if cache?.image !== image {
            cache = ContentsSlices(image: image)
            extras.contentsSlices = cache
        }
        if let slice = cache?.slices[pixels] { return slice }
        guard let slice = image.cropping(to: pixels) else { return nil }
        if (cache?.slices.count ?? 0) > 32 { cache?.slices.removeAll() }
        cache?.slices[pixels] = slice
        return slice
    }
}
