import XCTest
@testable @_spi(UIKit) @_spi(Rendering) import QuartzCore

/// Animations as key-value coding containers (Core Animation).
@MainActor
final class AnimationKeyValueCodingTests: XCTestCase {
    func testArbitraryKeysAreStoredAndTravelWithTheAddedCopy() async {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.setValue(true, forKey: "MyTag")
        animation.setValue("fade", forKey: "name")
        XCTAssertEqual(animation.value(forKey: "MyTag") as? Bool, true)
        XCTAssertEqual(animation.value(forKey: "name") as? String, "fade")
        XCTAssertNil(animation.value(forKey: "missing"))
        let layer = CALayer()
        layer.add(animation, forKey: "fade")
        let added = layer.animation(forKey: "fade")
        XCTAssertFalse(added === animation, "the layer adds a copy")
        XCTAssertEqual(added?.value(forKey: "MyTag") as? Bool, true, "the copy keeps the stored values")
    }

    func testTimingPropertiesAreReachedByName() async {
        let animation = CAAnimation()
        animation.setValue(2.5, forKey: "duration")
        animation.setValue(NSNumber(value: 3), forKey: "repeatCount")
        animation.setValue(false, forKey: "removedOnCompletion")
        XCTAssertEqual(animation.duration, 2.5)
        XCTAssertEqual(animation.repeatCount, 3)
        XCTAssertFalse(animation.isRemovedOnCompletion)
        XCTAssertEqual(animation.value(forKey: "duration") as? Double, 2.5)
        XCTAssertEqual(animation.value(forKey: "speed") as? Float, 1)
    }
}
