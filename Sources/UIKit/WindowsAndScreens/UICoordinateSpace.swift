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

/// A screen's coordinate space: screen points, origin at the screen's top-left (OpenUIKit
/// screens do not rotate, so the fixed and the interface-oriented spaces are the same).
@MainActor
final class ScreenCoordinateSpace: UICoordinateSpace {
    /// Strong: callers may keep the space after the screen is gone (the screen does not keep
    /// the space, so there is no cycle).
    let screen: UIScreen

    init(screen: UIScreen) {
        self.screen = screen
    }

    var bounds: CGRect { screen.bounds }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return view.pointFromScreen(point) }
        return point
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return view.pointToScreen(point) }
        return point
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return view.rectFromScreen(rect) }
        return rect
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return view.screenRect(of: rect) }
        return rect
    }
}
