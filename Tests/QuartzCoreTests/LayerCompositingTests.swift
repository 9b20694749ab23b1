import XCTest
@_spi(Rendering) import FrameworkTestSupport
@testable @_spi(UIKit) @_spi(Rendering) import QuartzCore
@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// How each layer property shows on screen (pixels of the frame buffer).
@MainActor
final class LayerCompositingTests: XCTestCase {
    func testGroupOpacityCompositesLayerAndSublayersAsOneImage() async {
        let (root, buffer) = makeCompositedRoot(self, size: CGSize(width: 100, height: 50))
        root.backgroundColor = white
        for (x, groups) in [(0.0, true), (50.0, false)] {
            let parent = layer(CGRect(x: x, y: 0, width: 50, height: 50), red)
            parent.opacity = 0.5
            parent.allowsGroupOpacity = groups
            parent.addSublayer(layer(CGRect(x: 0, y: 0, width: 25, height: 50), blue))
            root.addSublayer(parent)
        }
        CATransaction.flush()
        // Core Animation: as a group, the opaque blue hides the red beneath it before the
        // half opacity applies; without grouping each layer is half transparent on its own.
        XCTAssertTrue(buffer.pixel(10, 25).isClose(to: Pixel(127, 127, 255, 255)), "\(buffer.pixel(10, 25))")
        XCTAssertTrue(buffer.pixel(60, 25).isClose(to: Pixel(127, 63, 191, 255)), "\(buffer.pixel(60, 25))")
        XCTAssertTrue(buffer.pixel(40, 25).isClose(to: Pixel(255, 127, 127, 255)))
    }

