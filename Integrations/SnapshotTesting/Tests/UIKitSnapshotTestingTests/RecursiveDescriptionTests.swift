@testable import UIKitSnapshotTesting
import UIKitTesting
import XCTest

/// The text strategies: UIKit's `recursiveDescription` and `_printHierarchy` formats, without
/// addresses.
@MainActor
final class RecursiveDescriptionTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func text<Value>(_ value: Value, _ strategy: Snapshotting<Value, String>) throws -> String {
        var result: String?
        strategy.snapshot(value).run { result = $0 }
        return try XCTUnwrap(result)
    }

    func testAViewAndItsSubviewsInUIKitsFormat() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 20, y: 20, width: 120, height: 44))
        child.isOpaque = false
        child.clipsToBounds = true
        child.alpha = 0.5
        child.tag = 7
        child.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
        root.addSubview(child)
        let grandchild = UIView(frame: CGRect(x: 0.5, y: 1, width: 10.25, height: 3))
        grandchild.isHidden = true
        grandchild.isUserInteractionEnabled = false
        child.addSubview(grandchild)
        XCTAssertEqual(try text(root, .recursiveDescription), """
            <UIView; frame = (0 0; 200 100); layer = <CALayer>>
               | <UIView; frame = (20 20; 120 44); clipsToBounds = YES; alpha = 0.5; opaque = NO; autoresize = RM+BM; tag = 7; layer = <CALayer>>
               |    | <UIView; frame = (0.5 1; 10.25 3); hidden = YES; userInteractionEnabled = NO; layer = <CALayer>>
            """)
    }

    func testALabelShowsItsText() async throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        label.text = "Hello"
        let line = try text(label, .recursiveDescription)
        // As iOS prints a label: its text, no opacity, its private layer class.
        XCTAssertEqual(line, "<UILabel; frame = (0 0; 80 20); text = 'Hello'; userInteractionEnabled = NO; layer = <_UILabelLayer>>")
    }

    func testSizeLaysTheViewOutAtThatSize() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let filler = UIView(frame: root.bounds)
        filler.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(filler)
        XCTAssertEqual(try text(root, .recursiveDescription(size: CGSize(width: 30, height: 40))), """
            <UIView; frame = (0 0; 30 40); layer = <CALayer>>
               | <UIView; frame = (0 0; 30 40); autoresize = W+H; layer = <CALayer>>
            """)
        XCTAssertEqual(root.frame.size, CGSize(width: 10, height: 10))
    }

    func testAViewControllersViewOnADevice() async throws {
        let controller = SafeAreaViewController()
        XCTAssertEqual(try text(controller, .recursiveDescription(on: .iPhoneSe)), """
            <UIView; frame = (0 0; 320 568); autoresize = W+H; backgroundColor = UIExtendedGrayColorSpace 0.5 1; layer = <CALayer>>
               | <UIView; frame = (0 20; 320 548); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer>>
            """)
    }

    func testBackgroundColorsAsIOSPrintsThem() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        let white = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        white.backgroundColor = .white
        white.tag = 3
        let system = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        system.backgroundColor = .systemBackground
        let provided = UIView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
        provided.backgroundColor = UIColor { _ in .red }
        for view in [white, system, provided] { root.addSubview(view) }
        // UIKit: after the tag and the gesture recognizers, just before the layer; fixed colors
        // by color space and components, dynamic ones by class (and name), never resolved.
        XCTAssertEqual(try text(root, .recursiveDescription), """
            <UIView; frame = (0 0; 40 40); backgroundColor = UIExtendedSRGBColorSpace 1 0.5 0 1; layer = <CALayer>>
               | <UIView; frame = (0 0; 10 10); tag = 3; backgroundColor = UIExtendedGrayColorSpace 1 1; layer = <CALayer>>
               | <UIView; frame = (10 0; 10 10); backgroundColor = <UIDynamicSystemColor; name = systemBackgroundColor>; layer = <CALayer>>
               | <UIView; frame = (20 0; 10 10); backgroundColor = <UIDynamicProviderColor; provider = <__NSMallocBlock__>>; layer = <CALayer>>
            """)
    }

    func testTheControllerHierarchy() async throws {
        let parent = UIViewController()
        let shown = UIViewController(), notLoaded = UIViewController(), offscreen = UIViewController()
        for child in [shown, notLoaded, offscreen] {
            parent.addChild(child)
            child.didMove(toParent: parent)
        }
        parent.view.addSubview(shown.view)
        _ = offscreen.view
        XCTAssertEqual(try text(parent, .hierarchy), """
            <UIViewController>, state: appeared, view: <UIView>
               | <UIViewController>, state: appeared, view: <UIView>
               | <UIViewController>, state: disappeared, view: (view not loaded)
               | <UIViewController>, state: disappeared, view: <UIView> not in the window
            """)
    }

    func testTheRawDescriptionHasAddressesThatTheStrategyRemoves() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 2))
        let raw = ViewDescription.recursiveDescription(of: view)
        XCTAssertTrue(raw.hasPrefix("<UIView: 0x"), raw)
        XCTAssertTrue(raw.contains("layer = <CALayer: 0x"), raw)
        XCTAssertEqual(ViewDescription.withoutAddresses(raw), "<UIView; frame = (0 0; 1 2); layer = <CALayer>>")
        XCTAssertEqual(ViewDescription.withoutAddresses("<A 0x1f>, view: <B 0xab3>"), "<A>, view: <B>")
    }
}
