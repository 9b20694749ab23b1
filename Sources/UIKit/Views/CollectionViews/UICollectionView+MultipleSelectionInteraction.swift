@_spi(UIKit) import QuartzCore
import Foundation

// The two-finger multiple-selection pan (iOS 13): with `allowsMultipleSelectionDuringEditing`
// and the delegate's agreement, two fingers dragged across the items select every item from
// the one they started on to the one under them, putting the collection view into editing.
extension UICollectionView {
    func installMultipleSelectionPanIfNeeded() {
        guard multipleSelection.pan == nil else { return }
        let pan = TableRowPanGestureRecognizer(target: self, action: Selector("handleMultipleSelectionPan:", UICollectionView.handleMultipleSelectionPan))
        pan.minimumNumberOfTouches = 2
        pan.maximumNumberOfTouches = 2
        multipleSelection.pan = pan
        addGestureRecognizer(pan)
    }

    /// UIKit: the pan needs `allowsMultipleSelectionDuringEditing`, an item under its start
    /// and the delegate's `shouldBeginMultipleSelectionInteractionAt` (asked once per pan).
    func multipleSelectionMayBegin(_ pan: TableRowPanGestureRecognizer) -> Bool {
        guard allowsMultipleSelectionDuringEditing, pan.numberOfTouches == 2, let start = pan.startLocation else { return false }
        if let answer = multipleSelection.answer, answer.start == start { return answer.allowed }
        guard let path = _indexPathForItem(at: start) else { return false }
        let allowed = collectionDelegate?.collectionView(self, shouldBeginMultipleSelectionInteractionAt: path) ?? false
        multipleSelection.answer = (start, allowed)
        return allowed
    }

    func handleMultipleSelectionPan(_ pan: UIPanGestureRecognizer) {
        guard let pan = pan as? TableRowPanGestureRecognizer else { return }
        switch pan.state {
        case .began:
            guard let start = pan.startLocation, let anchor = _indexPathForItem(at: start) else { return }
            // UIKit: editing begins before the delegate hears the interaction began.
            if !isEditing { isEditing = true }
            multipleSelection.anchor = anchor
            multipleSelection.added = []
            collectionDelegate?.collectionView(self, didBeginMultipleSelectionInteractionAt: anchor)
            trackMultipleSelectionFingers(pan.location(in: self))
            extendMultipleSelection(to: pan.location(in: self))
        case .changed:
            trackMultipleSelectionFingers(pan.location(in: self))
            extendMultipleSelection(to: pan.location(in: self))
        case .ended, .cancelled, .failed:
            stopMultipleSelectionAutoscroll()
            guard multipleSelection.anchor != nil else { return }
            multipleSelection = CollectionMultipleSelectionState(pan: multipleSelection.pan)
            collectionDelegate?.collectionViewDidEndMultipleSelectionInteraction(self)
        default:
            break
        }
    }

    /// Keeps where the fingers are in the visible area; a display link scrolls only while
    /// they are held near an edge (none runs otherwise).
    private func trackMultipleSelectionFingers(_ point: CGPoint) {
        multipleSelection.viewportFinger = CGPoint(x: point.x - bounds.minX, y: point.y - bounds.minY)
        guard multipleSelectionAutoscrollSpeed.speed != 0 else { return stopMultipleSelectionAutoscroll() }
        guard multipleSelection.link == nil else { return }
        let link = CADisplayLink(refreshRate: 60) { [weak self] link in
            guard let self else { return link.invalidate() }
            self.autoscrollMultipleSelection(link)
        }
        link.add(to: .main, forMode: .common)
        multipleSelection.link = link
    }

    /// The autoscroll's speed for where the fingers are, along the scrolling axis.
    private var multipleSelectionAutoscrollSpeed: (speed: CGFloat, vertical: Bool) {
        let finger = multipleSelection.viewportFinger
        let vertical = contentSize.height > bounds.height || contentSize.width <= bounds.width
        let inset = adjustedContentInset
        let speed = vertical
            ? UITableView.edgeAutoscrollSpeed(finger: finger.y, length: bounds.height, leadingInset: inset.top, trailingInset: inset.bottom)
            : UITableView.edgeAutoscrollSpeed(finger: finger.x, length: bounds.width, leadingInset: inset.left, trailingInset: inset.right)
        return (speed, vertical)
    }

    private func stopMultipleSelectionAutoscroll() {
        multipleSelection.link?.invalidate()
        multipleSelection.link = nil
    }

    /// UIKit: fingers held near an edge of the visible area (along the scrolling axis) while
    /// selecting scroll the content, as an interactive movement does (the same zone and
    /// speeds, ours), and the items scrolled under them join the selection.
    private func autoscrollMultipleSelection(_ link: CADisplayLink) {
        let (speed, vertical) = multipleSelectionAutoscrollSpeed
        guard multipleSelection.anchor != nil, window != nil, speed != 0 else {
            link.invalidate()
            if multipleSelection.link === link { multipleSelection.link = nil }
            return
        }
        let finger = multipleSelection.viewportFinger
        let inset = adjustedContentInset
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
        layoutIfNeeded()
        extendMultipleSelection(to: CGPoint(x: bounds.minX + finger.x, y: bounds.minY + finger.y))
    }

    /// Selects the items from the anchor to the item under `point` in index order (kept when
    /// the fingers are between items); items this pan selected that fall out of that range
    /// again are deselected.
    private func extendMultipleSelection(to point: CGPoint) {
        guard let anchor = multipleSelection.anchor else { return }
        let current = _indexPathForItem(at: point) ?? multipleSelection.added.last ?? anchor
        let counts = loadedItemCounts
        var starts: [Int] = []
        var total = 0
        for count in counts {
            starts.append(total)
            total += count
        }
        func flat(_ path: IndexPath) -> Int { starts[path.section] + path.item }
        func path(_ flat: Int) -> IndexPath {
            let section = (starts.lastIndex { $0 <= flat }) ?? 0
            return IndexPath(item: flat - starts[section], section: section)
        }
        guard anchor.section < counts.count, current.section < counts.count else { return }
        let from = flat(anchor), to = flat(current)
        let range = min(from, to)...max(from, to)
        let delegate = collectionDelegate
        for item in multipleSelection.added where !range.contains(flat(item)) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: item) ?? true else { continue }
            _deselectItem(at: item, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: item)
        }
        multipleSelection.added.removeAll { !range.contains(flat($0)) && !selectedIndexPaths.contains($0) }
        for index in stride(from: from, through: to, by: from <= to ? 1 : -1) {
            let item = path(index)
            guard !selectedIndexPaths.contains(item), delegate?.collectionView(self, shouldSelectItemAt: item) ?? true else { continue }
            markSelected(item)
            multipleSelection.added.append(item)
            delegate?.collectionView(self, didSelectItemAt: item)
        }
    }
}
