import Foundation

/// Several dynamic items that move as one rigid body (UIKit): add the group to behaviors
/// instead of its items; collisions use each item's own outline.
@preconcurrency @MainActor
open class UIDynamicItemGroup: NSObject, UIDynamicItem {
    private let itemList: [any UIDynamicItem]
    /// Each item's centre relative to the group's centre, and its angle, at the start.
    private let offsets: [CGPoint]
    private let angles: [CGFloat]
    private var centerStorage: CGPoint
    private var transformStorage = CGAffineTransform.identity
    private let size: CGSize

    public init(items: [any UIDynamicItem]) {
        itemList = items
        // The centre of the items' areas.
        var total: CGFloat = 0, x: CGFloat = 0, y: CGFloat = 0
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for item in items {
            let area = max(item.bounds.width * item.bounds.height, 1e-6)
            total += area
            x += item.center.x * area
            y += item.center.y * area
            minX = min(minX, item.center.x - item.bounds.width / 2)
            maxX = max(maxX, item.center.x + item.bounds.width / 2)
            minY = min(minY, item.center.y - item.bounds.height / 2)
            maxY = max(maxY, item.center.y + item.bounds.height / 2)
        }
        let center = total > 0 ? CGPoint(x: x / total, y: y / total) : .zero
        centerStorage = center
        offsets = items.map { CGPoint(x: $0.center.x - center.x, y: $0.center.y - center.y) }
        angles = items.map { atan2($0.transform.b, $0.transform.a) }
        size = items.isEmpty ? .zero : CGSize(width: maxX - minX, height: maxY - minY)
        super.init()
    }

    open var items: [any UIDynamicItem] { itemList }

    /// Moving the group moves its items.
    open var center: CGPoint {
        get { centerStorage }
        set {
            centerStorage = newValue
            place(turning: false)
        }
    }

    open var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// Turning the group turns its items about the group's centre.
    open var transform: CGAffineTransform {
        get { transformStorage }
        set {
            transformStorage = newValue
            place(turning: true)
        }
    }

    private func place(turning: Bool) {
        let angle = atan2(transformStorage.b, transformStorage.a)
        let c = cos(angle), s = sin(angle)
        for (i, member) in itemList.enumerated() {
            let item = member
            let o = offsets[i]
            item.center = CGPoint(x: centerStorage.x + c * o.x - s * o.y, y: centerStorage.y + s * o.x + c * o.y)
            if turning { item.transform = CGAffineTransform(rotationAngle: angles[i] + angle) }
        }
    }
}
