import XCTest
import UIKit
import UIKitTesting

/// UIKit (Auto Layout Guide, "Working with Scroll Views"): "constraints between the edges or
/// margins of the scroll view and its content attach to the scroll view's content area", and
/// constraints between centers attach to the frame. A margin is the content area's edge moved
/// in by the scroll view's layout margin, and the layout margins guide (which UIKit ties to the
/// margins) reads the same.
@MainActor
final class ScrollViewContentMarginConstraintTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func makeScrollView() -> (UIView, UIScrollView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        root.addSubview(scrollView)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: root.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        return (root, scrollView)
    }

    private func addContent(to scrollView: UIScrollView) -> UIView {
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        return content
    }

    func testContentPinnedToTheMarginAttributesDecidesTheContentSizeWithTheMargins() async {
        let (root, scrollView) = makeScrollView()
        let content = addContent(to: scrollView)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: content, attribute: .top, relatedBy: .equal, toItem: scrollView, attribute: .topMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: content, attribute: .bottom, relatedBy: .equal, toItem: scrollView, attribute: .bottomMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: content, attribute: .leading, relatedBy: .equal, toItem: scrollView, attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: content, attribute: .trailing, relatedBy: .equal, toItem: scrollView, attribute: .trailingMargin, multiplier: 1, constant: 0),
            content.widthAnchor.constraint(equalToConstant: 200),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(content.frame, CGRect(x: 20, y: 10, width: 200, height: 1000))
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 260, height: 1040), "the content plus the margins")

        // Scrolling leaves the content where the constraints put it.
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        root.layoutIfNeeded()
        XCTAssertEqual(content.frame, CGRect(x: 20, y: 10, width: 200, height: 1000))
    }

    func testContentPinnedToTheLayoutMarginsGuideAttachesToTheContentArea() async {
        let (root, scrollView) = makeScrollView()
        let content = addContent(to: scrollView)
        let margins = scrollView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: margins.topAnchor),
            content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            content.widthAnchor.constraint(equalToConstant: 200),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(content.frame, CGRect(x: 20, y: 10, width: 200, height: 1000))
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 260, height: 1040))
    }

    func testChangingTheMarginsMovesTheContentAndTheContentSize() async {
        let (root, scrollView) = makeScrollView()
        let content = addContent(to: scrollView)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: content, attribute: .top, relatedBy: .equal, toItem: scrollView, attribute: .topMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: content, attribute: .bottom, relatedBy: .equal, toItem: scrollView, attribute: .bottomMargin, multiplier: 1, constant: 0),
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 600),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(content.frame.minY, 10)
        XCTAssertEqual(scrollView.contentSize.height, 640)
        scrollView.layoutMargins = UIEdgeInsets(top: 50, left: 20, bottom: 5, right: 40)
        root.layoutIfNeeded()
        XCTAssertEqual(content.frame.minY, 50)
        XCTAssertEqual(scrollView.contentSize.height, 655)
    }

    func testChangingTheMarginsMovesContentPinnedToTheLayoutMarginsGuide() async {
        let (root, scrollView) = makeScrollView()
        let content = addContent(to: scrollView)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.layoutMarginsGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.layoutMarginsGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.layoutMarginsGuide.leadingAnchor),
            content.widthAnchor.constraint(equalToConstant: 100),
            content.heightAnchor.constraint(equalToConstant: 600),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(content.frame.origin, CGPoint(x: 20, y: 10))
        XCTAssertEqual(scrollView.contentSize.height, 640)
        scrollView.layoutMargins = UIEdgeInsets(top: 50, left: 30, bottom: 5, right: 40)
        root.layoutIfNeeded()
        XCTAssertEqual(content.frame.origin, CGPoint(x: 30, y: 50))
        XCTAssertEqual(scrollView.contentSize.height, 655)
    }

    /// A center constraint to the scroll view attaches to its frame: the frame's center at the
    /// content's origin, whatever the scroll position when the constraint is added.
    func testACenterAddedAfterScrollingStillCentersOnTheFrame() async {
        let (root, scrollView) = makeScrollView()
        let tall = addContent(to: scrollView)
        NSLayoutConstraint.activate([
            tall.topAnchor.constraint(equalTo: scrollView.topAnchor),
            tall.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            tall.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            tall.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            tall.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            tall.heightAnchor.constraint(equalToConstant: 1200),
        ])
        root.layoutIfNeeded()
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        root.layoutIfNeeded()
        let badge = addContent(to: scrollView)
        NSLayoutConstraint.activate([
            badge.centerXAnchor.constraint(equalTo: scrollView.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: scrollView.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 100),
            badge.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(badge.frame, CGRect(x: 110, y: 220, width: 100, height: 40))
        // Scrolling again does not move it either.
        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        root.layoutIfNeeded()
        XCTAssertEqual(badge.frame, CGRect(x: 110, y: 220, width: 100, height: 40))
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 320, height: 1200))
    }

    /// Content grows: `contentSize` follows the constraints at the next layout.
    func testContentSizeFollowsTheContentGuideWhenTheContentGrows() async {
        let (root, scrollView) = makeScrollView()
        let content = addContent(to: scrollView)
        let height = content.heightAnchor.constraint(equalToConstant: 900)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            height,
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 320, height: 900))
        height.constant = 1600
        root.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 320, height: 1600))
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 320, height: 1600))
    }

    /// UIKit: `contentSize` is the content alone; the insets (`adjustedContentInset`) widen
    /// the scrollable range around it instead.
    func testTheAdjustedContentInsetIsNotPartOfTheContentSize() async {
        let (root, scrollView) = makeScrollView()
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 70, right: 0)
        let content = addContent(to: scrollView)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 50, left: 0, bottom: 70, right: 0))
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 320, height: 1000))
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 320, height: 1000))
        XCTAssertEqual(scrollView.contentLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 320, height: 1000))
        // Other insets leave it as it is.
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 5, bottom: 200, right: 5)
        root.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 320, height: 1000))
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 320, height: 1000))
    }
}
