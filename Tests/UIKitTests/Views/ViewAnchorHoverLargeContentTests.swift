import XCTest
import UIKit
import UIKitTesting

@MainActor
private final class ViewerDelegate: UILargeContentViewerInteractionDelegate {
    var ended: [(title: String?, point: CGPoint)] = []
    func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction,
                                       didEndOn item: (any UILargeContentViewerItem)?, at point: CGPoint) {
        ended.append((item?.largeContentTitle, point))
    }
}

@MainActor
final class ViewAnchorHoverLargeContentTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    // MARK: anchorPoint

    func testAnchorPointIsTheLayersAndMovesTheFrameKeepingCenter() async {
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        XCTAssertEqual(view.anchorPoint, CGPoint(x: 0.5, y: 0.5))
        view.anchorPoint = CGPoint(x: 0, y: 0)
        XCTAssertEqual(view.layer.anchorPoint, CGPoint(x: 0, y: 0))
        XCTAssertEqual(view.center, CGPoint(x: 150, y: 125), "center (the layer's position) stays")
        XCTAssertEqual(view.frame, CGRect(x: 150, y: 125, width: 100, height: 50))
        // Transforms pivot around the anchor point: the top-left corner stays put.
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertEqual(view.frame, CGRect(x: 150, y: 125, width: 200, height: 100))
        view.anchorPoint = CGPoint(x: CGFloat.nan, y: 0)
        XCTAssertEqual(view.anchorPoint, CGPoint(x: 0, y: 0), "a non-finite anchor point is ignored")
    }

    // MARK: accessibilityIgnoresInvertColors

    func testAccessibilityIgnoresInvertColorsDefaultsToFalseAndIsStored() async {
        let view = UIView()
        XCTAssertFalse(view.accessibilityIgnoresInvertColors)
        view.accessibilityIgnoresInvertColors = true
        XCTAssertTrue(view.accessibilityIgnoresInvertColors)
        XCTAssertFalse(UIImageView().accessibilityIgnoresInvertColors)
    }

    // MARK: async animate

    func testAsyncAnimateReturnsTheFinishedFlagWhenTheAnimationEnds() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(view)
        window.makeKeyAndVisible()
        var result: Bool?
        let task = Task { @MainActor in
            let finished = await UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 })
            result = finished
            return finished
        }
        await Task.yield()
        ManualClock.advance(by: 1.0)
        await Task.yield()
        XCTAssertNil(result, "not finished before delay + duration")
        ManualClock.advance(by: 0.6)
        let finished = await task.value
        XCTAssertTrue(finished)
        XCTAssertEqual(view.alpha, 0)
    }

    func testAsyncSpringAnimateReportsAnInterruptedAnimation() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(view)
        window.makeKeyAndVisible()
        let task = Task { @MainActor in
            await UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                                 animations: { view.center.x = 200 })
        }
        await Task.yield()
        ManualClock.advance(by: 0.2)
        view.layer.removeAllAnimations()
        ManualClock.advance(by: 0.1)
        let finished = await task.value
        XCTAssertFalse(finished, "removed early: the completion hears false")
    }

    // MARK: hoverStyle

    func testHoverStyleHighlightsTheViewUnderThePointer() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let input = InputSimulator(window: window)
        let view = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 40))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        view.addSubview(child)
        window.addSubview(view)
        XCTAssertNil(view.hoverStyle)
        view.hoverStyle = UIHoverStyle(effect: .highlight, shape: .capsule)
        XCTAssertTrue(view.hoverStyle?.isEnabled == true)
        input.hover(at: CGPoint(x: 35, y: 35))
        let highlight = view.layer.sublayers?.last
        XCTAssertEqual(highlight?.name, "UIHoverStyle.highlight")
        XCTAssertEqual(highlight?.frame, CGRect(x: 0, y: 0, width: 100, height: 40))
        XCTAssertEqual(highlight?.cornerRadius, 20, "a capsule rounds the short sides fully")
        input.hover(at: CGPoint(x: 300, y: 300))
        XCTAssertFalse(view.layer.sublayers?.contains { $0.name == "UIHoverStyle.highlight" } ?? false)
        // A disabled style shows nothing.
        view.hoverStyle?.isEnabled = false
        input.hover(at: CGPoint(x: 35, y: 35))
        XCTAssertFalse(view.layer.sublayers?.contains { $0.name == "UIHoverStyle.highlight" } ?? false)
        let circled = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 40))
        circled.hoverStyle = UIHoverStyle(shape: .circle)
        window.addSubview(circled)
        input.hover(at: CGPoint(x: 50, y: 320))
        XCTAssertEqual(circled.layer.sublayers?.last?.frame,
                       CGRect(x: 30, y: 0, width: 40, height: 40))
    }

    // MARK: Large content viewer

    func testLargeContentDefaults() async {
        let view = UIView()
        XCTAssertFalse(view.showsLargeContentViewer)
        XCTAssertNil(view.largeContentTitle)
        XCTAssertNil(view.largeContentImage)
        XCTAssertFalse(view.scalesLargeContentImage)
        XCTAssertEqual(view.largeContentImageInsets, .zero)
        let button = UIButton(type: .system)
        button.setTitle("Share", for: .normal)
        XCTAssertEqual(button.largeContentTitle, "Share", "UIKit classes default to an appropriate value")
        button.largeContentTitle = nil
        XCTAssertNil(button.largeContentTitle, "a value set (even nil) wins")
        view.largeContentTitle = "Title"
        view.scalesLargeContentImage = true
        view.largeContentImageInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(view.largeContentTitle, "Title")
        XCTAssertTrue(view.scalesLargeContentImage)
        XCTAssertEqual(view.largeContentImageInsets, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    func testInteractionShowsTheViewerAtAccessibilitySizesOnly() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let input = InputSimulator(window: window)
        let bar = UIView(frame: CGRect(x: 0, y: 400, width: 320, height: 80))
        let item = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        item.showsLargeContentViewer = true
        item.largeContentTitle = "Home"
        bar.addSubview(item)
        window.addSubview(bar)
        let delegate = ViewerDelegate()
        let interaction = UILargeContentViewerInteraction(delegate: delegate)
        bar.addInteraction(interaction)
        XCTAssertTrue(interaction.view === bar)
        XCTAssertTrue(bar.gestureRecognizers?.contains { $0 === interaction.gestureRecognizerForExclusionRelationship } ?? false)

        UIKitTestEnvironment.setPreferredContentSizeCategory(.large)
        XCTAssertFalse(UILargeContentViewerInteraction.isEnabled)
        input.longPress(at: CGPoint(x: 40, y: 440), duration: 0.8)
        XCTAssertTrue(delegate.ended.isEmpty, "disabled below the accessibility sizes")

        UIKitTestEnvironment.setPreferredContentSizeCategory(.accessibilityLarge)
        XCTAssertTrue(UILargeContentViewerInteraction.isEnabled)
        input.touchDown(1, at: CGPoint(x: 40, y: 440))
        input.advance(by: 0.6)
        let hud = window.subviews.last
        XCTAssertFalse(hud === bar, "the viewer is shown over the window")
        XCTAssertEqual(hud?.center, CGPoint(x: 160, y: 240))
        XCTAssertEqual((hud?.subviews.first as? UILabel)?.text, "Home")
        input.touchUp(1)
        XCTAssertTrue(window.subviews.last === bar, "the viewer goes away when the finger lifts")
        XCTAssertEqual(delegate.ended.count, 1)
        XCTAssertEqual(delegate.ended.first?.title, "Home")
        XCTAssertEqual(delegate.ended.first?.point, CGPoint(x: 40, y: 40))

        // A held key does not show the viewer (it follows a finger).
        XCTAssertEqual(interaction.gestureRecognizerForExclusionRelationship.allowedPressTypes, [])
        input.keyDown(.keyboardSpacebar)
        input.advance(by: 0.8)
        XCTAssertTrue(window.subviews.last === bar)
        input.keyUp(.keyboardSpacebar)

        // Over no item, nothing shows.
        input.longPress(at: CGPoint(x: 200, y: 440), duration: 0.8)
        XCTAssertEqual(delegate.ended.count, 1)
        XCTAssertTrue(window.subviews.last === bar)
    }
}
