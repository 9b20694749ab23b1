@_spi(Diagnostics) import CoreGraphics
import Foundation

/// A path of straight and curved segments that you can draw (UIKit): a `CGPath` with the
/// stroke attributes that `stroke()` uses. UIKit's coordinates are y-down, so `clockwise`
/// means clockwise on screen.
open class UIBezierPath: NSObject, @unchecked Sendable {
    var path = CGMutablePath()
    var dashPattern: [CGFloat] = []
    var dashPhase: CGFloat = 0

    /// UIKit: 1 by default.
    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    /// UIKit: 10 by default.
    open var miterLimit: CGFloat = 10
    /// UIKit: 0.6 by default.
    open var flatness: CGFloat = 0.6
    /// Whether `fill()`, `addClip()` and `contains(_:)` use the even-odd rule (non-zero
    /// otherwise).
    open var usesEvenOddFillRule = false

    public override init() {
        super.init()
    }

    /// A path decoded from an archive (see `UIBezierPath+Coding.swift`); nil when the archive
    /// holds no path. Required, as on iOS: a subclass with a designated initializer of its
    /// own writes `required init?(coder:)`.
    public required init?(coder: NSCoder) {
        super.init()
        guard _decodePath(from: coder) else { return nil }
    }

    open func encode(with coder: NSCoder) { _encodePath(with: coder) }

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// UIKit: the radius is clamped to half the shorter side. (UIKit draws slightly
    /// smoother "continuous" corners; these are circular arcs.)
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let r = Swift.max(0, Swift.min(cornerRadius, Swift.min(abs(rect.width), abs(rect.height)) / 2))
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: r, height: r))
    }

    /// A rectangle whose `corners` are quarter ellipses of `cornerRadii` (clamped to half the
    /// sides).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = Swift.max(0, Swift.min(cornerRadii.width, r.width / 2))
        let ry = Swift.max(0, Swift.min(cornerRadii.height, r.height / 2))
        func radii(_ corner: UIRectCorner) -> CGSize {
            corners.contains(corner) ? CGSize(width: rx, height: ry) : .zero
        }
        let tl = radii(.topLeft), tr = radii(.topRight), br = radii(.bottomRight), bl = radii(.bottomLeft)
        // A quarter ellipse as one cubic (the usual 0.5523 handle length).
        let k: CGFloat = 0.552_284_749_8
        path.move(to: CGPoint(x: r.minX + tl.width, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY))
        if tr != .zero {
            path.addCurve(to: CGPoint(x: r.maxX, y: r.minY + tr.height),
                          control1: CGPoint(x: r.maxX - tr.width + tr.width * k, y: r.minY),
                          control2: CGPoint(x: r.maxX, y: r.minY + tr.height - tr.height * k))
        }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height))
        if br != .zero {
            path.addCurve(to: CGPoint(x: r.maxX - br.width, y: r.maxY),
                          control1: CGPoint(x: r.maxX, y: r.maxY - br.height + br.height * k),
                          control2: CGPoint(x: r.maxX - br.width + br.width * k, y: r.maxY))
        }
        path.addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY))
        if bl != .zero {
            path.addCurve(to: CGPoint(x: r.minX, y: r.maxY - bl.height),
                          control1: CGPoint(x: r.minX + bl.width - bl.width * k, y: r.maxY),
                          control2: CGPoint(x: r.minX, y: r.maxY - bl.height + bl.height * k))
        }
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height))
        if tl != .zero {
            path.addCurve(to: CGPoint(x: r.minX + tl.width, y: r.minY),
                          control1: CGPoint(x: r.minX, y: r.minY + tl.height - tl.height * k),
                          control2: CGPoint(x: r.minX + tl.width - tl.width * k, y: r.minY))
        }
        path.closeSubpath()
    }

    /// An arc of a circle; angles in radians from the positive x-axis, `clockwise` on screen.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.mutableCopy() ?? CGMutablePath()
    }

    /// The path's elements (a snapshot; setting replaces them).
    open var cgPath: CGPath {
        get { path.copy() ?? CGMutablePath() }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    // MARK: Building

    open func move(to point: CGPoint) {
        path.move(to: point)
    }

    open func addLine(to point: CGPoint) {
        path.addLine(to: point)
    }

    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// UIKit's `clockwise` is on screen (y down), which is CoreGraphics' counterclockwise.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    open func close() {
        path.closeSubpath()
    }

    open func removeAllPoints() {
        path = CGMutablePath()
    }

    /// Adds `bezierPath`'s subpaths (not its stroke attributes).
    open func append(_ bezierPath: UIBezierPath) {
        path.addPath(bezierPath.path)
    }

    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) {
        var t = transform
        path = path.mutableCopy(using: &t) ?? path
    }

    // MARK: Properties

    open var isEmpty: Bool { path.isEmpty }

    /// The box of all the points (control points included).
    open var bounds: CGRect { path.boundingBox }

    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether `point` is inside the path under its fill rule.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Dashes

    /// Sets the dash: `count` lengths from `pattern` (painted, gap, painted, ...), starting
    /// `phase` into the pattern. A nil pattern or zero count draws solid lines.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        if let pattern, count > 0 {
            dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        } else {
            dashPattern = []
        }
        dashPhase = phase
    }

    /// Copies the dash lengths into `pattern` (when not nil; it must hold them), and reports
    /// their number and the phase.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                          phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern {
            for (i, length) in dashPattern.enumerated() { pattern[i] = length }
        }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    var lineDash: (phase: CGFloat, lengths: [CGFloat]) { (dashPhase, dashPattern) }

    nonisolated open override var description: String {
        "<UIBezierPath: \(path)>"
    }
}
