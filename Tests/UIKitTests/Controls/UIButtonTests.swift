import XCTest
import UIKit

@MainActor
final class UIButtonTests: XCTestCase {
    func testTitleForStateFallsBackToNormal() async {
        let button = UIButton(type: .system)
        XCTAssertEqual(button.buttonType, .system)
        XCTAssertNil(button.title(for: .normal))
        button.setTitle("Normal", for: .normal)
        button.setTitle("Pressed", for: .highlighted)
        XCTAssertEqual(button.title(for: .normal), "Normal")
        XCTAssertEqual(button.title(for: .highlighted), "Pressed")
        XCTAssertEqual(button.title(for: .disabled), "Normal", "UIKit: unset states use the normal title")
        XCTAssertEqual(button.title(for: .selected), "Normal")
        XCTAssertEqual(button.currentTitle, "Normal")
        button.isHighlighted = true
        XCTAssertEqual(button.currentTitle, "Pressed")
        button.setTitle(nil, for: .highlighted)
        XCTAssertEqual(button.currentTitle, "Normal")
    }

    func testTitleColorPerState() async {
        let button = UIButton(type: .custom)
        XCTAssertEqual(button.buttonType, .custom)
        button.setTitleColor(.red, for: .normal)
        button.setTitleColor(.green, for: .selected)
        XCTAssertEqual(button.titleColor(for: .highlighted), .red)
        button.isSelected = true
        XCTAssertEqual(button.currentTitleColor, .green)
    }

    func testDefaultInitializerMakesACustomButton() async {
        XCTAssertEqual(UIButton().buttonType, .custom)
        XCTAssertEqual(UIButton(frame: .zero).buttonType, .custom)
        XCTAssertEqual(UIButton.ButtonType.roundedRect, .system)
    }
}
