import XCTest
import UIKit
import UIKitTesting

@MainActor
final class UIPageViewControllerScrollTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    func testInitialStateAndOptions() async {
        let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                          options: [.interPageSpacing: NSNumber(value: 10)])
        XCTAssertEqual(scroll.transitionStyle, .scroll)
        XCTAssertEqual(scroll.navigationOrientation, .horizontal)
        XCTAssertEqual(scroll.spineLocation, .none, "UIKit: a scrolling page view controller has no spine")
        XCTAssertEqual(scroll.viewControllers ?? [], [])
        XCTAssertTrue(scroll.gestureRecognizers.isEmpty, "UIKit: only the page-curl style exposes its recognizers")
        XCTAssertFalse(scroll.isDoubleSided)
        let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical, options: nil)
        XCTAssertEqual(curl.spineLocation, .min, "UIKit: the page curl's spine is at the leading edge by default")
        XCTAssertEqual(curl.gestureRecognizers.count, 2)
        let book = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                        options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue)])
        XCTAssertEqual(book.spineLocation, .mid)
        XCTAssertTrue(book.isDoubleSided)
        XCTAssertEqual(UIPageViewController.OptionsKey.interPageSpacing.rawValue, "UIPageViewControllerOptionInterPageSpacingKey")
    }

    func testSetViewControllersShowsThePageAsAChild() async {
        let source = PageSource(count: 3)
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages.dataSource = source
        var completed: [Bool] = []
        pages.setViewControllers([source.pages[0]], direction: .forward, animated: false) { completed.append($0) }
        XCTAssertEqual(completed, [true])
        XCTAssertEqual(pages.viewControllers, [source.pages[0]])
        XCTAssertTrue(source.pages[0].parent === pages)
        let window = PageFixtures.window(root: pages)
        XCTAssertTrue(source.pages[0].view.window === window)
        XCTAssertEqual(source.pages[0].view.frame.size, CGSize(width: 390, height: 844))
        XCTAssertTrue(source.asked.contains("after 0"), "the data source is asked for the next page")
        XCTAssertNil(source.pages[1].parent, "a neighbor becomes a child only when it starts to show")
    }

    func testWrongPageCountIsIgnoredWithUIKitsMessage() async {
        let source = PageSource(count: 3)
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let log = LogCapture.capture {
            pages.setViewControllers([source.pages[0], source.pages[1]], direction: .forward, animated: false)
        }
        XCTAssertTrue(log.contains("doesn't match the number required (1)"))
        XCTAssertEqual(pages.viewControllers ?? [], [])
    }

    func testSwipingTurnsToTheNextPageAndTellsTheDelegate() async {
        let source = PageSource(count: 3)
        let recorder = PageDelegateRecorder()
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages.dataSource = source
        pages.delegate = recorder
        pages.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        let window = PageFixtures.window(root: pages)
        let input = InputSimulator(window: window)
        PageFixtures.flick(input, by: -72)
        ManualClock.advance(by: 2)
        XCTAssertEqual(pages.viewControllers, [source.pages[1]])
        XCTAssertEqual(recorder.calls, ["willTransitionTo [\"1\"]", "didFinish true from [\"0\"] completed true"])
        XCTAssertTrue(source.pages[1].view.window === window)
        XCTAssertNil(source.pages[0].parent, "the page turned away leaves")
        XCTAssertEqual(source.pages[1].view.convert(source.pages[1].view.bounds, to: window), window.bounds)
        // Back again.
        recorder.calls.removeAll()
        PageFixtures.flick(input, by: 72)
        ManualClock.advance(by: 2)
        XCTAssertEqual(pages.viewControllers, [source.pages[0]])
        XCTAssertEqual(recorder.calls.last, "didFinish true from [\"1\"] completed true")
        // Nothing before the first page: the drag bounces back.
        recorder.calls.removeAll()
        PageFixtures.flick(input, by: 72)
        ManualClock.advance(by: 2)
        XCTAssertEqual(pages.viewControllers, [source.pages[0]])
        XCTAssertEqual(source.pages[0].view.convert(source.pages[0].view.bounds, to: window), window.bounds)
    }

    func testAnimatedTurnInCodeScrollsAndCompletes() async {
        let source = PageSource(count: 3)
        let recorder = PageDelegateRecorder()
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages.dataSource = source
        pages.delegate = recorder
        pages.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        let window = PageFixtures.window(root: pages)
        var completed: [Bool] = []
        pages.setViewControllers([source.pages[2]], direction: .forward, animated: true) { completed.append($0) }
        XCTAssertEqual(completed, [], "the completion waits for the scroll")
        ManualClock.advance(by: 1)
        XCTAssertEqual(completed, [true])
        XCTAssertEqual(pages.viewControllers, [source.pages[2]])
        XCTAssertTrue(source.pages[2].view.window === window)
        XCTAssertNil(source.pages[0].parent)
        XCTAssertEqual(recorder.calls, [], "UIKit: the delegate hears only of turns made by gestures")
    }

    func testPresentationCountShowsAPageControl() async {
        let source = CountingPageSource(count: 4)
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages.dataSource = source
        pages.setViewControllers([source.source.pages[1]], direction: .forward, animated: false)
        let window = PageFixtures.window(root: pages)
        let controls = allViews(UIPageControl.self, in: pages.view)
        XCTAssertEqual(controls.count, 1)
        XCTAssertEqual(controls.first?.numberOfPages, 4)
        XCTAssertEqual(controls.first?.currentPage, 1)
        if let control = controls.first {
            XCTAssertLessThanOrEqual(source.source.pages[1].view.frame.maxY, control.frame.minY, "pages end above the page control")
        }
        // Without a count, no page control.
        let plain = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let plainSource = PageSource(count: 2)
        plain.dataSource = plainSource
        plain.setViewControllers([plainSource.pages[0]], direction: .forward, animated: false)
        plain.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        plain.view.layoutIfNeeded()
        XCTAssertTrue(allViews(UIPageControl.self, in: plain.view).allSatisfy(\.isHidden))
        withExtendedLifetime(window) {}
    }

    func testPageCurlPanTurnsThePageWithTheDelegate() async {
        let source = PageSource(count: 3)
        let recorder = PageDelegateRecorder()
        let pages = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        pages.dataSource = source
        pages.delegate = recorder
        pages.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        let window = PageFixtures.window(root: pages)
        XCTAssertEqual(source.pages[0].view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        let input = InputSimulator(window: window)
        input.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400))
        ManualClock.advance(by: 1)
        XCTAssertEqual(pages.viewControllers, [source.pages[1]])
        XCTAssertEqual(recorder.calls, ["willTransitionTo [\"1\"]", "didFinish true from [\"0\"] completed true"])
        XCTAssertNil(source.pages[0].parent)
        XCTAssertEqual(source.pages[1].view.alpha, 1)
    }

    private func allViews<T: UIView>(_ type: T.Type, in view: UIView) -> [T] {
        var found: [T] = []
        var queue = [view]
        while !queue.isEmpty {
            let next = queue.removeFirst()
            if let match = next as? T { found.append(match) }
            queue.append(contentsOf: next.subviews)
        }
        return found
    }
}
