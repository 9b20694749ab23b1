import XCTest
import UIKit
import UIKitTesting

@MainActor
private final class AttributedEditor: UITextFormattingCoordinatorDelegate {
    var attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 22), .foregroundColor: UIColor.red]
    var updates = 0
    func updateTextAttributes(conversionHandler: UITextAttributesConversionHandler) {
        updates += 1
        attributes = conversionHandler(attributes)
    }
}

/// `UITextFormattingCoordinator`: no font panel on Linux; a picked font reaches the delegate
/// as a conversion.
@MainActor
final class UITextFormattingCoordinatorTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    func testThereIsNoFontPanel() async {
        XCTAssertFalse(UITextFormattingCoordinator.isFontPanelVisible)
        UITextFormattingCoordinator.toggleFontPanel(self)
        XCTAssertFalse(UITextFormattingCoordinator.isFontPanelVisible, "toggling shows nothing")
    }

    func testAPickedFontConvertsTheSelectionsFontAndKeepsItsSize() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let scene = try XCTUnwrap(window.windowScene)
        let coordinator = UITextFormattingCoordinator(for: scene)
        let editor = AttributedEditor()
        coordinator.delegate = editor
        coordinator.setSelectedAttributes(editor.attributes, isMultiple: false)

        let picker = UIFontPickerViewController()
        picker.delegate = coordinator
        root.present(picker, animated: false)
        ManualClock.advance(by: 1)
        let list = try XCTUnwrap((picker.children.first as? UINavigationController)?.topViewController?.view)
        let family = try XCTUnwrap(ListReader.titles(in: list).first)
        InputSimulator(window: window).tap(try XCTUnwrap(ListReader.cell(titled: family, in: list)))
        ManualClock.advance(by: 1)
        XCTAssertEqual(editor.updates, 1)
        let font = try XCTUnwrap(editor.attributes[.font] as? UIFont)
        XCTAssertEqual(font.familyName, family)
        XCTAssertEqual(font.pointSize, 22, "the run keeps its size")
        XCTAssertEqual(editor.attributes[.foregroundColor] as? UIColor, .red, "other attributes stay")
    }
}
