import XCTest
import UIKit
import UIKitTesting

/// A TextKit 2 text view shows its text through its layout fragments: a fragment subclass from
/// the layout manager's delegate changes what is drawn (the "bubble" technique), the plain
/// fragment draws what the view draws without one, the viewport delegate decides which
/// fragments are shown, and the view's container has no TextKit 1 layout manager.
@MainActor
final class TextKit2FragmentDrawingTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// Draws a red rectangle 4 points beyond its frame on each side, then the text.
    final class BubbleFragment: NSTextLayoutFragment {
        static let outset: CGFloat = 4
        override var renderingSurfaceBounds: CGRect {
            CGRect(origin: .zero, size: layoutFragmentFrame.size).insetBy(dx: -Self.outset, dy: -Self.outset)
        }

        override func draw(at point: CGPoint, in context: CGContext) {
            context.setFillColor(UIColor.red.cgColor)
            context.fill(renderingSurfaceBounds.offsetBy(dx: point.x, dy: point.y))
            super.draw(at: point, in: context)
        }
    }

    final class BubbleDelegate: NSObject, NSTextLayoutManagerDelegate {
        var asked: [Int] = []
        func textLayoutManager(_ textLayoutManager: NSTextLayoutManager, textLayoutFragmentFor location: any NSTextLocation,
                               in textElement: NSTextElement) -> NSTextLayoutFragment {
            asked.append(textLayoutManager.offset(from: textLayoutManager.documentRange.location, to: location))
            return BubbleFragment(textElement: textElement, range: textElement.elementRange)
        }
    }

    /// Uses the protocol's default: a plain fragment.
    final class PlainDelegate: NSObject, NSTextLayoutManagerDelegate {}

    final class TopViewport: NSObject, NSTextViewportLayoutControllerDelegate {
        var bounds: CGRect
        var configured: [CGRect] = []
        init(bounds: CGRect) { self.bounds = bounds }
        func viewportBounds(for textViewportLayoutController: NSTextViewportLayoutController) -> CGRect { bounds }
        func textViewportLayoutController(_ textViewportLayoutController: NSTextViewportLayoutController,
                                          configureRenderingSurfaceFor textLayoutFragment: NSTextLayoutFragment) {
            configured.append(textLayoutFragment.layoutFragmentFrame)
        }
    }

    private func makeTextView(_ text: String, configure: (UITextView) -> Void = { _ in }) -> (UIWindow, UITextView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 240, height: 200))
        textView.backgroundColor = .white
        textView.font = .systemFont(ofSize: 20)
        textView.textColor = .black
        textView.text = text
        configure(textView)
        window.addSubview(textView)
        window.layoutIfNeeded()
        return (window, textView)
    }

    private static func isRed(_ p: Pixel) -> Bool { p.r > 200 && p.g < 80 && p.b < 80 }
    private static func isInk(_ p: Pixel) -> Bool { p.a > 0 && (Int(p.r) + Int(p.g) + Int(p.b)) / 3 < 160 }

    private func count(_ image: UIImage, in rect: CGRect, _ predicate: (Pixel) -> Bool) -> Int {
        var total = 0
        for y in max(0, Int(rect.minY))..<Int(rect.maxY) {
            for x in max(0, Int(rect.minX))..<Int(rect.maxX) where predicate(image.pixel(x, y)) { total += 1 }
        }
        return total
    }

    private static let text = "First paragraph\nSecond one"

    func testAFragmentSubclassDrawsItsBackgroundInTheView() async throws {
        let delegate = BubbleDelegate()
        let (window, textView) = makeTextView(Self.text) { $0.textLayoutManager?.delegate = delegate }
        defer { withExtendedLifetime((window, delegate)) {} }
        let image = Snapshot.image(of: textView)
        XCTAssertTrue(delegate.asked.contains(0), "asked for the first paragraph's fragment")
        XCTAssertTrue(delegate.asked.contains(16), "and the second's")
        let inset = textView.textContainerInset
        // The first paragraph's line: red around the (black) text.
        let line = CGRect(x: 0, y: inset.top, width: 240, height: 20)
        XCTAssertGreaterThan(count(image, in: line, Self.isRed), 500)
        XCTAssertGreaterThan(count(image, in: line, Self.isInk), 20, "the text is drawn over the background")
        // The surface reaches 4 points above the first fragment's frame, into the inset.
        let above = CGRect(x: 10, y: inset.top - 3, width: 200, height: 2)
        XCTAssertEqual(count(image, in: above, Self.isRed), 400)
        // Without the delegate nothing is red.
        let (plainWindow, plainView) = makeTextView(Self.text)
        defer { withExtendedLifetime(plainWindow) {} }
        XCTAssertEqual(count(Snapshot.image(of: plainView), in: CGRect(x: 0, y: 0, width: 240, height: 200), Self.isRed), 0)
    }

    func testThePlainFragmentDrawsTheSamePixels() async throws {
        let delegate = PlainDelegate()
        let text = "Hello fragments, a paragraph long enough to wrap onto another line\n\nthird ✓ עברית"
        let (window, textView) = makeTextView(text) { $0.textLayoutManager?.delegate = delegate }
        let (plainWindow, plainView) = makeTextView(text)
        defer { withExtendedLifetime((window, plainWindow, delegate)) {} }
        let through = Snapshot.image(of: textView)
        let direct = Snapshot.image(of: plainView)
        var differing = 0, inked = 0
        for y in 0..<200 {
            for x in 0..<240 {
                let a = through.pixel(x, y), b = direct.pixel(x, y)
                if a != b { differing += 1 }
                if Self.isInk(a) { inked += 1 }
            }
        }
        XCTAssertGreaterThan(inked, 100)
        XCTAssertEqual(differing, 0)
    }

    func testTheViewportDelegateDecidesWhichFragmentsAreShown() async throws {
        let viewport = TopViewport(bounds: CGRect(x: 0, y: 0, width: 240, height: 10))
        let (window, textView) = makeTextView(Self.text) {
            $0.textLayoutManager?.textViewportLayoutController.delegate = viewport
        }
        defer { withExtendedLifetime((window, viewport)) {} }
        XCTAssertEqual(viewport.configured.last?.minY, 0, "the first fragment configured")
        XCTAssertFalse(viewport.configured.contains { $0.minY > 0 }, "the second is outside the viewport")
        let inset = textView.textContainerInset
        let image = Snapshot.image(of: textView)
        let first = try XCTUnwrap(textView.textLayoutManager?.textLayoutFragment(for: textView.textLayoutManager!.documentRange.location))
        let split = inset.top + first.layoutFragmentFrame.maxY
        XCTAssertGreaterThan(count(image, in: CGRect(x: 0, y: 0, width: 240, height: split), Self.isInk), 20)
        XCTAssertEqual(count(image, in: CGRect(x: 0, y: split, width: 240, height: 200 - split), Self.isInk), 0,
                       "the second paragraph is not drawn")
        // A viewport over the whole text shows both.
        viewport.bounds = CGRect(x: 0, y: 0, width: 240, height: 200)
        textView.setNeedsLayout()
        textView.layoutIfNeeded()
        let after = Snapshot.image(of: textView)
        XCTAssertGreaterThan(count(after, in: CGRect(x: 0, y: split, width: 240, height: 200 - split), Self.isInk), 20)
    }

    func testATextKit2ContainerHasNoLayoutManager() async throws {
        let (window, textView) = makeTextView("hello")
        defer { withExtendedLifetime(window) {} }
        XCTAssertNil(textView.textContainer.layoutManager)
        let manager = try XCTUnwrap(textView.textLayoutManager)
        XCTAssertTrue(textView.textContainer.textLayoutManager === manager)
        XCTAssertNil(textView.textContainer.layoutManager, "still nil once the text layout manager exists")
        // Reading the view's layoutManager moves it to TextKit 1: the container has it now.
        let layoutManager = textView.layoutManager
        XCTAssertTrue(textView.textContainer.layoutManager === layoutManager)
        XCTAssertNil(textView.textLayoutManager)
        XCTAssertNil(textView.textContainer.textLayoutManager)
        // A TextKit 1 view's container always had its layout manager.
        let old = UITextView(usingTextLayoutManager: false)
        XCTAssertTrue(old.textContainer.layoutManager === old.layoutManager)
    }
}
