import XCTest
import UIKit
import UIKitTesting

/// The state UIKit's own views save for restoration: a scroll view's offset and zoom, a text
/// view's selection.
@MainActor
final class ViewRestorableStateTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func roundTrip<V: UIView>(_ view: V, into restored: V) throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        view.encodeRestorableState(with: archiver)
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.requiresSecureCoding = false
        restored.decodeRestorableState(with: unarchiver)
    }

    func testScrollViewSavesItsOffsetAndZoom() async throws {
        let zoom = RestorationZoomDelegate()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scrollView.delegate = zoom
        scrollView.addSubview(zoom.content)
        scrollView.contentSize = zoom.content.bounds.size
        scrollView.maximumZoomScale = 4
        scrollView.zoomScale = 2
        scrollView.contentOffset = CGPoint(x: 150, y: 260)

        let otherZoom = RestorationZoomDelegate()
        let restored = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        restored.delegate = otherZoom
        restored.addSubview(otherZoom.content)
        restored.contentSize = otherZoom.content.bounds.size
        restored.maximumZoomScale = 4
        try roundTrip(scrollView, into: restored)
        XCTAssertEqual(restored.zoomScale, 2)
        XCTAssertEqual(restored.contentOffset, CGPoint(x: 150, y: 260))
    }

    func testTextViewSavesItsSelection() async throws {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        textView.text = "Hello, restoration"
        textView.selectedRange = NSRange(location: 7, length: 11)

        let restored = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        restored.text = "Hello, restoration"
        try roundTrip(textView, into: restored)
        XCTAssertEqual(restored.selectedRange, NSRange(location: 7, length: 11))

        // Shorter text now: the selection is clamped to it.
        let shorter = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        shorter.text = "Hello"
        try roundTrip(textView, into: shorter)
        XCTAssertEqual(shorter.selectedRange, NSRange(location: 5, length: 0))
    }

    func testPlainViewSavesNothing() async throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        UIView().encodeRestorableState(with: archiver)
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        XCTAssertFalse(unarchiver.containsValue(forKey: "UIScrollViewContentOffset"))
    }
}
