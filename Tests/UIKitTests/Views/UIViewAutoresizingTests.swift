import XCTest
import UIKit
import UIKitTesting

@MainActor
final class UIViewAutoresizingTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private func resize(_ mask: UIView.AutoresizingMask, child frame: CGRect,
                        from oldSize: CGSize = CGSize(width: 100, height: 100),
                        to newSize: CGSize) -> CGRect {
        let parent = UIView(frame: CGRect(origin: .zero, size: oldSize))
        let child = UIView(frame: frame)
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame.size = newSize
        return child.frame
    }

    func testNoMaskKeepsTheFrame() async {
        XCTAssertEqual(resize([], child: CGRect(x: 10, y: 10, width: 20, height: 20), to: CGSize(width: 200, height: 50)),
                       CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    func testFlexibleWidthKeepsBothMargins() async {
        XCTAssertEqual(resize(.flexibleWidth, child: CGRect(x: 10, y: 0, width: 80, height: 10), to: CGSize(width: 200, height: 100)),
                       CGRect(x: 10, y: 0, width: 180, height: 10))
    }

    func testFlexibleLeftMarginPinsToTheRight() async {
        XCTAssertEqual(resize(.flexibleLeftMargin, child: CGRect(x: 10, y: 0, width: 20, height: 10), to: CGSize(width: 150, height: 100)),
                       CGRect(x: 60, y: 0, width: 20, height: 10))
    }

    func testFlexibleHeightAndBottomMargin() async {
        XCTAssertEqual(resize(.flexibleBottomMargin, child: CGRect(x: 0, y: 10, width: 10, height: 20), to: CGSize(width: 100, height: 300)),
                       CGRect(x: 0, y: 10, width: 10, height: 20))
        XCTAssertEqual(resize(.flexibleHeight, child: CGRect(x: 0, y: 10, width: 10, height: 20), to: CGSize(width: 100, height: 300)),
                       CGRect(x: 0, y: 10, width: 10, height: 220))
        XCTAssertEqual(resize(.flexibleTopMargin, child: CGRect(x: 0, y: 10, width: 10, height: 20), to: CGSize(width: 100, height: 300)),
                       CGRect(x: 0, y: 210, width: 10, height: 20))
    }

    func testBothFlexibleMarginsSplitInProportionToTheMargins() async {
        // UIKit: "the size difference is distributed proportionally among the flexible
        // portions": margins 20 and 60 share +40 as +10 and +30.
        let frame = resize([.flexibleLeftMargin, .flexibleRightMargin], child: CGRect(x: 20, y: 0, width: 20, height: 10),
                           to: CGSize(width: 140, height: 100))
        XCTAssertEqual(frame, CGRect(x: 30, y: 0, width: 20, height: 10))
    }

    func testEqualMarginsKeepTheViewCentered() async {
        let frame = resize([.flexibleLeftMargin, .flexibleRightMargin], child: CGRect(x: 40, y: 0, width: 20, height: 10),
                           to: CGSize(width: 300, height: 100))
        XCTAssertEqual(frame.midX, 150)
    }

    func testAllThreeFlexiblePortionsShareProportionally() async {
        // Left 10, width 40, right 50 share +100 as +10, +40, +50.
        let frame = resize([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], child: CGRect(x: 10, y: 0, width: 40, height: 10),
                           to: CGSize(width: 200, height: 100))
        XCTAssertEqual(frame, CGRect(x: 20, y: 0, width: 80, height: 10))
    }

    func testFlexibleWidthAndLeftMarginKeepTheRightMargin() async {
        // Left 20 and width 60 share +40 (20 : 60); the right margin (20) stays.
        let frame = resize([.flexibleLeftMargin, .flexibleWidth], child: CGRect(x: 20, y: 0, width: 60, height: 10),
                           to: CGSize(width: 140, height: 100))
        XCTAssertEqual(frame, CGRect(x: 30, y: 0, width: 90, height: 10))
        XCTAssertEqual(140 - frame.maxX, 20)
    }

    func testZeroLengthPortionsShareEqually() async {
        let frame = resize([.flexibleLeftMargin, .flexibleRightMargin], child: CGRect(x: 0, y: 0, width: 100, height: 10),
                           to: CGSize(width: 140, height: 100))
        XCTAssertEqual(frame, CGRect(x: 20, y: 0, width: 100, height: 10))
    }

    func testAutoresizesSubviewsFalseDisablesIt() async {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.autoresizesSubviews = false
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.frame.size = CGSize(width: 10, height: 10)
        XCTAssertEqual(child.frame.size, CGSize(width: 100, height: 100))
    }

    func testAutoresizingCascadesImmediately() async {
        // UIKit applies masks as the bounds change, before any layout pass.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var parent = root
        var views: [UIView] = []
        for _ in 0..<5 {
            let child = UIView(frame: parent.bounds)
            child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            parent.addSubview(child)
            views.append(child)
            parent = child
        }
        root.frame.size = CGSize(width: 300, height: 50)
        XCTAssertEqual(views.last?.frame.size, CGSize(width: 300, height: 50))
    }

    func testShrinkingNeverMakesNegativeSizes() async {
        let frame = resize(.flexibleWidth, child: CGRect(x: 10, y: 0, width: 80, height: 10), to: CGSize(width: 5, height: 100))
        XCTAssertEqual(frame.width, 0)
    }
}