    func testMasksToBoundsClipsSublayersToTheRoundedBounds() async {
        let (root, buffer) = makeCompositedRoot(self)
        let clip = layer(CGRect(x: 20, y: 20, width: 60, height: 60))
        clip.cornerRadius = 20
        clip.masksToBounds = true
        clip.addSublayer(layer(CGRect(x: -20, y: -20, width: 100, height: 100), red))
        root.addSublayer(clip)
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(50, 50), .red)
        XCTAssertEqual(buffer.pixel(10, 10), .clear, "outside the bounds")
        XCTAssertEqual(buffer.pixel(22, 22), .clear, "outside the rounded corner")
        XCTAssertEqual(buffer.pixel(50, 21), .red, "the edge between the corners")
    }

    func testCornerRadiusDoesNotClipContentsWithoutMasksToBounds() async {
        let (root, buffer) = makeCompositedRoot(self)
        let a = layer(CGRect(x: 20, y: 20, width: 60, height: 60))
        a.cornerRadius = 20
        a.addSublayer(layer(CGRect(x: 0, y: 0, width: 60, height: 60), red))
        root.addSublayer(a)
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(21, 21), .red, "Core Animation: the radius applies to background and border only")
    }

    func testMaskedCornersRoundOnlyTheListedCorners() async {
        let (root, buffer) = makeCompositedRoot(self)
        let a = layer(CGRect(x: 10, y: 10, width: 80, height: 80), red)
        a.cornerRadius = 30
        a.maskedCorners = [.layerMaxXMaxYCorner]
        root.addSublayer(a)
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(11, 11), .red, "square top-left")
        XCTAssertEqual(buffer.pixel(88, 88), .clear, "rounded bottom-right")
    }

    func testMaskLayerKeepsOnlyWhereItIsOpaque() async {
        let (root, buffer) = makeCompositedRoot(self)
        root.backgroundColor = white
        let a = layer(CGRect(x: 0, y: 0, width: 100, height: 100), red)
        a.addSublayer(layer(CGRect(x: 50, y: 0, width: 50, height: 100), blue))
        let mask = layer(CGRect(x: 0, y: 0, width: 100, height: 50), CGColor(gray: 0, alpha: 1))
        a.mask = mask
        root.addSublayer(a)
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(25, 25), .red)
        XCTAssertEqual(buffer.pixel(75, 25), .blue, "sublayers are masked with the layer")
        XCTAssertEqual(buffer.pixel(25, 75), .white, "outside the mask: transparent")
        // Changing the mask repaints the masked layer.
        mask.frame = CGRect(x: 0, y: 50, width: 100, height: 50)
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(25, 25), .white)
        XCTAssertEqual(buffer.pixel(25, 75), .red)
    }

    func testMasksAndGroupsAtScaleTwoAwayFromTheOrigin() async {
        let (root, buffer) = makeCompositedRoot(self, size: CGSize(width: 200, height: 200), scale: 2)
        CATransaction.flush()
        let container = layer(CGRect(x: 0, y: 0, width: 200, height: 200))
        let masked = layer(CGRect(x: 50, y: 50, width: 100, height: 100), red)
        let circle = CAShapeLayer()
        circle.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        masked.mask = circle
        let translucent = layer(CGRect(x: 0, y: 160, width: 40, height: 40), red)
        translucent.opacity = 0.5
        translucent.addSublayer(layer(CGRect(x: 0, y: 0, width: 20, height: 40), blue))
        container.addSublayer(masked)
        container.addSublayer(translucent)
        root.addSublayer(container)
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(200, 200), .red, "inside the mask")
        XCTAssertEqual(buffer.pixel(104, 104), .clear, "outside the circle, inside the bounds")
        XCTAssertTrue(buffer.pixel(20, 360).isClose(to: Pixel(0, 0, 128, 128)), "\(buffer.pixel(20, 360))")
        XCTAssertTrue(buffer.pixel(60, 360).isClose(to: Pixel(128, 0, 0, 128)), "\(buffer.pixel(60, 360))")
    }

    func testShadowFallsUnderTheLayerAtItsOffset() async {
        let (root, buffer) = makeCompositedRoot(self)
        root.backgroundColor = white
        let a = layer(CGRect(x: 20, y: 20, width: 40, height: 40), red)
        a.shadowOpacity = 1
        a.shadowRadius = 0
        a.shadowOffset = CGSize(width: 10, height: 10)
        root.addSublayer(a)
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(40, 40), .red, "the layer covers its shadow")
        XCTAssertEqual(buffer.pixel(65, 65), .black, "shadowColor is black by default")
        XCTAssertEqual(buffer.pixel(15, 15), .white)
        XCTAssertEqual(buffer.pixel(75, 75), .white)
    }

    func testDefaultShadowOffsetCastsUpward() async {
        let (root, buffer) = makeCompositedRoot(self)
        root.backgroundColor = white
        let a = layer(CGRect(x: 20, y: 20, width: 40, height: 40), red)
        a.shadowOpacity = 1
        a.shadowRadius = 0
        root.addSublayer(a)
        CATransaction.flush()
        // Core Animation's default offset is (0, -3): on iOS's y-down layers, above.
        XCTAssertEqual(buffer.pixel(40, 18), .black)
        XCTAssertEqual(buffer.pixel(40, 61), .white)
    }

    func testBlurredShadowFadesOut() async {
        let (root, buffer) = makeCompositedRoot(self)
        root.backgroundColor = white
        let a = layer(CGRect(x: 30, y: 30, width: 40, height: 40), red)
        a.shadowOpacity = 1
        a.shadowRadius = 4
        a.shadowOffset = .zero
        root.addSublayer(a)
        CATransaction.flush()
        let near = buffer.pixel(72, 50).r, far = buffer.pixel(80, 50).r
        XCTAssertLessThan(near, 200, "dark near the edge")
        XCTAssertGreaterThan(far, near, "lighter farther out")
        XCTAssertEqual(buffer.pixel(95, 50), .white, "gone beyond three radii")
    }

    func testShadowPathGivesTheShadowShape() async {
        let (root, buffer) = makeCompositedRoot(self)
        root.backgroundColor = white
        let a = layer(CGRect(x: 10, y: 10, width: 20, height: 20), red)
        a.shadowOpacity = 1
        a.shadowRadius = 0
        a.shadowOffset = .zero
        a.shadowPath = CGPath(rect: CGRect(x: 40, y: 40, width: 30, height: 30), transform: nil)
        root.addSublayer(a)
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(60, 60), .black, "the shadow has the path's shape, in the layer's space")
        XCTAssertEqual(buffer.pixel(20, 20), .red)
    }

    func testShadowOfSublayersFollowsTheirShape() async {
        let (root, buffer) = makeCompositedRoot(self)
        root.backgroundColor = white
        let a = layer(CGRect(x: 10, y: 10, width: 20, height: 20))
        a.addSublayer(layer(CGRect(x: 30, y: 0, width: 20, height: 20), red))
        a.shadowOpacity = 1
        a.shadowRadius = 0
        a.shadowOffset = CGSize(width: 0, height: 25)
        root.addSublayer(a)
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(50, 45), .black, "the composited sublayer casts the shadow")
        XCTAssertEqual(buffer.pixel(20, 45), .white, "the transparent layer casts none")
    }

    func testZPositionOrdersSiblings() async {
        let (root, buffer) = makeCompositedRoot(self)
        let front = layer(CGRect(x: 10, y: 10, width: 50, height: 50), red)
        front.zPosition = 1
        let back = layer(CGRect(x: 30, y: 30, width: 50, height: 50), blue)
        root.addSublayer(front)
        root.addSublayer(back)
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(45, 45), .red, "the higher zPosition is drawn on top although added first")
    }

    func testSingleSidedLayerSeenFromBehindIsNotDrawn() async {
        let (root, buffer) = makeCompositedRoot(self)
        let a = layer(CGRect(x: 10, y: 10, width: 80, height: 80), red)
        a.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        root.addSublayer(a)
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(50, 50), .red, "double-sided by default")
        a.isDoubleSided = false
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(50, 50), .clear)
    }

    func testPerspectiveSublayerTransformProjects() async {
        let (root, buffer) = makeCompositedRoot(self, size: CGSize(width: 200, height: 200))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 300
        root.sublayerTransform = perspective
        let card = layer(CGRect(x: 50, y: 50, width: 100, height: 100), red)
        card.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        root.addSublayer(card)
        CATransaction.flush()
        func columnHeight(_ x: Int) -> Int {
            (0..<200).filter { buffer.pixel(x, $0).a > 128 }.count
        }
        let left = columnHeight(75), right = columnHeight(125)
        XCTAssertGreaterThan(left, 0)
        XCTAssertGreaterThan(right, 0)
        // Rotating about y turns the right edge away from the viewer: it looks shorter.
        XCTAssertGreaterThan(left, right + 10, "left \(left), right \(right)")
        XCTAssertEqual(buffer.pixel(100, 100), .red)
    }

    func testAffineTransformRotatesAboutTheAnchorPoint() async {
        let (root, buffer) = makeCompositedRoot(self)
        let bar = layer(CGRect(x: 10, y: 45, width: 80, height: 10), red)
        bar.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        root.addSublayer(bar)
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(50, 15), .red, "vertical after a quarter turn about its center")
        XCTAssertEqual(buffer.pixel(15, 50), .clear)
    }

    func testOpacityZeroAndNestedOpacityMultiply() async {
        let (root, buffer) = makeCompositedRoot(self)
        let outer = layer(CGRect(x: 0, y: 0, width: 100, height: 100))
        outer.opacity = 0.5
        outer.allowsGroupOpacity = false
        let inner = layer(CGRect(x: 0, y: 0, width: 50, height: 50), red)
        inner.opacity = 0.5
        outer.addSublayer(inner)
        let invisible = layer(CGRect(x: 50, y: 50, width: 50, height: 50), red)
        invisible.opacity = 0
        root.addSublayer(outer)
        root.addSublayer(invisible)
        CATransaction.flush()
        XCTAssertTrue(buffer.pixel(25, 25).isClose(to: Pixel(64, 0, 0, 64)), "\(buffer.pixel(25, 25))")
        XCTAssertEqual(buffer.pixel(75, 75), .clear)
    }

    func testNaNGeometryIsIgnoredAndTheTreeStillComposites() async {
        let (root, buffer) = makeCompositedRoot(self)
        let a = layer(CGRect(x: 10, y: 10, width: 20, height: 20), red)
        root.addSublayer(a)
        let log = LogCapture.capture {
            a.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
            a.position = CGPoint(x: CGFloat.infinity, y: 0)
        }
        CATransaction.flush()
        XCTAssertTrue(log.contains("NaN"), "\(log.lines)")
        XCTAssertEqual(buffer.pixel(20, 20), .red)
    }
}
