import XCTest
import UIKit
import UIKitTesting

/// What a `@Sendable` change handler records (handlers run on the main thread here).
private final class ChangeLog<Entry>: @unchecked Sendable {
    var entries: [Entry] = []
    func append(_ entry: Entry) { entries.append(entry) }
}

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
        let changes = ChangeLog<(CGPoint?, CGPoint?)>()
        let observed = ChangeLog<Bool>()
        let observation = scrollView.observe(\.contentOffset, options: [.old, .new]) { [scrollView] object, change in
            observed.append(object === scrollView && change.kind == .setting && !change.isPrior)
            changes.append((change.oldValue, change.newValue))
        }
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        scrollView.setContentOffset(CGPoint(x: 0, y: 90), animated: false)
        scrollView.contentOffset = CGPoint(x: 0, y: 90)
        XCTAssertEqual(changes.entries.count, 2, "a set to the same value is not a change")
        XCTAssertEqual(observed.entries, [true, true], "the observed object, a setting, not prior")
        XCTAssertEqual(changes.entries.first?.0, .zero)
        XCTAssertEqual(changes.entries.first?.1, CGPoint(x: 0, y: 40))
        XCTAssertEqual(changes.entries.last?.0, CGPoint(x: 0, y: 40))
        XCTAssertEqual(changes.entries.last?.1, CGPoint(x: 0, y: 90))

        observation.invalidate()
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        XCTAssertEqual(changes.entries.count, 2, "an invalidated observation hears nothing")
    }

    func testValuesAreOnlyIncludedWhenAskedFor() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let changes = ChangeLog<NSKeyValueObservedChange<CGRect>>()
        let observation = view.observe(\.frame) { _, change in changes.append(change) }
        view.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        XCTAssertEqual(changes.entries.count, 1)
        XCTAssertNil(changes.entries.first?.newValue)
        XCTAssertNil(changes.entries.first?.oldValue)
        withExtendedLifetime(observation) {}
    }

    func testInitialOptionCallsTheHandlerBeforeObserveReturns() async {
        let view = UIView()
        view.alpha = 0.5
        let values = ChangeLog<CGFloat?>()
        let observation = view.observe(\.alpha, options: [.initial, .new]) { _, change in values.append(change.newValue) }
        XCTAssertEqual(values.entries, [0.5])
        view.alpha = 1
        XCTAssertEqual(values.entries, [0.5, 1])
        withExtendedLifetime(observation) {}
    }

    func testPriorOptionSendsANotificationBeforeEachChange() async {
        let view = UIView()
        let log = ChangeLog<String>()
        let observation = view.observe(\.isHidden, options: [.prior, .old, .new]) { _, change in
            log.append("\(change.isPrior) \(String(describing: change.oldValue)) \(String(describing: change.newValue))")
        }
        view.isHidden = true
        XCTAssertEqual(log.entries, ["true Optional(false) nil", "false Optional(false) Optional(true)"])
        withExtendedLifetime(observation) {}
    }

    func testDerivedKeyPathsReportOnlyWhenTheirValueChanges() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let widths = ChangeLog<CGFloat?>()
        let observation = view.observe(\.bounds.size.width, options: .new) { _, change in widths.append(change.newValue) }
        view.center = CGPoint(x: 200, y: 200)
        view.frame.size.height = 80
        XCTAssertEqual(widths.entries, [], "moves and height changes leave the width alone")
        view.bounds.size.width = 70
        XCTAssertEqual(widths.entries, [70])
        withExtendedLifetime(observation) {}
    }

    func testFreeingTheObservationEndsIt() async {
        let view = UIView()
        let calls = ChangeLog<Void>()
        var observation: NSKeyValueObservation? = view.observe(\.center) { _, _ in calls.append(()) }
        view.center = CGPoint(x: 1, y: 1)
        XCTAssertEqual(calls.entries.count, 1)
        observation = nil
        view.center = CGPoint(x: 2, y: 2)
        XCTAssertEqual(calls.entries.count, 1)
        XCTAssertNil(observation)
    }

    func testTheScrollViewHasReactedWhenItsObserversHear() async {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 500)
        final class Delegate: UIScrollViewDelegate {
            let log = ChangeLog<String>()
            func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("didScroll") }
        }
        let delegate = Delegate()
        scrollView.delegate = delegate
        let log = delegate.log
        let observation = scrollView.observe(\.contentOffset) { _, _ in log.append("observed") }
        scrollView.contentOffset.y = 30
        XCTAssertEqual(log.entries, ["didScroll", "observed"])
        withExtendedLifetime(observation) {}
    }

    func testAHandlerThatResetsTheValueIsToldOfItsOwnChange() async {
        // PanModal holds its table in place by setting the offset back from its observer.
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 500)
        let offsets = ChangeLog<CGFloat>()
        let observation = scrollView.observe(\.contentOffset, options: .new) { scrollView, change in
            offsets.append(change.newValue?.y ?? -1)
            MainActor.assumeIsolated {
                if scrollView.contentOffset.y > 0 {
                    scrollView.setContentOffset(.zero, animated: false)
                }
            }
        }
        scrollView.contentOffset.y = 25
        XCTAssertEqual(offsets.entries, [25, 0])
        XCTAssertEqual(scrollView.contentOffset, .zero)
        withExtendedLifetime(observation) {}
    }

    func testContentSizeAndInsetsAreObservable() async {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let sizes = ChangeLog<CGSize?>()
        let insets = ChangeLog<UIEdgeInsets?>()
        let adjusted = ChangeLog<UIEdgeInsets?>()
        let observations = [
            scrollView.observe(\.contentSize, options: .new) { _, change in sizes.append(change.newValue) },
            scrollView.observe(\.contentInset, options: .new) { _, change in insets.append(change.newValue) },
            scrollView.observe(\.adjustedContentInset, options: .new) { _, change in adjusted.append(change.newValue) },
        ]
        scrollView.contentSize = CGSize(width: 100, height: 300)
        scrollView.contentInset.top = 20
        XCTAssertEqual(sizes.entries, [CGSize(width: 100, height: 300)])
        XCTAssertEqual(insets.entries, [UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)])
        XCTAssertEqual(adjusted.entries, [UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)])
        withExtendedLifetime(observations) {}
    }

    func testOptionalValuesCompareNilCorrectly() async {
        let view = UIView()
        let reports = ChangeLog<Void>()
        let observation = view.observe(\.superview) { _, _ in reports.append(()) }
        view.frame.origin.x = 3
        XCTAssertEqual(reports.entries.count, 0, "nil stays nil")
        withExtendedLifetime(observation) {}
    }
}
