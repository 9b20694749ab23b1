import Foundation

/// The computed layout of one section: attributes in content coordinates, with what the
/// queries need to find them fast.
@MainActor
final class CompositionalSectionGeometry {
    struct GroupInstance {
        /// The union of the group's frame and its elements' frames.
        var frame: CGRect
        var cells: Range<Int>
        var supplementaries: [UICollectionViewLayoutAttributes]
    }

    struct Boundary {
        let attributes: UICollectionViewLayoutAttributes
        let item: NSCollectionLayoutBoundarySupplementaryItem
        let isHeader: Bool
    }

    let index: Int
    let section: NSCollectionLayoutSection?
    let environment: any NSCollectionLayoutEnvironment
    var frame: CGRect = .zero
    /// Cells by item index.
    var cells: [UICollectionViewLayoutAttributes] = []
    /// The self-sizing axes of each cell (bit 0: width, bit 1: height); kept out of the
    /// element dictionary so that big sections hash no index paths.
    var cellSelfSizing: [UInt8] = []
    /// Group instances, in order along the axis they are stacked on.
    var groups: [GroupInstance] = []
    /// The running maximum of the groups' far edges along their stacking axis (for binary search).
    var groupFarEdges: [CGFloat] = []
    var boundaries: [Boundary] = []
    var decorations: [UICollectionViewLayoutAttributes] = []

    // Orthogonal scrolling.
    var isOrthogonal: Bool { (section?.orthogonalScrollingBehavior ?? .none) != .none }
    /// The length of the scrolling content across the layout's axis, from the section's edge.
    var orthogonalContentLength: CGFloat = 0
    /// The visible length across the layout's axis.
    var orthogonalViewportLength: CGFloat = 0
    /// The groups' start and length across the layout's axis, unshifted, relative to the section's edge.
    var orthogonalGroupSpans: [(start: CGFloat, length: CGFloat)] = []
    /// The offset applied to the frames now.
    var orthogonalOffset: CGFloat = 0

    init(index: Int, section: NSCollectionLayoutSection?, environment: any NSCollectionLayoutEnvironment) {
        self.index = index
        self.section = section
        self.environment = environment
    }
}
