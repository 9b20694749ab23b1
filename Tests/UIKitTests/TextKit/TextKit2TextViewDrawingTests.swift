import XCTest
import UIKit
import UIKitTesting

/// A TextKit 2 text view's drawing agrees with its layout manager: lines are drawn in their
/// layout fragments' frames, rendering attributes and text highlights are drawn by the view,
/// and its viewport controller lays out as the view does.
@MainActor
final class TextKit2TextViewDrawingTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func makeTextView(_ text: NSAttributedString, height: CGFloat = 300) -> (UIWindow, UITextView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 240, height: height))
        textView.backgroundColor = .white
        textView.attributedText = text
        window.addSubview(textView)
        window.layoutIfNeeded()
        return (window, textView)
    }

    private func plain(_ string: String, size: CGFloat = 20) -> NSAttributedString {
        NSAttributedString(string: string, attributes: [.font: UIFont.systemFont(ofSize: size), .foregroundColor: UIColor.black])
    }

    private func range(_ manager: NSTextLayoutManager, _ start: Int, _ end: Int) -> NSTextRange {
        let origin = manager.documentRange.location
        return NSTextRange(location: manager.location(origin, offsetBy: start)!, end: manager.location(origin, offsetBy: end))!
    }

    /// The rows (points, scale 1) of `image` within `columns` holding a pixel matching `predicate`.
    private func rows(_ image: UIImage, width: Int, height: Int, _ predicate: (Pixel) -> Bool) -> [Int] {
        (0..<height).filter { y in (0..<width).contains { x in predicate(image.pixel(x, y)) } }
    }

    private func count(_ image: UIImage, in rect: CGRect, _ predicate: (Pixel) -> Bool) -> Int {
        var total = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where predicate(image.pixel(x, y)) { total += 1 }
        }
        return total
    }

    private static func isInk(_ p: Pixel) -> Bool { p.a > 0 && (Int(p.r) + Int(p.g) + Int(p.b)) / 3 < 160 }
    private static func isRed(_ p: Pixel) -> Bool { p.r > 150 && p.g < 110 && p.b < 110 }
    private static func isYellow(_ p: Pixel) -> Bool { p.r > 200 && p.g > 200 && p.b < 120 }

    func testLayoutFragmentsFramesAreWhereTheViewDrawsTheLines() async throws {
        let (window, textView) = makeTextView(plain("First paragraph\n\n\nThird one, long enough to wrap onto a second line here"))
        defer { withExtendedLifetime(window) {} }
        let manager = try XCTUnwrap(textView.textLayoutManager)
        var frames: [CGRect] = []
        manager.enumerateTextLayoutFragments(from: nil, options: [.ensuresLayout]) { frames.append($0.layoutFragmentFrame); return true }
        XCTAssertEqual(frames.count, 4)
        let inset = textView.textContainerInset
        let image = Snapshot.image(of: textView)
        let ink = rows(image, width: 240, height: 300, Self.isInk)
        XCTAssertFalse(ink.isEmpty)
        // Every inked row lies in a non-empty paragraph's fragment (in view coordinates).
        let inked = [frames[0], frames[3]].map { $0.offsetBy(dx: inset.left, dy: inset.top) }
        for row in ink {
            XCTAssertTrue(inked.contains { CGFloat(row) >= $0.minY - 1 && CGFloat(row) < $0.maxY + 1 }, "row \(row) outside the fragments \(inked)")
        }
        // Both drawn paragraphs have ink, the wrapped one on each of its lines.
        XCTAssertTrue(ink.contains { CGFloat($0) >= inked[0].minY && CGFloat($0) < inked[0].maxY })
        let third = ink.filter { CGFloat($0) >= inked[1].minY && CGFloat($0) < inked[1].maxY }
        let lines = try XCTUnwrap(manager.textLayoutFragment(for: manager.location(manager.documentRange.location, offsetBy: 20)!)?.textLineFragments)
        XCTAssertGreaterThanOrEqual(lines.count, 2, "wrapped")
        XCTAssertGreaterThan((third.max() ?? 0) - (third.min() ?? 0), Int(frames[0].height) * (lines.count - 1) - 2, "ink on every line")
    }

    func testRenderingAttributesAreDrawnByTheView() async throws {
        let (window, textView) = makeTextView(plain("Hello world"))
        defer { withExtendedLifetime(window) {} }
        let manager = try XCTUnwrap(textView.textLayoutManager)
        let before = Snapshot.image(of: textView)
        XCTAssertEqual(count(before, in: CGRect(x: 0, y: 0, width: 240, height: 60), Self.isRed), 0)
        let plainInk = rows(before, width: 240, height: 60, Self.isInk)
        manager.addRenderingAttribute(.foregroundColor, value: UIColor.red, for: range(manager, 0, 5))
        manager.addRenderingAttribute(.backgroundColor, value: UIColor.yellow, for: range(manager, 6, 11))
        let after = Snapshot.image(of: textView)
        let hello = textView.firstRect(for: textView.textRange(from: textView.beginningOfDocument,
                                                               to: textView.position(from: textView.beginningOfDocument, offset: 5)!)!)
        let world = textView.firstRect(for: textView.textRange(from: textView.position(from: textView.beginningOfDocument, offset: 6)!,
                                                               to: textView.endOfDocument)!)
        XCTAssertGreaterThan(count(after, in: hello, Self.isRed), 10, "the foreground color")
        XCTAssertEqual(count(after, in: world, Self.isRed), 0)
        XCTAssertGreaterThan(count(after, in: world, Self.isYellow), 50, "the background color")
        XCTAssertEqual(count(after, in: hello, Self.isYellow), 0)
        // The text did not move: the same rows hold ink or red.
        XCTAssertEqual(rows(after, width: 240, height: 60) { Self.isInk($0) || Self.isRed($0) }, plainInk)
        manager.removeRenderingAttribute(.foregroundColor, for: manager.documentRange)
        XCTAssertEqual(count(Snapshot.image(of: textView), in: hello, Self.isRed), 0, "removed: redrawn without it")
    }

    func testTheValidatorIsAskedBeforeTheViewDrawsAFragment() async throws {
        let (window, textView) = makeTextView(plain("one\ntwo"))
        defer { withExtendedLifetime(window) {} }
        let manager = try XCTUnwrap(textView.textLayoutManager)
        var asked: [Int] = []
        manager.renderingAttributesValidator = { manager, fragment in
            let start = manager.offset(from: manager.documentRange.location, to: fragment.rangeInElement.location)
            asked.append(start)
            manager.setRenderingAttributes([.foregroundColor: UIColor.red], for: fragment.rangeInElement)
        }
        manager.invalidateRenderingAttributes(for: manager.documentRange)
        let image = Snapshot.image(of: textView)
        XCTAssertEqual(Set(asked), [0, 4])
        XCTAssertGreaterThan(count(image, in: CGRect(x: 0, y: 0, width: 240, height: 80), Self.isRed), 20)
    }

    private final class ViewportRecorder: NSObject, NSTextViewportLayoutControllerDelegate {
        var events: [String] = []
        var starts: [Int] = []
        let bounds: () -> CGRect

        init(bounds: @escaping () -> CGRect) {
            self.bounds = bounds
        }

        func viewportBounds(for textViewportLayoutController: NSTextViewportLayoutController) -> CGRect {
            events.append("bounds")
            return bounds()
        }

        func textViewportLayoutController(_ textViewportLayoutController: NSTextViewportLayoutController,
                                          configureRenderingSurfaceFor textLayoutFragment: NSTextLayoutFragment) {
            events.append("fragment")
            if let manager = textViewportLayoutController.textLayoutManager {
                starts.append(manager.offset(from: manager.documentRange.location, to: textLayoutFragment.rangeInElement.location))
            }
        }

        func textViewportLayoutControllerWillLayout(_ textViewportLayoutController: NSTextViewportLayoutController) {
            events.append("will")
        }

        func textViewportLayoutControllerDidLayout(_ textViewportLayoutController: NSTextViewportLayoutController) {
            events.append("did")
        }
    }

    func testTheViewportControllerLaysOutWhenTheViewDoes() async throws {
        let lines = (0..<40).map { "Line \($0)" }.joined(separator: "\n")
        let (window, textView) = makeTextView(plain(lines, size: 17), height: 200)
        defer { withExtendedLifetime(window) {} }
        let manager = try XCTUnwrap(textView.textLayoutManager)
        let controller = manager.textViewportLayoutController
        let recorder = ViewportRecorder { [unowned textView] in
            textView.bounds.offsetBy(dx: -textView.textContainerInset.left, dy: -textView.textContainerInset.top)
        }
        controller.delegate = recorder
        textView.setNeedsLayout()
        textView.layoutIfNeeded()
        XCTAssertEqual(recorder.events.first, "will")
        XCTAssertEqual(recorder.events.last, "did")
        XCTAssertTrue(recorder.events.contains("bounds"))
        XCTAssertEqual(recorder.starts.first, 0)
        let shown = recorder.starts.count
        XCTAssertGreaterThan(shown, 3)
        XCTAssertLessThan(shown, 40, "only the fragments in view")
        XCTAssertEqual(controller.viewportBounds, textView.bounds.offsetBy(dx: -textView.textContainerInset.left,
                                                                           dy: -textView.textContainerInset.top))
        // Scrolling lays out the viewport again, further down.
        recorder.events = []
        recorder.starts = []
        textView.contentOffset = CGPoint(x: 0, y: 300)
        textView.layoutIfNeeded()
        XCTAssertEqual(recorder.events.first, "will")
        XCTAssertGreaterThan(recorder.starts.first ?? 0, 0)
        let range = try XCTUnwrap(controller.viewportRange)
        XCTAssertEqual(manager.offset(from: manager.documentRange.location, to: range.location), recorder.starts.first)
    }

    func testWithoutADelegateTheViewportIsTheVisibleText() async throws {
        let lines = (0..<40).map { "Line \($0)" }.joined(separator: "\n")
        let (window, textView) = makeTextView(plain(lines, size: 17), height: 200)
        defer { withExtendedLifetime(window) {} }
        let controller = try XCTUnwrap(textView.textLayoutManager).textViewportLayoutController
        textView.contentOffset = CGPoint(x: 0, y: 300)
        textView.layoutIfNeeded()
        XCTAssertEqual(controller.viewportBounds.minY, 300 - textView.textContainerInset.top, accuracy: 0.01)
        XCTAssertEqual(controller.viewportBounds.height, 200, accuracy: 0.01)
        XCTAssertNotNil(controller.viewportRange)
    }
}
