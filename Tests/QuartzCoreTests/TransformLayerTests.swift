import XCTest
@_spi(Rendering) import FrameworkTestSupport
@testable @_spi(UIKit) @_spi(Rendering) import QuartzCore
@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// `CATransformLayer`: sublayers kept in 3D (not flattened), ordered by depth, the layer's
/// own appearance not drawn, hit testing passing over it to its sublayers.
@MainActor
final class TransformLayerTests: XCTestCase {
    /// `root.hitTest` at a point given in the root's own space (hitTest takes the
    /// superlayer's coordinates; a root's frame is its bounds about its position).
    private func hit(_ root: CALayer, _ x: CGFloat, _ y: CGFloat) -> CALayer? {
        root.hitTest(CGPoint(x: x + root.frame.minX, y: y + root.frame.minY))
    }

    private func container(_ transformLayer: Bool, _ frame: CGRect) -> CALayer {
        let c: CALayer = transformLayer ? CATransformLayer() : CALayer()
        c.frame = frame
        return c
    }

    func testOnlySublayersAreDrawn() async {
        let (root, buffer) = makeCompositedRoot(self)
        let t = CATransformLayer()
        t.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
        t.backgroundColor = red
        t.borderColor = blue
        t.borderWidth = 4
        t.shadowOpacity = 1
        t.masksToBounds = true
        t.addSublayer(layer(CGRect(x: 50, y: 50, width: 30, height: 30), green))
        root.addSublayer(t)
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(20, 20), .clear, "no background")
        XCTAssertEqual(buffer.pixel(11, 40), .clear, "no border")
        XCTAssertEqual(buffer.pixel(65, 65), .green)
        XCTAssertEqual(buffer.pixel(85, 85), .green, "masksToBounds is ignored")
    }

    func testSublayersAreNotFlattened() async {
        // A plane turned a quarter turn is edge-on; turned back by its container it faces
        // the viewer again only when the container keeps it in 3D.
        for kept in [false, true] {
            let (root, buffer) = makeCompositedRoot(self)
            let c = container(kept, CGRect(x: 0, y: 0, width: 100, height: 100))
            c.transform = CATransform3DMakeRotation(-.pi / 2, 0, 1, 0)
            let plane = layer(CGRect(x: 20, y: 20, width: 60, height: 60), red)
            plane.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
            c.addSublayer(plane)
            root.addSublayer(c)
            CATransaction.flush()
            if kept {
                XCTAssertEqual(buffer.pixel(50, 50), .red)
                XCTAssertEqual(buffer.pixel(25, 50), .red)
            } else {
                XCTAssertEqual(buffer.pixel(25, 50), .clear, "a flattened edge-on plane stays a line")
            }
        }
    }

    func testSublayersAreOrderedByDepth() async {
        // `near` is added first but lies 10 points nearer: a transform layer draws it last;
        // a plain layer ignores depth from transforms (it sorts by zPosition only).
        for isTransformLayer in [false, true] {
            let (root, buffer) = makeCompositedRoot(self)
            let c = container(isTransformLayer, CGRect(x: 0, y: 0, width: 100, height: 100))
            let near = layer(CGRect(x: 10, y: 10, width: 60, height: 60), red)
            near.transform = CATransform3DMakeTranslation(0, 0, 10)
            let far = layer(CGRect(x: 30, y: 30, width: 60, height: 60), blue)
            c.addSublayer(near)
            c.addSublayer(far)
            root.addSublayer(c)
            CATransaction.flush()
            XCTAssertEqual(buffer.pixel(50, 50), isTransformLayer ? .red : .blue)
            XCTAssertTrue(hit(root, 50, 50) === (isTransformLayer ? near : far))
        }
    }

    func testNestedTransformLayersShareOneSpace() async {
        let (root, buffer) = makeCompositedRoot(self)
        let outer = CATransformLayer()
        outer.frame = root.bounds
        let inner = CATransformLayer()
        inner.frame = outer.bounds
        inner.transform = CATransform3DMakeTranslation(0, 0, 20)
        let front = layer(CGRect(x: 10, y: 10, width: 60, height: 60), red)
        inner.addSublayer(front)
        let back = layer(CGRect(x: 30, y: 30, width: 60, height: 60), blue)
        back.zPosition = 10
        outer.addSublayer(inner)
        outer.addSublayer(back)
        root.addSublayer(outer)
        CATransaction.flush()
        // front: depth 20 (its transform layer's), back: zPosition 10.
        XCTAssertEqual(buffer.pixel(50, 50), .red)
        XCTAssertEqual(buffer.pixel(80, 80), .blue)
    }

    func testOpacityAppliesToEachSublayer() async {
        let (root, buffer) = makeCompositedRoot(self)
        let t = CATransformLayer()
        t.frame = root.bounds
        t.opacity = 0.5
        t.addSublayer(layer(CGRect(x: 0, y: 0, width: 60, height: 60), red))
        t.addSublayer(layer(CGRect(x: 40, y: 40, width: 60, height: 60), blue))
        root.addSublayer(t)
        CATransaction.flush()
        // No group: half the red shows through half the blue where they overlap.
        let overlap = buffer.pixel(50, 50)
        XCTAssertGreaterThan(overlap.r, 40, "\(overlap)")
        XCTAssertGreaterThan(overlap.b, 100, "\(overlap)")
        XCTAssertTrue(buffer.pixel(20, 20).isClose(to: Pixel(128, 0, 0, 128), tolerance: 2), "\(buffer.pixel(20, 20))")
    }

    func testHitTestPassesOverTheTransformLayer() async {
        let (root, _) = makeCompositedRoot(self)
        let t = CATransformLayer()
        t.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let plane = layer(CGRect(x: 20, y: 20, width: 30, height: 30), red)
        t.addSublayer(plane)
        root.addSublayer(t)
        XCTAssertTrue(hit(root, 30, 30) === plane)
        XCTAssertTrue(hit(root, 80, 80) === root, "the transform layer itself is never hit")
        XCTAssertTrue(t.hitTest(CGPoint(x: 30, y: 30)) === plane)
        XCTAssertNil(t.hitTest(CGPoint(x: 80, y: 80)))
        t.isHidden = true
        XCTAssertTrue(hit(root, 30, 30) === root)
    }

    /// A cube of six single-sided faces in a transform layer, turned under perspective: the
    /// front and the face turned towards the viewer show, the others are culled.
    func testCubeRendersItsVisibleFaces() async {
        let yellow = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
        let cyan = CGColor(red: 0, green: 1, blue: 1, alpha: 1)
        let magenta = CGColor(red: 1, green: 0, blue: 1, alpha: 1)
        let (root, buffer) = makeCompositedRoot(self, size: CGSize(width: 300, height: 300))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        root.sublayerTransform = perspective
        let cube = CATransformLayer()
        cube.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        // Turning about y by +30° sends the right edge away: the left face comes into view.
        cube.transform = CATransform3DMakeRotation(.pi / 6, 0, 1, 0)
        let faces: [(CGColor, CATransform3D)] = [
            (red, CATransform3DIdentity), // front
            (green, CATransform3DMakeRotation(-.pi / 2, 0, 1, 0)), // left
            (yellow, CATransform3DMakeRotation(.pi / 2, 0, 1, 0)), // right
            (cyan, CATransform3DMakeRotation(.pi / 2, 1, 0, 0)), // top
            (magenta, CATransform3DMakeRotation(-.pi / 2, 1, 0, 0)), // bottom
            (blue, CATransform3DMakeRotation(.pi, 0, 1, 0)), // back, added last
        ]
        var layers: [CALayer] = []
        for (color, turn) in faces {
            let face = layer(CGRect(x: 0, y: 0, width: 100, height: 100), color)
            face.isDoubleSided = false
            face.transform = CATransform3DMakeTranslation(0, 0, 50).concatenating(turn)
            cube.addSublayer(face)
            layers.append(face)
        }
        root.addSublayer(cube)
        CATransaction.flush()
        var counts: [String: Int] = [:]
        let named: [(String, Pixel)] = [("red", .red), ("green", .green), ("blue", .blue), ("yellow", Pixel(255, 255, 0, 255)),
                                        ("cyan", Pixel(0, 255, 255, 255)), ("magenta", Pixel(255, 0, 255, 255))]
        for y in 0..<300 {
            for x in 0..<300 {
                let p = buffer.pixel(x, y)
                if let name = named.first(where: { p.isClose(to: $0.1, tolerance: 8) })?.0 { counts[name, default: 0] += 1 }
            }
        }
        XCTAssertEqual(buffer.pixel(150, 150), .red, "the front face is nearest at the centre")
        XCTAssertGreaterThan(counts["red", default: 0], 5000, "\(counts)")
        XCTAssertGreaterThan(counts["green", default: 0], 1000, "\(counts)")
        for hidden in ["blue", "yellow", "cyan", "magenta"] {
            XCTAssertEqual(counts[hidden, default: 0], 0, "\(hidden) faces away: \(counts)")
        }
        // The left face lies left of the front one.
        let row = (0..<300).map { buffer.pixel($0, 150) }
        let firstPainted = row.firstIndex { $0.a > 200 }
        XCTAssertNotNil(firstPainted)
        if let firstPainted { XCTAssertTrue(row[firstPainted + 2].isClose(to: .green, tolerance: 8), "\(row[firstPainted + 2])") }
        // Hit testing follows the projection.
        if let firstPainted {
            XCTAssertTrue(hit(root, CGFloat(firstPainted) + 3, 150) === layers[1], "the left face")
        }
        XCTAssertTrue(hit(root, 150, 150) === layers[0], "the front face")
    }

    func testMovingAPlaneRepaintsWhereItWasAndIs() async {
        let (root, buffer) = makeCompositedRoot(self)
        let t = CATransformLayer()
        t.frame = root.bounds
        let plane = layer(CGRect(x: 0, y: 0, width: 20, height: 20), red)
        t.addSublayer(plane)
        root.addSublayer(t)
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(10, 10), .red)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        plane.transform = CATransform3DMakeTranslation(60, 60, 30)
        CATransaction.commit()
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(10, 10), .clear)
        XCTAssertEqual(buffer.pixel(70, 70), .red)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        t.transform = CATransform3DMakeTranslation(-60, -60, 0)
        CATransaction.commit()
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(70, 70), .clear)
        XCTAssertEqual(buffer.pixel(10, 10), .red)
    }
}
