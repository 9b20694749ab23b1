import XCTest
import UIKit
import UIKitTesting

/// `UIProgressView`: pinning, sizes by style, the filled part's frame and colors, animation,
/// right-to-left filling and an observed `Progress`.
@MainActor
final class UIProgressViewTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    func testProgressIsPinnedToZeroThroughOne() async {
        let view = UIProgressView(progressViewStyle: .default)
        XCTAssertEqual(view.progress, 0)
        view.progress = 1.5
        XCTAssertEqual(view.progress, 1)
        view.setProgress(-2, animated: false)
        XCTAssertEqual(view.progress, 0)
        view.progress = .nan
        XCTAssertEqual(view.progress, 0)
        view.progress = 0.25
        XCTAssertEqual(view.progress, 0.25)
        XCTAssertEqual(view.accessibilityValue, "25%")
    }

    func testStylesAndSizes() async {
        XCTAssertEqual(UIProgressView.Style.default.rawValue, 0)
        XCTAssertEqual(UIProgressView.Style.bar.rawValue, 1)
        let standard = UIProgressView(progressViewStyle: .default)
        XCTAssertEqual(standard.progressViewStyle, .default)
        XCTAssertEqual(standard.intrinsicContentSize.height, 4)
        XCTAssertEqual(standard.intrinsicContentSize.width, UIView.noIntrinsicMetric)
        XCTAssertEqual(standard.frame.height, 4)
        let bar = UIProgressView(progressViewStyle: .bar)
        XCTAssertEqual(bar.intrinsicContentSize.height, 2.5)
        XCTAssertEqual(bar.sizeThatFits(CGSize(width: 120, height: 50)), CGSize(width: 120, height: 2.5))
        XCTAssertEqual(UIProgressView().progressViewStyle, .default)
        XCTAssertEqual(standard.contentHuggingPriority(for: .horizontal), .defaultLow)
        XCTAssertEqual(standard.contentHuggingPriority(for: .vertical), .defaultHigh)
    }

    func testFilledPartDrawsTintOverTrack() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        let view = UIProgressView(frame: CGRect(x: 10, y: 10, width: 100, height: 4))
        view.progressTintColor = .red
        view.trackTintColor = .blue
        view.progress = 0.5
        window.addSubview(view)
        ManualClock.runLoopTurn()
        let image = try XCTUnwrap(Snapshot.frameBufferImage(of: window))
        let scale = window.screen.scale
        func pixel(_ x: CGFloat, _ y: CGFloat) -> Pixel { image.pixel(Int(x * scale), Int(y * scale)) }
        XCTAssertEqual(pixel(30, 12), .red, "the first half is filled")
        XCTAssertEqual(pixel(90, 12), .blue, "the rest is track")
        XCTAssertEqual(pixel(30, 20), .white, "nothing below the bar")
    }

    func testSmallProgressKeepsAMinimumWidthAndZeroShowsNothing() async throws {
        let view = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        view.progress = 0.01
        view.layoutIfNeeded()
        let filled = try XCTUnwrap(view.subviews.last)
        XCTAssertEqual(filled.frame.width, 8, accuracy: 0.001, "UIKit: at least twice the height")
        view.progress = 0.5
        view.layoutIfNeeded()
        XCTAssertEqual(filled.frame, CGRect(x: 0, y: 0, width: 50, height: 4))
        view.progress = 0
        view.layoutIfNeeded()
        XCTAssertEqual(filled.frame.width, 0)
    }

    func testRightToLeftFillsFromTheRight() async throws {
        let view = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        view.semanticContentAttribute = .forceRightToLeft
        view.progress = 0.25
        view.layoutIfNeeded()
        let filled = try XCTUnwrap(view.subviews.last)
        XCTAssertEqual(filled.frame, CGRect(x: 75, y: 0, width: 25, height: 4))
    }

    func testAnimatedChangeMovesOnTheClock() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        let view = UIProgressView(frame: CGRect(x: 0, y: 10, width: 200, height: 4))
        window.addSubview(view)
        ManualClock.runLoopTurn()
        view.setProgress(1, animated: true)
        XCTAssertEqual(view.progress, 1, "the model value changes at once")
        let filled = try XCTUnwrap(view.subviews.last)
        XCTAssertEqual(filled.frame.width, 200, "the model frame is the end state")
        ManualClock.advance(by: 0.1)
        let shown = try XCTUnwrap(filled.layer.presentation()).frame.width
        XCTAssertGreaterThan(shown, 0)
        XCTAssertLessThan(shown, 200, "half-way through the animation")
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(filled.layer.presentation()?.frame.width ?? 200, 200, accuracy: 0.01)
    }

    func testObservedProgressIsFollowedWhileInAWindow() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        let task = Progress(totalUnitCount: 10)
        let view = UIProgressView(frame: CGRect(x: 0, y: 10, width: 200, height: 4))
        task.completedUnitCount = 2
        view.observedProgress = task
        XCTAssertEqual(view.progress, 0.2, accuracy: 0.0001, "read when set")
        window.addSubview(view)
        task.completedUnitCount = 7
        ManualClock.advance(by: 0.1)
        XCTAssertEqual(view.progress, 0.7, accuracy: 0.0001)
        view.observedProgress = nil
        task.completedUnitCount = 9
        ManualClock.advance(by: 0.1)
        XCTAssertEqual(view.progress, 0.7, accuracy: 0.0001, "no longer followed")
    }

    func testArchiveRoundTrip() async throws {
        let view = UIProgressView(progressViewStyle: .bar)
        view.progress = 0.4
        let data = try NSKeyedArchiver.archivedData(withRootObject: view, requiringSecureCoding: true)
        let copy = try XCTUnwrap(NSKeyedUnarchiver.unarchivedObject(ofClass: UIProgressView.self, from: data))
        XCTAssertEqual(copy.progressViewStyle, .bar)
        XCTAssertEqual(copy.progress, 0.4, accuracy: 0.0001)
    }
}
