import XCTest
import UIKit
import UIKitTesting

/// The target of an action is checked against the method's class, as Objective-C checks that
/// the receiver responds to the selector: the exact class, subclasses and generic classes
/// perform it; other objects and values do not (and nothing crashes).
@MainActor
final class ActionTargetTypeTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testTheMethodsOwnClassPerformsIt() async {
        let target = Counter()
        XCTAssertTrue(UIApplication.shared.sendAction(Selector("bump", Counter.bump), to: target, from: nil, for: nil))
        XCTAssertEqual(target.count, 1)
    }

    func testASubclassInstancePerformsItsSuperclassMethod() async {
        let target = LoudCounter()
        XCTAssertTrue(UIApplication.shared.sendAction(Selector("bump", Counter.bump), to: target, from: nil, for: nil))
        XCTAssertEqual(target.count, 1)
    }

    func testASubclassInstanceHeldAsItsSuperclassPerformsIt() async {
        let asBase: Counter = LoudCounter()
        XCTAssertTrue(UIApplication.shared.sendAction(Selector("bump", Counter.bump), to: asBase, from: nil, for: nil))
        XCTAssertEqual(asBase.count, 1)
    }

    func testASuperclassInstanceDoesNotPerformASubclassMethod() async {
        let target = Counter()
        XCTAssertFalse(UIApplication.shared.sendAction(Selector("shout", LoudCounter.shout), to: target, from: nil, for: nil))
        XCTAssertEqual(target.count, 0)
    }

    func testGenericClassesAreTellApartByTheirArguments() async {
        let ints = Box<Int>()
        let strings = Box<String>()
        XCTAssertTrue(UIApplication.shared.sendAction(Selector("touch", Box<Int>.touch), to: ints, from: nil, for: nil))
        XCTAssertFalse(UIApplication.shared.sendAction(Selector("touch", Box<Int>.touch), to: strings, from: nil, for: nil))
        XCTAssertEqual(ints.touches, 1)
        XCTAssertEqual(strings.touches, 0)
    }

    func testAnUnrelatedObjectOrAValueDoesNotPerformIt() async {
        XCTAssertFalse(UIApplication.shared.sendAction(Selector("bump", Counter.bump), to: Box<Int>(), from: nil, for: nil))
        XCTAssertFalse(UIApplication.shared.sendAction(Selector("bump", Counter.bump), to: 42, from: nil, for: nil))
        XCTAssertFalse(UIApplication.shared.sendAction(Selector("bump", Counter.bump), to: "text", from: nil, for: nil))
    }

    func testAControlSendsToASubclassTargetThroughTheFastAndTheGeneralPath() async {
        let control = UIControl()
        let exact = Counter()
        let derived = LoudCounter()
        control.addTarget(exact, action: Selector("bump", Counter.bump), for: .primaryActionTriggered)
        control.addTarget(derived, action: Selector("bump", Counter.bump), for: .primaryActionTriggered)
        control.sendActions(for: .primaryActionTriggered)
        XCTAssertEqual(exact.count, 1)
        XCTAssertEqual(derived.count, 1)
    }

    func testCanBeInvokedFollowsTheClassHierarchy() async {
        let selector = Selector("bump", Counter.bump)
        XCTAssertTrue(selector.canBeInvoked(on: Counter()))
        XCTAssertTrue(selector.canBeInvoked(on: LoudCounter()))
        XCTAssertFalse(selector.canBeInvoked(on: Box<Int>()))
        XCTAssertFalse(Selector("bump").canBeInvoked(on: Counter()), "a name-only selector has no method")
    }
}

@MainActor
private class Counter {
    var count = 0
    func bump() { count += 1 }
}

@MainActor
private final class LoudCounter: Counter {
    func shout() { count += 10 }
}

@MainActor
private final class Box<Value> {
    var touches = 0
    func touch() { touches += 1 }
}
