import XCTest
import UIKit
import UIKitTesting

@MainActor
final class UIViewLayoutDirectionTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testEffectiveDirectionFollowsTheViewsOwnAttribute() async {
        let view = UIView()
        XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, UIApplication.shared.userInterfaceLayoutDirection)
        view.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        view.semanticContentAttribute = .playback
        XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, .leftToRight, "playback content never flips")
    }

    func testTheAttributeDoesNotPropagateToSubviews() async {
        // UIKit: "you can't assume that the value propagates through the view's subtree".
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        parent.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(child.effectiveUserInterfaceLayoutDirection, UIApplication.shared.userInterfaceLayoutDirection)
    }

    func testClassMethods() async {
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft), .rightToLeft)
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .spatial), .leftToRight)
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft), .rightToLeft)
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight, relativeTo: .rightToLeft), .leftToRight)
    }

    func testEdgeInsetsAndOffsets() async {
        let rect = CGRect(x: 10, y: 10, width: 100, height: 50)
        XCTAssertEqual(rect.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)), CGRect(x: 12, y: 11, width: 94, height: 46))
        // Not standardized: too-large insets give a negative size, as UIEdgeInsetsInsetRect does.
        XCTAssertEqual(rect.inset(by: UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 60)).size.width, -20)
        XCTAssertEqual(UIEdgeInsets.zero, UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(NSDirectionalEdgeInsets.zero.leading, 0)
        XCTAssertEqual(UIOffset(horizontal: 3, vertical: 4).vertical, 4)
    }
}
