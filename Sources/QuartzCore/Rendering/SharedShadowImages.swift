/// Shadows rendered for any layer, by what they were rendered for (not Apple API): layers
/// with the same shadow share one image, and a shape that comes back (a switch thumb
/// stretching and settling through the same sizes on every toggle, a new screen of the same
/// cards) is not blurred again. A shadow is a function of its key alone (see
/// `LayerTreeRenderer.drawShadow`), so a hit draws the same pixels.
///
/// Main-thread only (`FrameworkEnvironment.shadowImages`); bounded by `maximumByteCount`
/// and `maximumCount`, the least recently used going first.
@MainActor
final class SharedShadowImages {
    static let maximumByteCount = 8 << 20
    static let maximumCount = 256

    private var entries: [ShadowCache.Key: (shadow: ShadowRasterizer.Shadow, lastUse: UInt64)] = [:]
    private var clock: UInt64 = 0
    private(set) var byteCount = 0

    var count: Int { entries.count }

    func shadow(for key: ShadowCache.Key) -> ShadowRasterizer.Shadow? {
        guard var entry = entries[key] else { return nil }
        clock &+= 1
        entry.lastUse = clock
        entries[key] = entry
        return entry.shadow
    }

    func insert(_ shadow: ShadowRasterizer.Shadow, for key: ShadowCache.Key) {
        let bytes = Self.byteCount(of: shadow)
        guard bytes <= Self.maximumByteCount else { return }
        if let old = entries.removeValue(forKey: key) { byteCount -= Self.byteCount(of: old.shadow) }
        while !entries.isEmpty, byteCount + bytes > Self.maximumByteCount || entries.count >= Self.maximumCount {
            let oldest = entries.min { $0.value.lastUse < $1.value.lastUse }!
            entries.removeValue(forKey: oldest.key)
            byteCount -= Self.byteCount(of: oldest.value.shadow)
        }
        clock &+= 1
        entries[key] = (shadow, clock)
        byteCount += bytes
    }

    func removeAll() {
        entries.removeAll()
        byteCount = 0
    }

    private static func byteCount(of shadow: ShadowRasterizer.Shadow) -> Int {
        shadow.image.width * shadow.image.height * 4
    }
}
