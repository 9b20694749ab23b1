import XCTest
@_spi(Rendering) import FrameworkTestSupport
@testable @_spi(UIKit) @_spi(Rendering) import QuartzCore
@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

@MainActor
final class GradientAndShapeLayerTests: XCTestCase {
    func testGradientLayerDefaults() async {
        let g = CAGradientLayer()
        XCTAssertEqual(g.startPoint, CGPoint(x: 0.5, y: 0))
        XCTAssertEqual(g.endPoint, CGPoint(x: 0.5, y: 1))
        XCTAssertEqual(g.type, .axial)
        XCTAssertNil(g.colors)
        XCTAssertNil(g.locations)
    }

    func testAxialGradientRunsFromStartPointToEndPoint() async {
        let (root, buffer) = makeCompositedRoot(self)
        let g = CAGradientLayer()
        g.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        g.colors = [red, blue]
        root.addSublayer(g)
        CATransaction.flush()
        XCTAssertTrue(buffer.pixel(50, 0).isClose(to: .red, tolerance: 6), "\(buffer.pixel(50, 0))")
        XCTAssertTrue(buffer.pixel(50, 99).isClose(to: .blue, tolerance: 6))
        XCTAssertTrue(buffer.pixel(50, 50).isClose(to: Pixel(127, 0, 127, 255), tolerance: 6), "\(buffer.pixel(50, 50))")
        g.startPoint = CGPoint(x: 0, y: 0.5)
        g.endPoint = CGPoint(x: 1, y: 0.5)
        g.locations = [0.5, 1]
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(20, 50), .red, "before the first location: the first color")
        XCTAssertTrue(buffer.pixel(99, 50).isClose(to: .blue, tolerance: 8))
    }

    func testRadialAndConicGradients() async {
        let (root, buffer) = makeCompositedRoot(self, size: CGSize(width: 200, height: 100))
        let radial = CAGradientLayer()
        radial.type = .radial
        radial.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        radial.colors = [red, blue]
        radial.startPoint = CGPoint(x: 0.5, y: 0.5)
        radial.endPoint = CGPoint(x: 1, y: 1)
        let conic = CAGradientLayer()
        conic.type = .conic
        conic.frame = CGRect(x: 100, y: 0, width: 100, height: 100)
        conic.colors = [red, blue]
        conic.startPoint = CGPoint(x: 0.5, y: 0.5)
        conic.endPoint = CGPoint(x: 1, y: 0.5)
        root.addSublayer(radial)
        root.addSublayer(conic)
        CATransaction.flush()
        XCTAssertTrue(buffer.pixel(50, 50).isClose(to: .red, tolerance: 10), "the center is the first color")
        XCTAssertTrue(buffer.pixel(99, 50).isClose(to: .blue, tolerance: 10), "the ellipse edge is the last")
        XCTAssertTrue(buffer.pixel(199, 52).isClose(to: .red, tolerance: 12), "conic: starts toward endPoint \(buffer.pixel(199, 52))")
        XCTAssertTrue(buffer.pixel(150, 99).isClose(to: Pixel(191, 0, 64, 255), tolerance: 12), "a quarter turn clockwise \(buffer.pixel(150, 99))")
    }

    func testGradientFillsTheRoundedShape() async {
        let (root, buffer) = makeCompositedRoot(self)
        let g = CAGradientLayer()
        g.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        g.colors = [red, red]
        g.cornerRadius = 30
        root.addSublayer(g)
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(1, 1), .clear)
        XCTAssertEqual(buffer.pixel(50, 50), .red)
    }

    func testShapeLayerDefaultsAndFill() async {
        let shape = CAShapeLayer()
        XCTAssertEqual(shape.fillColor, CGColor.black)
        XCTAssertNil(shape.strokeColor)
        XCTAssertEqual(shape.lineWidth, 1)
        XCTAssertEqual(shape.miterLimit, 10)
        XCTAssertEqual(shape.lineCap, .butt)
        XCTAssertEqual(shape.lineJoin, .miter)
        XCTAssertEqual(shape.fillRule, .nonZero)
        XCTAssertEqual(shape.strokeStart, 0)
        XCTAssertEqual(shape.strokeEnd, 1)

        let (root, buffer) = makeCompositedRoot(self)
        shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        shape.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80), transform: nil)
        root.addSublayer(shape)
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(50, 50), .black)
        XCTAssertEqual(buffer.pixel(12, 12), .clear)
    }

    func testShapeLayerStrokeAndEvenOddRule() async {
        let (root, buffer) = makeCompositedRoot(self)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let path = CGMutablePath()
        path.addRect(CGRect(x: 10, y: 10, width: 80, height: 80))
        path.addRect(CGRect(x: 30, y: 30, width: 40, height: 40))
        shape.path = path
        shape.fillColor = red
        shape.fillRule = .evenOdd
        shape.strokeColor = blue
        shape.lineWidth = 4
        root.addSublayer(shape)
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(20, 50), .red)
        XCTAssertEqual(buffer.pixel(50, 50), .clear, "even-odd leaves the inner square empty")
        XCTAssertEqual(buffer.pixel(10, 50), .blue, "the stroke is centered on the path")
        shape.fillRule = .nonZero
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(50, 50), .red)
    }

    func testStrokeEndDrawsPartOfThePath() async {
        let (root, buffer) = makeCompositedRoot(self)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 50))
        path.addLine(to: CGPoint(x: 100, y: 50))
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = red
        shape.lineWidth = 10
        shape.strokeStart = 0.25
        shape.strokeEnd = 0.5
        root.addSublayer(shape)
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(10, 50), .clear)
        XCTAssertEqual(buffer.pixel(40, 50), .red)
        XCTAssertEqual(buffer.pixel(60, 50), .clear)
    }

    func testLineDashPattern() async {
        let (root, buffer) = makeCompositedRoot(self)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 50))
        path.addLine(to: CGPoint(x: 100, y: 50))
        shape.path = path
        shape.strokeColor = red
        shape.lineWidth = 4
        shape.lineDashPattern = [10, 10]
        root.addSublayer(shape)
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(5, 50), .red)
        XCTAssertEqual(buffer.pixel(15, 50), .clear)
        XCTAssertEqual(buffer.pixel(25, 50), .red)
    }

    func testPathIsCopied() async {
        let shape = CAShapeLayer()
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        shape.path = path
        path.addRect(CGRect(x: 50, y: 50, width: 10, height: 10))
        XCTAssertEqual(shape.path?.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
