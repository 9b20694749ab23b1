@_spi(UIKit) import QuartzCore

extension UIView {
    /// Converts a point from the view's coordinates to `view`'s; nil means the window's
    /// coordinates. Views in different windows convert through the screen.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let target = view ?? window else { return viewLayer.convertToScreen(point) }
        return target.viewLayer.convert(point, from: viewLayer)
    }

    /// Converts a point from `view`'s coordinates (nil: the window's) to the view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let source = view ?? window else { return viewLayer.convertFromScreen(point) }
        return viewLayer.convert(point, from: source.viewLayer)
    }

    /// Converts a rectangle; with transforms the result is the bounding box.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        guard let target = view ?? window else {
            return Self.box(corners(of: rect).map { viewLayer.convertToScreen($0) })
        }
        return target.viewLayer.convert(rect, from: viewLayer)
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        guard let source = view ?? window else {
            return Self.box(corners(of: rect).map { viewLayer.convertFromScreen($0) })
        }
        return viewLayer.convert(rect, from: source.viewLayer)
    }

    /// A rectangle of the view in screen coordinates (through the window's own frame).
    func screenRect(of rect: CGRect) -> CGRect {
        Self.box(corners(of: rect).map { viewLayer.convertToScreen($0) })
    }

    private func corners(of r: CGRect) -> [CGPoint] {
        [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
         CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)]
    }

    static func box(_ points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}
