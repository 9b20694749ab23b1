/// A coordinate system points and rectangles convert between: views, and a screen's
/// coordinate spaces (UIKit).
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    var bounds: CGRect { get }
}

/// A screen's coordinate space: screen points, origin at the screen's top-left as the
/// interface is turned (`coordinateSpace`), or as the device is held upright, in portrait
/// (`fixedCoordinateSpace`).
@MainActor
final class ScreenCoordinateSpace: UICoordinateSpace {
    /// Strong: callers may keep the space after the screen is gone (the screen does not keep
    /// the space, so there is no cycle).
    let screen: UIScreen
    let isFixed: Bool

    init(screen: UIScreen, fixed: Bool = false) {
        self.screen = screen
        self.isFixed = fixed
    }

    /// UIKit: the fixed space keeps portrait bounds whichever way the interface is turned.
    var bounds: CGRect {
        guard isFixed, rotation.isLandscape else { return screen.bounds }
        return CGRect(x: 0, y: 0, width: screen.bounds.height, height: screen.bounds.width)
    }

    /// The interface's orientation on this screen (only the main screen rotates).
    private var rotation: UIInterfaceOrientation {
        screen === UIScreen.main ? UIDevice.current.interfaceOrientation : .portrait
    }

    /// An interface point in the fixed (portrait-up) space.
    func toFixed(_ point: CGPoint) -> CGPoint {
        guard isFixed else { return point }
        let size = screen.bounds.size
        switch rotation {
        // The device turned counterclockwise: its top-left corner is at the interface's bottom-left.
        case .landscapeRight: return CGPoint(x: size.height - point.y, y: point.x)
        // Turned clockwise: its top-left corner is at the interface's top-right.
        case .landscapeLeft: return CGPoint(x: point.y, y: size.width - point.x)
        case .portraitUpsideDown: return CGPoint(x: size.width - point.x, y: size.height - point.y)
        default: return point
        }
    }

    /// A fixed-space point in the interface's space.
    func fromFixed(_ point: CGPoint) -> CGPoint {
        guard isFixed else { return point }
        let size = screen.bounds.size
        switch rotation {
        case .landscapeRight: return CGPoint(x: point.y, y: size.height - point.x)
        case .landscapeLeft: return CGPoint(x: size.width - point.y, y: point.x)
        case .portraitUpsideDown: return CGPoint(x: size.width - point.x, y: size.height - point.y)
        default: return point
        }
    }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        let screenPoint = fromFixed(point)
        if let view = coordinateSpace as? UIView { return view.pointFromScreen(screenPoint) }
        if let space = coordinateSpace as? ScreenCoordinateSpace { return space.toFixed(screenPoint) }
        return screenPoint
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        var screenPoint = point
        if let view = coordinateSpace as? UIView { screenPoint = view.pointToScreen(point) }
        if let space = coordinateSpace as? ScreenCoordinateSpace { screenPoint = space.fromFixed(point) }
        return toFixed(screenPoint)
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if !isFixed, let view = coordinateSpace as? UIView { return view.rectFromScreen(rect) }
        return Self.box(corners(of: rect).map { convert($0, to: coordinateSpace) })
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if !isFixed, let view = coordinateSpace as? UIView { return view.screenRect(of: rect) }
        return Self.box(corners(of: rect).map { convert($0, from: coordinateSpace) })
    }

    private func corners(of rect: CGRect) -> [CGPoint] {
        [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
         CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
    }

    private static func box(_ points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
