import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
final class ScrollViewLayoutGuideAndZoomTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// UIKit's pattern: content pinned to the content guide, as wide as the frame guide; the
    /// content's height defines `contentSize`.
    func testContentPinnedToTheContentGuideDefinesTheContentSize() async {
        let (_, scrollView, _) = ScrollTestSupport.makeScrollView(contentSize: .zero)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1500),
        ])
        scrollView.layoutIfNeeded()
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 320, height: 1500))
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 320, height: 1500))
        XCTAssertEqual(scrollView.contentLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 320, height: 1500))
        // Scrolling moves the content on screen, not its frame.
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        scrollView.layoutIfNeeded()
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 320, height: 1500))
        XCTAssertEqual(scrollView.contentLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 320, height: 1500))
        XCTAssertEqual(scrollView.frameLayoutGuide.layoutFrame, CGRect(x: 0, y: 300, width: 320, height: 480))
    }

    func testWithoutContentConstraintsTheContentGuideFollowsContentSize() async {
        let (_, scrollView, _) = ScrollTestSupport.makeScrollView(contentSize: CGSize(width: 640, height: 900))
        scrollView.contentOffset = CGPoint(x: 30, y: 40)
        let guide = scrollView.contentLayoutGuide
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 0, y: 0, width: 640, height: 900))
        scrollView.contentSize = CGSize(width: 700, height: 1000)
        scrollView.layoutIfNeeded()
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 0, y: 0, width: 700, height: 1000))
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 700, height: 1000))
    }

    /// A view pinned to the frame guide stays put on screen while the content scrolls.
    func testAViewPinnedToTheFrameGuideFloats() async {
        let (window, scrollView, _) = ScrollTestSupport.makeScrollView()
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 8),
            badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -8),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        scrollView.layoutIfNeeded()
        XCTAssertEqual(badge.convert(badge.bounds, to: window), CGRect(x: 272, y: 8, width: 40, height: 20))
        scrollView.contentOffset = CGPoint(x: 0, y: 250)
        scrollView.layoutIfNeeded()
        XCTAssertEqual(badge.frame, CGRect(x: 272, y: 258, width: 40, height: 20))
        XCTAssertEqual(badge.convert(badge.bounds, to: window), CGRect(x: 272, y: 8, width: 40, height: 20))
    }

    func testZoomScaleScalesTheDelegatesViewAndTheContentSize() async {
        let (_, scrollView, _) = ScrollTestSupport.makeScrollView(contentSize: CGSize(width: 100, height: 100))
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.addSubview(image)
        let recorder = ScrollDelegateRecorder()
        scrollView.delegate = recorder
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 4
        XCTAssertNil(scrollView.pinchGestureRecognizer, "no view to zoom")
        recorder.zoomView = image
        XCTAssertNotNil(scrollView.pinchGestureRecognizer)
        XCTAssertTrue(scrollView.pinchGestureRecognizer === scrollView.pinchGestureRecognizer)
        scrollView.zoomScale = 2
        XCTAssertEqual(scrollView.zoomScale, 2)
        XCTAssertEqual(image.transform, CGAffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(image.frame, CGRect(x: 0, y: 0, width: 200, height: 200))
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 200, height: 200))
        XCTAssertEqual(recorder.calls.filter { $0 == "didZoom" }.count, 1)
        scrollView.setZoomScale(10, animated: false)
        XCTAssertEqual(scrollView.zoomScale, 4, "clamped to the maximum")
        scrollView.zoom(to: CGRect(x: 50, y: 50, width: 80, height: 80), animated: false)
        // 320 / 80 = 4 (and 480 / 80 = 6): the smaller scale; the rectangle's center is
        // centred as far as the 400 × 400 content allows.
        XCTAssertEqual(scrollView.zoomScale, 4)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 80, y: 0))
        scrollView.zoom(to: CGRect(x: 10, y: 10, width: 40, height: 40), animated: false)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 0))
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 1
        XCTAssertNil(scrollView.pinchGestureRecognizer, "no zoom range")
    }

    func testPinchingZoomsAroundTheCentroid() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView(contentSize: CGSize(width: 320, height: 480))
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.addSubview(image)
        let recorder = ScrollDelegateRecorder()
        recorder.zoomView = image
        scrollView.delegate = recorder
        scrollView.maximumZoomScale = 3
        _ = scrollView.pinchGestureRecognizer
        input.pinch(center: CGPoint(x: 100, y: 200), from: 100, to: 200)
        // The pinch's scale counts from the spread when it began (past its hysteresis).
        XCTAssertGreaterThan(scrollView.zoomScale, 1.8)
        XCTAssertLessThanOrEqual(scrollView.zoomScale, 2)
        XCTAssertEqual(scrollView.contentSize.width, 320 * scrollView.zoomScale, accuracy: 1e-9)
        // The content point under the centroid (100, 200) stays under it.
        XCTAssertEqual(scrollView.contentOffset.x, 100 * scrollView.zoomScale - 100, accuracy: 2)
        XCTAssertEqual(scrollView.contentOffset.y, 200 * scrollView.zoomScale - 200, accuracy: 2)
        XCTAssertEqual(recorder.calls.first, "willBeginZooming")
        XCTAssertTrue(recorder.calls.last?.hasPrefix("didEndZooming") ?? false, "\(recorder.calls)")
    }

    func testAnimatedZoomRunsOnTheClock() async {
        let (_, scrollView, _) = ScrollTestSupport.makeScrollView(contentSize: CGSize(width: 320, height: 480))
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.addSubview(image)
        let recorder = ScrollDelegateRecorder()
        recorder.zoomView = image
        scrollView.delegate = recorder
        scrollView.maximumZoomScale = 4
        scrollView.setZoomScale(3, animated: true)
        XCTAssertEqual(scrollView.zoomScale, 1, "nothing before the first frame")
        ManualClock.advance(by: 0.15)
        XCTAssertEqual(scrollView.zoomScale, 2, accuracy: 1e-9, "half way (ease in, ease out)")
        ManualClock.advance(by: 0.15)
        XCTAssertEqual(scrollView.zoomScale, 3)
        // The middle of the view stays put: (160, 240) × 3 − (160, 240).
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 320, y: 480))
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 960, height: 1440))
        XCTAssertEqual(recorder.calls.filter { $0 == "didZoom" }.count, 18, "one per 60 Hz frame for 0.3 s")
        XCTAssertEqual(recorder.calls.last, "didEndZooming(3.0)")
    }

    func testAPinchBeyondTheMaximumBouncesBack() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView(contentSize: CGSize(width: 320, height: 480))
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.addSubview(image)
        let recorder = ScrollDelegateRecorder()
        recorder.zoomView = image
        scrollView.delegate = recorder
        scrollView.maximumZoomScale = 1.5
        _ = scrollView.pinchGestureRecognizer
        input.pinch(center: CGPoint(x: 160, y: 240), from: 100, to: 300)
        XCTAssertGreaterThan(scrollView.zoomScale, 1.5, "beyond the maximum, resisting")
        XCTAssertTrue(scrollView.isZoomBouncing)
        ManualClock.advance(by: 0.25)
        XCTAssertFalse(scrollView.isZoomBouncing)
        XCTAssertEqual(scrollView.zoomScale, 1.5)
        XCTAssertEqual(recorder.calls.last, "didEndZooming(1.5)")
        scrollView.bouncesZoom = false
        input.pinch(center: CGPoint(x: 160, y: 240), from: 100, to: 300)
        XCTAssertEqual(scrollView.zoomScale, 1.5)
        XCTAssertFalse(scrollView.isZoomBouncing)
    }
}
