import XCTest
import UIKit
import UIKitTesting

/// Layout settles when a layoutSubviews sets its subviews' properties to the values they
/// already have (UIKit's setters do nothing then), and views whose layouts keep invalidating
/// each other are reported. (A view that marks only itself is laid out once per commit: see
/// `LayoutSelfInvalidationTests`.)
@MainActor
final class LayoutSettlingTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    final class Row: UIView {
        let label = UILabel()
        var layouts = 0
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(label)
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
            label.text = "Time"
            label.textAlignment = .right
            label.lineBreakMode = .byTruncatingMiddle
            label.font = .systemFont(ofSize: 15)
            label.textColor = .secondaryLabel
            label.numberOfLines = 2
            label.frame = bounds.insetBy(dx: 8, dy: 0)
        }
    }

    /// Lays out its child and marks it again: with `Child`, a feedback loop between two views.
    final class Parent: UIView {
        let child = Child()
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(child)
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() {
            super.layoutSubviews()
            child.setNeedsLayout()
        }
    }

    final class Child: UIView {
        override func layoutSubviews() {
            super.layoutSubviews()
            superview?.setNeedsLayout()
        }
    }

    func testSettingLabelPropertiesToTheirValuesInLayoutSubviewsSettles() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.makeKeyAndVisible()
        let row = Row(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        window.addSubview(row)
        let log = LogCapture.capture {
            ManualClock.install()
            ManualClock.runLoopTurn()
            ManualClock.runLoopTurn()
        }
        XCTAssertFalse(log.contains("did not settle"))
        XCTAssertLessThanOrEqual(row.layouts, 2, "the first pass sets the values (the label asks its superview once); later passes change nothing")
        let settled = row.layouts
        ManualClock.runLoopTurn()
        XCTAssertEqual(row.layouts, settled, "no layout without a change")
        XCTAssertEqual(row.label.text, "Time")
        row.label.text = "Date"
        ManualClock.runLoopTurn()
        XCTAssertEqual(row.label.text, "Time", "a real change lays the superview out again")
    }

    func testALayoutThatNeverSettlesIsReportedWithItsViews() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.makeKeyAndVisible()
        window.addSubview(Parent(frame: window.bounds))
        let log = LogCapture.capture {
            ManualClock.install()
            ManualClock.runLoopTurn()
        }
        XCTAssertTrue(log.contains("did not settle"))
        XCTAssertTrue(log.contains("Parent") && log.contains("Child"), "\(log.lines)")
    }
}
