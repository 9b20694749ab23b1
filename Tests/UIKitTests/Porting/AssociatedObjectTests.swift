import XCTest
import UIKit
import UIKitTesting

/// The pattern of Auto Layout DSLs and categories: a stored property added in an extension.
private enum Keys {
    nonisolated(unsafe) static var badge = 0
    nonisolated(unsafe) static var other = 0
}

private final class Token {
    let onDeinit: () -> Void
    init(onDeinit: @escaping () -> Void = {}) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
}

private final class PlainObject {}

extension UIView {
    fileprivate var badgeText: String? {
        get { objc_getAssociatedObject(self, &Keys.badge) as? String }
        set { objc_setAssociatedObject(self, &Keys.badge, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }
}

@MainActor
final class AssociatedObjectTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testExtensionStoredPropertyPattern() async {
        let view = UIView()
        let other = UIView()
        XCTAssertNil(view.badgeText)
        view.badgeText = "3"
        XCTAssertEqual(view.badgeText, "3")
        XCTAssertNil(other.badgeText, "values belong to one object")
        view.badgeText = nil
        XCTAssertNil(view.badgeText)
    }

    func testKeysAreDistinctAndRemoveAllClearsEveryKey() async {
        let object = PlainObject()
        objc_setAssociatedObject(object, &Keys.badge, 1, .OBJC_ASSOCIATION_RETAIN)
        objc_setAssociatedObject(object, &Keys.other, "two", .OBJC_ASSOCIATION_RETAIN)
        XCTAssertEqual(objc_getAssociatedObject(object, &Keys.badge) as? Int, 1)
        XCTAssertEqual(objc_getAssociatedObject(object, &Keys.other) as? String, "two")
        objc_removeAssociatedObjects(object)
        XCTAssertNil(objc_getAssociatedObject(object, &Keys.badge))
        XCTAssertNil(objc_getAssociatedObject(object, &Keys.other))
    }

    func testRetainedValueIsReleasedWhenAViewIsFreed() async {
        var released = false
        var view: UIView? = UIView()
        objc_setAssociatedObject(view!, &Keys.badge, Token { released = true }, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        XCTAssertFalse(released, "the association keeps the value alive")
        view = nil
        XCTAssertTrue(released, "UIKit objects release their associated values when they are freed")
    }

    func testReplacingAValueReleasesTheOldOne() async {
        var released = false
        let object = PlainObject()
        objc_setAssociatedObject(object, &Keys.badge, Token { released = true }, .OBJC_ASSOCIATION_RETAIN)
        objc_setAssociatedObject(object, &Keys.badge, Token(), .OBJC_ASSOCIATION_RETAIN)
        XCTAssertTrue(released)
    }

    func testValuesOfAFreedPlainObjectAreReleasedAsTheTableIsUsed() async {
        var released = false
        var object: PlainObject? = PlainObject()
        objc_setAssociatedObject(object!, &Keys.badge, Token { released = true }, .OBJC_ASSOCIATION_RETAIN)
        object = nil
        let survivor = PlainObject()
        for index in 0..<10_000 where !released {
            objc_setAssociatedObject(survivor, &Keys.other, index, .OBJC_ASSOCIATION_RETAIN)
        }
        XCTAssertTrue(released, "a freed object's values are released by the table's sweep")
        XCTAssertNotNil(objc_getAssociatedObject(survivor, &Keys.other))
    }

    func testAssignDoesNotKeepTheValueAlive() async {
        let object = PlainObject()
        var value: Token? = Token()
        objc_setAssociatedObject(object, &Keys.badge, value, .OBJC_ASSOCIATION_ASSIGN)
        XCTAssertTrue(objc_getAssociatedObject(object, &Keys.badge) as? Token === value)
        value = nil
        XCTAssertNil(objc_getAssociatedObject(object, &Keys.badge), "a freed assigned value reads as nil")
    }

    func testCopyPolicyCopiesNSCopyingValues() async {
        let object = PlainObject()
        let string = NSMutableString(string: "a")
        objc_setAssociatedObject(object, &Keys.badge, string, .OBJC_ASSOCIATION_COPY)
        string.append("b")
        XCTAssertEqual((objc_getAssociatedObject(object, &Keys.badge) as? NSString).map(String.init), "a")
    }

    func testValueTypeOwnerIsIgnored() async {
        objc_setAssociatedObject(42, &Keys.badge, "x", .OBJC_ASSOCIATION_RETAIN)
        XCTAssertNil(objc_getAssociatedObject(42, &Keys.badge))
    }

    func testPolicyRawValuesMatchTheRuntime() async {
        XCTAssertEqual(objc_AssociationPolicy.OBJC_ASSOCIATION_ASSIGN.rawValue, 0)
        XCTAssertEqual(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN_NONATOMIC.rawValue, 1)
        XCTAssertEqual(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY_NONATOMIC.rawValue, 3)
        XCTAssertEqual(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN.rawValue, 769)
        XCTAssertEqual(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY.rawValue, 771)
    }
}
