import XCTest
import UIKit
import UIKitTesting

/// UIKit clears a view's needs-layout flag before calling `layoutSubviews()`; a view that
/// marks itself again while laying out (TagListView re-adds its subviews there) does not make
/// the update cycle loop: `layoutIfNeeded()` lays it out once, a commit twice (so a view that
/// added subviews in its first layout settles), and a further mark waits for the next commit
/// without scheduling one.
@MainActor
final class LayoutSelfInvalidationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    final class Restless: UIView {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
            setNeedsLayout()
        }
    }

    /// Rebuilds its rows on every layout, as TagListView does: removing and adding subviews
    /// marks the view itself for layout.
    final class Rebuilding: UIView {
        let tags = (0..<3).map { _ in UIView() }
        private(set) var rows: [UIView] = []
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
            rows.forEach { $0.removeFromSuperview() }
            rows = tags.enumerated().map { index, tag in
                let row = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 20, width: bounds.width, height: 20))
                tag.frame = CGRect(x: 4, y: 2, width: 30, height: 16)
                row.addSubview(tag)
                addSubview(row)
                return row
            }
        }
    }

    func testAViewMarkingItselfIsLaidOutTwicePerCommitAndKeepsTheMark() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.makeKeyAndVisible()
        let view = Restless(frame: window.bounds)
        window.addSubview(view)
        let log = LogCapture.capture {
            ManualClock.install()
            ManualClock.runLoopTurn()
        }
        XCTAssertEqual(view.layouts, 2, "laid out twice in the commit, not until a pass limit")
        XCTAssertTrue(view.layer.needsLayout(), "the mark made during layoutSubviews stands")
        XCTAssertFalse(log.contains("did not settle"), "\(log.lines)")

        ManualClock.runLoopTurn()
        ManualClock.runLoopTurn()
        XCTAssertEqual(view.layouts, 2, "the mark does not schedule a commit by itself")

        window.backgroundColor = .red
        let sibling = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(sibling)
        ManualClock.runLoopTurn()
        XCTAssertEqual(view.layouts, 4, "the next commit with work lays it out again, twice")
    }

    func testLayoutIfNeededLaysOutOnceThenAgainWhileTheViewStaysMarked() async {
        let view = Restless(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layoutIfNeeded()
        XCTAssertEqual(view.layouts, 1, "layoutIfNeeded does not loop on the view")
        XCTAssertTrue(view.layer.needsLayout())
        view.layoutIfNeeded()
        XCTAssertEqual(view.layouts, 2, "still marked: the next layoutIfNeeded lays it out")
    }

    func testAViewRebuildingItsSubviewsInLayoutSettlesWithItsFrames() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.makeKeyAndVisible()
        let view = Rebuilding(frame: CGRect(x: 10, y: 10, width: 150, height: 60))
        window.addSubview(view)
        let log = LogCapture.capture {
            ManualClock.install()
            ManualClock.runLoopTurn()
        }
        XCTAssertFalse(log.contains("did not settle"), "\(log.lines)")
        XCTAssertEqual(view.layouts, 2)
        XCTAssertEqual(view.subviews.count, 3)
        XCTAssertEqual(view.rows.map(\.frame), [0, 20, 40].map { CGRect(x: 0, y: $0, width: 150, height: 20) })
        XCTAssertEqual(view.tags.map { $0.convert(CGPoint.zero, to: view) }, [2, 22, 42].map { CGPoint(x: 4, y: $0) })
    }

    func testAChildMarkingItsSuperviewStillSettlesInTheSameCommit() async {
        final class Growing: UIView {
            var grown = false
            override func layoutSubviews() {
                super.layoutSubviews()
                if !grown { grown = true; superview?.setNeedsLayout() }
            }
        }
        final class Holder: UIView {
            let child = Growing(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var layouts = 0
            override init(frame: CGRect) { super.init(frame: frame); addSubview(child) }
            required init?(coder: NSCoder) { nil }
            override func layoutSubviews() { super.layoutSubviews(); layouts += 1 }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.makeKeyAndVisible()
        let holder = Holder(frame: window.bounds)
        window.addSubview(holder)
        ManualClock.install()
        ManualClock.runLoopTurn()
        XCTAssertEqual(holder.layouts, 2, "a superview marked by its subview's layout is laid out again in the same commit")
        XCTAssertFalse(holder.layer.needsLayout())
    }
}
