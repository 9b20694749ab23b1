import XCTest
@testable import QuartzCore

/// Key paths into a layer's geometry and transform fields, read and written through
/// key-value coding as iOS code does (`layer.presentation()?.value(forKeyPath:
/// "transform.rotation.z")` to read where a spin is).
/// Core Animation Programming Guide, "Key-Value Coding Extensions": structure fields
/// ("position.x", "bounds.size.width") and transform fields ("transform.rotation.z",
/// "transform.scale", "transform.translation.x") are key paths of their own.
final class LayerKeyPathFieldTests: XCTestCase {
    func testReadsTransformFields() {
        let layer = CALayer()
        layer.transform = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1),
                                              CATransform3DConcat(CATransform3DMakeRotation(.pi / 4, 0, 0, 1),
                                                                  CATransform3DMakeTranslation(30, -12, 0)))
        XCTAssertEqual(layer.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0, .pi / 4, accuracy: 1e-9)
        XCTAssertEqual(layer.value(forKeyPath: "transform.rotation") as? CGFloat ?? 0, .pi / 4, accuracy: 1e-9)
        XCTAssertEqual(layer.value(forKeyPath: "transform.scale.x") as? CGFloat ?? 0, 2, accuracy: 1e-9)
        XCTAssertEqual(layer.value(forKeyPath: "transform.translation.x") as? CGFloat ?? 0, 30, accuracy: 1e-9)
        XCTAssertEqual(layer.value(forKeyPath: "transform.translation.y") as? CGFloat ?? 0, -12, accuracy: 1e-9)
        XCTAssertEqual(layer.value(forKeyPath: "transform.translation") as? CGSize, CGSize(width: 30, height: -12))
    }

    func testReadsGeometryFields() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 80, height: 30)
        layer.position = CGPoint(x: 15, y: 25)
        XCTAssertEqual(layer.value(forKeyPath: "position.x") as? CGFloat, 15)
        XCTAssertEqual(layer.value(forKeyPath: "bounds.size.width") as? CGFloat, 80)
        XCTAssertNil(layer.value(forKeyPath: "position.z"), "a field the value does not have")
    }

    func testWritesFields() {
        let layer = CALayer()
        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        XCTAssertEqual(layer.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0, .pi / 2, accuracy: 1e-9)
        XCTAssertEqual(layer.transform.m12, 1, accuracy: 1e-9)
        layer.setValue(3, forKeyPath: "transform.scale")
        XCTAssertEqual(layer.value(forKeyPath: "transform.scale.y") as? CGFloat ?? 0, 3, accuracy: 1e-9)
        XCTAssertEqual(layer.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0, .pi / 2, accuracy: 1e-9,
                       "the other fields stay")
        layer.setValue(42, forKeyPath: "position.y")
        XCTAssertEqual(layer.position.y, 42)
    }
}
