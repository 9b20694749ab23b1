@_spi(UIKit) import QuartzCore
import Foundation

extension UICollectionView {
    /// How close to an edge of the visible area the finger must be for a gesture-driven
    /// movement to scroll, and the fastest that scroll (points per second, at the edge). Ours,
    /// the table's figures: UIKit does not document its autoscroll.
    static var movementAutoscrollZone: CGFloat { UITableView.reorderAutoscrollZone }
    static var movementAutoscrollMaxSpeed: CGFloat { UITableView.reorderAutoscrollMaxSpeed }

    /// Moves the lifted item for a finger at `finger` (content coordinates) with the item's
    /// target at `target`, and keeps the content scrolling while the finger is held near an
    /// edge. Used by the controller's standard gesture and the list reorder accessory.
    func updateMovement(finger: CGPoint, target: CGPoint) {
        guard movement != nil else { return }
        let viewportFinger = CGPoint(x: finger.x - bounds.minX, y: finger.y - bounds.minY)
        let offset = CGPoint(x: target.x - finger.x, y: target.y - finger.y)
        if movementAutoscroll == nil {
            let link = CADisplayLink(refreshRate: 60) { [weak self] link in self?.autoscrollMovement(link) }
            link.add(to: .main, forMode: .common)
            movementAutoscroll = CollectionMovementAutoscroll(viewportFinger: viewportFinger, targetOffset: offset, link: link)
        } else {
            movementAutoscroll?.viewportFinger = viewportFinger
            movementAutoscroll?.targetOffset = offset
        }
        updateInteractiveMovementTargetPosition(target)
    }

    func stopMovementAutoscroll() {
        movementAutoscroll?.link?.invalidate()
        movementAutoscroll = nil
    }

    /// UIKit: a finger held near the edge of the visible area while moving an item scrolls
    /// the content, faster the closer it is; the item stays under the finger.
    private func autoscrollMovement(_ link: CADisplayLink) {
        guard movement != nil, let state = movementAutoscroll else {
            stopMovementAutoscroll()
            return
        }
        let vertical = contentSize.height > bounds.height || contentSize.width <= bounds.width
        let inset = adjustedContentInset
        let zone = Self.movementAutoscrollZone, maxSpeed = Self.movementAutoscrollMaxSpeed
        let finger = vertical ? state.viewportFinger.y : state.viewportFinger.x
        let length = vertical ? bounds.height : bounds.width
        let low = (vertical ? inset.top : inset.left) + zone
        let high = length - (vertical ? inset.bottom : inset.right) - zone
        var speed: CGFloat = 0
        if finger < low { speed = -min(1, (low - finger) / zone) * maxSpeed }
        if finger > high { speed = min(1, (finger - high) / zone) * maxSpeed }
        guard speed != 0 else { return }
        let step = speed * CGFloat(link.duration)
        var offset = contentOffset
        if vertical {
            let minY = -inset.top, maxY = max(minY, contentSize.height + inset.bottom - bounds.height)
            offset.y = min(maxY, max(minY, offset.y + step))
        } else {
            let minX = -inset.left, maxX = max(minX, contentSize.width + inset.right - bounds.width)
            offset.x = min(maxX, max(minX, offset.x + step))
        }
        guard offset != contentOffset else { return }
        contentOffset = offset
        let finger2 = CGPoint(x: bounds.minX + state.viewportFinger.x, y: bounds.minY + state.viewportFinger.y)
        updateInteractiveMovementTargetPosition(CGPoint(x: finger2.x + state.targetOffset.x, y: finger2.y + state.targetOffset.y))
    }
}
