import XCTest
import UIKit
import UIKitTesting

@MainActor
final class UIViewGeometryTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testFrameBoundsAndCenterAreOneModel() async {
        // UIKit: frame is derived from center (the layer's position) and bounds size.
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(view.center, CGPoint(x: 60, y: 45))
        XCTAssertEqual(view.layer.position, CGPoint(x: 60, y: 45))
        view.center = CGPoint(x: 0, y: 0)
        XCTAssertEqual(view.frame, CGRect(x: -50, y: -25, width: 100, height: 50))
    }

    func testChangingBoundsSizeKeepsCenter() async {
        // UIKit: setting bounds resizes around the center.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.bounds = CGRect(x: 0, y: 0, width: 50, height: 20)
        XCTAssertEqual(view.center, CGPoint(x: 50, y: 50))
        XCTAssertEqual(view.frame, CGRect(x: 25, y: 40, width: 50, height: 20))
    }

    func testBoundsOriginDoesNotMoveFrameButShiftsSubviews() async {
        // UIKit: bounds.origin changes where subviews appear, not where the view is.
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 10, height: 10))
        parent.addSubview(child)
        parent.bounds.origin = CGPoint(x: 30, y: 40)
        XCTAssertEqual(parent.frame, CGRect(x: 0, y: 0, width: 200, height: 200))
        XCTAssertEqual(child.convert(CGPoint.zero, to: nil as UIView?), CGPoint(x: 20, y: 10))
        XCTAssertEqual(parent.convert(CGPoint(x: 50, y: 50), from: child), CGPoint(x: 100, y: 100))
    }

    func testFrameUnderRotationIsBoundingBox() async {
        // UIKit: with a transform, frame is the bounding box of the transformed bounds.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        XCTAssertEqual(view.frame.size.width, 50, accuracy: 1e-9)
        XCTAssertEqual(view.frame.size.height, 100, accuracy: 1e-9)
        XCTAssertEqual(view.center, CGPoint(x: 50, y: 25))
        XCTAssertEqual(view.bounds.size, CGSize(width: 100, height: 50))
    }

    func testFrameUnderScaleRoundTrips() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertEqual(view.frame, CGRect(x: -50, y: -50, width: 200, height: 200))
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 60)
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 40, height: 60))
        XCTAssertEqual(view.bounds.size, CGSize(width: 20, height: 30))
    }

    func testTransformIsTheLayersAffineTransform() async {
        let view = UIView()
        let t = CGAffineTransform(translationX: 5, y: 7).scaledBy(x: 2, y: 3)
        view.transform = t
        XCTAssertEqual(view.layer.affineTransform(), t)
        XCTAssertEqual(view.transform3D, CATransform3DMakeAffineTransform(t))
    }

    func testSettingLayerFrameBehavesLikeViewFrame() async {
        // Geometry lives in the layer: setting it there autoresizes subviews as well.
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        child.autoresizingMask = .flexibleWidth
        parent.addSubview(child)
        parent.layer.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        XCTAssertEqual(parent.frame.width, 300)
        XCTAssertEqual(child.frame.width, 300)
    }

    func testNegativeFrameSizeIsStandardized() async {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: -20, height: 5))
        XCTAssertEqual(view.frame, CGRect(x: -10, y: 10, width: 20, height: 5))
    }

    func testNaNFrameIsIgnoredAndReported() async {
        // UIKit raises CALayerInvalidGeometry; OpenUIKit keeps the old value and logs.
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        let log = LogCapture.capture {
            view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
            view.center = CGPoint(x: CGFloat.infinity, y: 0)
            view.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1)
        }
        XCTAssertEqual(view.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertTrue(log.contains("CALayerInvalidGeometry"))
        XCTAssertEqual(log.lines.count, 3)
    }

    func testSizeToFitUsesSizeThatFitsAndKeepsOrigin() async {
        final class Fixed: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 42, height: 17) }
        }
        let view = Fixed(frame: CGRect(x: 5, y: 6, width: 1, height: 1))
        view.sizeToFit()
        XCTAssertEqual(view.frame, CGRect(x: 5, y: 6, width: 42, height: 17))
        // UIView's own sizeThatFits returns its current size.
        XCTAssertEqual(UIView(frame: CGRect(x: 0, y: 0, width: 3, height: 4)).sizeThatFits(.zero), CGSize(width: 3, height: 4))
    }

    func testIntrinsicContentSizeDefaultsToNoIntrinsicMetric() async {
        XCTAssertEqual(UIView().intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        XCTAssertEqual(UIView.noIntrinsicMetric, -1)
    }

    func testInvalidateIntrinsicContentSizeAsksSuperviewForLayout() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let container = RecordingView(frame: window.bounds)
        let label = UIView()
        window.addSubview(container)
        container.addSubview(label)
        window.layoutIfNeeded()
        let before = container.layoutCount
        label.invalidateIntrinsicContentSize()
        window.layoutIfNeeded()
        XCTAssertEqual(container.layoutCount, before + 1)
    }

    func testButtonsAndImageViewsAreNotOpaqueAsOnIOS() async {
        XCTAssertFalse(UIButton(type: .system).isOpaque)
        XCTAssertFalse(UIButton(frame: .zero).isOpaque)
        XCTAssertFalse(UIImageView(image: nil).isOpaque)
        XCTAssertTrue(UIControl().isOpaque)
    }

    func testDefaultsMatchUIKit() async {
        let view = UIView()
        XCTAssertEqual(view.alpha, 1)
        XCTAssertFalse(view.isHidden)
        XCTAssertTrue(view.isOpaque)
        XCTAssertFalse(view.clipsToBounds)
        XCTAssertTrue(view.isUserInteractionEnabled)
        XCTAssertFalse(view.isMultipleTouchEnabled)
        XCTAssertFalse(view.isExclusiveTouch)
        XCTAssertTrue(view.autoresizesSubviews)
        XCTAssertEqual(view.autoresizingMask, [])
        XCTAssertEqual(view.contentMode, .scaleToFill)
        XCTAssertEqual(view.tag, 0)
        XCTAssertNil(view.backgroundColor)
        XCTAssertEqual(view.semanticContentAttribute, .unspecified)
        XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        XCTAssertTrue(view.layer.delegate === view)
        XCTAssertEqual(view.frame, .zero)
    }

    func testBackgroundColorAndAlphaReachTheLayer() async {
        let view = UIView()
        view.backgroundColor = .red
        XCTAssertEqual(view.layer.backgroundColor, UIColor.red.cgColor)
        view.alpha = 0.25
        XCTAssertEqual(view.layer.opacity, 0.25)
        view.clipsToBounds = true
        XCTAssertTrue(view.layer.masksToBounds)
        view.isHidden = true
        XCTAssertTrue(view.layer.isHidden)
    }

    func testCustomLayerClass() async {
        final class BlueLayer: CALayer {}
        final class BlueView: UIView {
            override class var layerClass: AnyClass { BlueLayer.self }
        }
        XCTAssertTrue(BlueView().layer is BlueLayer)
    }
}
