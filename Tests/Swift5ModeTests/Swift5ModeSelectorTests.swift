import XCTest
import UIKit

/// A nonisolated class (a timer or display link target) making a `Selector` in its own
/// nonisolated method, as iOS code writes `#selector` anywhere: no isolation error in
/// Swift 5 mode.
final class ReloadScheduler: NSObject {
    var reloads = 0
    func reloadSelector() -> Selector { Selector("reload:", ReloadScheduler.reload) }
    func reload(_ sender: Any) { reloads += 1 }
}

@MainActor
final class Swift5ModeSelectorTests: XCTestCase {
    func testSelectorMadeInANonisolatedMethodPerformsOnTheMainActor() async {
        let scheduler = ReloadScheduler()
        let button = UIButton()
        button.addTarget(scheduler, action: scheduler.reloadSelector(), for: .primaryActionTriggered)
        button.sendActions(for: .primaryActionTriggered)
        XCTAssertEqual(scheduler.reloads, 1)
        XCTAssertEqual(scheduler.reloadSelector().name, "reload:")
    }
}
