import Foundation

/// UIKit: a drag that starts on a list cell's reorder accessory moves the item — the
/// collection view's interactive movement, so the data source's `canMoveItemAt` and
/// `moveItemAt` and the delegate's retargeting apply — following the finger vertically.
extension UICollectionViewListCell {
    func installReorderRecognizer() {
        let pan = TableRowPanGestureRecognizer(target: self, action: Selector("handleReorder:", UICollectionViewListCell.handleReorder))
        reorderPan = pan
        addGestureRecognizer(pan)
    }

    /// The shown reorder accessory under `point` (in the cell's coordinates), if any.
    func reorderGrip(containing point: CGPoint) -> ListCellAccessoryView? {
        accessoryViews.first { view in
            guard case .reorder = view.accessory.kind, !view.isHidden, view.superview === self else { return false }
            return view.frame.contains(point)
        }
    }

    func reorderMayBegin() -> Bool {
        guard let pan = reorderPan, let start = pan.startLocation else { return false }
        return reorderGrip(containing: start) != nil && superview is UICollectionView
    }

    func handleReorder(_ recognizer: UIPanGestureRecognizer) {
        guard let pan = recognizer as? TableRowPanGestureRecognizer, let collectionView = superview as? UICollectionView else { return }
        let finger = pan.location(in: collectionView)
        switch pan.state {
        case .began:
            guard let indexPath = collectionView.indexPath(for: self),
                  collectionView.beginInteractiveMovementForItem(at: indexPath) else {
                reorderGrabOffset = nil
                return
            }
            let start = convert(pan.startLocation ?? .zero, to: collectionView)
            reorderGrabOffset = CGPoint(x: center.x, y: center.y - start.y)
            collectionView.updateMovement(finger: finger, target: reorderTarget(finger))
        case .changed:
            guard reorderGrabOffset != nil else { return }
            collectionView.updateMovement(finger: finger, target: reorderTarget(finger))
        case .ended:
            guard reorderGrabOffset != nil else { return }
            reorderGrabOffset = nil
            collectionView.endInteractiveMovement()
        case .cancelled, .failed:
            guard reorderGrabOffset != nil else { return }
            reorderGrabOffset = nil
            collectionView.cancelInteractiveMovement()
        default:
            break
        }
    }

    /// The cell keeps its column and the place under the finger where it was grabbed.
    private func reorderTarget(_ finger: CGPoint) -> CGPoint {
        guard let offset = reorderGrabOffset else { return finger }
        return CGPoint(x: offset.x, y: finger.y + offset.y)
    }
}
