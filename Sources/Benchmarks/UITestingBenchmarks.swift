import CatalogKit
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import UIKit
import UIKitTesting
import UIKitUITesting

/// XCUITest-shaped queries and actions (issue 18).
@MainActor
enum UITestingBenchmarks {
    /// `app.buttons["Save"]` resolved in a window of 1,000 views: 100 rows, each a plain
    /// container with a label, a button, an image view and six plain views (so most views
    /// are looked at and skipped); "Save" is the last row's button.
    static func query() {
        UIKitTestEnvironment.reset()
        XCUIApplication.targetApplicationDelegate = nil
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 4_000))
        var views = 1
        for row in 0..<100 {
            let container = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 40, width: 390, height: 40))
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            label.text = "Row \(row)"
            container.addSubview(label)
            let button = UIButton(type: .system)
            button.setTitle(row == 99 ? "Save" : "Button \(row)", for: .normal)
            button.frame = CGRect(x: 100, y: 0, width: 100, height: 40)
            container.addSubview(button)
            container.addSubview(UIImageView(frame: CGRect(x: 200, y: 0, width: 40, height: 40)))
            for index in 0..<6 {
                container.addSubview(UIView(frame: CGRect(x: 240 + CGFloat(index) * 20, y: 0, width: 20, height: 40)))
            }
            window.addSubview(container)
            views += 10
        }
        precondition(views == 1_001, "a window and 1,000 views")
        window.makeKeyAndVisible()
        let app = XCUIApplication()
        app.launch()
        precondition(app.buttons["Save"].exists && app.buttons["Save"].frame.minY == 3_960, "the query finds the button")
        print("  elements: \(app.descendants(matching: .any).count), buttons: \(app.buttons.count)")
        // A plain loop: a closure given to `reduce` would check the main actor per view.
        func walk(_ view: UIView) -> Int {
            var count = 1
            for subview in view.subviews { count += walk(subview) }
            return count
        }
        let walkNs = Measure.nanoseconds(operations: 200) { for _ in 0..<200 { precondition(walk(window) > 0) } }
        Measure.report("plain subview walk of the window", walkNs / 1000, unit: "µs")
        var found = 0
        let ns = Measure.nanoseconds(operations: 200) {
            for _ in 0..<200 where app.buttons["Save"].exists { found += 1 }
        }
        precondition(found > 0)
        Measure.report("app.buttons[\"Save\"].exists in a 1,000-view window", ns / 1000, unit: "µs per resolution", goal: "≤ 20 µs")
        let frameNs = Measure.nanoseconds(operations: 200) {
            for _ in 0..<200 { _ = app.buttons["Save"].frame }
        }
        Measure.report("app.buttons[\"Save\"].frame (resolution, then the frame)", frameNs / 1000, unit: "µs")
        // After a change (a label's text) the next query classifies the tree again.
        let firstLabel = window.subviews[0].subviews[0] as! UILabel
        var changes = 0
        let changedNs = Measure.nanoseconds(operations: 200) {
            for _ in 0..<200 {
                changes += 1
                firstLabel.text = "Row 0 (\(changes))"
                precondition(app.buttons["Save"].exists)
            }
        }
        Measure.report("a label's text set, then app.buttons[\"Save\"].exists (a new copy of the tree)", changedNs / 1000,
                       unit: "µs per change and resolution")
        app.terminate()
    }

    /// Ten steps on the Catalog: launch, open Controls, toggle the switch, tap a button, go
    /// back, open Form, tap the name field, type, read the value, go back.
    static func catalogFlow() {
        XCUIApplication.targetApplicationDelegate = CatalogAppDelegate.self
        let app = XCUIApplication()
        func flow() {
            app.launch()                                          // 1
            app.tables.staticTexts["Controls"].tap()              // 2
            app.switches.firstMatch.tap()                         // 3
            app.buttons["tap-me"].tap()                           // 4
            app.buttons["Catalog"].tap()                        // 5
            app.tables.staticTexts["Form"].tap()                  // 6
            let name = app.textFields["Full name"]
            name.tap()                                            // 7
            name.typeText("ada")                                  // 8
            precondition(name.value as? String == "Ada")          // 9
            app.buttons["Catalog"].tap()                        // 10
        }
        // The main thread's CPU time per flow too: on a loaded machine most of the wall time
        // is waiting for a core, and the CPU time is what the flow takes on an idle one.
        var cpuNs: [Double] = []
        let ns = Measure.nanoseconds(operations: 1, rounds: 9) {
            let start = threadCPUNanoseconds()
            flow()
            cpuNs.append(threadCPUNanoseconds() - start)
        }
        Measure.report("10-step Catalog flow (launch, open, toggle, tap, back, open, tap, type, read, back)", ns / 1e6,
                       unit: "ms wall", goal: "≤ 5 ms")
        let measuredCPU = cpuNs.dropFirst().sorted()   // the first is the warm-up
        Measure.report("10-step Catalog flow, the main thread's CPU time (median)", measuredCPU[measuredCPU.count / 2] / 1e6,
                       unit: "ms")
        app.terminate()
        XCUIApplication.targetApplicationDelegate = nil
    }

    private static func threadCPUNanoseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }
}
