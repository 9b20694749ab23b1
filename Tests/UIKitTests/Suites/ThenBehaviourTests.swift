import XCTest
// UIKit: `UIGeometry` is a submodule of UIKit's Clang module; Then imports only it to extend
// `UIEdgeInsets`, `UIOffset` and `UIRectEdge`. The import must compile.
import UIKit.UIGeometry
import UIKit

/// The UIKit import Then's sources use (Then's own suite run against this package outside the
/// repository; see README's "Libraries' own XCTest suites" paragraph).
final class ThenBehaviourTests: XCTestCase {
    func testTheGeometrySubmoduleImportsAndItsValueTypesAreExtensible() {
        var insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        insets.top = 10
        XCTAssertEqual(insets, UIEdgeInsets(top: 10, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(UIOffset(horizontal: 1, vertical: 2).vertical, 2)
        XCTAssertTrue(UIRectEdge.all.contains(.left))
        XCTAssertEqual(ThenBehaviourTests.configured(UIEdgeInsets.zero) { $0.left = 8 }.left, 8)
    }

    /// Then's `with` in miniature: a copy configured by a closure, as it does on these types.
    private static func configured<T>(_ value: T, _ body: (inout T) -> Void) -> T {
        var copy = value
        body(&copy)
        return copy
    }
}
