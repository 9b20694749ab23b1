@_spi(UIKit) import QuartzCore

// Views are coordinate spaces: conversions to and from any other (a view, or a screen's).
extension UIView: UICoordinateSpace {
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: view as UIView?) }
        return coordinateSpace.convert(pointToScreen(point), from: screenSpace)
    }

    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: view as UIView?) }
        return pointFromScreen(coordinateSpace.convert(point, to: screenSpace))
    }

    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: view as UIView?) }
        return coordinateSpace.convert(screenRect(of: rect), from: screenSpace)
    }

    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: view as UIView?) }
        return rectFromScreen(coordinateSpace.convert(rect, to: screenSpace))
    }

    private var screenSpace: ScreenCoordinateSpace {
        ScreenCoordinateSpace(screen: window?.screen ?? .main)
    }

    /// Screen coordinates (through the window's frame) of a point in the view.
    func pointToScreen(_ point: CGPoint) -> CGPoint {
        viewLayer.convertToScreen(point)
    }

    func pointFromScreen(_ point: CGPoint) -> CGPoint {
        viewLayer.convertFromScreen(point)
    }

    func rectFromScreen(_ rect: CGRect) -> CGRect {
        Self.box([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                  CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(pointFromScreen))
    }
}
