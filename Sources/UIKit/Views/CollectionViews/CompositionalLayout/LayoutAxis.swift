import Foundation

/// An axis of a compositional layout, to write one algorithm for both directions: `main` is
/// along the axis, `cross` across it.
enum LayoutAxis {
    case horizontal, vertical

    var other: LayoutAxis { self == .horizontal ? .vertical : .horizontal }

    func main(_ size: CGSize) -> CGFloat { self == .horizontal ? size.width : size.height }
    func cross(_ size: CGSize) -> CGFloat { self == .horizontal ? size.height : size.width }
    func main(_ point: CGPoint) -> CGFloat { self == .horizontal ? point.x : point.y }
    func cross(_ point: CGPoint) -> CGFloat { self == .horizontal ? point.y : point.x }
    func minMain(_ rect: CGRect) -> CGFloat { self == .horizontal ? rect.minX : rect.minY }
    func maxMain(_ rect: CGRect) -> CGFloat { self == .horizontal ? rect.maxX : rect.maxY }

    func size(main: CGFloat, cross: CGFloat) -> CGSize {
        self == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }

    func point(main: CGFloat, cross: CGFloat) -> CGPoint {
        self == .horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
    }

    func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        CGRect(origin: point(main: main, cross: cross), size: size(main: mainLength, cross: crossLength))
    }

    func mainDimension(_ size: NSCollectionLayoutSize) -> NSCollectionLayoutDimension {
        self == .horizontal ? size.widthDimension : size.heightDimension
    }

    func crossDimension(_ size: NSCollectionLayoutSize) -> NSCollectionLayoutDimension {
        self == .horizontal ? size.heightDimension : size.widthDimension
    }

    /// The insets at the start and end of the axis (left-to-right).
    func insets(_ insets: NSDirectionalEdgeInsets) -> (start: CGFloat, end: CGFloat) {
        self == .horizontal ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
    }

    /// The edge spacings at the start and end of the axis.
    func spacings(_ edges: NSCollectionLayoutEdgeSpacing?) -> (start: NSCollectionLayoutSpacing?, end: NSCollectionLayoutSpacing?) {
        guard let edges else { return (nil, nil) }
        return self == .horizontal ? (edges.leading, edges.trailing) : (edges.top, edges.bottom)
    }

    /// Moves `rect` along the axis.
    func offset(_ rect: CGRect, by delta: CGFloat) -> CGRect {
        self == .horizontal ? rect.offsetBy(dx: delta, dy: 0) : rect.offsetBy(dx: 0, dy: delta)
    }
}
