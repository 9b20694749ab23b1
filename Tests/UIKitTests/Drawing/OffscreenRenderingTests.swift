import XCTest
import UIKit
import CoreGraphics
import UIKitTesting

/// Fills its bounds with its color in draw(_:).
private final class SwatchView: UIView {
    var color: UIColor = .red
    private(set) var drawCount = 0

    override func draw(_ rect: CGRect) {
        drawCount += 1
        color.setFill()
        UIRectFill(bounds)
    }
}

/// View trees that were never in a window, rendered to images: as on iOS, every view's
/// `draw(_:)` content is in the image (the views are displayed for the rendering).
@MainActor
final class OffscreenRenderingTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    /// A container (no draw) with two drawing subviews, one nested deeper.
    private func tree() -> (UIView, SwatchView, SwatchView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        root.backgroundColor = .white
        let left = SwatchView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        left.color = .red
        let holder = UIView(frame: CGRect(x: 10, y: 0, width: 20, height: 10))
        let right = SwatchView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        right.color = .blue
        holder.addSubview(right)
        root.addSubview(left)
        root.addSubview(holder)
        return (root, left, right)
    }

    private func assertTreePixels(_ image: UIImage, file: StaticString = #filePath, line: UInt = #line) {
        let s = image.scale
        XCTAssertEqual(image.pixel(Int(5 * s), Int(5 * s)), .red, "the first drawing subview", file: file, line: line)
        XCTAssertEqual(image.pixel(Int(15 * s), Int(5 * s)), .white, "the container's background", file: file, line: line)
        XCTAssertEqual(image.pixel(Int(25 * s), Int(5 * s)), .blue, "the nested drawing subview", file: file, line: line)
    }

    func testLayerRenderInContextDrawsSubviewsOfAViewNeverOnScreen() async {
        let (root, _, _) = tree()
        let image = UIGraphicsImageRenderer(size: root.bounds.size).image { context in
            root.layer.render(in: context.cgContext)
        }
        assertTreePixels(image)
    }

    func testDrawHierarchyDrawsSubviewsOfAViewNeverOnScreen() async {
        for afterUpdates in [false, true] {
            let (root, _, _) = tree()
            let image = UIGraphicsImageRenderer(size: root.bounds.size).image { _ in
                XCTAssertTrue(root.drawHierarchy(in: root.bounds, afterScreenUpdates: afterUpdates))
            }
            assertTreePixels(image)
        }
    }

    func testSnapshotViewOfAViewNeverOnScreen() async {
        let (root, _, _) = tree()
        let snapshot = root.snapshotView(afterScreenUpdates: false)
        let image = UIImage(cgImage: snapshot!.layer.contents as! CGImage, scale: root.contentScaleFactor, orientation: .up)
        assertTreePixels(image)
    }

    /// Rendering draws what needs drawing once: a second rendering reuses the backing
    /// stores, and a change redraws only the changed view.
    func testRenderingDisplaysOnlyWhatNeedsDisplay() async {
        let (root, left, right) = tree()
        let renderer = UIGraphicsImageRenderer(size: root.bounds.size)
        _ = renderer.image { root.layer.render(in: $0.cgContext) }
        XCTAssertEqual(left.drawCount, 1)
        XCTAssertEqual(right.drawCount, 1)
        _ = renderer.image { root.layer.render(in: $0.cgContext) }
        XCTAssertEqual(left.drawCount, 1, "not drawn again")
        right.color = .green
        right.setNeedsDisplay()
        let image = renderer.image { root.layer.render(in: $0.cgContext) }
        XCTAssertEqual(left.drawCount, 1)
        XCTAssertEqual(right.drawCount, 2)
        XCTAssertEqual(image.pixel(Int(25 * image.scale), Int(5 * image.scale)), .green)
    }

    /// Subviews added after the container was shown and removed from its window draw too.
    func testViewRemovedFromItsWindowRendersNewSubviews() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        let (root, _, _) = tree()
        window.addSubview(root)
        ManualClock.runLoopTurn()
        root.removeFromSuperview()
        let late = SwatchView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        late.color = .green
        root.addSubview(late)
        let image = UIGraphicsImageRenderer(size: root.bounds.size).image { root.layer.render(in: $0.cgContext) }
        XCTAssertEqual(image.pixel(Int(15 * image.scale), Int(5 * image.scale)), .green)
    }
}
