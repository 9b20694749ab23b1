import XCTest
import UIKit
import UIKitTesting

/// TextKit 2's viewport layout: the fragments in the visible area handed to the delegate.
@MainActor
final class TextKit2ViewportTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private final class Recorder: NSObject, NSTextViewportLayoutControllerDelegate {
        var bounds: CGRect
        var events: [String] = []
        var fragments: [NSTextLayoutFragment] = []

        init(bounds: CGRect) {
            self.bounds = bounds
        }

        func viewportBounds(for textViewportLayoutController: NSTextViewportLayoutController) -> CGRect {
            events.append("bounds")
            return bounds
        }

        func textViewportLayoutController(_ textViewportLayoutController: NSTextViewportLayoutController,
                                          configureRenderingSurfaceFor textLayoutFragment: NSTextLayoutFragment) {
            events.append("fragment")
            fragments.append(textLayoutFragment)
        }

        func textViewportLayoutControllerWillLayout(_ textViewportLayoutController: NSTextViewportLayoutController) {
            events.append("will")
        }

        func textViewportLayoutControllerDidLayout(_ textViewportLayoutController: NSTextViewportLayoutController) {
            events.append("did")
        }
    }

    private let font = UIFont.systemFont(ofSize: 17)

    func testLayoutViewportHandsTheVisibleFragmentsToTheDelegate() async {
        let content = NSTextContentStorage()
        let lines = (0..<20).map { "Line \($0)" }.joined(separator: "\n")
        content.attributedString = NSAttributedString(string: lines, attributes: [.font: font])
        let manager = NSTextLayoutManager()
        content.addTextLayoutManager(manager)
        manager.textContainer = NSTextContainer(size: CGSize(width: 200, height: 0))
        let controller = manager.textViewportLayoutController
        XCTAssertTrue(controller === manager.textViewportLayoutController, "one controller per layout manager")
        XCTAssertTrue(controller.textLayoutManager === manager)

        var lineHeight: CGFloat = 0
        manager.enumerateTextLayoutFragments(from: nil) { lineHeight = $0.layoutFragmentFrame.height; return false }
        XCTAssertGreaterThan(lineHeight, 0)
        // A viewport over the third to fifth lines.
        let recorder = Recorder(bounds: CGRect(x: 0, y: lineHeight * 2 + 1, width: 200, height: lineHeight * 3 - 2))
        controller.delegate = recorder
        controller.layoutViewport()
        XCTAssertEqual(recorder.events.first, "will")
        XCTAssertEqual(recorder.events.last, "did")
        XCTAssertEqual(recorder.fragments.count, 3)
        for (index, fragment) in recorder.fragments.enumerated() {
            XCTAssertEqual(fragment.layoutFragmentFrame.minY, lineHeight * CGFloat(index + 2), accuracy: 0.01)
        }
        XCTAssertEqual(controller.viewportBounds, recorder.bounds)
        let range = controller.viewportRange
        XCTAssertNotNil(range)
        let start = content.offset(from: content.documentRange.location, to: range!.location)
        XCTAssertEqual(start, ("Line 0\nLine 1\n" as NSString).length)

        // Relocating to the tenth line: its fragment's top.
        let tenth = content.location(content.documentRange.location, offsetBy: (lines as NSString).range(of: "Line 9").location)!
        XCTAssertEqual(controller.relocateViewport(to: tenth), lineHeight * 9, accuracy: 0.01)
    }
}
