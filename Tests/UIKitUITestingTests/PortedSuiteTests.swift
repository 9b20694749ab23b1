import UIKit
import UIKitUITesting
import XCTest

// A UI test suite in the shape of the UIKitCatalog XCUITest suites written for iOS (a base
// test class that launches the app and adds UI interruption monitors, locator enums, page
// objects that are test-case subclasses made with `Screen()`, activities, picker wheels, launch
// performance), run in process against `CatalogLikeAppDelegate`. What an iOS suite changes to
// run here: its imports, the target application, and (Swift 6 mode) `@MainActor` on its types
// with `async` test methods and `setUp() async throws`.

/// The base test class: launches the app, dismisses alerts that block an action.
@MainActor
class PortedSuiteBaseTest: XCTestCase {
    var app = XCUIApplication()
    /// The interruptions the monitor handled (the alerts' titles).
    var handledInterruptions: [String] = []

    override func setUp() async throws {
        continueAfterFailure = false
        XCUIApplication.targetApplicationDelegate = CatalogLikeAppDelegate.self   // OpenUIKit: the target application
        addUIInterruptionMonitor(withDescription: "Single button alert") { [weak self] alert in
            guard alert.buttons.count == 1 else { return false }
            self?.handledInterruptions.append(alert.label)
            alert.buttons.element(boundBy: 0).tap()
            return true
        }
        app.launch()
    }

    override func tearDown() async throws {
        app.terminate()
        XCUIApplication.targetApplicationDelegate = nil
    }
}

@MainActor
enum PortedMenuLocator: String {
    case alertController = "Alert Controller"
    case datePicker = "Date Picker"
    case scrolling = "Scrolling"
    case backToCatalog = "Back"

    var element: XCUIElement {
        switch self {
        // "UIKitCatalog" does not fit beside "Alert Controllers": the bar shows "Back".
        case .backToCatalog: XCUIApplication().navigationBars.buttons[rawValue]
        default: XCUIApplication().staticTexts[rawValue]
        }
    }
}

@MainActor
enum PortedAlertStyleLocator: String, CaseIterable {
    case simple = "Simple"
    case okCancel = "OK / Cancel"
    case threeButtons = "Three Buttons"
    case textEntry = "Text Entry"
    case secureTextEntry = "Secure Text Entry"
    case confirmCancel = "Confirm / Cancel"
    case destructive = "Destructive"

    var element: XCUIElement { XCUIApplication().staticTexts[rawValue] }
}

/// A page object: a test-case subclass, made with `PortedAlertScreen()` as iOS suites do.
@MainActor
final class PortedAlertScreen: PortedSuiteBaseTest {
    func open() {
        XCTContext.runActivity(named: "Open the alert styles") { _ in
            PortedMenuLocator.alertController.element.firstMatch.tap()
        }
    }

    func stylesShown() -> Bool {
        PortedAlertStyleLocator.allCases.allSatisfy { $0.element.firstMatch.waitForExistence(timeout: 5) }
    }
}

@MainActor
final class PortedDatePickerScreen: PortedSuiteBaseTest {
    func wheel(_ index: Int) -> XCUIElement { XCUIApplication().pickerWheels.element(boundBy: index) }

    func set(wheel index: Int, to value: String) {
        XCTContext.runActivity(named: "Set wheel \(index) to \(value)") { _ in
            wheel(index).adjust(toPickerWheelValue: value)
        }
    }
}

/// A metric that counts XCTest's calls, for `measure(metrics:options:block:)`.
final class CountingMetric: NSObject, XCTMetric, @unchecked Sendable {
    final class Counts: @unchecked Sendable {
        var copies = 0, started = 0, stopped = 0, reported = 0
    }
    let counts: Counts

    init(counts: Counts) {
        self.counts = counts
        super.init()
    }

    func copy(with zone: NSZone? = nil) -> Any {
        counts.copies += 1
        return CountingMetric(counts: counts)
    }

    func didStartMeasuring() { counts.started += 1 }
    func didStopMeasuring() { counts.stopped += 1 }

    func reportMeasurements(from startTime: XCTPerformanceMeasurementTimestamp,
                            to endTime: XCTPerformanceMeasurementTimestamp) throws -> [XCTPerformanceMeasurement] {
        counts.reported += 1
        XCTAssertLessThanOrEqual(startTime.absoluteTime, endTime.absoluteTime)
        return [XCTPerformanceMeasurement(identifier: "counting", displayName: "Counting", doubleValue: 1, unitSymbol: "u")]
    }
}

@MainActor
final class PortedSuiteTests: PortedSuiteBaseTest {
    func testAlertStylesListedAndBackButtonReturns() async throws {
        let screen = PortedAlertScreen()
        screen.open()
        XCTAssertTrue(screen.stylesShown())
        XCTAssertTrue(app.navigationBars.staticTexts["Alert Controllers"].exists)
        PortedMenuLocator.backToCatalog.element.firstMatch.tap()
        XCTAssertTrue(PortedMenuLocator.datePicker.element.waitForExistence(timeout: 2))
        XCTAssertFalse(app.navigationBars.staticTexts["Alert Controllers"].exists)
    }

    func testPageObjectsAreTestCasesNamedByTheirClass() async throws {
        XCTAssertTrue(PortedAlertScreen().name.contains("PortedAlertScreen"))
        XCTAssertTrue(PortedDatePickerScreen().name.contains("PortedDatePickerScreen"))
    }

