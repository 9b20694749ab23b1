/// The bitmap `CALayer.display()` draws into: an image of `rect` (layer coordinates) at
/// `scale` pixels per point. It covers the bounds, except for layers too large to back whole
/// (then only the part that was visible; see `CALayer.maximumBackingStoreSide`).
final class BackingStore {
    /// A `var` only so that `isKnownUniquelyReferenced` can ask whether anything else holds
    /// it (the pixels of an image no one else holds can be reused); never reassigned.
    var image: CGImage
    let rect: CGRect
    let scale: CGFloat
    /// The store covers only part of the bounds.
    let isPartial: Bool

    init(image: CGImage, rect: CGRect, scale: CGFloat, isPartial: Bool) {
        self.image = image
        self.rect = rect
        self.scale = scale
        self.isPartial = isPartial
    }

    var byteCount: Int { image.width * image.height * 4 }
}
