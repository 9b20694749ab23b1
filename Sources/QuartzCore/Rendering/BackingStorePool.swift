@_spi(Rendering) import CoreGraphics

/// Pixel memory of backing stores that went away, kept for the next backing store of the
/// same pixel size (not Apple API). A new bitmap of a few hundred kilobytes or more is
/// fresh pages from the kernel: each first touch faults and the kernel zeroes the page, and
/// the memory goes back when it is freed, so a frame that replaces its text tiles paid for
/// every page twice. Taking the memory of a tile that was dropped costs one clear.
///
/// Main-thread only (`FrameworkEnvironment.backingStorePool`); bounded by `maximumByteCount`
/// (the oldest entries go first).
@MainActor
final class BackingStorePool {
    /// The most memory the pool holds.
    static let maximumByteCount = 32 << 20

    private struct Entry {
        let storage: PixelStorage
        /// Every byte is zero (the storage was never drawn into since it was last cleared).
        let isClear: Bool
    }

    private var entries: [Entry] = []
    private(set) var byteCount = 0

    /// Transparent storage of `width × height` pixels: from the pool (cleared if needed) or new.
    func transparentStorage(width: Int, height: Int) -> PixelStorage? {
        if let index = entries.lastIndex(where: { $0.storage.width == width && $0.storage.height == height }) {
            let entry = entries.remove(at: index)
            byteCount -= entry.storage.byteCount
            if !entry.isClear { entry.storage.clear() }
            return entry.storage
        }
        return PixelStorage(width: width, height: height)
    }

    /// Keeps `storage` for a later backing store. The caller must hold the only reference
    /// (no image shows these pixels any more).
    func recycle(_ storage: PixelStorage, isClear: Bool) {
        let bytes = storage.byteCount
        guard bytes <= Self.maximumByteCount else { return }
        while byteCount + bytes > Self.maximumByteCount, !entries.isEmpty {
            byteCount -= entries.removeFirst().storage.byteCount
        }
        entries.append(Entry(storage: storage, isClear: isClear))
        byteCount += bytes
    }

    /// Frees everything the pool holds.
    func removeAll() {
        entries.removeAll()
        byteCount = 0
    }
}
