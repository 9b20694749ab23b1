import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

/// Records the sheet's detent changes.
@MainActor
private final class DetentRecorder: NSObject, UISheetPresentationControllerDelegate {
    var selected: [String] = []
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        selected.append(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")
    }
}

@MainActor
final class SheetScrollEdgeTests: XCTestCase {
    private var originalBounds = CGRect.zero

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
        originalBounds = UIScreen.main.bounds
    }

    override func tearDown() async throws {
        UIScreen.main.updateDisplay(bounds: originalBounds, scale: UIScreen.main.scale)
    }

    /// A 320 × 480 phone window presenting a medium/large sheet whose content is a scroll view
    /// (320 wide, 1000 tall content) filling the sheet.
    private func presentScrollingSheet(configure: (UISheetPresentationController) -> Void = { _ in })
        throws -> (UIWindow, InputSimulator, UISheetPresentationController, UIView, UIScrollView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let presented = UIViewController()
        let scrollView = UIScrollView(frame: presented.view.bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: 320, height: 1000)
        presented.view.addSubview(scrollView)
        let sheet = try XCTUnwrap(presented.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        configure(sheet)
        root.present(presented, animated: false)
        window.layoutIfNeeded()
        return (window, InputSimulator(window: window), sheet, try XCTUnwrap(sheet.presentedView), scrollView)
    }

    /// Puts a finger down at (160, `from`) and moves it to `to` in 10 pt steps, 1/60 s apart.
    private func press(_ input: InputSimulator, from: CGFloat, to: CGFloat) {
        input.touchDown(1, at: CGPoint(x: 160, y: from))
        var y = from
        let step: CGFloat = to < from ? -10 : 10
        while y != to {
            y += step
            input.advance(by: 1.0 / 60)
            input.touchMove(1, to: CGPoint(x: 160, y: y))
        }
    }

    func testTheNewMembersHaveUIKitsDefaults() async throws {
        let sheet = try XCTUnwrap(UIViewController().sheetPresentationController)
        XCTAssertTrue(sheet.prefersScrollingExpandsWhenScrolledToEdge)
        XCTAssertTrue(sheet.prefersPageSizing)
        XCTAssertNil(sheet.sourceView)
    }

    func testScrollingUpAtTheTopEdgeOfAMediumSheetExpandsItInsteadOfScrolling() async throws {
        let recorder = DetentRecorder()
        let (_, input, sheet, card, scrollView) = try presentScrollingSheet { $0.delegate = recorder }
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 240, width: 320, height: 240))
        XCTAssertEqual(scrollView.frame, CGRect(x: 0, y: 0, width: 320, height: 240))
        press(input, from: 400, to: 300)
        // The sheet follows the finger beyond the 10 pt hysteresis: 90 pt up; the content stays.
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 150, width: 320, height: 240))
        XCTAssertEqual(scrollView.contentOffset, .zero)
        XCTAssertFalse(scrollView.isDragging)
        input.advance(by: 1.0 / 60)
        input.touchMove(1, to: CGPoint(x: 160, y: 200))
        input.touchUp(1)
        input.advance(by: 0.5)
        XCTAssertEqual(sheet.selectedDetentIdentifier, .large)
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 30, width: 320, height: 450))
        XCTAssertEqual(scrollView.contentOffset, .zero)
        XCTAssertEqual(recorder.selected, ["com.apple.UIKit.large"])

        // At the largest detent the same drag scrolls the content and leaves the sheet.
        press(input, from: 400, to: 300)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 90))
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 30, width: 320, height: 450))
        input.touchUp(1)
        input.advance(by: 3)
        XCTAssertEqual(sheet.selectedDetentIdentifier, .large)
        XCTAssertEqual(recorder.selected, ["com.apple.UIKit.large"])
    }

    func testWithoutScrollingExpansionTheContentScrollsAndTheSheetStays() async throws {
        let (_, input, sheet, card, scrollView) = try presentScrollingSheet {
            $0.prefersScrollingExpandsWhenScrolledToEdge = false
        }
        press(input, from: 400, to: 300)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 90))
        XCTAssertTrue(scrollView.isDragging)
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 240, width: 320, height: 240))
        input.touchUp(1)
        input.advance(by: 3)
        XCTAssertNil(sheet.selectedDetentIdentifier)
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 240, width: 320, height: 240))
    }

    func testContentAwayFromItsTopEdgeScrollsBothWays() async throws {
        let (_, input, sheet, card, scrollView) = try presentScrollingSheet()
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        press(input, from: 400, to: 300)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 190))
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 240, width: 320, height: 240))
        input.touchUp(1)
        input.advance(by: 10)
        XCTAssertNil(sheet.selectedDetentIdentifier)

        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        press(input, from: 300, to: 360)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 50))
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 240, width: 320, height: 240))
        input.touchUp(1)
        input.advance(by: 3)
        XCTAssertNil(sheet.selectedDetentIdentifier)
        XCTAssertTrue(sheet.presentedViewController.presentingViewController != nil, "still presented")
    }

    func testPullingContentAtItsTopEdgeDownMovesTheSheetDown() async throws {
        let recorder = DetentRecorder()
        let (_, input, sheet, card, scrollView) = try presentScrollingSheet {
            $0.selectedDetentIdentifier = .large
            $0.delegate = recorder
        }
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 30, width: 320, height: 450))
        press(input, from: 100, to: 200)
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 120, width: 320, height: 450))
        XCTAssertEqual(scrollView.contentOffset, .zero)
        input.advance(by: 1.0 / 60)
        input.touchMove(1, to: CGPoint(x: 160, y: 300))
        input.touchUp(1)
        input.advance(by: 0.5)
        XCTAssertEqual(sheet.selectedDetentIdentifier, .medium)
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 240, width: 320, height: 240))
        XCTAssertEqual(scrollView.contentOffset, .zero)
        XCTAssertEqual(recorder.selected, ["com.apple.UIKit.medium"])
    }

    /// A 1024 × 768 iPad window (regular in both size classes).
    private func makePad() -> (UIWindow, UIViewController) {
        UIScreen.main.updateDisplay(bounds: CGRect(x: 0, y: 0, width: 1024, height: 768), scale: UIScreen.main.scale)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root)
    }

    func testWithoutPageSizingAPageSheetIsSizedAsAFormSheet() async throws {
        let (window, root) = makePad()
        XCTAssertEqual(window.traitCollection.horizontalSizeClass, .regular)
        let presented = UIViewController()
        presented.modalPresentationStyle = .pageSheet
        let sheet = try XCTUnwrap(presented.sheetPresentationController)
        root.present(presented, animated: false)
        let card = try XCTUnwrap(sheet.presentedView)
        // A page sheet: 704 pt wide, full height below the status bar area.
        XCTAssertEqual(card.frame, CGRect(x: 160, y: 30, width: 704, height: 738))
        sheet.prefersPageSizing = false
        XCTAssertEqual(card.frame, CGRect(x: 242, y: 74, width: 540, height: 620))
        presented.preferredContentSize = CGSize(width: 400, height: 300)
        sheet.invalidateDetents()
        XCTAssertEqual(card.frame, CGRect(x: 312, y: 234, width: 400, height: 300))
        sheet.prefersPageSizing = true
        XCTAssertEqual(card.frame, CGRect(x: 160, y: 30, width: 704, height: 738))
    }

    func testAFloatingSheetCentresOverItsSourceViewWithinTheContainer() async throws {
        let (window, root) = makePad()
        XCTAssertEqual(window.traitCollection.horizontalSizeClass, .regular)
        let corner = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let right = UIView(frame: CGRect(x: 800, y: 400, width: 100, height: 100))
        let middle = UIView(frame: CGRect(x: 400, y: 300, width: 100, height: 100))
        [corner, right, middle].forEach(root.view.addSubview)
        let form = UIViewController()
        form.modalPresentationStyle = .formSheet
        let sheet = try XCTUnwrap(form.sheetPresentationController)
        sheet.sourceView = middle
        root.present(form, animated: false)
        let card = try XCTUnwrap(sheet.presentedView)
        // Centred on (450, 350): 540 × 620.
        XCTAssertEqual(card.frame, CGRect(x: 180, y: 40, width: 540, height: 620))
        sheet.sourceView = right
        XCTAssertEqual(card.frame, CGRect(x: 484, y: 140, width: 540, height: 620), "kept inside on the right")
        sheet.sourceView = corner
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 30, width: 540, height: 620), "kept inside and below the status bar area")
        sheet.sourceView = nil
        XCTAssertEqual(card.frame, CGRect(x: 242, y: 74, width: 540, height: 620))
    }

    func testAFullHeightPageSheetMovesSidewaysToItsSourceView() async throws {
        let (window, root) = makePad()
        XCTAssertEqual(window.traitCollection.horizontalSizeClass, .regular)
        let corner = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.view.addSubview(corner)
        let page = UIViewController()
        page.modalPresentationStyle = .pageSheet
        let pageSheet = try XCTUnwrap(page.sheetPresentationController)
        pageSheet.sourceView = corner
        root.present(page, animated: false)
        // A full-height page sheet only moves sideways.
        XCTAssertEqual(try XCTUnwrap(pageSheet.presentedView).frame, CGRect(x: 0, y: 30, width: 704, height: 738))
    }

    func testAnEdgeAttachedSheetCentresOnItsSourceViewHorizontally() async throws {
        UIScreen.main.updateDisplay(bounds: CGRect(x: 0, y: 0, width: 844, height: 390), scale: UIScreen.main.scale)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 844, height: 390))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        XCTAssertEqual(window.traitCollection.verticalSizeClass, .compact)
        let source = UIView(frame: CGRect(x: 550, y: 100, width: 100, height: 40))
        root.view.addSubview(source)
        let presented = UIViewController()
        let sheet = try XCTUnwrap(presented.sheetPresentationController)
        sheet.prefersEdgeAttachedInCompactHeight = true
        root.present(presented, animated: false)
        let card = try XCTUnwrap(sheet.presentedView)
        // The portrait width (390), centred on the bottom edge; the large detent below the
        // status bar area.
        XCTAssertEqual(card.frame, CGRect(x: 227, y: 30, width: 390, height: 360))
        sheet.sourceView = source
        XCTAssertEqual(card.frame, CGRect(x: 405, y: 30, width: 390, height: 360))
        source.frame.origin.x = 700
        sheet.invalidateDetents()
        XCTAssertEqual(card.frame, CGRect(x: 454, y: 30, width: 390, height: 360), "kept inside on the right")
    }
}
