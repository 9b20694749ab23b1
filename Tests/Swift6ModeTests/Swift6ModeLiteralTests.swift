import XCTest
import UIKit

/// Color literals and a bar item's view lookup compile in Swift 6 mode and work as on iOS.
@MainActor
final class Swift6ModeLiteralTests: XCTestCase {
    func testColorLiteralsAndBarItemView() async {
        XCTAssertEqual(Palette.accent, UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1))
        XCTAssertEqual(Palette.warning.cgColor.components, [1, 0.5, 0, 1])
        let field = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        XCTAssertTrue(Palette.anchorView(for: UIBarButtonItem(customView: field)) === field)
        XCTAssertNil(Palette.anchorView(for: UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)),
                     "no bar shows the item")
    }
}
