import Foundation

/// A cell or an anchored supplementary item placed by the group solver.
struct CompositionalPlacedElement {
    var frame: CGRect
    var item: Int
    var zIndex: Int
    /// The supplementary kind; nil for cells.
    var kind: String?
    /// The axes sized by the view's preferred size (estimated or uniform dimensions).
    var selfSizingWidth = false
    var selfSizingHeight = false

    func offsetBy(_ origin: CGPoint) -> CompositionalPlacedElement {
        var moved = self
        moved.frame = frame.offsetBy(dx: origin.x, dy: origin.y)
        return moved
    }
}

/// One instance of a group: its size and its elements, relative to the group's origin.
struct CompositionalGroupResult {
    var size: CGSize
    var cells: [CompositionalPlacedElement] = []
    var supplementaries: [CompositionalPlacedElement] = []
}