    func testInterruptionMonitorDismissesTheAlertThatBlocksATap() async throws {
        PortedAlertScreen().open()
        PortedAlertStyleLocator.simple.element.tap()
        XCTAssertTrue(app.alerts["Simple"].exists)
        // The next row is behind the alert: XCUITest offers the alert to the monitors first.
        XCTAssertFalse(PortedAlertStyleLocator.okCancel.element.isHittable)
        PortedAlertStyleLocator.okCancel.element.tap()
        XCTAssertEqual(handledInterruptions, ["Simple"])
        XCTAssertFalse(app.alerts["Simple"].exists)
        XCTAssertTrue(app.alerts["OK / Cancel"].waitForExistence(timeout: 1), "the blocked tap went on once the alert was gone")
    }

    func testRemovedInterruptionMonitorIsNotAsked() async throws {
        final class Count { var asked = 0 }
        let count = Count()
        let monitor = addUIInterruptionMonitor(withDescription: "Counting") { _ in
            count.asked += 1
            return false
        }
        removeUIInterruptionMonitor(monitor)
        PortedAlertScreen().open()
        PortedAlertStyleLocator.simple.element.tap()
        PortedAlertStyleLocator.okCancel.element.tap()
        XCTAssertEqual(count.asked, 0)
        XCTAssertEqual(handledInterruptions, ["Simple"])
    }

    func testDateAndTimeWheelsAdjust() async throws {
        PortedMenuLocator.datePicker.element.firstMatch.tap()
        let screen = PortedDatePickerScreen()
        XCTAssertEqual(app.pickerWheels.count, 4, "date, hour, minute and AM/PM wheels")
        let date = screen.wheel(0).value as? String
        XCTAssertNotNil(date)
        screen.set(wheel: 1, to: "11")
        screen.set(wheel: 2, to: "30")
        screen.set(wheel: 3, to: "AM")
        // The titles shown are what the test adjusts to; the values are what VoiceOver reads.
        XCTAssertEqual(screen.wheel(1).value as? String, "11 o'clock")
        XCTAssertEqual(screen.wheel(2).value as? String, "30 minutes")
        XCTAssertEqual(screen.wheel(3).value as? String, "AM")
        screen.set(wheel: 1, to: "9 o'clock")
        XCTAssertEqual(screen.wheel(1).value as? String, "9 o'clock")
        XCTAssertEqual(screen.wheel(0).value as? String, date, "the date wheel kept its day")
    }

    func testExistsPredicateEvaluatesOnElements() async throws {
        let row = PortedMenuLocator.alertController.element
        XCTAssertTrue(NSPredicate(format: "exists == true").evaluate(with: row))
        XCTAssertTrue(NSPredicate(format: "isHittable == 1").evaluate(with: row))
        XCTAssertFalse(NSPredicate(format: "exists == true").evaluate(with: app.staticTexts["Nowhere"]))
    }

    func testApplicationWaitsForState() async throws {
        XCTAssertTrue(app.wait(for: .runningForeground, timeout: 1))
        app.terminate()
        XCTAssertFalse(app.wait(for: .runningForeground, timeout: 0.2))
        XCTAssertTrue(app.wait(for: .notRunning, timeout: 0))
    }

    func testFastSwipeScrollsFurtherThanSlowSwipe() async throws {
        PortedMenuLocator.scrolling.element.tap()
        let scroll = app.scrollViews["long-scroll"]
        XCTAssertTrue(scroll.waitForExistence(timeout: 1))
        let navigation = try XCTUnwrap(UIApplication.shared.keyWindow?.rootViewController as? UINavigationController)
        let scrollView = try XCTUnwrap((navigation.topViewController as? CatalogLikeScrollingController)?.scrollView)
        scroll.swipeUp(velocity: .slow)
        let slowOffset = scrollView.contentOffset.y
        scrollView.contentOffset = .zero
        scroll.swipeUp(velocity: .fast)
        let fastOffset = scrollView.contentOffset.y
        XCTAssertGreaterThan(slowOffset, 0)
        XCTAssertGreaterThan(fastOffset, slowOffset)
    }

    func testLaunchMetricTimesTheLaunchesOfItsIteration() async throws {
        let metric = XCTApplicationLaunchMetric()
        let start = XCTPerformanceMeasurementTimestamp()
        metric.didStartMeasuring()
        app.launch()
        metric.didStopMeasuring()
        let measurements = try metric.reportMeasurements(from: start, to: XCTPerformanceMeasurementTimestamp())
        XCTAssertEqual(measurements.map(\.identifier), ["com.apple.dt.XCTMetric_ApplicationLaunch-AppLaunch.duration"])
        XCTAssertGreaterThan(measurements.first?.doubleValue ?? 0, 0)
        XCTAssertEqual(measurements.first?.unitSymbol, "s")

        let idle = XCTApplicationLaunchMetric()
        idle.didStartMeasuring()
        idle.didStopMeasuring()
        XCTAssertTrue(try idle.reportMeasurements(from: start, to: XCTPerformanceMeasurementTimestamp()).isEmpty,
                      "no launch, no measurement")
    }

    func testMeasureRunsAWarmUpThenEachIterationWithFreshMetrics() async throws {
        let counts = CountingMetric.Counts()
        let options = XCTMeasureOptions()
        options.iterationCount = 3
        var runs = 0
        measure(metrics: [CountingMetric(counts: counts)], options: options) { runs += 1 }
        XCTAssertEqual(runs, 4, "iterationCount + 1: the first is not measured")
        XCTAssertEqual(counts.copies, 3)
        XCTAssertEqual(counts.started, 3)
        XCTAssertEqual(counts.stopped, 3)
        XCTAssertEqual(counts.reported, 3)
        XCTAssertEqual(XCTMeasureOptions.default.iterationCount, 5)
    }

    func testLaunchPerformanceAsWrittenForIOS() async throws {
        measure(metrics: [XCTApplicationLaunchMetric()]) {
            XCUIApplication().launch()
        }
        XCTAssertEqual(app.state, .runningForeground)
    }
}
