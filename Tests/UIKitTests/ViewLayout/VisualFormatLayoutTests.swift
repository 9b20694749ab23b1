import XCTest
import UIKit
import UIKitTesting

/// Frames that activated visual-format constraints give after a layout pass.
@MainActor
final class VisualFormatLayoutTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func makeViews(_ count: Int, in container: UIView) -> [UIView] {
        (0..<count).map { _ in
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            return view
        }
    }

    private func activate(_ format: String, options: NSLayoutConstraint.FormatOptions = [],
                          metrics: [String: Any]? = nil, _ views: [String: UIView]) {
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: options,
                                                                   metrics: metrics, views: views))
    }

    func testStandardSpacesAndEqualWidthsShareA320PointContainer() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let views = makeViews(2, in: container)
        let (a, b) = (views[0], views[1])
        activate("H:|-[a]-[b(==a)]-|", ["a": a, "b": b])
        activate("V:|-10-[a(44)]", ["a": a])
        activate("V:|-10-[b(44)]", ["b": b])
        container.layoutIfNeeded()
        // The default margins are 8: (320 - 8 - 8 - 8) / 2 = 148.
        XCTAssertEqual(a.frame, CGRect(x: 8, y: 10, width: 148, height: 44))
        XCTAssertEqual(b.frame, CGRect(x: 164, y: 10, width: 148, height: 44))
    }

    func testTheStandardSpaceToTheBarFollowsTheSuperviewsLayoutMargins() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        container.layoutMargins = UIEdgeInsets(top: 30, left: 20, bottom: 40, right: 10)
        let a = makeViews(1, in: container)[0]
        activate("H:|-[a]-|", ["a": a])
        activate("V:|-[a]-|", ["a": a])
        container.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 20, y: 30, width: 290, height: 130))
    }

    func testMetricsPrioritiesAndAlignment() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let views = makeViews(3, in: container)
        let (a, b, c) = (views[0], views[1], views[2])
        // b's width prefers 500 (priority 250) but the container's edges are required.
        activate("H:|-pad-[a(60)]-gap-[b(500@250)]-gap-[c(60)]-pad-|", options: .alignAllCenterY,
                 metrics: ["pad": 12, "gap": 4.5], ["a": a, "b": b, "c": c])
        activate("V:|-20-[a(40)]", ["a": a])
        activate("V:[b(20)]", ["b": b])
        activate("V:[c(30)]", ["c": c])
        container.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 12, y: 20, width: 60, height: 40))
        XCTAssertEqual(b.frame, CGRect(x: 76.5, y: 30, width: 167, height: 20))
        XCTAssertEqual(c.frame, CGRect(x: 248, y: 25, width: 60, height: 30))
    }

    func testRightToLeftFormatsStartAtTheRightEdge() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let views = makeViews(2, in: container)
        let (a, b) = (views[0], views[1])
        activate("|-10-[a(50)]-20-[b(30)]", options: .directionRightToLeft, ["a": a, "b": b])
        activate("V:|[a(10)]", ["a": a])
        activate("V:|[b(10)]", ["b": b])
        container.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 260, y: 0, width: 50, height: 10))
        XCTAssertEqual(b.frame, CGRect(x: 210, y: 0, width: 30, height: 10))
    }
}
