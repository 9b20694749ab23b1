import XCTest
import UIKit
import UIKitTesting

/// Key-path key-value observing (`observe(_:options:changeHandler:)`) of UIKit's view geometry
/// and scroll position, as components such as PanModal use it.
@MainActor
final class KeyValueObservingTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testContentOffsetObservationReportsOldAndNewValues() async {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 500)
        var changes: [(CGPoint?, CGPoint?)] = []
        let observation = scrollView.observe(\.contentOffset, options: [.old, .new]) { observed, change in
            XCTAssertTrue(observed === scrollView)
            XCTAssertEqual(change.kind, .setting)
            XCTAssertFalse(change.isPrior)
            changes.append((change.oldValue, change.newValue))
        }
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        scrollView.setContentOffset(CGPoint(x: 0, y: 90), animated: false)
        scrollView.contentOffset = CGPoint(x: 0, y: 90)
        XCTAssertEqual(changes.count, 2, "a set to the same value is not a change")
        XCTAssertEqual(changes.first?.0, .zero)
        XCTAssertEqual(changes.first?.1, CGPoint(x: 0, y: 40))
        XCTAssertEqual(changes.last?.0, CGPoint(x: 0, y: 40))
        XCTAssertEqual(changes.last?.1, CGPoint(x: 0, y: 90))

        observation.invalidate()
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        XCTAssertEqual(changes.count, 2, "an invalidated observation hears nothing")
    }

    func testValuesAreOnlyIncludedWhenAskedFor() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var change: NSKeyValueObservedChange<CGRect>?
        let observation = view.observe(\.frame) { _, reported in change = reported }
        view.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        XCTAssertNotNil(change)
        XCTAssertNil(change?.newValue)
        XCTAssertNil(change?.oldValue)
        withExtendedLifetime(observation) {}
    }

    func testInitialOptionCallsTheHandlerBeforeObserveReturns() async {
        let view = UIView()
        view.alpha = 0.5
        var values: [CGFloat?] = []
        let observation = view.observe(\.alpha, options: [.initial, .new]) { _, change in values.append(change.newValue) }
        XCTAssertEqual(values, [0.5])
        view.alpha = 1
        XCTAssertEqual(values, [0.5, 1])
        withExtendedLifetime(observation) {}
    }

    func testPriorOptionSendsANotificationBeforeEachChange() async {
        let view = UIView()
        var log: [String] = []
        let observation = view.observe(\.isHidden, options: [.prior, .old, .new]) { _, change in
            log.append("\(change.isPrior) \(String(describing: change.oldValue)) \(String(describing: change.newValue))")
        }
        view.isHidden = true
        XCTAssertEqual(log, ["true Optional(false) nil", "false Optional(false) Optional(true)"])
        withExtendedLifetime(observation) {}
    }

    func testDerivedKeyPathsReportOnlyWhenTheirValueChanges() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        var widths: [CGFloat?] = []
        let observation = view.observe(\.bounds.size.width, options: .new) { _, change in widths.append(change.newValue) }
        view.center = CGPoint(x: 200, y: 200)
        view.frame.size.height = 80
        XCTAssertEqual(widths, [], "moves and height changes leave the width alone")
        view.bounds.size.width = 70
        XCTAssertEqual(widths, [70])
        withExtendedLifetime(observation) {}
    }

    func testFreeingTheObservationEndsIt() async {
        let view = UIView()
        var calls = 0
        var observation: NSKeyValueObservation? = view.observe(\.center) { _, _ in calls += 1 }
        view.center = CGPoint(x: 1, y: 1)
        XCTAssertEqual(calls, 1)
        observation = nil
        view.center = CGPoint(x: 2, y: 2)
        XCTAssertEqual(calls, 1)
        XCTAssertNil(observation)
    }

    func testTheScrollViewHasReactedWhenItsObserversHear() async {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 500)
        final class Delegate: UIScrollViewDelegate {
            var log: [String] = []
            func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("didScroll") }
        }
        let delegate = Delegate()
        scrollView.delegate = delegate
        let observation = scrollView.observe(\.contentOffset) { _, _ in delegate.log.append("observed") }
        scrollView.contentOffset.y = 30
        XCTAssertEqual(delegate.log, ["didScroll", "observed"])
        withExtendedLifetime(observation) {}
    }

    func testAHandlerThatResetsTheValueIsToldOfItsOwnChange() async {
        // PanModal holds its table in place by setting the offset back from its observer.
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 500)
        var offsets: [CGFloat] = []
        let observation = scrollView.observe(\.contentOffset, options: .new) { scrollView, change in
            offsets.append(change.newValue?.y ?? -1)
            if scrollView.contentOffset.y > 0 {
                scrollView.setContentOffset(.zero, animated: false)
            }
        }
        scrollView.contentOffset.y = 25
        XCTAssertEqual(offsets, [25, 0])
        XCTAssertEqual(scrollView.contentOffset, .zero)
        withExtendedLifetime(observation) {}
    }

    func testContentSizeAndInsetAreObservable() async {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var sizes: [CGSize?] = []
        var insets: [UIEdgeInsets?] = []
        let sizeObservation = scrollView.observe(\.contentSize, options: .new) { _, change in sizes.append(change.newValue) }
        let insetObservation = scrollView.observe(\.contentInset, options: .new) { _, change in insets.append(change.newValue) }
        scrollView.contentSize = CGSize(width: 100, height: 300)
        scrollView.contentInset.top = 20
        XCTAssertEqual(sizes, [CGSize(width: 100, height: 300)])
        XCTAssertEqual(insets, [UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)])
        withExtendedLifetime((sizeObservation, insetObservation)) {}
    }

    func testOptionalValuesCompareNilCorrectly() async {
        let view = UIView()
        var reports = 0
        let observation = view.observe(\.superview) { _, _ in reports += 1 }
        view.frame.origin.x = 3
        XCTAssertEqual(reports, 0, "nil stays nil")
        withExtendedLifetime(observation) {}
    }
}

extension KeyValueObservingTests {
    func testAdjustedContentInsetIsObservable() async {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var insets: [UIEdgeInsets?] = []
        let observation = scrollView.observe(\.adjustedContentInset, options: .new) { _, change in insets.append(change.newValue) }
        scrollView.contentInset.bottom = 12
        XCTAssertEqual(insets, [UIEdgeInsets(top: 0, left: 0, bottom: 12, right: 0)])
        withExtendedLifetime(observation) {}
    }
}
