import Foundation

/// The frame of one item in a custom group, relative to the group's origin (UIKit).
@preconcurrency @MainActor
open class NSCollectionLayoutGroupCustomItem: NSObject, @preconcurrency NSCopying {
    open private(set) var frame: CGRect
    open private(set) var zIndex: Int

    init(customFrame: CGRect, zIndex: Int) {
        frame = customFrame
        self.zIndex = zIndex
        super.init()
    }

    public convenience init(frame: CGRect) {
        self.init(customFrame: frame, zIndex: 0)
    }

    public convenience init(frame: CGRect, zIndex: Int) {
        self.init(customFrame: frame, zIndex: zIndex)
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        NSCollectionLayoutGroupCustomItem(customFrame: frame, zIndex: zIndex)
    }
}
