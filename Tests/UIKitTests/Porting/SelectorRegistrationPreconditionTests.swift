import XCTest
import Foundation

/// A selector whose method cannot take what a Foundation API passes stops at registration,
/// with a message naming the API (the Objective-C runtime would fail later, at the call).
final class SelectorRegistrationPreconditionTests: XCTestCase {
    private func probe(_ scenario: String) throws -> (status: Int32, output: String) {
        try ProcessProbeRunner.run(scenario)
    }

    func testTimerSelectorTakingAnEventStops() throws {
        let result = try probe("timer-selector-with-event")
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("Timer(timeInterval:target:selector:userInfo:repeats:): \"fired:event:\" takes two arguments"),
                      result.output)
    }

    func testObserverSelectorThatCannotTakeTheNotificationStops() throws {
        let result = try probe("observer-selector-wrong-argument")
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("NotificationCenter.addObserver(_:selector:name:object:): \"setTitle:\" cannot take the argument"),
                      result.output)
    }

    func testPerformOnAnObjectOfAnotherClassStops() throws {
        let result = try probe("perform-selector-wrong-target")
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("NSObject.perform(_:): UIView does not implement \"sendActions\""), result.output)
    }
}
