import XCTest
import UIKit

/// UIKit (iOS 17): hover effects are structs named through `UIHoverEffect`'s static members,
/// and `UIHoverStyle`'s initializers take any of them (effect and shape defaulted).
@MainActor
final class HoverStyleEffectTests: XCTestCase {
    func testStylesKeepTheEffectAndShapeTheyWereGiven() async {
        let lift = UIHoverStyle(effect: .lift, shape: .capsule)
        XCTAssertTrue(lift.effect is UIHoverLiftEffect)
        XCTAssertNotNil(lift.shape)
        XCTAssertTrue(UIHoverStyle(effect: .highlight).effect is UIHoverHighlightEffect)
        XCTAssertNil(UIHoverStyle(effect: .highlight).shape, "nil: the view's own shape")
        XCTAssertTrue(UIHoverStyle().effect is UIHoverAutomaticEffect, "the automatic effect by default")
        XCTAssertTrue(UIHoverStyle(shape: .rect(cornerRadius: 4)).effect is UIHoverAutomaticEffect)
        let view = UIView()
        view.hoverStyle = UIHoverStyle(effect: UIHoverHighlightEffect())
        XCTAssertTrue(view.hoverStyle?.effect is UIHoverHighlightEffect)
        view.hoverStyle?.effect = .automatic
        XCTAssertTrue(view.hoverStyle?.effect is UIHoverAutomaticEffect)
    }
}
