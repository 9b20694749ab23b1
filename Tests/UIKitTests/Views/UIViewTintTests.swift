import XCTest
import UIKit
import UIKitTesting

@MainActor
final class UIViewTintTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testDefaultTintIsSystemBlue() async {
        // UIKit: with no tint in the hierarchy, tintColor is system blue (0, 122, 255).
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIView().tintColor.getRed(&r, green: &g, blue: &b, alpha: &a)
        XCTAssertEqual(r, 0)
        XCTAssertEqual(g, 122.0 / 255, accuracy: 1e-9)
        XCTAssertEqual(b, 1)
        XCTAssertEqual(UIView().tintAdjustmentMode, .normal)
    }

    func testTintIsInheritedDownTheTree() async {
        let root = UIView(), child = UIView(), grandchild = UIView()
        root.addSubview(child)
        child.addSubview(grandchild)
        root.tintColor = .red
        XCTAssertEqual(grandchild.tintColor, .red)
        child.tintColor = .green
        XCTAssertEqual(grandchild.tintColor, .green)
        child.tintColor = nil
        XCTAssertEqual(grandchild.tintColor, .red)
    }

    func testTintColorDidChangeReachesInheritingDescendantsOnly() async {
        let root = RecordingView(), inherits = RecordingView(), overrides = RecordingView(), below = RecordingView()
        root.addSubview(inherits)
        root.addSubview(overrides)
        overrides.addSubview(below)
        overrides.tintColor = .green
        for v in [root, inherits, overrides, below] { v.tintChanges = 0 }
        root.tintColor = .red
        XCTAssertEqual(root.tintChanges, 1)
        XCTAssertEqual(inherits.tintChanges, 1)
        XCTAssertEqual(overrides.tintChanges, 0, "it has its own tint")
        XCTAssertEqual(below.tintChanges, 0, "it inherits from a view with its own tint")
        root.tintColor = .red
        XCTAssertEqual(root.tintChanges, 1, "setting the same color is not a change")
    }

    func testTintAdjustmentModeIsInheritedAndDims() async {
        let root = RecordingView(), child = RecordingView()
        root.addSubview(child)
        root.tintColor = .red
        child.tintChanges = 0
        root.tintAdjustmentMode = .dimmed
        XCTAssertEqual(child.tintAdjustmentMode, .dimmed)
        XCTAssertEqual(child.tintChanges, 1)
        var white: CGFloat = -1, alpha: CGFloat = -1
        XCTAssertTrue(child.tintColor.getWhite(&white, alpha: &alpha), "the dimmed tint is a gray")
        XCTAssertEqual(alpha, 1)
        child.tintAdjustmentMode = .normal
        XCTAssertEqual(child.tintColor, .red)
        root.tintAdjustmentMode = .automatic
        XCTAssertEqual(root.tintAdjustmentMode, .normal, "automatic reads as the inherited mode")
    }

    func testMovingUnderANewTintNotifiesTheView() async {
        let red = UIView(), blue = UIView()
        red.tintColor = .red
        blue.tintColor = .blue
        let child = RecordingView()
        red.addSubview(child)
        child.tintChanges = 0
        blue.addSubview(child)
        XCTAssertEqual(child.tintChanges, 1)
        XCTAssertEqual(child.tintColor, .blue)
    }
}
