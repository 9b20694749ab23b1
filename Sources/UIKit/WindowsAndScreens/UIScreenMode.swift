/// A display mode of a screen: its size in pixels (UIKit).
@preconcurrency @MainActor
open class UIScreenMode: NSObject {
    /// The mode's size in pixels.
    public let size: CGSize
    /// Pixels are square on the displays OpenUIKit drives.
    public let pixelAspectRatio: CGFloat = 1

    init(size: CGSize) {
        self.size = size
        super.init()
    }

    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIScreenMode else { return false }
        return size == other.size
    }

    nonisolated open override var hash: Int { size.width.hashValue ^ size.height.hashValue }
}
