import Foundation

/// A set of images of one artwork for different traits (UIKit): light and dark variants, say.
/// `image(with:)` picks the variant for a trait collection; an image view showing an image of
/// an asset shows the variant for its own traits and changes it when they change. Assets may
/// be used from any thread.
open class UIImageAsset: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    /// Registered variants, in the order registered.
    private var variants: [(traits: UITraitCollection, image: UIImage)] = []
    /// The image that made this asset (`UIImage.imageAsset` of an image with none): the
    /// variant for unspecified traits, held weakly as it holds the asset.
    private weak var origin: UIImage?

    public override init() {
        super.init()
    }

    /// The variant for `traitCollection`: of the variants whose traits `traitCollection` has
    /// (`containsTraits(in:)`), the one that specifies the most traits (the first registered
    /// on a tie); else the first variant. UIKit: an asset without images returns an empty image.
    open func image(with traitCollection: UITraitCollection) -> UIImage {
        let candidates = snapshot()
        var best: (image: UIImage, specified: Int)?
        for variant in candidates where traitCollection.containsTraits(in: variant.traits) {
            let specified = variant.traits.values.changedTraits(from: TraitValues()).count
            if best == nil || specified > best!.specified { best = (variant.image, specified) }
        }
        return best?.image ?? candidates.first?.image ?? UIImage()
    }

    /// Registers `image` as the variant for `traitCollection`, replacing one registered for
    /// the same traits; the image's `imageAsset` becomes this asset.
    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        lock.lock()
        if let origin, origin === image { self.origin = nil }
        variants.removeAll { $0.traits == traitCollection }
        variants.append((traitCollection, image))
        lock.unlock()
        if image.assetLink.asset !== self { image.assetLink.join(self) }
    }

    /// Removes the variant registered for `traitCollection`.
    open func unregisterImage(with traitCollection: UITraitCollection) {
        lock.lock()
        variants.removeAll { $0.traits == traitCollection }
        if traitCollection == UITraitCollection() { origin = nil }
        lock.unlock()
    }

    /// UIKit (iOS 13): the variant for `configuration`'s traits (unspecified without any).
    open func image(with configuration: UIImage.Configuration) -> UIImage {
        image(with: configuration.traitCollection ?? UITraitCollection())
    }

    /// UIKit (iOS 13): registers `image` for `configuration`'s traits.
    open func register(_ image: UIImage, with configuration: UIImage.Configuration) {
        register(image, with: configuration.traitCollection ?? UITraitCollection())
    }

    /// UIKit (iOS 13): removes the variant registered for `configuration`'s traits.
    open func unregisterImage(with configuration: UIImage.Configuration) {
        unregisterImage(with: configuration.traitCollection ?? UITraitCollection())
    }

    /// The variants, the origin image first as the unspecified one while it is not replaced.
    private func snapshot() -> [(traits: UITraitCollection, image: UIImage)] {
        lock.lock()
        defer { lock.unlock() }
        var all = variants
        if let origin, !all.contains(where: { $0.traits == UITraitCollection() }) {
            all.insert((UITraitCollection(), origin), at: 0)
        }
        return all
    }

    /// Whether the asset has a variant other than its origin image.
    var hasVariants: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !variants.isEmpty
    }

    /// Makes the asset of `image` (which had none), with `image` as its unspecified variant.
    static func made(for image: UIImage) -> UIImageAsset {
        let asset = UIImageAsset()
        asset.origin = image
        return asset
    }

    /// An image's side of the link: the asset it made (held strongly) or the one it was
    /// registered in (held weakly, as that asset holds the image).
    final class Link: @unchecked Sendable {
        private let lock = NSLock()
        private var owned: UIImageAsset?
        private weak var joined: UIImageAsset?

        var asset: UIImageAsset? {
            lock.lock()
            defer { lock.unlock() }
            return owned ?? joined
        }

        func join(_ asset: UIImageAsset) {
            lock.lock()
            if owned !== asset { joined = asset }
            lock.unlock()
        }

        /// The asset, made for `image` when it has none.
        func asset(for image: UIImage) -> UIImageAsset {
            lock.lock()
            defer { lock.unlock() }
            if let existing = owned ?? joined { return existing }
            let made = UIImageAsset.made(for: image)
            owned = made
            return made
        }

        /// The asset when it has variants to choose from.
        var assetWithVariants: UIImageAsset? {
            guard let asset, asset.hasVariants else { return nil }
            return asset
        }
    }
}

extension UIImage {
    /// UIKit: the asset the image belongs to. An image made in code gets one the first time
    /// it is asked, with itself as the variant for unspecified traits, so that other variants
    /// can be registered (`image.imageAsset?.register(dark, with: UITraitCollection(userInterfaceStyle: .dark))`).
    public var imageAsset: UIImageAsset? { assetLink.asset(for: self) }

    /// The variant of this image's asset for `traits` (the image itself without variants).
    func resolvedAssetVariant(for traits: UITraitCollection) -> UIImage {
        guard let asset = assetLink.assetWithVariants else { return self }
        return asset.image(with: traits)
    }
}
