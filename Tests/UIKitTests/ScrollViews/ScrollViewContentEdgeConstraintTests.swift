import XCTest
import UIKit
import UIKitTesting

/// UIKit (Auto Layout Guide, "Working with Scroll Views"): constraints between a scroll view's
/// edges and its content attach to the content area, so content pinned to the four edges
/// decides `contentSize`; widths, heights and centers attach to the frame.
@MainActor
final class ScrollViewContentEdgeConstraintTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func makeScrollView() -> (UIView, UIScrollView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scrollView)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: root.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        return (root, scrollView)
    }

    func testContentPinnedToTheScrollViewsEdgesDecidesTheContentSize() async {
        let (root, scrollView) = makeScrollView()
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(scrollView.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 320, height: 1000))
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 320, height: 1000))

        // Scrolling moves the content with the bounds, not the constraints.
        scrollView.contentOffset = CGPoint(x: 0, y: 200)
        root.layoutIfNeeded()
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 320, height: 1000))
        XCTAssertEqual(content.convert(CGPoint.zero, to: root), CGPoint(x: 0, y: -200))
    }

    func testAStackViewPinnedToTheEdgesGrowsTheContentWithItsRows() async {
        let (root, scrollView) = makeScrollView()
        let stack = UIStackView()
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: scrollView.topAnchor),
            stack.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            stack.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
        ])
        for _ in 0..<12 {
            let row = UIView()
            row.heightAnchor.constraint(equalToConstant: 60).isActive = true
            stack.addArrangedSubview(row)
        }
        root.layoutIfNeeded()
        XCTAssertEqual(stack.frame, CGRect(x: 0, y: 0, width: 320, height: 720))
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 320, height: 720))
    }

    func testAnInsetFromAnEdgeAndACenterKeepTheirMeanings() async {
        let (root, scrollView) = makeScrollView()
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 20),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: -30),
            // A center attaches to the frame: the content stays centered on screen width.
            content.centerXAnchor.constraint(equalTo: scrollView.centerXAnchor),
            content.widthAnchor.constraint(equalToConstant: 100),
            content.heightAnchor.constraint(equalToConstant: 600),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(content.frame, CGRect(x: 110, y: 20, width: 100, height: 600))
        XCTAssertEqual(scrollView.contentSize.height, 650)
    }
}
